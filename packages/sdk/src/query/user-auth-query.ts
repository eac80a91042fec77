import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type UserAuthData = DataOf<'user.auth'>;

export function fetchUserAuth(api: ApiClient): Promise<UserAuthData> {
  return api.user.auth(READ);
}

export function userAuthQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.user.auth(), queryFn: () => fetchUserAuth(api) });
}

export function useUserAuthQuery(api: ApiClient, options?: QueryExtras<UserAuthData>) {
  return useQuery({ ...userAuthQuery(api), ...options });
}
