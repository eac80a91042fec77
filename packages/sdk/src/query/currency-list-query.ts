import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ, REFERENCE_STALE_TIME } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type CurrencyListData = DataOf<'common.currency'>;

export function fetchCurrencyList(api: ApiClient): Promise<CurrencyListData> {
  return api.common.currency(READ);
}

export function currencyListQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.common.currencies(), queryFn: () => fetchCurrencyList(api), staleTime: REFERENCE_STALE_TIME });
}

export function useCurrencyListQuery(api: ApiClient, options?: QueryExtras<CurrencyListData>) {
  return useQuery({ ...currencyListQuery(api), ...options });
}
