/**
 * Listeners told about every status change of an order, inside the transaction that makes it, so
 * what they write (the merchant API queues its status notifications here) commits or rolls back
 * with the change itself.
 */
import type { Db } from '../../db/types.ts';
import type { OrderRow } from './repository.ts';
import type { OrderStatusValue } from './state.ts';

export interface OrderStatusChange {
  sn: string;
  /** The main account the order belongs to. */
  userId: number;
  from: OrderStatusValue;
  to: OrderStatusValue;
  at: Date;
  /** The order's client order number when the caller has it at hand, so a listener can pass over orders that are not its own without a read. */
  clientOrderNo?: string;
  /** The order as the change left it, when the caller has it at hand, so that listeners need not read it back. */
  order?: OrderRow;
}

export type OrderStatusListener = (tx: Db, change: OrderStatusChange) => Promise<void>;

const listeners = new Set<OrderStatusListener>();

/**
 * Adds a listener; adding the same function again changes nothing, so a feature registered by
 * several applications in one process (tests) is told once. Listeners must be stateless: they get
 * the transaction and the change, nothing of any one application.
 */
export function onOrderStatusChange(listener: OrderStatusListener): void {
  listeners.add(listener);
}

export async function notifyOrderStatusChange(tx: Db, change: OrderStatusChange): Promise<void> {
  for (const listener of listeners) await listener(tx, change);
}
