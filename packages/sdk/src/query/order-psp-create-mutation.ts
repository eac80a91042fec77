import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type OrderPspCreateVariables = BodyOf<'order.pspCreate'>;
export type OrderPspCreateData = DataOf<'order.pspCreate'>;

/** Confirms a domestic quote into an order. Settled either way: a failure after the server booked the order (a timeout) still moved money, so orders and balances are read again. */
export function orderPspCreateMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: OrderPspCreateVariables): Promise<OrderPspCreateData> => api.order.pspCreate(variables),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.order.all }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]),
  });
}

export function useOrderPspCreateMutation(api: ApiClient) {
  return useMutation(orderPspCreateMutation(api, useQueryClient()));
}
