import { buildApiMenus, type MenuItem } from '@mizani/sdk/permissions';
import { useTeamMenusQuery, useUserApiInfoQuery, useUserInfoQuery } from '@mizani/sdk/query';
import { api } from '../../lib/api.ts';

export type ApiMenusStatus = 'loading' | 'ready' | 'awaitingApproval' | 'failed';

export interface ApiMenusState {
  menus: MenuItem[];
  status: ApiMenusStatus;
  /** The signed-in user's name as the header shows it. */
  displayName: string | undefined;
}

/**
 * The API-area menu of spec section 6: nothing until API access is approved; the main account
 * sees every entry, staff the entries their permission names allow.
 */
export function useApiMenus(): ApiMenusState {
  const user = useUserInfoQuery(api);
  const apiInfo = useUserApiInfoQuery(api);
  const isStaff = (user.data?.parentId ?? 0) > 0;
  const staffMenus = useTeamMenusQuery(api, { enabled: isStaff });

  const displayName = user.data ? user.data.nickName || user.data.accountNo : undefined;
  // A failed call has been reported by the API client already; the menu just stays empty.
  if (user.isError || apiInfo.isError || (isStaff && staffMenus.isError)) return { menus: [], status: 'failed', displayName };
  if (!user.data || !apiInfo.data || (isStaff && !staffMenus.data)) return { menus: [], status: 'loading', displayName };
  const menus = buildApiMenus(user.data, apiInfo.data.auditStatus, staffMenus.data ?? []);
  return { menus, status: menus.length > 0 ? 'ready' : 'awaitingApproval', displayName };
}
