import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { QUOTE_CALL } from './quote-call.ts';

export type OrderPspQuoteVariables = BodyOf<'order.pspQuote'>;
export type OrderPspQuoteData = DataOf<'order.pspQuote'>;

/**
 * Prices a domestic send (fee, tax, rate, what the recipient gets) for the user to check
 * before confirming. Nothing is booked, so nothing cached goes stale.
 */
export function orderPspQuoteMutation(api: ApiClient) {
  return mutationOptions({
    mutationFn: (variables: OrderPspQuoteVariables): Promise<OrderPspQuoteData> => api.order.pspQuote(variables, QUOTE_CALL),
  });
}

export function useOrderPspQuoteMutation(api: ApiClient) {
  return useMutation(orderPspQuoteMutation(api));
}
