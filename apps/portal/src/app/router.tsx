import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { RouteError } from '../components/route-error.tsx';
import { NoAccessRoute } from '../features/errors/routes/no-access.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';
import { createHomeRoute } from './home-routes.tsx';
import { ROOT_ROUTE_ID } from '../hooks/use-signed-in-user.ts';
import { paths } from '../paths.ts';
import { createSessionGuard, type SessionGuardDeps } from './session-guard.ts';

export type RouteDeps = SessionGuardDeps;

/** The element of a prerendered page that holds its routes' loader data (prerender.tsx writes it, main.tsx reads it). */
export const ROUTER_DATA_ID = 'router-data';

const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * The portal's whole route table, as the browser (main.tsx), the prerender (prerender.tsx) and the
 * tests use it. The root route's loader is the session guard of spec section 2, run before every
 * navigation; React Router runs it in parallel with the matched screens' loaders. Every screen is
 * a lazy route, so each page's first load carries its own code only. The status pages are tiny
 * and stay in the entry, so a wrong link never waits on the network to say so.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const login = async () => {
    const { LoginRoute, loginLoader } = await import('../features/auth/routes/login.tsx');
    return { Component: LoginRoute, loader: loginLoader };
  };
  const home = createHomeRoute(deps.queryClient);
  return [
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
                { index: true, lazy: page(async () => (await import('../features/home/routes/home.tsx')).HomeRoute) },
                { path: paths.aboutUs.path.slice(1), lazy: page(async () => (await import('../features/public/routes/about-us.tsx')).AboutUsRoute) },
                { path: paths.press.path.slice(1), lazy: page(async () => (await import('../features/public/routes/press.tsx')).PressRoute) },
                { path: paths.contactUs.path.slice(1), lazy: page(async () => (await import('../features/public/routes/contact-us.tsx')).ContactUsRoute) },
                { path: paths.privacyNotice.path.slice(1), lazy: page(async () => (await import('../features/public/routes/privacy-notice.tsx')).PrivacyNoticeRoute) },
                { path: paths.termsConditions.path.slice(1), lazy: page(async () => (await import('../features/public/routes/terms-conditions.tsx')).TermsConditionsRoute) },
                { path: 'login', lazy: login },
                { path: 'login/:countryId', lazy: login },
                { path: paths.register.path.slice(1), lazy: page(async () => (await import('../features/auth/routes/register.tsx')).RegisterRoute) },
                { path: paths.forgotPassword.path.slice(1), lazy: page(async () => (await import('../features/auth/routes/forgot-password.tsx')).ForgotPasswordRoute) },
                { path: '401', element: <NoAccessRoute /> },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
        {
          ...home,
          // The first bundle carries only the public pages' text: the signed-in area draws with all of it.
          // The shell's own data comes with its module, which the route loads anyway.
          loader: async () => {
            await Promise.all([loadCatalogue(getStoredLocale(), 'full'), import('./shell/components/shell-layout.tsx').then(({ startShellQueries }) => startShellQueries(deps.queryClient))]);
            return null;
          },
        },
      ],
    },
  ];
}
