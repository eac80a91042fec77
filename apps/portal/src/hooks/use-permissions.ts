import { hasToken } from '@mizani/sdk';
import { hasPermission, resolvePermissions, type BtnName } from '@mizani/sdk/permissions';
import { queryKeys } from '@mizani/sdk/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
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
export function usePermissions(): { can: (required: Guard) => boolean; ready: boolean } {
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
  return { can, ready: Boolean(user) };
}
