import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { QUOTE_CALL } from './quote-call.ts';

export type OrderRechargeQuoteVariables = BodyOf<'order.rechargeQuote'>;
export type OrderRechargeQuoteData = DataOf<'order.rechargeQuote'>;

/** Prices a top-up (fee, tax, what the wallet is credited) for the user to check before confirming. Nothing is booked, so nothing cached goes stale. */
export function orderRechargeQuoteMutation(api: ApiClient) {
  return mutationOptions({
    mutationFn: (variables: OrderRechargeQuoteVariables): Promise<OrderRechargeQuoteData> => api.order.rechargeQuote(variables, QUOTE_CALL),
  });
}

export function useOrderRechargeQuoteMutation(api: ApiClient) {
  return useMutation(orderRechargeQuoteMutation(api));
}
