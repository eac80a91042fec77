import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type OrderCancelData = DataOf<'order.cancel'>;

/** Cancels an order (irreversible); the order and the balances it held are read again. */
export function orderCancelMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (sn: string): Promise<OrderCancelData> => api.order.cancel(sn),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.order.detail(order.sn), order);
      return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.order.all }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]);
    },
  });
}

export function useOrderCancelMutation(api: ApiClient) {
  return useMutation(orderCancelMutation(api, useQueryClient()));
}
