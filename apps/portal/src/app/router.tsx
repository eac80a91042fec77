import type { ComponentType } from 'react';
import type { LoaderFunction, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { getToken as readToken } from '@mizani/sdk';
import { PageLoader } from '../components/page-loader.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { RouteError } from '../components/route-error.tsx';
import { NoAccessRoute } from '../features/errors/routes/no-access.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';
import { ROOT_ROUTE_ID } from '../hooks/use-signed-in-user.ts';
import { paths } from '../paths.ts';
import { createSessionGuard, type SessionGuardDeps } from './session-guard.ts';
import { isSignedInAreaPath, pathnameOf } from './visitor-route.ts';

export type RouteDeps = SessionGuardDeps;

/** The element of a prerendered page that holds its routes' loader data (prerender.tsx writes it, main.tsx reads it). */
export const ROUTER_DATA_ID = 'router-data';

/** A lazy route drawn by `component` of a module, with the module's `loader` when it has one (a page with its own text). */
const page =
  <M extends object>(load: () => Promise<M>, component: (module: M) => ComponentType) =>
  async () => {
    const module = await load();
    const Component = component(module);
    return 'loader' in module ? { Component, loader: module.loader as LoaderFunction } : { Component };
  };

/** The query layout (query-layout.tsx) with the deps' client, or the app's own. */
async function queryLayout(deps: RouteDeps) {
  const { QueryLayout, queryClient } = await import('./query-layout.tsx');
  const client = deps.queryClient ?? queryClient;
  return { client, element: <QueryLayout client={client} /> };
}

export interface RouteTable {
  routes: RouteObject[];
  /** React Router's `patchRoutesOnNavigation`: adds the signed-in area (home-routes.tsx) when a signed-in visitor first goes there. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The portal's route table, as the browser (main.tsx), the prerender (prerender.tsx) and the tests
 * use it. The root route's loader is the session guard of spec section 2, run before every
 * navigation; React Router runs it in parallel with the matched screens' loaders. Every screen is
 * a lazy route, so each page's first load carries its own code only; the sign-in pages sit under
 * a layout route that brings the query client with them, and the signed-in area's routes are
 * patched in on the first navigation there, so a public page carries neither. The status pages are
 * tiny and stay in the entry, so a wrong link never waits on the network to say so.
 */
export function createRouteTable(deps: RouteDeps = {}): RouteTable {
  const login = async () => {
    // While a visitor is on a login page, the signed-in area downloads once they start on it (signed-in-prefetch.ts).
    void import('./signed-in-prefetch.ts').then(({ prefetchSignedInArea }) => prefetchSignedInArea());
    const { LoginRoute, loginLoader } = await import('../features/auth/routes/login.tsx');
    return { Component: LoginRoute, loader: loginLoader };
  };
  const routes: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      loader: createSessionGuard(deps),
      // Every navigation is checked: the token may have been cleared or replaced meanwhile.
      shouldRevalidate: () => true,
      hydrateFallbackElement: <PageLoader />,
      errorElement: <RouteError notFound={<NotFoundRoute />} />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            {
              // A pathless boundary inside the layout keeps the header on screen when a page fails.
              errorElement: <RouteError notFound={<NotFoundRoute />} />,
              children: [
                { index: true, lazy: page(() => import('../features/home/routes/home.tsx'), (m) => m.HomeRoute) },
                { path: paths.aboutUs.path.slice(1), lazy: page(() => import('../features/public/routes/about-us.tsx'), (m) => m.AboutUsRoute) },
                { path: paths.press.path.slice(1), lazy: page(() => import('../features/public/routes/press.tsx'), (m) => m.PressRoute) },
                { path: paths.contactUs.path.slice(1), lazy: page(() => import('../features/public/routes/contact-us.tsx'), (m) => m.ContactUsRoute) },
                { path: paths.privacyNotice.path.slice(1), lazy: page(() => import('../features/public/routes/privacy-notice.tsx'), (m) => m.PrivacyNoticeRoute) },
                { path: paths.termsConditions.path.slice(1), lazy: page(() => import('../features/public/routes/terms-conditions.tsx'), (m) => m.TermsConditionsRoute) },
                {
                  lazy: async () => ({ element: (await queryLayout(deps)).element }),
                  children: [
                    { path: 'login', lazy: login },
                    { path: 'login/:countryId', lazy: login },
                    { path: paths.register.path.slice(1), lazy: page(() => import('../features/auth/routes/register.tsx'), (m) => m.RegisterRoute) },
                    { path: paths.forgotPassword.path.slice(1), lazy: page(() => import('../features/auth/routes/forgot-password.tsx'), (m) => m.ForgotPasswordRoute) },
                  ],
                },
                { path: '401', element: <NoAccessRoute /> },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
      ],
    },
  ];

  let signedInArea: Promise<RouteObject> | undefined;
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    // A visitor without a token is sent to the login by the session guard: no area to add for them.
    if (!isSignedInAreaPath(pathnameOf(path)) || (deps.getToken ?? readToken)() === null) return;
    signedInArea ??= Promise.all([import('./home-routes.tsx'), queryLayout(deps)]).then(([{ createHomeRoute }, { client, element }]) => ({
      element,
      children: [createHomeRoute(client)],
    }));
    try {
      // React Router ignores the patch of a navigation superseded meanwhile, and a route it already has.
      patch(ROOT_ROUTE_ID, [await signedInArea]);
    } catch (error) {
      // A failed chunk request may be retried by the next navigation.
      signedInArea = undefined;
      throw error;
    }
  };
  return { routes, patchRoutesOnNavigation };
}
