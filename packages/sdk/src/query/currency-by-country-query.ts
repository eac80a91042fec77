import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ, REFERENCE_STALE_TIME } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type CurrenciesByCountryData = DataOf<'common.currencyByCountryId'>;

export function fetchCurrenciesByCountry(api: ApiClient, countryId: number): Promise<CurrenciesByCountryData> {
  return api.common.currencyByCountryId(countryId, READ);
}

export function currenciesByCountryQuery(api: ApiClient, countryId: number) {
  return queryOptions({ queryKey: queryKeys.common.currenciesByCountry(countryId), queryFn: () => fetchCurrenciesByCountry(api, countryId), staleTime: REFERENCE_STALE_TIME });
}

export function useCurrenciesByCountryQuery(api: ApiClient, countryId: number, options?: QueryExtras<CurrenciesByCountryData>) {
  return useQuery({ ...currenciesByCountryQuery(api, countryId), ...options });
}
