import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type RoleMenuTreeData = DataOf<'role.menuTree'>;

/** The tree of menus, sections and buttons a role is built from (titles in both languages). */
export function fetchRoleMenuTree(api: ApiClient): Promise<RoleMenuTreeData> {
  return api.call('role.menuTree', { body: {} }, READ);
}

export function roleMenuTreeQuery(api: ApiClient) {
  // The tree changes only with a new release of the server.
  return queryOptions({ queryKey: queryKeys.role.menuTree(), queryFn: () => fetchRoleMenuTree(api), staleTime: Infinity });
}

export function useRoleMenuTreeQuery(api: ApiClient, options?: QueryExtras<RoleMenuTreeData>) {
  return useQuery({ ...roleMenuTreeQuery(api), ...options });
}
