import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type ChannelsData = DataOf<'common.queryChannel'>;

export function fetchChannels(api: ApiClient, params: BodyOf<'common.queryChannel'>): Promise<ChannelsData> {
  return api.common.queryChannel(params, READ);
}

export function channelsQuery(api: ApiClient, params: BodyOf<'common.queryChannel'>) {
  return queryOptions({ queryKey: queryKeys.common.channels(params), queryFn: () => fetchChannels(api, params) });
}

export function useChannelsQuery(api: ApiClient, params: BodyOf<'common.queryChannel'>, options?: QueryExtras<ChannelsData>) {
  return useQuery({ ...channelsQuery(api, params), ...options });
}
