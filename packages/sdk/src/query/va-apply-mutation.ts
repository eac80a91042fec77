import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type VaApplyVariables = BodyOf<'va.apply'>;
export type VaApplyData = DataOf<'va.apply'>;

/** Applies for a virtual account (it starts Submitted); every cached VA list is stale. */
export function vaApplyMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: VaApplyVariables): Promise<VaApplyData> => api.va.apply(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.va.all }),
  });
}

export function useVaApplyMutation(api: ApiClient) {
  return useMutation(vaApplyMutation(api, useQueryClient()));
}
