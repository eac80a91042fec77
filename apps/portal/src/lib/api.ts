import { createApiClient } from '@mizani/sdk';
import { notify } from '@mizani/ui';
import { currentTranslator, navigateFromApi } from '@mizani/ui/api-bridge';
import { env } from './env.ts';

/** The portal's one API client. */
export const api = createApiClient({
  baseURL: env.apiBaseUrl,
  translate: currentTranslator,
  notify,
  navigate: navigateFromApi,
});
