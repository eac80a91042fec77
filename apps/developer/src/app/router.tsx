import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import { healthQuery, suspenseBalanceQuery, userApiInfoQuery } from '@mizani/sdk/query';
import { holdApiNavigation } from '@mizani/ui/api-bridge';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { ConsoleError } from '../components/console-error.tsx';
import { ConsoleLayout } from '../components/layout/console-layout.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { NotFoundRoute } from '../features/errors/routes/not-found.tsx';
import { createSessionGuard, SESSION_ROUTE_ID, type SessionGuardDeps } from '../lib/session/require-session.ts';
import type { RouteHandle } from '../hooks/use-page-title.ts';
import { api } from '../lib/api.ts';
import { BASENAME, paths } from '../paths.ts';

const title = (titleId: RouteHandle['titleId']): RouteHandle => ({ titleId });

export interface ConsoleRouteDeps extends SessionGuardDeps {
  /** The screens' cache. Given, a page's loaders start its screen's first query beside the session check. */
  queryClient?: QueryClient;
}

/**
 * Starts a screen's query while the session guard checks the user: React Router runs a page's
 * loaders together, so both requests go out at once instead of one after the other. It neither
 * waits nor fails: the screen shows its own loading and errors, and a dead session is the guard's
 * to handle (to the portal's home, spec section 8), so the API client's own redirect is held.
 */
function startQuery<T, E, K extends readonly unknown[]>(deps: ConsoleRouteDeps, query: FetchQueryOptions<T, E, T, K>): void {
  const { queryClient } = deps;
  // Without a token the guard sends the visitor to log in: nothing is asked of the API.
  if (queryClient && deps.hasToken()) void holdApiNavigation(() => queryClient.prefetchQuery(query));
}

/**
 * The console's routes. `/homeApi` redirects to the user center before the session check, so a
 * visitor without a session is sent to log in with /homeApi/account as the page to come back to.
 */
export function createRoutes(deps: ConsoleRouteDeps): RouteObject[] {
  const guard = createSessionGuard(deps);
  // The suspense screens open on the suspense wallets' balances.
  const balances = () => {
    startQuery(deps, suspenseBalanceQuery(api));
    return null;
  };
  return [
    {
      path: '/',
      hydrateFallbackElement: <PageLoader />,
      children: [
        { index: true, loader: () => redirect(paths.account.getHref()), element: null },
        {
          id: SESSION_ROUTE_ID,
          loader: async (args) => {
            // Every console page's menus and credentials read the API access info.
            startQuery(deps, userApiInfoQuery(api));
            // The sandbox banner above every signed-in page is drawn with the first paint rather than
            // pushing the page down when its answer comes (a layout shift of about 0.2 on a phone).
            // The console's text is asked for here too, not by the provider once React has first
            // rendered: that was one more round trip before the first paint.
            const text = loadCatalogue(getStoredLocale(), 'full').catch(() => undefined);
            const [session] = await Promise.all([guard(args), deps.queryClient && deps.hasToken() ? deps.queryClient.prefetchQuery(healthQuery(api)) : undefined, text]);
            return session;
          },
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
                  loader: balances,
                  handle: title('menu.api.suspense.record'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-record.tsx')).SuspenseRecordRoute }),
                },
                {
                  path: paths.suspenseRecharge.path.slice(1),
                  loader: balances,
                  handle: title('menu.api.suspense.recharge'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-move.tsx')).SuspenseRechargeRoute }),
                },
                {
                  path: paths.suspenseCashOut.path.slice(1),
                  loader: balances,
                  handle: title('menu.api.suspense.cashOut'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-cash-out.tsx')).SuspenseCashOutRoute }),
                },
                {
                  path: paths.suspenseTransfer.path.slice(1),
                  loader: balances,
                  handle: title('menu.api.suspense.transfer'),
                  lazy: async () => ({ Component: (await import('../features/suspense/routes/suspense-move.tsx')).SuspenseTransferRoute }),
                },
                {
                  path: paths.webhooks.path.slice(1),
                  handle: title('api.webhooks.title'),
                  lazy: async () => ({ Component: (await import('../features/webhooks/routes/webhooks.tsx')).WebhooksRoute }),
                },
                {
                  path: paths.requestLog.path.slice(1),
                  handle: title('api.requestLog.title'),
                  lazy: async () => ({ Component: (await import('../features/request-log/routes/request-log.tsx')).RequestLogRoute }),
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

export function createAppRouter(deps: ConsoleRouteDeps) {
  return createBrowserRouter(createRoutes(deps), { basename: BASENAME });
}
