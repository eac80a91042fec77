import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataStrategyFunction, type DataStrategyResult, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import { getToken } from '@mizani/sdk';
import { serverDrawnReplies } from '@mizani/ui/server-render';
import { routerReady } from '@mizani/ui/app';
import { AppRoot } from './app/app-root.tsx';
import { loadQueryClient } from './app/lazy-query.tsx';
import { isSignedInAreaPath } from './boot/signed-in-area.ts';
import { createPublicRoutes } from './app/public-routes.tsx';
import { ROOT_ROUTE_ID } from './hooks/use-signed-in-user.ts';
import { setApiNavigator } from '@mizani/ui/api-bridge';
import { createAppNavigator } from './lib/navigation.ts';

/**
 * The first bundle carries only the public pages' messages. A navigation into the signed-in area
 * fetches the rest of the catalogue alongside its route modules and data, so its screens never
 * draw a message id.
 */
const dataStrategy: DataStrategyFunction = async ({ matches, request }) => {
  const toLoad = matches.filter((match) => match.shouldLoad);
  const [results] = await Promise.all([
    Promise.all(toLoad.map((match) => match.resolve())),
    isSignedInAreaPath(new URL(request.url).pathname) ? loadCatalogue(getStoredLocale(), 'full') : undefined,
  ]);
  const keyed: Record<string, DataStrategyResult> = {};
  toLoad.forEach((match, i) => {
    keyed[match.route.id] = results[i] as DataStrategyResult;
  });
  return keyed;
};

let signedInAreaAdded = false;

/**
 * The /home shell's route table joins the router on the first navigation into it (until then such
 * a path only matches the 404 splat, which makes the router ask here), so the public pages' first
 * bundle does not carry it.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  if (signedInAreaAdded || !isSignedInAreaPath(path)) return;
  const { homeRoute } = await import('./features/shell/routes.tsx');
  if (signedInAreaAdded || signal.aborted) return;
  patch(ROOT_ROUTE_ID, [homeRoute]);
  signedInAreaAdded = true;
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

/**
 * A signed-in page the server drew with the user's data (apps/server/src/http/signed-in-snapshot.ts)
 * comes with the replies it was drawn from: into the query client before the router's first check.
 */
async function adoptServerReplies(page: HTMLElement): Promise<boolean> {
  const replies = serverDrawnReplies(page, getToken());
  if (!replies) return false;
  try {
    const [client, { hydrate }] = await Promise.all([loadQueryClient(), import('@tanstack/react-query')]);
    hydrate(client, replies);
    return true;
  } catch {
    // Then the app asks for its data itself.
    return false;
  }
}
const drawnByServer = await adoptServerReplies(root);

// The route guard and the screens share one query client, loaded once there is a session or a
// sign-in form (see app/lazy-query.tsx).
const router = createBrowserRouter(createPublicRoutes({}), { dataStrategy, patchRoutesOnNavigation });
setApiNavigator(createAppNavigator(router));

// Every page the server sends (prerendered pages and shell.html) has the global styles (reset,
// tokens) in <head> already: the app need not build them again.
const prerenderedCss = document.querySelector('style[data-emotion^="css-global "]') !== null;

const app = <AppRoot router={router} catalogue="public" prerenderedCss={prerenderedCss} />;

/*
 * Public pages arrive prerendered (English, signed out), and a signed-in page may arrive drawn by
 * the server with the user's data: the page is readable before any script runs, and React adopts
 * it once the route's modules (and, for a signed-in page, the replies it was drawn from) are in,
 * so the first render matches the HTML. A visitor whose page would differ (signed in on a public
 * page, Chinese, another path) gets a fresh render.
 */
const prerenderedPath = root.dataset.prerendered;
const publicPageAsDrawn = prerenderedPath === window.location.pathname && getToken() === null && getStoredLocale() === 'en';
if (publicPageAsDrawn || drawnByServer) {
  // A signed-in page drawn in Chinese needs its text before React adopts it.
  const locale = getStoredLocale();
  if (drawnByServer && locale !== 'en') await loadCatalogue(locale, 'full').catch(() => undefined);
  await routerReady(router);
  // As a transition, hydration yields to the browser between small pieces of work instead of
  // blocking a slow phone's main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  const locale = getStoredLocale();
  // Chinese text in the first paint rather than English replaced a moment later.
  if (locale !== 'en') await loadCatalogue(locale, isSignedInAreaPath(window.location.pathname) ? 'full' : 'public').catch(() => undefined);
  createRoot(root).render(app);
}

// The service worker only exists in a build: in development it would serve stale modules.
// It registers after the page has loaded so it does not compete with the page's own requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
