import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type ChannelTypesData = DataOf<'common.queryChannelType'>;

export function fetchChannelTypes(api: ApiClient, countryId: number): Promise<ChannelTypesData> {
  return api.common.queryChannelType(countryId, READ);
}

export function channelTypesQuery(api: ApiClient, countryId: number) {
  return queryOptions({ queryKey: queryKeys.common.channelTypes(countryId), queryFn: () => fetchChannelTypes(api, countryId) });
}

export function useChannelTypesQuery(api: ApiClient, countryId: number, options?: QueryExtras<ChannelTypesData>) {
  return useQuery({ ...channelTypesQuery(api, countryId), ...options });
}
