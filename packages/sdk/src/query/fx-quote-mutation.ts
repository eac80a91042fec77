import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { QUOTE_CALL } from './quote-call.ts';

export type FxQuoteVariables = BodyOf<'fx.quote'>;
export type FxQuoteData = DataOf<'fx.quote'>;

/**
 * Prices a conversion between two of the user's wallets and holds the rate for 30 seconds
 * (`expireTime`). Nothing is booked, so nothing cached goes stale.
 */
export function fxQuoteMutation(api: ApiClient) {
  return mutationOptions({
    mutationFn: (variables: FxQuoteVariables): Promise<FxQuoteData> => api.fx.quote(variables, QUOTE_CALL),
  });
}

export function useFxQuoteMutation(api: ApiClient) {
  return useMutation(fxQuoteMutation(api));
}
