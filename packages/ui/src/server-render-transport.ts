import type { ApiClientOptions } from '@mizani/sdk';
import { navigateFromApi } from './app/api-bridge.ts';
import { notify } from './notify.tsx';
import { serverRenderContext } from './server-render.ts';

type Transport = NonNullable<ApiClientOptions['adapter']>;

const joinPath = (base: string, path: string) => (path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base);

/**
 * The API client's transport while the server draws a signed-in page (each app's
 * src/server-render.ts): the call goes to the server's own handlers with the visitor's token, and
 * the reply comes back as axios would have received it over the network.
 */
export const serverRenderTransport: Transport = async (config) => {
  const context = serverRenderContext();
  if (!context) throw new Error('An API call outside a server render reached the server-render transport');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
  }
  const reply = await context.send({
    method: (config.method ?? 'get').toUpperCase(),
    url: joinPath(config.baseURL ?? '', config.url ?? ''),
    headers,
    ...(typeof config.data === 'string' ? { body: config.data } : {}),
  });
  const response: Awaited<ReturnType<Transport>> = { data: reply.body, status: reply.status, statusText: '', headers: reply.headers, config, request: {} };
  return response;
};

/**
 * What an app's API client reports through and goes over: in the browser, notifications and the
 * app's navigation; in the server's render of a signed-in page (`onServer`, the app's
 * import.meta.env.SSR), the server's own handlers, and a failure shows nothing: the page is drawn
 * again in the browser, which reports it there.
 */
export function apiSurroundings(onServer: boolean): Pick<ApiClientOptions, 'notify' | 'navigate' | 'adapter'> {
  return onServer ? { adapter: serverRenderTransport } : { notify, navigate: navigateFromApi };
}
