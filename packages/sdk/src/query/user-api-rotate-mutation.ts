import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { RotationGraceHours } from '../contract/schemas/user-api.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type UserApiRotateData = DataOf<'userApi.refresh'>;

export interface UserApiRotateVariables {
  /** The access key and secret, or the webhook secret. */
  target: 'keys' | 'webhook';
  /** How long the old one stays valid beside the new one (0: it stops at once). */
  graceHours: RotationGraceHours;
}

/**
 * Resets the access key and secret or the webhook secret, keeping the old one valid for the grace
 * period picked. The reply (new secret, when the old one expires) replaces the cached info, which
 * is then read again from the server.
 */
export function userApiRotateMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ target, graceHours }: UserApiRotateVariables): Promise<UserApiRotateData> =>
      api.call(target === 'keys' ? 'userApi.refresh' : 'userApi.webhookSecretRefresh', { body: { graceHours } }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.userApi.info(), data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.userApi.info() });
    },
  });
}

export function useUserApiRotateMutation(api: ApiClient) {
  return useMutation(userApiRotateMutation(api, useQueryClient()));
}
