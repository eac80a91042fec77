import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type OrderDetailData = DataOf<'order.detail'>;

export function fetchOrderDetail(api: ApiClient, sn: string): Promise<OrderDetailData> {
  return api.order.detail(sn, READ);
}

export function orderDetailQuery(api: ApiClient, sn: string) {
  return queryOptions({ queryKey: queryKeys.order.detail(sn), queryFn: () => fetchOrderDetail(api, sn) });
}

export function useOrderDetailQuery(api: ApiClient, sn: string, options?: QueryExtras<OrderDetailData>) {
  return useQuery({ ...orderDetailQuery(api, sn), ...options });
}
