import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type PayeeEditVariables = BodyOf<'payee.edit'>;
export type PayeeEditData = DataOf<'payee.edit'>;

/** Replaces a recipient's details (a changed bank account goes back to review); every cached recipient list and detail is stale. */
export function payeeEditMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: PayeeEditVariables): Promise<PayeeEditData> => api.payee.edit(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payee.all }),
  });
}

export function usePayeeEditMutation(api: ApiClient) {
  return useMutation(payeeEditMutation(api, useQueryClient()));
}
