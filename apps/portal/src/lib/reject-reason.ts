import type { Translate } from '@mizani/i18n';
import type { Order } from '@mizani/sdk';

/**
 * Why an order failed, in the user's language: a rail's reason by its code from the catalogue;
 * any other (an operator's own words) as written.
 */
export function rejectReasonText(t: Translate, order: Pick<Order, 'rejectReason' | 'rejectReasonCode'>): string | null {
  return order.rejectReasonCode ? t(`money.railReason.${order.rejectReasonCode}`) : order.rejectReason;
}
