import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type RechargeHistoryData = DataOf<'account.rechargeHistoryList'>;

export function fetchRechargeHistory(api: ApiClient, params: BodyOf<'account.rechargeHistoryList'>): Promise<RechargeHistoryData> {
  return api.account.rechargeHistoryList(params, READ);
}

export function rechargeHistoryQuery(api: ApiClient, params: BodyOf<'account.rechargeHistoryList'>) {
  return queryOptions({ queryKey: queryKeys.account.rechargeHistory(params), queryFn: () => fetchRechargeHistory(api, params) });
}

export function useRechargeHistoryQuery(api: ApiClient, params: BodyOf<'account.rechargeHistoryList'>, options?: QueryExtras<RechargeHistoryData>) {
  return useQuery({ ...rechargeHistoryQuery(api, params), ...options });
}
