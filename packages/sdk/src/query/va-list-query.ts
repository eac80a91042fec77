import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type VaListData = DataOf<'va.list'>;

export function fetchVaList(api: ApiClient, params: BodyOf<'va.list'>): Promise<VaListData> {
  return api.va.list(params, READ);
}

export function vaListQuery(api: ApiClient, params: BodyOf<'va.list'>) {
  return queryOptions({ queryKey: queryKeys.va.list(params), queryFn: () => fetchVaList(api, params) });
}

export function useVaListQuery(api: ApiClient, params: BodyOf<'va.list'>, options?: QueryExtras<VaListData>) {
  return useQuery({ ...vaListQuery(api, params), ...options });
}
