import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type SuspenseRechargeVariables = BodyOf<'suspense.recharge'>;
export type SuspenseRechargeData = DataOf<'suspense.recharge'>;

/** Tops up a suspense wallet from the main wallet; both balances and the record are read again. */
export function suspenseRechargeMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: SuspenseRechargeVariables): Promise<SuspenseRechargeData> => api.call('suspense.recharge', { body: variables }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.suspense.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
      ]),
  });
}

export function useSuspenseRechargeMutation(api: ApiClient) {
  return useMutation(suspenseRechargeMutation(api, useQueryClient()));
}
