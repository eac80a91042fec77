import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type TierData = DataOf<'user.tier'>;

export function tierQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.user.tier(), queryFn: () => api.user.tier(READ) });
}

/** The account's verification tier and limits, for the dashboard. */
export function useTierQuery(api: ApiClient, options?: QueryExtras<TierData>) {
  return useQuery({ ...tierQuery(api), ...options });
}
