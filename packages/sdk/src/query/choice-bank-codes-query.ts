import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ, REFERENCE_STALE_TIME } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type ChoiceBankCodesData = DataOf<'common.choiceBankCodes'>;

export function fetchChoiceBankCodes(api: ApiClient, params: BodyOf<'common.choiceBankCodes'> = {}): Promise<ChoiceBankCodesData> {
  return api.common.choiceBankCodes(params, READ);
}

export function choiceBankCodesQuery(api: ApiClient, params: BodyOf<'common.choiceBankCodes'> = {}) {
  return queryOptions({ queryKey: queryKeys.common.choiceBankCodes(params), queryFn: () => fetchChoiceBankCodes(api, params), staleTime: REFERENCE_STALE_TIME });
}

export function useChoiceBankCodesQuery(api: ApiClient, params: BodyOf<'common.choiceBankCodes'> = {}, options?: QueryExtras<ChoiceBankCodesData>) {
  return useQuery({ ...choiceBankCodesQuery(api, params), ...options });
}
