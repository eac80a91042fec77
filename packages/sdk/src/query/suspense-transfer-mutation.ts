import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type SuspenseTransferVariables = BodyOf<'suspense.transfer'>;
export type SuspenseTransferData = DataOf<'suspense.transfer'>;

/** Moves money between a suspense wallet and the main wallet; both balances and the record are read again. */
export function suspenseTransferMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: SuspenseTransferVariables): Promise<SuspenseTransferData> => api.call('suspense.transfer', { body: variables }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.suspense.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
      ]),
  });
}

export function useSuspenseTransferMutation(api: ApiClient) {
  return useMutation(suspenseTransferMutation(api, useQueryClient()));
}
