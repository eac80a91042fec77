import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error.tsx';
import { paths } from '../paths.ts';
import { ShellNotFound } from './shell/components/shell-not-found.tsx';
import type { ShellRouteHandle } from './route-handle.ts';

/**
 * The signed-in area `/home`: the shell (side menu, header) around every account screen. The app
 * router patches it in behind the route guard on the first navigation there, so a visitor of the
 * public site never downloads this table or anything it loads. An unknown path shows the 404 page
 * inside the shell. Screens with a loader start their queries in `queryClient` while the root
 * route checks the session.
 */
// Only the type comes from route-handle.ts: its code goes with the shell, the one module that reads it.
const titled = (titleId: ShellRouteHandle['titleId']): ShellRouteHandle => ({ titleId });

/** A screen of the area: its path, its title and the module that draws it, loaded on demand. */
const screen = (path: string, title: ShellRouteHandle['titleId'], load: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle: titled(title),
  lazy: async () => ({ Component: await load() }),
});

export const createHomeRoute = (queryClient: QueryClient): RouteObject => ({
  path: 'home',
  lazy: async () => ({ Component: (await import('./shell/components/shell-layout.tsx')).ShellLayout }),
  // The first bundle carries only the public pages' text: the signed-in area draws with all of it.
  // The shell's own data comes with its module, which the route loads anyway.
  loader: async () => {
    await Promise.all([loadCatalogue(getStoredLocale(), 'full'), import('./shell/components/shell-layout.tsx').then(({ startShellQueries }) => startShellQueries(queryClient))]);
    return null;
  },
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
        screen('info', 'menu.user.info', async () => (await import('../features/account/routes/profile.tsx')).ProfileRoute),
        screen('kyc', 'menu.user.kyc', async () => (await import('../features/kyc/routes/kyc.tsx')).KycRoute),
        screen('kyc-auth', 'kycAuth.title', async () => (await import('../features/kyc/routes/kyc-auth.tsx')).KycAuthRoute),
        screen('notice', 'notice.title', async () => (await import('../features/notice/routes/notice.tsx')).NoticeRoute),
        screen('docs', 'helpDocs.title', async () => (await import('../features/docs/routes/docs.tsx')).DocsRoute),
        screen('operation-log', 'operationLog.title', async () => (await import('../features/operation-log/routes/operation-log.tsx')).OperationLogRoute),
        screen('receipt/:sn', 'money.receipt.title', async () => (await import('../features/receipts/routes/receipt.tsx')).ReceiptRoute),
        screen('assets', 'menu.assets.total', async () => (await import('../features/assets/routes/total-asset.tsx')).TotalAssetRoute),
        screen('assets-order', 'menu.assets.order', async () => (await import('../features/assets/routes/asset-history.tsx')).AssetHistoryRoute),
        screen('assets-payee', 'menu.assets.payee', async () => (await import('../features/payees/routes/payees.tsx')).PayeesRoute),
        screen('assets-vaAccount', 'menu.assets.vaAccount', async () => (await import('../features/va-accounts/routes/va-accounts.tsx')).VaAccountsRoute),
        screen('psp-index', 'menu.psp.send', async () => (await import('../features/transfer/routes/psp-send.tsx')).PspSendRoute),
        screen('psp-recharge', 'menu.psp.topUp', async () => (await import('../features/recharge/routes/psp-recharge.tsx')).PspRechargeRoute),
        screen('psp-recharge-cobo', 'menu.psp.collection', async () => (await import('../features/recharge/routes/psp-collection.tsx')).PspCollectionRoute),
        {
          path: 'psp-order',
          handle: titled('menu.psp.order'),
          lazy: async () => {
            const { PspOrdersRoute, pspOrdersLoader } = await import('../features/orders/routes/psp-orders.tsx');
            return { Component: PspOrdersRoute, loader: pspOrdersLoader(queryClient) };
          },
        },
        screen('mrp-index', 'menu.mrp.send', async () => (await import('../features/transfer/routes/mrp-send.tsx')).MrpSendRoute),
        screen('mrp-recharge', 'menu.mrp.topUp', async () => (await import('../features/recharge/routes/mrp-recharge.tsx')).MrpRechargeRoute),
        screen('mrp-recharge-cobo', 'menu.mrp.collection', async () => (await import('../features/recharge/routes/mrp-collection.tsx')).MrpCollectionRoute),
        {
          path: 'mrp-order',
          handle: titled('menu.mrp.order'),
          lazy: async () => {
            const { MrpOrdersRoute, mrpOrdersLoader } = await import('../features/orders/routes/mrp-orders.tsx');
            return { Component: MrpOrdersRoute, loader: mrpOrdersLoader(queryClient) };
          },
        },
        screen('fx-index', 'menu.fx.index', async () => (await import('../features/fx/routes/fx-index.tsx')).FxIndexRoute),
        screen('fx-history', 'menu.fx.history', async () => (await import('../features/fx/routes/fx-history.tsx')).FxHistoryRoute),
        screen('fx-convert', 'menu.fx.convert', async () => (await import('../features/fx/routes/fx-convert.tsx')).FxConvertRoute),
        screen('system-userRole', 'menu.system.role', async () => (await import('../features/system/routes/user-roles.tsx')).UserRolesRoute),
        screen('system-userTeam', 'menu.system.team', async () => (await import('../features/system/routes/user-team.tsx')).UserTeamRoute),
        { path: '*', handle: titled('notFound.title'), element: <ShellNotFound /> },
      ],
    },
  ],
});
