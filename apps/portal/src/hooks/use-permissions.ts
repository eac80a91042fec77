import { hasToken } from '@mizani/sdk';
import { ALWAYS_PERMITTED_USER_PATHS, buildUserMenus, hasPermission, resolvePermissions, routesFromMenus, type BtnName } from '@mizani/sdk/permissions';
import { queryKeys } from '@mizani/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../lib/api.ts';
import { useCurrentUser } from './use-current-user.ts';

/**
 * A guarded control's permission: a button's name, or the names of which any one lets its call
 * through (e.g. `ORDER_CANCEL_PERMISSIONS` of the contract, the server's own list).
 */
export type Guard = BtnName | readonly string[];

/**
 * `can(Btn.X)` for guarded buttons (spec section 6): the client-held list ('*:*:*' for a main
 * account, nothing for staff) plus, for staff, the permission names their role was given.
 */
/**
 * `can` for guarded buttons; `canVisit(route)` for links to a screen its menus guard (the wallet,
 * KYC): true when the user's menus hold that route.
 */
export function usePermissions(): { can: (required: Guard) => boolean; canVisit: (route: string) => boolean; ready: boolean } {
  const user = useCurrentUser();
  const isStaff = (user?.parentId ?? 0) > 0;
  const staff = useQuery({
    queryKey: queryKeys.team.menus(),
    queryFn: () => api.team.menus({ repeatable: true, silent: true }),
    enabled: isStaff && hasToken(),
  });
  const names = isStaff ? (staff.data ?? []) : [];
  const list = [...resolvePermissions(user), ...names];
  const key = list.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is rebuilt each render; its content is the dependency
  const can = useCallback((required: Guard) => hasPermission(list, required), [key]);
  // The routes the guard lets this user into (app/route-guard.ts reads the same menus), so a link
  // is shown only where it leads somewhere and never to /401.
  const staffKey = names.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are rebuilt each render; their content is the dependency
  const routes = useMemo(() => (user ? routesFromMenus(buildUserMenus(user, names)) : []), [user, staffKey]);
  const canVisit = useCallback((route: string) => (ALWAYS_PERMITTED_USER_PATHS as readonly string[]).includes(route) || routes.some((allowed) => route === allowed || route.startsWith(`${allowed}/`)), [routes]);
  return { can, canVisit, ready: Boolean(user) };
}
