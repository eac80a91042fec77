import type { MessageId } from '@mizani/i18n';
import { channelRow } from '@mizani/sdk';
import type { MerchantOrderType } from '@mizani/sdk/contract';
import { PAYIN_CHANNELS, PAYOUT_CHANNELS } from './merchant-enums.ts';

/** Payout status of spec section 3: 0 Pending, 1 Processing, 2 Success, 3 Reject. */
export const STATUS_LABELS: Record<number, MessageId> = {
  0: 'api.payoutStatus.0',
  1: 'api.payoutStatus.1',
  2: 'api.payoutStatus.2',
  3: 'api.payoutStatus.3',
};

export const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'green', 3: 'red' };

/** Values of spec section 3's C2B/B2C lists that are no payment channel: -1 Suspense, 0 B2C. */
const LIST_LABELS: Record<number, MessageId> = { [-1]: 'api.channel.-1', 0: 'api.channel.0' };

/** A channel's name in the console: its registry row's label, or the name those lists give it (3 is Halotel/Halopesa there). */
export function channelLabel(t: (id: MessageId) => string, channel: number): string {
  const row = channelRow(channel);
  const id = LIST_LABELS[channel] ?? row?.consoleLabel ?? row?.label;
  return id ? t(id) : String(channel);
}

/** The channels a list can be filtered by: what the API accepts for that order type. */
export const CHANNELS_OF: Record<MerchantOrderType, readonly number[]> = { payin: PAYIN_CHANNELS, payout: PAYOUT_CHANNELS };
