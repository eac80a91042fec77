// The public pages as a signed-out English visitor sees them, drawn at build time (vite.config.ts) with
// React Router's data-router server API and Emotion's server rendering; main.tsx adopts the HTML.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { emotionCacheOptions } from '@mizani/ui';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppRoot } from './app/app-root.tsx';
import { createRouteTable, ROUTER_DATA_ID } from './app/router.tsx';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** Emotion's <style> tags for the page (global sheets and the rules it uses). */
  styles: string;
  /** The routes' loader data for the browser's router, as JSON in a <script> the page never runs (its CSP allows no inline script). */
  routerData: string;
}

export async function render(path: string): Promise<PrerenderedPage> {
  const { query, dataRoutes } = createStaticHandler(createRouteTable({ getToken: () => null }).routes);
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answers with a redirect`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);

  // The same cache options as the browser's (UiProvider), so the class names agree.
  const cache = createCache(emotionCacheOptions);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppRoot catalogue="public" initialLocale="en">
        {/* The loader data goes out beside #root (routerData): inside it, React would find a node the browser's tree lacks. */}
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </AppRoot>
    </CacheProvider>,
  );
  const data = JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors: null }).replace(/</g, '\\u003c');
  return {
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    routerData: `<script type="application/json" id="${ROUTER_DATA_ID}">${data}</script>`,
  };
}
