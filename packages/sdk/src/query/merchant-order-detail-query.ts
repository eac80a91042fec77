import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type MerchantOrderDetailData = DataOf<'merchant.orderDetail'>;

export function fetchMerchantOrderDetail(api: ApiClient, orderNo: string): Promise<MerchantOrderDetailData> {
  return api.call('merchant.orderDetail', { params: { orderNo } }, READ);
}

export function merchantOrderDetailQuery(api: ApiClient, orderNo: string) {
  return queryOptions({ queryKey: queryKeys.merchant.orderDetail(orderNo), queryFn: () => fetchMerchantOrderDetail(api, orderNo) });
}

export function useMerchantOrderDetailQuery(api: ApiClient, orderNo: string, options?: QueryExtras<MerchantOrderDetailData>) {
  return useQuery({ ...merchantOrderDetailQuery(api, orderNo), ...options });
}
