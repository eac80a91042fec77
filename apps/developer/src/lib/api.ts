import { createApiClient } from '@mizani/sdk';
import { currentTranslator } from '@mizani/ui/api-bridge';
import { apiSurroundings } from '@mizani/ui/server-render-transport';
import { env } from './env.ts';

/** The developer console's one API client. */
export const api = createApiClient({
  baseURL: env.apiBaseUrl,
  translate: currentTranslator,
  ...apiSurroundings(import.meta.env.SSR),
});
