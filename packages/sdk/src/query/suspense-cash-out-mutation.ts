import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type SuspenseCashOutVariables = BodyOf<'suspense.cashOut'>;
export type SuspenseCashOutData = DataOf<'suspense.cashOut'>;

/** Cashes out of a suspense wallet through the rails; balances, record and the B2C list are read again. */
export function suspenseCashOutMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: SuspenseCashOutVariables): Promise<SuspenseCashOutData> => api.call('suspense.cashOut', { body: variables }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.suspense.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.merchant.all }),
      ]),
  });
}

export function useSuspenseCashOutMutation(api: ApiClient) {
  return useMutation(suspenseCashOutMutation(api, useQueryClient()));
}
