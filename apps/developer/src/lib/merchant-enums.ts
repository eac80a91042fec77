import { channelRow, channelsWith } from '@mizani/sdk';
import type { SuspenseMovementKind, WebhookDeliveryStatus } from '@mizani/sdk/contract';

// The merchant contract's value lists, as plain data: importing the constants from the schema
// files would bring TypeBox into the console's bundle. The channel lists come from the channel
// registry, as the contract's own unions do.

/** Channels a pay-in (C2B) can ask through. */
export const PAYIN_CHANNELS = channelsWith('payIn');
/** Channels a payout (B2C) or a suspense cash-out pays through. */
export const PAYOUT_CHANNELS = channelsWith('payout');
/** Payout channels that pay a bank account (bank code, account number and holder's name) rather than a phone. */
export const isBankChannel = (channel: number): boolean => channelRow(channel)?.family === 'bank';

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
