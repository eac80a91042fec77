import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type TeamListData = DataOf<'team.list'>;

export function fetchTeamList(api: ApiClient, params: BodyOf<'team.list'>): Promise<TeamListData> {
  return api.team.list(params, READ);
}

export function teamListQuery(api: ApiClient, params: BodyOf<'team.list'>) {
  return queryOptions({ queryKey: queryKeys.team.list(params), queryFn: () => fetchTeamList(api, params) });
}

export function useTeamListQuery(api: ApiClient, params: BodyOf<'team.list'>, options?: QueryExtras<TeamListData>) {
  return useQuery({ ...teamListQuery(api, params), ...options });
}
