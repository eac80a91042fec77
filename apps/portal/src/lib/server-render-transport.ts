import type { AxiosAdapter, AxiosResponse } from 'axios';
import { serverRenderContext } from '@mizani/ui/server-render';

const joinPath = (base: string, path: string) => (path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base);

/**
 * The API client's transport while the server draws a signed-in page (src/server-render.ts): the
 * call goes to the server's own handlers with the visitor's token, and the reply comes back as
 * axios would have received it over the network.
 */
export const serverRenderTransport: AxiosAdapter = async (config) => {
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
  const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: '', headers: reply.headers, config, request: {} };
  return response;
};
