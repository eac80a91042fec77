import type { OpenPayinBody, OpenPayoutBody, SuspenseMovementKind, WebhookDeliveryStatus } from '@mizani/sdk/contract';

// The merchant contract's value lists, as plain data: importing the constants from the schema
// files would bring TypeBox into the console's bundle. The checks below fail the typecheck if
// the contract gains a value these lists miss.

type Exactly<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;

/** Channels a pay-in (C2B) can ask through. */
export const PAYIN_CHANNELS = [2, 3, 5, 6, 7, 502] as const satisfies readonly OpenPayinBody['channel'][];
/** Channels a payout (B2C) or a suspense cash-out pays through. */
export const PAYOUT_CHANNELS = [2, 3, 5, 6, 7, 100, 101, 102, 103] as const satisfies readonly OpenPayoutBody['channel'][];
export const BANK_CHANNELS: ReadonlySet<number> = new Set([100, 101, 102, 103]);

const SUSPENSE_KINDS: Record<SuspenseMovementKind, true> = {
  payout: true,
  payout_refund: true,
  payin: true,
  recharge: true,
  transfer_in: true,
  transfer_out: true,
  cash_out: true,
  cash_out_refund: true,
};
export const SUSPENSE_MOVEMENT_KINDS = Object.keys(SUSPENSE_KINDS) as SuspenseMovementKind[];

const DELIVERY_STATUSES: Record<WebhookDeliveryStatus, true> = { pending: true, delivered: true, failed: true };
export const WEBHOOK_DELIVERY_STATUSES = Object.keys(DELIVERY_STATUSES) as WebhookDeliveryStatus[];

export const PAYOUT_STATUS_VALUES = [0, 1, 2, 3] as const;

export const listsAreComplete: [
  Exactly<OpenPayinBody['channel'], (typeof PAYIN_CHANNELS)[number]>,
  Exactly<OpenPayoutBody['channel'], (typeof PAYOUT_CHANNELS)[number]>,
] = [true, true];
