import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type RoleListData = DataOf<'role.list'>;

export function fetchRoleList(api: ApiClient, params: BodyOf<'role.list'>): Promise<RoleListData> {
  return api.call('role.list', { body: params }, READ);
}

export function roleListQuery(api: ApiClient, params: BodyOf<'role.list'>) {
  return queryOptions({ queryKey: queryKeys.role.list(params), queryFn: () => fetchRoleList(api, params) });
}

export function useRoleListQuery(api: ApiClient, params: BodyOf<'role.list'>, options?: QueryExtras<RoleListData>) {
  return useQuery({ ...roleListQuery(api, params), ...options });
}
