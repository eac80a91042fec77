import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type OrderCollectionCreateVariables = BodyOf<'order.collectionCreate'>;
export type OrderCollectionCreateData = DataOf<'order.collectionCreate'>;

/** Requests money from a payer into the caller's wallet; orders and balances are read again. */
export function orderCollectionCreateMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: OrderCollectionCreateVariables): Promise<OrderCollectionCreateData> => api.order.collectionCreate(variables),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.order.all }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]),
  });
}

export function useOrderCollectionCreateMutation(api: ApiClient) {
  return useMutation(orderCollectionCreateMutation(api, useQueryClient()));
}
