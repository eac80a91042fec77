import type { UserInfo } from '@mizani/sdk';
import { buildUserMenus, canSeeApiShortcut, type MenuItem } from '@mizani/sdk/permissions';
import { queryKeys } from '@mizani/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ShellMenus {
  /** Dashboard first, then the permitted groups (spec section 6). */
  menus: MenuItem[];
  /** Whether the header offers the API-service shortcut. */
  apiShortcut: boolean;
}

/**
 * The side menu and the API shortcut of the signed-in user. A main account's menus follow from
 * its user info; staff menus from the permission names of `/user/team/menus`, which the route
 * guard has usually fetched already. A failure there leaves staff with the dashboard only; it is
 * not shown because the user can do nothing about it.
 */
export function useShellMenus(user: UserInfo | undefined): ShellMenus {
  const isStaff = (user?.parentId ?? 0) > 0;
  const staff = useQuery({
    queryKey: queryKeys.team.menus(),
    queryFn: () => api.team.menus({ repeatable: true, silent: true }),
    enabled: isStaff,
  });
  if (!user) return { menus: [], apiShortcut: false };
  const names = isStaff ? (staff.data ?? []) : [];
  return { menus: buildUserMenus(user, names), apiShortcut: canSeeApiShortcut(user, names) };
}
