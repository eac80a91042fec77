/*
 * An app drawn on the server with react-dom/server (Node only: each app's src/server-render.ts,
 * which its build bundles into dist/.server/render.mjs). Two uses:
 * - at build time the portal writes its public pages as static HTML (`drawPage`);
 * - at run time the API server (apps/server/src/http/signed-in-snapshot.ts) asks an app's
 *   `renderSignedIn` (made by `createSignedInRenderer`) for a signed-in page with the visitor's
 *   data, so a phone on a slow network reads its page seconds before the app's code has arrived.
 *   The app then draws the same page over it.
 */
/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LOCALE_KEY, loadCatalogue, type Locale } from '@mizani/i18n';
import { TOKEN_KEY } from '@mizani/sdk';
import type { RenderedPage, SignedInPage, SignedInRenderInput } from '@mizani/sdk/server-drawn-page';
import { routerReady } from './app/router-ready.ts';
import { createQueryClient } from './app/query-client.ts';
import { emotionCacheOptions } from './provider.tsx';
import { provideServerRenderContext, type ServerRenderContext } from './server-render.ts';

export type { RenderedPage, SignedInPage, SignedInRenderInput } from '@mizani/sdk/server-drawn-page';

/** What is read of the app's memory router (react-router's createMemoryRouter). */
export interface DrawnRouter {
  state: { initialized: boolean; location: { pathname: string; search: string }; errors: unknown; loaderData: Record<string, unknown> };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
  dispose(): void;
}

/**
 * The markup of `tree` and the CSS it drew, in the form the browser's Emotion adopts: the class
 * rules for one <style data-emotion="css <ids>">, each global style sheet (reset, tokens) for the
 * <style data-emotion="css-global <id>"> Emotion's <Global> looks for, so neither is compiled again.
 */
export function drawPage(tree: ReactElement): RenderedPage {
  // compat: Emotion keeps the rules in cache.inserted instead of writing <style> tags into the
  // markup, so the page's CSS can go into <head>. The same options as the browser's cache (no
  // vendor prefixes), so the rules match.
  const cache = createCache(emotionCacheOptions);
  cache.compat = true;
  const html = renderToString(h(CacheProvider, { value: cache }, tree));
  const ids: string[] = [];
  let css = '';
  const globals: RenderedPage['globals'] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (rules.includes(`.css-${id}`)) {
      ids.push(id);
      css += rules;
    } else {
      globals.push({ id, rules });
    }
  }
  return { html, css, ids, globals };
}

function memoryStorage(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

// Each signed-in render has its own storage, screen guess and transport; the app's code finds them
// through serverRenderContext() (and localStorage, which the session and language read). One
// store for the whole process: each app's server bundle has its own copy of this module, and the
// server loads them side by side.
const CONTEXTS = Symbol.for('mizani.server-render.contexts');
function renderContexts(): AsyncLocalStorage<ServerRenderContext> {
  const holder = globalThis as unknown as Record<symbol, AsyncLocalStorage<ServerRenderContext> | undefined>;
  const existing = holder[CONTEXTS];
  if (existing) return existing;
  const contexts = new AsyncLocalStorage<ServerRenderContext>();
  holder[CONTEXTS] = contexts;
  provideServerRenderContext(() => contexts.getStore());
  if (!('localStorage' in globalThis)) {
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => contexts.getStore()?.storage });
  }
  return contexts;
}

/** How many times a page is drawn at most while its screens still ask for data they do not have. */
const MAX_DRAWS = 4;

export interface SignedInApp<Router extends DrawnRouter> {
  /** The app's routes in a memory router at `url`, its session read through `getToken`. */
  createRouter(url: string, queryClient: QueryClient, getToken: () => string | null): Router;
  /** Whether the page the router settled on is one to draw (default: any without errors at the wanted address). */
  accept?: (router: Router) => boolean;
  /** The app's whole tree, as its browser entry draws it. */
  tree(router: Router, queryClient: QueryClient, locale: Locale): ReactElement;
}

/**
 * `renderSignedIn` for an app: a signed-in page drawn with the visitor's data, or null when the
 * app would show another page there (no session any more, a page the user may not open, a
 * redirect) or the page failed. The browser then starts from the bare app page and decides as it
 * always does.
 *
 * The screens ask for their data as they draw (useQuery); on the server a query only records what
 * it wants. So the page is drawn, what it asked for is fetched, and it is drawn again, until it asks
 * for nothing new. A query that fails is left out: the browser asks again and reports the failure.
 */
export function createSignedInRenderer<Router extends DrawnRouter>(app: SignedInApp<Router>) {
  return async function renderSignedIn({ url, token, locale, wide, send }: SignedInRenderInput): Promise<SignedInPage | null> {
    const storage = memoryStorage({ [TOKEN_KEY]: token, [LOCALE_KEY]: locale });
    return renderContexts().run({ storage, wide, send }, async () => {
      await loadCatalogue(locale, 'full');
      const queryClient = createQueryClient();
      const router = app.createRouter(url, queryClient, () => storage.getItem(TOKEN_KEY));
      try {
        await routerReady(router);
        const { location, errors } = router.state;
        if (errors || `${location.pathname}${location.search}` !== url || app.accept?.(router) === false) return null;
        const draw = () => drawPage(app.tree(router, queryClient, locale));
        const failed = new Set<string>();
        let page = draw();
        for (let drawn = 1; drawn < MAX_DRAWS; drawn += 1) {
          const wanted = queryClient
            .getQueryCache()
            .getAll()
            .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !failed.has(query.queryHash));
          if (wanted.length === 0) break;
          await Promise.all(
            wanted.map((query) =>
              query.fetch().catch(() => {
                // Drawn as still loading, as the browser first draws it; it is not asked again here.
                failed.add(query.queryHash);
                queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
              }),
            ),
          );
          page = draw();
        }
        return { ...page, queries: dehydrate(queryClient) };
      } finally {
        router.dispose();
      }
    });
  };
}
