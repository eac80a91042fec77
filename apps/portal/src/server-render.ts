/*
 * The portal drawn on the server (see @mizani/ui/server-draw). Vite bundles this file on its own
 * (vite.config.ts) into dist/.server/render.mjs:
 * - at build time, `render` writes the public pages as static HTML;
 * - at run time the API server (apps/server/src/http/signed-in-snapshot.ts) asks `renderSignedIn`
 *   for a signed-in page with the visitor's data.
 * Plain TypeScript (no JSX), so the bundle needs no other transform than the app's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import type { Locale } from '@mizani/i18n';
import type { ServerRenderBundle } from '@mizani/sdk/server-drawn-page';
import { createQueryClient, routerReady } from '@mizani/ui/app';
import { createSignedInRenderer, drawPage, type RenderedPage } from '@mizani/ui/server-draw';
import { AppRoot } from './app/app-root.tsx';
import { createRoutes } from './app/router.tsx';

export type { RenderedPage } from '@mizani/ui/server-draw';

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * The app's tree as boot.tsx draws it (the public part of the catalogue named, whatever else is
 * loaded), so the browser can adopt the markup. `prerenderedCss`: the page goes out with the
 * global style sheets already (shell.html has them), so they are not drawn again.
 */
const tree = (router: Router, queryClient: QueryClient, locale: Locale, prerenderedCss: boolean) =>
  h(AppRoot, { router, queryClient, catalogue: 'public', initialLocale: locale, prerenderedCss });

/** A public page as a visitor without a session sees it in English (the build's prerender). */
export async function render(url: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes({ queryClient, getToken: () => null }), { initialEntries: [url] });
  await routerReady(router);
  return drawPage(tree(router, queryClient, 'en', false));
}

export const renderSignedIn: ServerRenderBundle['renderSignedIn'] = createSignedInRenderer({
  createRouter: (url, queryClient, getToken) => createMemoryRouter(createRoutes({ queryClient, getToken }), { initialEntries: [url] }),
  tree: (router, queryClient, locale) => tree(router, queryClient, locale, true),
});
