import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { QUOTE_CALL } from './quote-call.ts';

export type OrderMrpQuoteVariables = BodyOf<'order.mrpQuote'>;
export type OrderMrpQuoteData = DataOf<'order.mrpQuote'>;

/**
 * Prices a cross-border send (fee, tax, rate, what the recipient gets) for the user to check
 * before confirming. Nothing is booked, so nothing cached goes stale.
 */
export function orderMrpQuoteMutation(api: ApiClient) {
  return mutationOptions({
    mutationFn: (variables: OrderMrpQuoteVariables): Promise<OrderMrpQuoteData> => api.order.mrpQuote(variables, QUOTE_CALL),
  });
}

export function useOrderMrpQuoteMutation(api: ApiClient) {
  return useMutation(orderMrpQuoteMutation(api));
}
