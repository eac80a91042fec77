import type { MessageId } from '@mizani/i18n';
import { OrderStatus, type Order } from '@mizani/sdk';
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
  if (closedUnpaid(order)) {
    return order.type === 0
      ? { label: t('money.order.refundedAmount'), value: amount(order.totalAmount, order.currencyId), testId: 'detail-refundedAmount' }
      : { label: t('money.order.creditedAmount'), value: t('money.order.notCredited'), testId: 'detail-creditedAmount' };
  }
  return {
    label: t('money.order.receivedAmount'),
    value: amount(order.receivedAmount, order.flow === 'send' ? order.toCurrencyId : order.currencyId),
    testId: 'detail-receivedAmount',
  };
}
