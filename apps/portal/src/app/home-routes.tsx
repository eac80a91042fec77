import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error.tsx';
import { paths } from '../paths.ts';
import { ShellNotFound } from './shell/components/shell-not-found.tsx';
import { titled } from './route-handle.ts';

/**
 * The signed-in area `/home`: the shell (side menu, header) around every account screen. Mounted
 * by the app router behind the route guard. Everything here loads on demand, so a visitor of the
 * public site never downloads it. An unknown path shows the 404 page inside the shell. Screens
 * with a loader start their queries in `queryClient` while the root route checks the session.
 */
export const createHomeRoute = (queryClient: QueryClient): RouteObject => ({
  path: 'home',
  lazy: async () => ({ Component: (await import('./shell/components/shell-layout.tsx')).ShellLayout }),
  children: [
    {
      // Inside the shell, so a failing screen keeps the menu and header on screen.
      errorElement: <RouteError notFound={<ShellNotFound />} />,
      children: [
        { index: true, loader: () => redirect(paths.dashboard.getHref()) },
        {
          path: 'dashboard',
          handle: titled('menu.dashboard'),
          lazy: async () => {
            const { DashboardRoute, dashboardLoader } = await import('../features/dashboard/routes/dashboard.tsx');
            return { Component: DashboardRoute, loader: dashboardLoader(queryClient) };
          },
        },
        {
          path: 'info',
          handle: titled('menu.user.info'),
          lazy: async () => ({ Component: (await import('../features/account/routes/profile.tsx')).ProfileRoute }),
        },
        {
          path: 'kyc',
          handle: titled('menu.user.kyc'),
          lazy: async () => ({ Component: (await import('../features/kyc/routes/kyc.tsx')).KycRoute }),
        },
        {
          path: 'kyc-auth',
          handle: titled('kycAuth.title'),
          lazy: async () => ({ Component: (await import('../features/kyc/routes/kyc-auth.tsx')).KycAuthRoute }),
        },
        {
          path: 'notice',
          handle: titled('notice.title'),
          lazy: async () => ({ Component: (await import('../features/notice/routes/notice.tsx')).NoticeRoute }),
        },
        {
          path: 'docs',
          handle: titled('helpDocs.title'),
          lazy: async () => ({ Component: (await import('../features/docs/routes/docs.tsx')).DocsRoute }),
        },
        {
          path: 'operation-log',
          handle: titled('operationLog.title'),
          lazy: async () => ({ Component: (await import('../features/operation-log/routes/operation-log.tsx')).OperationLogRoute }),
        },
        {
          path: 'assets',
          handle: titled('menu.assets.total'),
          lazy: async () => ({ Component: (await import('../features/assets/routes/total-asset.tsx')).TotalAssetRoute }),
        },
        {
          path: 'assets-order',
          handle: titled('menu.assets.order'),
          lazy: async () => ({ Component: (await import('../features/assets/routes/asset-history.tsx')).AssetHistoryRoute }),
        },
        {
          path: 'assets-payee',
          handle: titled('menu.assets.payee'),
          lazy: async () => ({ Component: (await import('../features/payees/routes/payees.tsx')).PayeesRoute }),
        },
        {
          path: 'assets-vaAccount',
          handle: titled('menu.assets.vaAccount'),
          lazy: async () => ({ Component: (await import('../features/va-accounts/routes/va-accounts.tsx')).VaAccountsRoute }),
        },
        {
          path: 'psp-index',
          handle: titled('menu.psp.send'),
          lazy: async () => ({ Component: (await import('../features/transfer/routes/psp-send.tsx')).PspSendRoute }),
        },
        {
          path: 'psp-recharge',
          handle: titled('menu.psp.topUp'),
          lazy: async () => ({ Component: (await import('../features/recharge/routes/psp-recharge.tsx')).PspRechargeRoute }),
        },
        {
          path: 'psp-recharge-cobo',
          handle: titled('menu.psp.collection'),
          lazy: async () => ({ Component: (await import('../features/recharge/routes/psp-collection.tsx')).PspCollectionRoute }),
        },
        {
          path: 'psp-order',
          handle: titled('menu.psp.order'),
          lazy: async () => {
            const { PspOrdersRoute, pspOrdersLoader } = await import('../features/orders/routes/psp-orders.tsx');
            return { Component: PspOrdersRoute, loader: pspOrdersLoader(queryClient) };
          },
        },
        {
          path: 'mrp-index',
          handle: titled('menu.mrp.send'),
          lazy: async () => ({ Component: (await import('../features/transfer/routes/mrp-send.tsx')).MrpSendRoute }),
        },
        {
          path: 'mrp-recharge',
          handle: titled('menu.mrp.topUp'),
          lazy: async () => ({ Component: (await import('../features/recharge/routes/mrp-recharge.tsx')).MrpRechargeRoute }),
        },
        {
          path: 'mrp-recharge-cobo',
          handle: titled('menu.mrp.collection'),
          lazy: async () => ({ Component: (await import('../features/recharge/routes/mrp-collection.tsx')).MrpCollectionRoute }),
        },
        {
          path: 'mrp-order',
          handle: titled('menu.mrp.order'),
          lazy: async () => {
            const { MrpOrdersRoute, mrpOrdersLoader } = await import('../features/orders/routes/mrp-orders.tsx');
            return { Component: MrpOrdersRoute, loader: mrpOrdersLoader(queryClient) };
          },
        },
        {
          path: 'fx-index',
          handle: titled('menu.fx.index'),
          lazy: async () => ({ Component: (await import('../features/fx/routes/fx-index.tsx')).FxIndexRoute }),
        },
        {
          path: 'fx-history',
          handle: titled('menu.fx.history'),
          lazy: async () => ({ Component: (await import('../features/fx/routes/fx-history.tsx')).FxHistoryRoute }),
        },
        {
          path: 'fx-convert',
          handle: titled('menu.fx.convert'),
          lazy: async () => ({ Component: (await import('../features/fx/routes/fx-convert.tsx')).FxConvertRoute }),
        },
        {
          path: 'system-userRole',
          handle: titled('menu.system.role'),
          lazy: async () => ({ Component: (await import('../features/system/routes/user-roles.tsx')).UserRolesRoute }),
        },
        {
          path: 'system-userTeam',
          handle: titled('menu.system.team'),
          lazy: async () => ({ Component: (await import('../features/system/routes/user-team.tsx')).UserTeamRoute }),
        },
        { path: '*', handle: titled('notFound.title'), element: <ShellNotFound /> },
      ],
    },
  ],
});
