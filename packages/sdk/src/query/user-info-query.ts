import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type UserInfoData = DataOf<'user.info'>;

export function fetchUserInfo(api: ApiClient): Promise<UserInfoData> {
  return api.user.info(READ);
}

export function userInfoQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.user.info(), queryFn: () => fetchUserInfo(api) });
}

export function useUserInfoQuery(api: ApiClient, options?: QueryExtras<UserInfoData>) {
  return useQuery({ ...userInfoQuery(api), ...options });
}
