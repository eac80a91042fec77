import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type UserApiRefreshData = DataOf<'userApi.refresh'>;

/**
 * Issues new API credentials. The old secret stops working at once, so the cached info is replaced
 * with the reply and then read again from the server.
 */
export function userApiRefreshMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (): Promise<UserApiRefreshData> => api.userApi.refresh(),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.userApi.info(), data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.userApi.info() });
    },
  });
}

export function useUserApiRefreshMutation(api: ApiClient) {
  return useMutation(userApiRefreshMutation(api, useQueryClient()));
}
