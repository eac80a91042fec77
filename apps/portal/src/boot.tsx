import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataStrategyFunction, type DataStrategyResult, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import { getToken } from '@mizani/sdk';
import { AppProviders } from './app/providers.tsx';
import { pageIsLive } from './boot/early-presses.ts';
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

// The route guard and the screens share one query client, loaded once there is a session or a
// sign-in form (see app/lazy-query.tsx).
const router = createBrowserRouter(createPublicRoutes({}), { dataStrategy, patchRoutesOnNavigation });
setApiNavigator(createAppNavigator(router));

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

/**
 * Marks the document once React owns the page (`data-ready`): until a prerendered page is hydrated
 * its buttons and tabs are plain HTML, so the end-to-end tests wait for this before they interact.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    pageIsLive();
  }, []);
  return null;
}

// Every page the server sends (prerendered pages and shell.html) has the global styles (reset,
// tokens) in <head> already: the app need not build them again.
const prerenderedCss = document.querySelector('style[data-emotion^="css-global "]') !== null;

const app = (
  <StrictMode>
    <AppProviders catalogue="public" prerenderedCss={prerenderedCss}>
      <RouterProvider router={router} />
      <ReadyMark />
    </AppProviders>
  </StrictMode>
);

function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/*
 * Public pages arrive prerendered (English, signed out): the page is readable before any script
 * runs, and React adopts it once the route's modules are loaded, so the first render matches the
 * HTML. A visitor whose page would differ (signed in, Chinese, another path) gets a fresh render.
 */
const prerenderedPath = root.dataset.prerendered;
if (prerenderedPath === window.location.pathname && getToken() === null && getStoredLocale() === 'en') {
  await routerReady();
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
