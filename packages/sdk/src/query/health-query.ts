import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { DataOf } from '../contract/schemas/index.ts';
import { queryKeys, READ } from './keys.ts';
import type { QueryExtras } from './types.ts';

export type HealthData = DataOf<'system.health'>;

/** Whether the server runs in sandbox mode does not change while it runs: asked once. */
export function healthQuery(api: ApiClient) {
  return queryOptions({ queryKey: queryKeys.system.health(), queryFn: () => api.system.health(READ), staleTime: Infinity });
}

export function useHealthQuery(api: ApiClient, options?: QueryExtras<HealthData>) {
  return useQuery({ ...healthQuery(api), ...options });
}

/**
 * The sandbox outbox of each of a user's own addresses, filed as the server writes them: a phone
 * as `+<country><number>`, an email in lower case.
 */
export function sandboxOutboxLinks(user: { phone: string | null; countryId: number | null; email: string | null }, apiBaseUrl: string): { address: string; href: string }[] {
  const addresses: string[] = [];
  if (user.phone && user.countryId) addresses.push(`+${user.countryId}${user.phone}`);
  if (user.email) addresses.push(user.email.trim().toLowerCase());
  return addresses.map((address) => ({ address, href: `${apiBaseUrl}/sandbox/outbox?to=${encodeURIComponent(address)}` }));
}
