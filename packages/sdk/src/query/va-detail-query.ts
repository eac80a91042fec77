import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type VaDetailData = DataOf<'va.detail'>;

export function fetchVaDetail(api: ApiClient, id: number): Promise<VaDetailData> {
  return api.va.detail(id, READ);
}

export function vaDetailQuery(api: ApiClient, id: number) {
  return queryOptions({ queryKey: queryKeys.va.detail(id), queryFn: () => fetchVaDetail(api, id) });
}

export function useVaDetailQuery(api: ApiClient, id: number, options?: QueryExtras<VaDetailData>) {
  return useQuery({ ...vaDetailQuery(api, id), ...options });
}
