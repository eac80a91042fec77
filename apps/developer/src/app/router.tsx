import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { ConsoleError } from '../components/console-error.tsx';
import { ConsoleLayout } from '../components/layout/console-layout.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';
import { createSessionGuard, SESSION_ROUTE_ID, type SessionGuardDeps } from '../features/session/require-session.ts';
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
          id: SESSION_ROUTE_ID,
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
                {
                  path: paths.accountCreate.path.slice(1),
                  handle: title('api.apply.title'),
                  lazy: async () => ({ Component: (await import('../features/account/routes/account-create.tsx')).AccountCreateRoute }),
                },
                {
                  path: paths.c2b.path.slice(1),
                  handle: title('menu.api.c2b'),
                  lazy: async () => ({ Component: (await import('../features/merchant-orders/routes/c2b.tsx')).C2bRoute }),
                },
                {
                  path: paths.b2c.path.slice(1),
                  handle: title('menu.api.b2c'),
                  lazy: async () => ({ Component: (await import('../features/merchant-orders/routes/b2c.tsx')).B2cRoute }),
                },
                {
                  path: paths.suspenseRecord.path.slice(1),
                  handle: title('menu.api.suspense.record'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-record.tsx')).SuspenseRecordRoute }),
                },
                {
                  path: paths.suspenseRecharge.path.slice(1),
                  handle: title('menu.api.suspense.recharge'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-move.tsx')).SuspenseRechargeRoute }),
                },
                {
                  path: paths.suspenseCashOut.path.slice(1),
                  handle: title('menu.api.suspense.cashOut'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-cash-out.tsx')).SuspenseCashOutRoute }),
                },
                {
                  path: paths.suspenseTransfer.path.slice(1),
                  handle: title('menu.api.suspense.transfer'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-move.tsx')).SuspenseTransferRoute }),
                },
                {
                  path: paths.webhooks.path.slice(1),
                  handle: title('api.webhooks.title'),
                  lazy: async () => ({ Component: (await import('../features/webhooks/routes/webhooks.tsx')).WebhooksRoute }),
                },
                {
                  path: paths.docs.path.slice(1),
                  handle: title('menu.api.docs'),
                  children: [
                    { index: true, lazy: async () => ({ Component: (await import('../features/docs/routes/docs.tsx')).DocsRoute }) },
                    { path: ':topic', lazy: async () => ({ Component: (await import('../features/docs/routes/docs.tsx')).DocsRoute }) },
                  ],
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
