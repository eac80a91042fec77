import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type OrderMrpCreateVariables = BodyOf<'order.mrpCreate'>;
export type OrderMrpCreateData = DataOf<'order.mrpCreate'>;

/** Confirms a cross-border quote into an order, with its declarations. Orders and balances are read again either way (a timed-out create may still have been booked). */
export function orderMrpCreateMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: OrderMrpCreateVariables): Promise<OrderMrpCreateData> => api.order.mrpCreate(variables),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.order.all }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]),
  });
}

export function useOrderMrpCreateMutation(api: ApiClient) {
  return useMutation(orderMrpCreateMutation(api, useQueryClient()));
}
