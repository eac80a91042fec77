import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ, REFERENCE_STALE_TIME } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type CountryListData = DataOf<'common.country'>;

export function fetchCountryList(api: ApiClient): Promise<CountryListData> {
  return api.common.country(READ);
}

export function countryListQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.common.countries(), queryFn: () => fetchCountryList(api), staleTime: REFERENCE_STALE_TIME });
}

export function useCountryListQuery(api: ApiClient, options?: QueryExtras<CountryListData>) {
  return useQuery({ ...countryListQuery(api), ...options });
}
