import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type OrderRechargeCreateVariables = BodyOf<'order.rechargeCreate'>;
export type OrderRechargeCreateData = DataOf<'order.rechargeCreate'>;

/** Starts a top-up of the caller's own wallet; orders and balances are read again. */
export function orderRechargeCreateMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: OrderRechargeCreateVariables): Promise<OrderRechargeCreateData> => api.order.rechargeCreate(variables),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.order.all }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]),
  });
}

export function useOrderRechargeCreateMutation(api: ApiClient) {
  return useMutation(orderRechargeCreateMutation(api, useQueryClient()));
}
