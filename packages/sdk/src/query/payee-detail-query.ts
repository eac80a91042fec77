import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type PayeeDetailData = DataOf<'payee.detail'>;

export function fetchPayeeDetail(api: ApiClient, id: number): Promise<PayeeDetailData> {
  return api.payee.detail(id, READ);
}

export function payeeDetailQuery(api: ApiClient, id: number) {
  return queryOptions({ queryKey: queryKeys.payee.detail(id), queryFn: () => fetchPayeeDetail(api, id) });
}

export function usePayeeDetailQuery(api: ApiClient, id: number, options?: QueryExtras<PayeeDetailData>) {
  return useQuery({ ...payeeDetailQuery(api, id), ...options });
}
