import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type StartAuthData = DataOf<'user.startAuth'>;

/** Submits a saved KYC/KYB record (by id) for review; user info carries the verification status. */
export function startAuthMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (id: number): Promise<StartAuthData> => api.user.startAuth(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.user.auth() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]);
    },
  });
}

export function useStartAuthMutation(api: ApiClient) {
  return useMutation(startAuthMutation(api, useQueryClient()));
}
