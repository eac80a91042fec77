import { getStoredLocale, loadCatalogueSection, type CatalogueSection } from '@mizani/i18n';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { RouteError } from '../components/route-error.tsx';
import { NoAccessRoute } from '../features/errors/routes/no-access.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';
import { paths } from '../paths.ts';
import { ROOT_ROUTE_ID } from '../hooks/use-signed-in-user.ts';
import { createSessionGuard, type SessionGuardDeps } from './session-guard.ts';

const page = (load: () => Promise<{ Component: ComponentType }>) => ({ lazy: load });

/**
 * A route module loaded together with its page's text (a catalogue section, see @mizani/i18n):
 * the first bundle carries only the layout's messages, and the route draws (or hydrates its
 * prerendered HTML) with both ready.
 */
const withText =
  <T,>(section: CatalogueSection, load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadCatalogueSection(getStoredLocale(), section)]))[0];

export type RouteDeps = SessionGuardDeps;

/**
 * The portal's routes. The root route's loader is the session guard of spec section 2, run before
 * every navigation. Screens load on demand; the status pages are tiny and stay in the first bundle
 * so a wrong link never waits on the network to say so. `signedInArea` joins the root's children:
 * router.tsx passes the /home shell; the app adds it on the first navigation there (boot.tsx), so
 * a visitor's first bundle does not carry its route table.
 */
export function createPublicRoutes(deps: RouteDeps, signedInArea: RouteObject[] = []): RouteObject[] {
  // The sign-in screens are islands: their form code arrives once the visitor starts using it
  // (features/auth/auth-island.tsx), so the route draws with only its text.
  const loginRoute = withText('auth', async () => {
    const { LoginRoute, loginLoader } = await import('../features/auth/routes/login.tsx');
    return { Component: LoginRoute, loader: loginLoader };
  });
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
                  ...page(withText('home', async () => ({ Component: (await import('../features/home/routes/home.tsx')).HomeRoute }))),
                },
                {
                  path: paths.aboutUs.path.slice(1),
                  ...page(withText('about', async () => ({ Component: (await import('../features/public/routes/about-us.tsx')).AboutUsRoute }))),
                },
                {
                  path: paths.press.path.slice(1),
                  ...page(withText('press', async () => ({ Component: (await import('../features/public/routes/press.tsx')).PressRoute }))),
                },
                {
                  path: paths.contactUs.path.slice(1),
                  ...page(withText('contact', async () => ({ Component: (await import('../features/public/routes/contact-us.tsx')).ContactUsRoute }))),
                },
                {
                  path: paths.privacyNotice.path.slice(1),
                  ...page(withText('privacy', async () => ({ Component: (await import('../features/public/routes/privacy-notice.tsx')).PrivacyNoticeRoute }))),
                },
                {
                  path: paths.termsConditions.path.slice(1),
                  ...page(withText('terms', async () => ({ Component: (await import('../features/public/routes/terms-conditions.tsx')).TermsConditionsRoute }))),
                },
                { path: 'login', lazy: loginRoute },
                { path: 'login/:countryId', lazy: loginRoute },
                {
                  path: paths.register.path.slice(1),
                  lazy: withText('auth', async () => {
                    const { RegisterRoute, registerLoader } = await import('../features/auth/routes/register.tsx');
                    return { Component: RegisterRoute, loader: registerLoader };
                  }),
                },
                {
                  path: paths.forgotPassword.path.slice(1),
                  lazy: withText('auth', async () => {
                    const { ForgotPasswordRoute, forgotPasswordLoader } = await import('../features/auth/routes/forgot-password.tsx');
                    return { Component: ForgotPasswordRoute, loader: forgotPasswordLoader };
                  }),
                },
                { path: '401', element: <NoAccessRoute /> },
                { path: '*', element: <NotFoundRoute /> },
              ],
            },
          ],
        },
        ...signedInArea,
      ],
    },
  ];
}
