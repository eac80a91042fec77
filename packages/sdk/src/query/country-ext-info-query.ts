import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ, REFERENCE_STALE_TIME } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type CountryExtInfoData = DataOf<'common.countryExtInfo'>;

export function fetchCountryExtInfo(api: ApiClient, countryId: number): Promise<CountryExtInfoData> {
  return api.common.countryExtInfo(countryId, READ);
}

export function countryExtInfoQuery(api: ApiClient, countryId: number) {
  return queryOptions({ queryKey: queryKeys.common.countryExtInfo(countryId), queryFn: () => fetchCountryExtInfo(api, countryId), staleTime: REFERENCE_STALE_TIME });
}

export function useCountryExtInfoQuery(api: ApiClient, countryId: number, options?: QueryExtras<CountryExtInfoData>) {
  return useQuery({ ...countryExtInfoQuery(api, countryId), ...options });
}
