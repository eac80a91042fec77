import type { MessageId } from '@mizani/i18n';
import { OrderStatus, receiptOutcome, type Order } from '@mizani/sdk';
import { formatAmount } from '@mizani/sdk/format';
import type { DetailItem } from './detail-list.tsx';

const CLOSED_UNPAID: readonly number[] = [OrderStatus.REJECT, OrderStatus.CANCEL];

/** Rejected or cancelled: the order moved no money to anyone (a send's debit has been reversed). */
export const closedUnpaid = (order: Order) => CLOSED_UNPAID.includes(order.status);

/**
 * What happened to the order's money, as one detail row. A rejected or cancelled order received
 * nothing, so it must not show "Amount received": the server reverses a failed or cancelled send's
 * whole debit, fee and tax included (its total), and a top-up that did not complete credits nothing.
 */
export function moneyOutcomeItem(order: Order, t: (id: MessageId) => string): DetailItem {
  const amount = (value: string, currency: string | null) => `${formatAmount(value) || value} ${currency ?? ''}`.trim();
  // The receipt words the same outcome from the same rule (receiptOutcome in the SDK).
  const outcome = receiptOutcome(order);
  if (outcome.outcome === 'notCredited') return { label: t('money.order.creditedAmount'), value: t('money.order.notCredited'), testId: 'detail-creditedAmount' };
  const value = amount(outcome.amount ?? '', outcome.currencyId);
  return outcome.outcome === 'refunded'
    ? { label: t('money.order.refundedAmount'), value, testId: 'detail-refundedAmount' }
    : { label: t('money.order.receivedAmount'), value, testId: 'detail-receivedAmount' };
}
