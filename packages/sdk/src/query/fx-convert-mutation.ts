import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type FxConvertVariables = BodyOf<'fx.convert'>;
export type FxConvertData = DataOf<'fx.convert'>;

/**
 * Confirms a conversion quote. Settled either way: a failure after the server converted (a
 * timeout) still moved money, so conversions and balances are read again.
 */
export function fxConvertMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: FxConvertVariables): Promise<FxConvertData> => api.fx.convert(variables),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.fx.all }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]),
  });
}

export function useFxConvertMutation(api: ApiClient) {
  return useMutation(fxConvertMutation(api, useQueryClient()));
}
