import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type OrderStatusData = DataOf<'order.status'>;

/** Asks the rail about a pending order; the server settles it when the rail has an answer, so the order and the balances may have changed. */
export function orderStatusMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (sn: string): Promise<OrderStatusData> => api.order.status(sn),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.order.detail(order.sn), order);
      return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.order.all }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]);
    },
  });
}

export function useOrderStatusMutation(api: ApiClient) {
  return useMutation(orderStatusMutation(api, useQueryClient()));
}
