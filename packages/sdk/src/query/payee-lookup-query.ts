import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type PayeeLookupData = DataOf<'payee.lookup'>;

/**
 * The name a recipient's number is registered to. Silent: the send screen words a refusal
 * (no such account, too many look-ups) beside the recipient instead of in a notification.
 * Repeatable: the same number asked again is not a double submission.
 */
export function fetchPayeeLookup(api: ApiClient, params: BodyOf<'payee.lookup'>): Promise<PayeeLookupData> {
  return api.payee.lookup(params, { silent: true, repeatable: true });
}

export function payeeLookupQuery(api: ApiClient, params: BodyOf<'payee.lookup'>) {
  // A registered name does not change while the user is on the screen: ask once per number.
  return queryOptions({ queryKey: queryKeys.payee.lookup(params), queryFn: () => fetchPayeeLookup(api, params), staleTime: Infinity, retry: false });
}

export function usePayeeLookupQuery(api: ApiClient, params: BodyOf<'payee.lookup'>, options?: QueryExtras<PayeeLookupData>) {
  return useQuery({ ...payeeLookupQuery(api, params), ...options });
}
