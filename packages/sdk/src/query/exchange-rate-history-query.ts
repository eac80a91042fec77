import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type ExchangeRateHistoryData = DataOf<'common.exchangeRateHistory'>;

export function fetchExchangeRateHistory(api: ApiClient, params: BodyOf<'common.exchangeRateHistory'>): Promise<ExchangeRateHistoryData> {
  return api.common.exchangeRateHistory(params, READ);
}

export function exchangeRateHistoryQuery(api: ApiClient, params: BodyOf<'common.exchangeRateHistory'>) {
  return queryOptions({ queryKey: queryKeys.common.exchangeRateHistory(params), queryFn: () => fetchExchangeRateHistory(api, params) });
}

export function useExchangeRateHistoryQuery(api: ApiClient, params: BodyOf<'common.exchangeRateHistory'>, options?: QueryExtras<ExchangeRateHistoryData>) {
  return useQuery({ ...exchangeRateHistoryQuery(api, params), ...options });
}
