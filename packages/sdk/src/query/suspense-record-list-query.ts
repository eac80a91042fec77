import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type SuspenseRecordListParams = BodyOf<'suspense.recordList'>;
export type SuspenseRecordListData = DataOf<'suspense.recordList'>;

export function fetchSuspenseRecordList(api: ApiClient, params: SuspenseRecordListParams): Promise<SuspenseRecordListData> {
  return api.call('suspense.recordList', { body: params }, READ);
}

export function suspenseRecordListQuery(api: ApiClient, params: SuspenseRecordListParams) {
  return queryOptions({ queryKey: queryKeys.suspense.recordList(params), queryFn: () => fetchSuspenseRecordList(api, params) });
}

export function useSuspenseRecordListQuery(api: ApiClient, params: SuspenseRecordListParams, options?: QueryExtras<SuspenseRecordListData>) {
  return useQuery({ ...suspenseRecordListQuery(api, params), ...options });
}
