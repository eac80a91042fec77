import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import { queryKeys } from './keys.ts';

/** Deletes a recipient by id; every cached recipient list is stale. */
export function payeeDeleteMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (id: number) => api.payee.delete(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.payee.all }),
  });
}

export function usePayeeDeleteMutation(api: ApiClient) {
  return useMutation(payeeDeleteMutation(api, useQueryClient()));
}
