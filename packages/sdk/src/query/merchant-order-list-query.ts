import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type MerchantOrderListParams = BodyOf<'merchant.orderList'>;
export type MerchantOrderListData = DataOf<'merchant.orderList'>;

export function fetchMerchantOrderList(api: ApiClient, params: MerchantOrderListParams): Promise<MerchantOrderListData> {
  return api.call('merchant.orderList', { body: params }, READ);
}

export function merchantOrderListQuery(api: ApiClient, params: MerchantOrderListParams) {
  return queryOptions({ queryKey: queryKeys.merchant.orderList(params), queryFn: () => fetchMerchantOrderList(api, params) });
}

export function useMerchantOrderListQuery(api: ApiClient, params: MerchantOrderListParams, options?: QueryExtras<MerchantOrderListData>) {
  return useQuery({ ...merchantOrderListQuery(api, params), ...options });
}
