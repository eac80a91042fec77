import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type UserApiInfoData = DataOf<'userApi.info'>;

export function fetchUserApiInfo(api: ApiClient): Promise<UserApiInfoData> {
  return api.userApi.info(READ);
}

export function userApiInfoQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.userApi.info(), queryFn: () => fetchUserApiInfo(api) });
}

export function useUserApiInfoQuery(api: ApiClient, options?: QueryExtras<UserApiInfoData>) {
  return useQuery({ ...userApiInfoQuery(api), ...options });
}
