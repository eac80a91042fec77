import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type OrderReceiptData = DataOf<'order.receipt'>;

/** Silent: the receipt page words its own refusals (an order not finished yet) in place. */
export function fetchOrderReceipt(api: ApiClient, sn: string): Promise<OrderReceiptData> {
  return api.order.receipt(sn, { ...READ, silent: true });
}

export function orderReceiptQuery(api: ApiClient, sn: string) {
  return queryOptions({ queryKey: queryKeys.order.receipt(sn), queryFn: () => fetchOrderReceipt(api, sn) });
}

export function useOrderReceiptQuery(api: ApiClient, sn: string, options?: QueryExtras<OrderReceiptData>) {
  return useQuery({ ...orderReceiptQuery(api, sn), ...options });
}
