import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { QUOTE_CALL } from './quote-call.ts';

export type OrderCollectionQuoteVariables = BodyOf<'order.collectionQuote'>;
export type OrderCollectionQuoteData = DataOf<'order.collectionQuote'>;

/** Prices a collection (fee, tax, what the wallet is credited) for the user to check before confirming. Nothing is booked, so nothing cached goes stale. */
export function orderCollectionQuoteMutation(api: ApiClient) {
  return mutationOptions({
    mutationFn: (variables: OrderCollectionQuoteVariables): Promise<OrderCollectionQuoteData> => api.order.collectionQuote(variables, QUOTE_CALL),
  });
}

export function useOrderCollectionQuoteMutation(api: ApiClient) {
  return useMutation(orderCollectionQuoteMutation(api));
}
