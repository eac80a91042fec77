import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { RouteError } from '../components/route-error.tsx';
import { NoAccessRoute } from '../features/errors/routes/no-access.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';

async function loginRoute() {
  const { LoginRoute, loginLoader } = await import('../features/auth/routes/login.tsx');
  return { Component: LoginRoute, loader: loginLoader };
}

/**
 * The portal's routes. Screens load on demand; the status pages are tiny and stay in the first
 * bundle so a wrong link never waits on the network to say so.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // A pathless boundary inside the layout keeps the header on screen when a page fails.
        errorElement: <RouteError notFound={<NotFoundRoute />} />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/routes/home.tsx')).HomeRoute }),
          },
          { path: 'login', lazy: loginRoute },
          { path: 'login/:countryId', lazy: loginRoute },
          { path: '401', element: <NoAccessRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
