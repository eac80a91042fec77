import { Code, OrderStatus } from '@mizani/sdk/contract';
import { AppError } from '../../http/envelope.ts';

export type OrderStatusValue = -2 | -1 | 0 | 1 | 2 | 3;

const { MANUAL_PENDING, PAY_PENDING, PENDING, PASS, REJECT, CANCEL } = OrderStatus;

/**
 * Every status change an order may make; anything else is -1019. PASS, REJECT and CANCEL are final.
 *
 * - A send (kind 0) starts PENDING with the money taken from the wallet, and ends PASS (the rail
 *   paid), REJECT (the rail refused: money back, fee included) or CANCEL (only before it was handed
 *   to the rail; money back).
 * - A top-up or collection (kind -1) starts PAY_PENDING (waiting for the payer) or MANUAL_PENDING
 *   (waiting for the operator) with nothing moved yet, and ends PASS (the money arrived and is
 *   credited), REJECT or CANCEL.
 */
const TRANSITIONS: Record<'send' | 'recharge', Partial<Record<OrderStatusValue, readonly OrderStatusValue[]>>> = {
  send: { [PENDING]: [PASS, REJECT, CANCEL] },
  recharge: { [PAY_PENDING]: [PASS, REJECT, CANCEL], [MANUAL_PENDING]: [PASS, REJECT, CANCEL] },
};

export const FINAL_STATUSES: readonly OrderStatusValue[] = [PASS, REJECT, CANCEL];

export function isAllowed(kind: -1 | 0, from: OrderStatusValue, to: OrderStatusValue): boolean {
  return (TRANSITIONS[kind === 0 ? 'send' : 'recharge'][from] ?? []).includes(to);
}

/** -1019 'Order status cannot be operated' unless the change is in the table. */
export function assertTransition(kind: -1 | 0, from: OrderStatusValue, to: OrderStatusValue): void {
  if (!isAllowed(kind, from, to)) throw new AppError(Code.ORDER_STATUS_FORBIDDEN);
}

/**
 * Whether the user may cancel now. A top-up or collection may be cancelled while it waits (no
 * money has moved). A send may be cancelled while it has not been handed to its rail, or while the
 * rail holds it queued and said it can still be recalled; otherwise the money may already be on
 * its way, and only the rail's answer, a status check or the operator ends it.
 */
export function canCancel(order: { kind: -1 | 0; status: OrderStatusValue; railSubmitted: boolean; railRecallable?: boolean }): boolean {
  if (!isAllowed(order.kind, order.status, CANCEL)) return false;
  return order.kind === -1 || !order.railSubmitted || order.railRecallable === true;
}
