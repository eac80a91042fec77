import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type PayeeListData = DataOf<'payee.list'>;

export function fetchPayeeList(api: ApiClient, params: BodyOf<'payee.list'>): Promise<PayeeListData> {
  return api.payee.list(params, READ);
}

export function payeeListQuery(api: ApiClient, params: BodyOf<'payee.list'>) {
  return queryOptions({ queryKey: queryKeys.payee.list(params), queryFn: () => fetchPayeeList(api, params) });
}

export function usePayeeListQuery(api: ApiClient, params: BodyOf<'payee.list'>, options?: QueryExtras<PayeeListData>) {
  return useQuery({ ...payeeListQuery(api, params), ...options });
}
