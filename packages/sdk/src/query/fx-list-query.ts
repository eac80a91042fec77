import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type FxListParams = BodyOf<'fx.list'>;
export type FxListData = DataOf<'fx.list'>;
/** The list's filters without paging: what `/fx/export` takes. */
export type FxExportFilter = Omit<FxListParams, 'pageNum' | 'pageSize'>;

export function fetchFxList(api: ApiClient, params: FxListParams): Promise<FxListData> {
  return api.fx.list(params, READ);
}

export function fxListQuery(api: ApiClient, params: FxListParams) {
  return queryOptions({ queryKey: queryKeys.fx.list(params), queryFn: () => fetchFxList(api, params) });
}

export function useFxListQuery(api: ApiClient, params: FxListParams, options?: QueryExtras<FxListData>) {
  return useQuery({ ...fxListQuery(api, params), ...options });
}

/** Saves every conversion matching the filter as a CSV file. */
export function exportFxConversions(api: ApiClient, filter: FxExportFilter = {}, fileName = 'conversions.csv'): Promise<void> {
  return api.fx.export(filter, fileName);
}
