/**
 * Receipts of finished orders (issue 22) without schema code, so the apps can use these in the
 * browser: which orders have one, the languages, and what happened to the money.
 */
import type { Order } from './schemas/order.ts';

/** The statuses an order no longer leaves: only these have a receipt. */
export const RECEIPT_STATUSES = [1, 2, 3] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const hasReceipt = (status: number): status is ReceiptStatus => (RECEIPT_STATUSES as readonly number[]).includes(status);

/** The languages a receipt is printed in. */
export const RECEIPT_LANGUAGES = ['en', 'zh'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/**
 * What happened to the money, worded as the order result words it: `received` (what arrived),
 * `refunded` (a refused or cancelled send's whole total, fee and tax included, back in the
 * wallet), `notCredited` (a top-up or collection that did not complete credited nothing).
 */
export const RECEIPT_OUTCOMES = ['received', 'refunded', 'notCredited'] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

/**
 * The outcome of a finished order. A refused or cancelled order received nothing: the server
 * reverses a send's whole debit and a top-up that did not complete credits nothing.
 */
export function receiptOutcome(order: Pick<Order, 'status' | 'type' | 'flow' | 'currencyId' | 'toCurrencyId' | 'receivedAmount' | 'totalAmount'>): {
  outcome: ReceiptOutcome;
  amount: string | null;
  currencyId: string | null;
} {
  if (order.status === 2 || order.status === 3) {
    return order.type === 0
      ? { outcome: 'refunded', amount: order.totalAmount, currencyId: order.currencyId }
      : { outcome: 'notCredited', amount: null, currencyId: null };
  }
  return { outcome: 'received', amount: order.receivedAmount, currencyId: order.flow === 'send' ? order.toCurrencyId : order.currencyId };
}
