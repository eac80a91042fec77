import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type PayeeAddVariables = BodyOf<'payee.add'>;
export type PayeeAddData = DataOf<'payee.add'>;

/** Adds a recipient; every cached recipient list and detail is stale. */
export function payeeAddMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: PayeeAddVariables): Promise<PayeeAddData> => api.payee.add(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payee.all }),
  });
}

export function usePayeeAddMutation(api: ApiClient) {
  return useMutation(payeeAddMutation(api, useQueryClient()));
}
