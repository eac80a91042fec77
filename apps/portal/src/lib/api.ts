import { createApiClient, type ApiClientOptions } from '@mizani/sdk';
import { notify } from '@mizani/ui';
import { currentTranslator, navigateFromApi } from '@mizani/ui/api-bridge';
import { env } from './env.ts';
import { serverRenderTransport } from './server-render-transport.ts';

/**
 * In the server's render of a signed-in page (src/server-render.ts) calls go to the server itself
 * without the network, and a failure shows nothing: the page is drawn again in the browser, which
 * reports it there.
 */
const surroundings: Pick<ApiClientOptions, 'notify' | 'navigate' | 'adapter'> = import.meta.env.SSR
  ? { adapter: serverRenderTransport }
  : { notify, navigate: navigateFromApi };

/** The portal's one API client. */
export const api = createApiClient({
  baseURL: env.apiBaseUrl,
  translate: currentTranslator,
  ...surroundings,
});
