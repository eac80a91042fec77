import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type TransferTypesData = DataOf<'common.queryTransferType'>;

export function fetchTransferTypes(api: ApiClient, params: BodyOf<'common.queryTransferType'>): Promise<TransferTypesData> {
  return api.common.queryTransferType(params, READ);
}

export function transferTypesQuery(api: ApiClient, params: BodyOf<'common.queryTransferType'>) {
  return queryOptions({ queryKey: queryKeys.common.transferTypes(params), queryFn: () => fetchTransferTypes(api, params) });
}

export function useTransferTypesQuery(api: ApiClient, params: BodyOf<'common.queryTransferType'>, options?: QueryExtras<TransferTypesData>) {
  return useQuery({ ...transferTypesQuery(api, params), ...options });
}
