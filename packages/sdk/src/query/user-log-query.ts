import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type UserLogData = DataOf<'user.log'>;

export function fetchUserLog(api: ApiClient, params: BodyOf<'user.log'>): Promise<UserLogData> {
  return api.user.log(params, READ);
}

export function userLogQuery(api: ApiClient, params: BodyOf<'user.log'>) {
  return queryOptions({ queryKey: queryKeys.user.log(params), queryFn: () => fetchUserLog(api, params) });
}

export function useUserLogQuery(api: ApiClient, params: BodyOf<'user.log'>, options?: QueryExtras<UserLogData>) {
  return useQuery({ ...userLogQuery(api, params), ...options });
}
