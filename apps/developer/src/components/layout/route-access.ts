import { routesFromMenus, type MenuItem } from '@mizani/sdk/permissions';
import { BASENAME, paths } from '../../paths.ts';
import type { ApiMenusStatus } from './use-api-menus.ts';

/** Screens the API menu grants (spec section 6); the rest (user center, apply, docs) are open to every signed-in user. */
const MENU_SCREENS: readonly string[] = [
  paths.c2b.path,
  paths.b2c.path,
  paths.requestLog.path,
  paths.suspenseRecord.path,
  paths.suspenseRecharge.path,
  paths.suspenseCashOut.path,
  paths.suspenseTransfer.path,
];

export type RouteAccess = 'allowed' | 'denied' | 'checking';

/**
 * Whether the console screen at `pathname` (router path, no basename) may be shown: a typed or
 * bookmarked address must not open a screen the menu would not offer. The deliveries view goes
 * with any approved menu.
 */
export function routeAccess(pathname: string, menus: readonly MenuItem[], status: ApiMenusStatus): RouteAccess {
  const path = pathname.replace(/\/+$/, '') || '/';
  const guarded = MENU_SCREENS.includes(path) || path === paths.webhooks.path;
  if (!guarded) return 'allowed';
  if (status === 'loading') return 'checking';
  if (status !== 'ready') return 'denied';
  if (path === paths.webhooks.path) return 'allowed';
  return routesFromMenus(menus).includes(`${BASENAME}${path}`) ? 'allowed' : 'denied';
}
