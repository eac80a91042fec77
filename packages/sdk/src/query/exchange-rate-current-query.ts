import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type CurrentExchangeRatesData = DataOf<'common.exchangeRateCurrent'>;

export function fetchCurrentExchangeRates(api: ApiClient, params: BodyOf<'common.exchangeRateCurrent'> = {}): Promise<CurrentExchangeRatesData> {
  return api.common.exchangeRateCurrent(params, READ);
}

export function currentExchangeRatesQuery(api: ApiClient, params: BodyOf<'common.exchangeRateCurrent'> = {}) {
  return queryOptions({ queryKey: queryKeys.common.exchangeRatesCurrent(params), queryFn: () => fetchCurrentExchangeRates(api, params) });
}

export function useCurrentExchangeRatesQuery(api: ApiClient, params: BodyOf<'common.exchangeRateCurrent'> = {}, options?: QueryExtras<CurrentExchangeRatesData>) {
  return useQuery({ ...currentExchangeRatesQuery(api, params), ...options });
}
