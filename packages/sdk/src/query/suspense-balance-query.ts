import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type SuspenseBalanceData = DataOf<'suspense.balance'>;

export function fetchSuspenseBalance(api: ApiClient): Promise<SuspenseBalanceData> {
  return api.call('suspense.balance', {}, READ);
}

export function suspenseBalanceQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.suspense.balance(), queryFn: () => fetchSuspenseBalance(api) });
}

export function useSuspenseBalanceQuery(api: ApiClient, options?: QueryExtras<SuspenseBalanceData>) {
  return useQuery({ ...suspenseBalanceQuery(api), ...options });
}
