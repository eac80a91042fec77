// @vitest-environment node
import { useQuery } from '@tanstack/react-query';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerRenderRequest } from '@mizani/sdk/server-drawn-page';
import type { DrawnRouter } from './server-draw.ts';

/*
 * The server draws with each app's own bundle, and each bundle has its own copy of server-draw.ts:
 * every copy must find the render in progress, whichever copy started it.
 */

interface FakeRouter extends DrawnRouter {
  url: string;
}

/** A router that has settled at once, on the page asked for or (for `/elsewhere`) on another. */
function settledRouter(url: string): FakeRouter {
  const [pathname, search = ''] = url.split('?');
  return {
    url,
    state: { initialized: true, location: { pathname: pathname === '/elsewhere' ? '/login' : (pathname ?? ''), search: search ? `?${search}` : '' }, errors: null, loaderData: {} },
    subscribe: () => () => undefined,
    dispose: () => undefined,
  };
}

/** One app's bundle: its own copy of the module, a page that reads the session's storage and asks the API for the user's name. */
async function loadBundle(label: string) {
  vi.resetModules();
  const { createSignedInRenderer } = await import('./server-draw.ts');
  const { serverRenderContext } = await import('./server-render.ts');
  function Page() {
    const context = serverRenderContext();
    const name = useQuery({
      queryKey: ['name'],
      queryFn: async () => {
        const reply = await serverRenderContext()!.send({ method: 'POST', url: '/api/user/info', headers: {} });
        return reply.body;
      },
    });
    return h('p', null, `${label}:${context?.storage.getItem('token') ?? 'none'}:${context?.wide ? 'wide' : 'narrow'}:${name.data ?? 'loading'}`);
  }
  return createSignedInRenderer<FakeRouter>({
    createRouter: (url) => settledRouter(url),
    tree: (_router, queryClient: QueryClient) => h(QueryClientProvider, { client: queryClient }, h(Page)),
  });
}

const sendFor = (name: string) => async (request: ServerRenderRequest) => ({ status: 200, headers: {}, body: `${name} via ${request.url}` });

// Each copy loads the drawing module's whole graph (React's server renderer, the style system, the
// catalogue) afresh: slow on a busy machine.
describe('pages drawn on the server with two apps loaded side by side', { timeout: 60_000 }, () => {
  it("each render sees its own session and data, fetched and drawn again until the page asks for nothing new", async () => {
    const portal = await loadBundle('portal');
    const console_ = await loadBundle('console');
    const [a, b] = await Promise.all([
      portal({ url: '/home/dashboard', token: 'token-a', locale: 'en', wide: false, send: sendFor('Amani') }),
      console_({ url: '/homeApi/docs', token: 'token-b', locale: 'en', wide: true, send: sendFor('Baraka') }),
    ]);
    expect(a?.html).toBe('<p>portal:token-a:narrow:Amani via /api/user/info</p>');
    expect(b?.html).toBe('<p>console:token-b:wide:Baraka via /api/user/info</p>');
    // The replies go with the page, for the browser's query client.
    expect(JSON.stringify(a?.queries)).toContain('Amani via /api/user/info');
    expect(JSON.stringify(a?.queries)).not.toContain('Baraka');
  });

  it('draws nothing when the app settles on another page', async () => {
    const portal = await loadBundle('portal');
    expect(await portal({ url: '/elsewhere', token: 't', locale: 'en', wide: false, send: sendFor('x') })).toBeNull();
  });
});
