import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type UserApiWebhookSecretRefreshData = DataOf<'userApi.webhookSecretRefresh'>;

/**
 * Issues a new webhook secret; notifications are signed with it from then on (also retries of
 * earlier ones). The cached info is replaced with the reply and read again.
 */
export function userApiWebhookSecretRefreshMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (): Promise<UserApiWebhookSecretRefreshData> => api.call('userApi.webhookSecretRefresh', {}),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.userApi.info(), data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.userApi.info() });
    },
  });
}

export function useUserApiWebhookSecretRefreshMutation(api: ApiClient) {
  return useMutation(userApiWebhookSecretRefreshMutation(api, useQueryClient()));
}
