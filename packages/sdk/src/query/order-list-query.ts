import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type OrderListParams = BodyOf<'order.list'>;
export type OrderListData = DataOf<'order.list'>;

export function fetchOrderList(api: ApiClient, params: OrderListParams): Promise<OrderListData> {
  return api.order.list(params, READ);
}

export function orderListQuery(api: ApiClient, params: OrderListParams) {
  return queryOptions({ queryKey: queryKeys.order.list(params), queryFn: () => fetchOrderList(api, params) });
}

export function useOrderListQuery(api: ApiClient, params: OrderListParams, options?: QueryExtras<OrderListData>) {
  return useQuery({ ...orderListQuery(api, params), ...options });
}
