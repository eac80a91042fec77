import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import { getToken } from '@mizani/sdk';
import { setApiNavigator } from '@mizani/ui/app';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppRoot } from './app/app-root.tsx';
import { createRouteTable, ROUTER_DATA_ID } from './app/router.tsx';
import { isSignedInAreaPath } from './app/visitor-route.ts';
import { createAppNavigator } from './lib/navigation.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const { routes, patchRoutesOnNavigation } = createRouteTable();
const { pathname } = window.location;
const locale = getStoredLocale();

// The build prerendered this path in English for a signed-out visitor (vite.config.ts): React adopts it (a Chinese visitor's, then redrawn in Chinese).
const adopt = root.dataset.prerendered === pathname && getToken() === null;
// Chinese text in the first paint, or at once after the adoption, rather than English replaced a moment later.
const chinese = locale === 'en' ? undefined : loadCatalogue(locale, isSignedInAreaPath(pathname) ? 'full' : 'public').catch(() => undefined);

// Adopting, its lazy routes load before the router starts (React Router's docs on hydrating lazy routes), or it renders the fallback.
const lazyRoutes = (adopt ? (matchRoutes(routes, window.location) ?? []) : []).map(async ({ route }) => {
  if (typeof route.lazy !== 'function') return;
  Object.assign(route, await route.lazy(), { lazy: undefined } satisfies Partial<RouteObject>);
});
await Promise.all([chinese, ...lazyRoutes]);

// Adopting, the router starts from the loader data the page was drawn with, so its first render is that page.
const routerData = adopt ? document.getElementById(ROUTER_DATA_ID)?.textContent : undefined;
const router = createBrowserRouter(routes, { patchRoutesOnNavigation, ...(routerData ? { hydrationData: JSON.parse(routerData) } : {}) });
setApiNavigator(createAppNavigator(router));

const app = (
  <AppRoot catalogue="public" adopting={adopt}>
    <RouterProvider router={router} />
  </AppRoot>
);
// A transition renders in short slices, not one long task (a press or key on a hydrating page finishes it first).
startTransition(() => void (adopt ? hydrateRoot(root, app) : createRoot(root).render(app)));

// Only a build has the service worker (in development it would serve stale modules); after the load, not competing with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
