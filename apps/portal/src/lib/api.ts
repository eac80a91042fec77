import { createApiClient } from '@mizani/sdk';
import { currentTranslator } from '@mizani/ui/api-bridge';
import { env } from './env.ts';
import { apiSurroundings } from '@mizani/ui/server-render-transport';

/** The portal's one API client. */
export const api = createApiClient({
  baseURL: env.apiBaseUrl,
  translate: currentTranslator,
  ...apiSurroundings(import.meta.env.SSR),
});
