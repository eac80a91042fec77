import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { ConsoleError } from '../components/console-error.tsx';
import { ConsoleLayout } from '../components/layout/console-layout.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';
import { createSessionGuard, type SessionGuardDeps } from '../features/session/require-session.ts';
import type { RouteHandle } from '../hooks/use-page-title.ts';
import { BASENAME, paths } from '../paths.ts';

const title = (titleId: RouteHandle['titleId']): RouteHandle => ({ titleId });

/**
 * The console's routes. `/homeApi` redirects to the user center before the session check, so a
 * visitor without a session is sent to log in with /homeApi/account as the page to come back to.
 */
export function createRoutes(deps: SessionGuardDeps): RouteObject[] {
  return [
    {
      path: '/',
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, loader: () => redirect(paths.account.getHref()), element: null },
        {
          id: 'console',
          loader: createSessionGuard(deps),
          // The token may be cleared by a logout in the portal tab; check on every navigation.
          shouldRevalidate: () => true,
          element: <ConsoleLayout leaveApp={deps.leaveApp} />,
          children: [
            {
              errorElement: <ConsoleError />,
              children: [
                {
                  path: paths.account.path.slice(1),
                  handle: title('menu.api.account'),
                  lazy: async () => ({ Component: (await import('../features/account/routes/account.tsx')).AccountRoute }),
                },
                { path: '*', handle: title('api.notFound.title'), element: <NotFoundRoute /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(deps: SessionGuardDeps) {
  return createBrowserRouter(createRoutes(deps), { basename: BASENAME });
}
