/*
 * The portal drawn on the server, with react-dom/server. Vite bundles this file on its own
 * (vite.config.ts) into dist/.server/render.mjs:
 * - at build time, `render` writes the public pages as static HTML;
 * - at run time the API server (apps/server/src/http/signed-in-snapshot.ts) asks `renderSignedIn`
 *   for a signed-in page with the visitor's data, so a phone on a slow network reads its page
 *   seconds before the app's code has arrived. The app then draws the same page over it.
 * Plain TypeScript (no JSX), so the bundle needs no other transform than the app's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { LOCALE_KEY, loadCatalogue, type Locale } from '@mizani/i18n';
import { TOKEN_KEY } from '@mizani/sdk';
import { emotionCacheOptions } from '@mizani/ui';
import { createQueryClient } from '@mizani/ui/app';
import { provideServerRenderContext, type ServerRenderContext, type ServerRenderReply, type ServerRenderRequest } from '@mizani/ui/server-render';
import { AppRoot, routerReady } from './app/app-root.tsx';
import { createRoutes } from './app/router.tsx';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's class rules, for one <style data-emotion="css <ids>"> the browser's Emotion adopts. */
  css: string;
  ids: string[];
  /** The global style sheets (reset, tokens), each for a <style data-emotion="css-global <id>">. */
  globals: { id: string; rules: string }[];
}

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * The app's tree as boot.tsx draws it (the public part of the catalogue named, whatever else is
 * loaded), so the browser can adopt the markup. `prerenderedCss`: the page goes out with the
 * global style sheets already (shell.html has them), so they are not drawn again.
 */
function drawPage(router: Router, queryClient: QueryClient, locale: Locale, prerenderedCss: boolean): RenderedPage {
  // compat: Emotion keeps the rules in cache.inserted instead of writing <style> tags into the
  // markup, so the page's CSS can go into <head> in the form the browser's Emotion adopts.
  // The same options as the browser's cache (no vendor prefixes), so the rules match.
  const cache = createCache(emotionCacheOptions);
  cache.compat = true;
  const html = renderToString(
    h(CacheProvider, { value: cache }, h(AppRoot, { router, queryClient, catalogue: 'public', initialLocale: locale, prerenderedCss })),
  );
  // Class rules go into one tag the browser's Emotion adopts by name; each global style sheet
  // (reset, tokens) gets the tag Emotion's <Global> looks for, so it is not compiled again.
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

/** A public page as a visitor without a session sees it in English (the build's prerender). */
export async function render(url: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes({ queryClient, getToken: () => null }), { initialEntries: [url] });
  await routerReady(router);
  return drawPage(router, queryClient, 'en', false);
}

// Each signed-in render has its own storage, screen guess and transport; the app's code finds them
// through serverRenderContext() (and localStorage, which the session and language read).
const renders = new AsyncLocalStorage<ServerRenderContext>();
provideServerRenderContext(() => renders.getStore());
if (!('localStorage' in globalThis)) {
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => renders.getStore()?.storage });
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

export interface SignedInRenderInput {
  /** Path and query of the page, e.g. `/home/psp-order?page=2`. */
  url: string;
  token: string;
  locale: Locale;
  /** Draw for a screen of 768 px or more (side panel, tables) rather than a phone's. */
  wide: boolean;
  /** Sends one API call to the server's own handlers. */
  send: (request: ServerRenderRequest) => Promise<ServerRenderReply>;
}

export interface SignedInPage extends RenderedPage {
  /** The replies the page was drawn from, for the browser's query client. */
  queries: DehydratedState;
}

/** How many times a page is drawn at most while its screens still ask for data they do not have. */
const MAX_DRAWS = 4;

/**
 * A signed-in page drawn with the visitor's data, or null when the app would show another page
 * there (no session any more, a page the user may not open, a redirect) or the page failed: the
 * browser then starts from the bare app page and decides as it always does.
 *
 * The screens ask for their data as they draw (useQuery); on the server a query only records what
 * it wants. So the page is drawn, what it asked for is fetched, and it is drawn again, until it asks
 * for nothing new. A query that fails is left out: the browser asks again and reports the failure.
 */
export async function renderSignedIn({ url, token, locale, wide, send }: SignedInRenderInput): Promise<SignedInPage | null> {
  const storage = memoryStorage({ [TOKEN_KEY]: token, [LOCALE_KEY]: locale });
  return renders.run({ storage, wide, send }, async () => {
    await loadCatalogue(locale, 'full');
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createRoutes({ queryClient, getToken: () => storage.getItem(TOKEN_KEY) }), { initialEntries: [url] });
    try {
      return await drawSignedIn(router, queryClient, url, locale);
    } finally {
      router.dispose();
    }
  });
}

async function drawSignedIn(router: Router, queryClient: QueryClient, url: string, locale: Locale): Promise<SignedInPage | null> {
  await routerReady(router);
  const { location, errors } = router.state;
  if (errors || `${location.pathname}${location.search}` !== url) return null;
  const failed = new Set<string>();
  let page = drawPage(router, queryClient, locale, true);
  for (let draw = 1; draw < MAX_DRAWS; draw += 1) {
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
    page = drawPage(router, queryClient, locale, true);
  }
  return { ...page, queries: dehydrate(queryClient) };
}
