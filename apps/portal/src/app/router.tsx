import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { RouteError } from '../components/route-error.tsx';
import { NoAccessRoute } from '../features/errors/routes/no-access.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';
import { homeRoute } from '../features/shell/routes.tsx';
import { paths } from '../paths.ts';
import { ROOT_ROUTE_ID } from '../hooks/use-signed-in-user.ts';
import { createSessionGuard, type SessionGuardDeps } from './session-guard.ts';

async function loginRoute() {
  const { LoginRoute, loginLoader } = await import('../features/auth/routes/login.tsx');
  return { Component: LoginRoute, loader: loginLoader };
}

const page = (load: () => Promise<{ Component: ComponentType }>) => ({ lazy: load });

export type RouteDeps = SessionGuardDeps;

/**
 * The portal's routes. The root route's loader is the session guard of spec section 2, run before
 * every navigation. Screens load on demand; the status pages are tiny and stay in the first bundle
 * so a wrong link never waits on the network to say so.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
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
                {
                  index: true,
                  ...page(async () => ({ Component: (await import('../features/home/routes/home.tsx')).HomeRoute })),
                },
                {
                  path: paths.aboutUs.path.slice(1),
                  ...page(async () => ({ Component: (await import('../features/public/routes/about-us.tsx')).AboutUsRoute })),
                },
                {
                  path: paths.press.path.slice(1),
                  ...page(async () => ({ Component: (await import('../features/public/routes/press.tsx')).PressRoute })),
                },
                {
                  path: paths.contactUs.path.slice(1),
                  ...page(async () => ({ Component: (await import('../features/public/routes/contact-us.tsx')).ContactUsRoute })),
                },
                {
                  path: paths.privacyNotice.path.slice(1),
                  ...page(async () => ({ Component: (await import('../features/public/routes/privacy-notice.tsx')).PrivacyNoticeRoute })),
                },
                {
                  path: paths.termsConditions.path.slice(1),
                  ...page(async () => ({ Component: (await import('../features/public/routes/terms-conditions.tsx')).TermsConditionsRoute })),
                },
                { path: 'login', lazy: loginRoute },
                { path: 'login/:countryId', lazy: loginRoute },
                {
                  path: paths.register.path.slice(1),
                  ...page(async () => ({ Component: (await import('../features/auth/routes/register.tsx')).RegisterRoute })),
                },
                {
                  path: paths.forgotPassword.path.slice(1),
                  ...page(async () => ({ Component: (await import('../features/auth/routes/forgot-password.tsx')).ForgotPasswordRoute })),
                },
                { path: '401', element: <NoAccessRoute /> },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
        homeRoute,
      ],
    },
  ];
}

export function createAppRouter(deps: RouteDeps) {
  return createBrowserRouter(createRoutes(deps));
}
