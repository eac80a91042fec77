import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';

export type SuspenseQuoteVariables = BodyOf<'suspense.quote'>;
export type SuspenseQuoteData = DataOf<'suspense.quote'>;

/** Prices a suspense recharge, transfer or cash-out (fee, tax, total, what arrives) before the user confirms it. Nothing is booked, so nothing cached goes stale. */
export function suspenseQuoteMutation(api: ApiClient) {
  return mutationOptions({
    mutationFn: (variables: SuspenseQuoteVariables): Promise<SuspenseQuoteData> => api.suspense.quote(variables),
  });
}

export function useSuspenseQuoteMutation(api: ApiClient) {
  return useMutation(suspenseQuoteMutation(api));
}
