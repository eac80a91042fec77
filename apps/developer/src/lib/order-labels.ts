import type { MessageId } from '@mizani/i18n';
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

/** The channel names of spec section 3's C2B/B2C lists (3 is Halotel/Halopesa there). */
export const CHANNEL_LABELS: Record<number, MessageId> = {
  [-1]: 'api.channel.-1',
  0: 'api.channel.0',
  2: 'api.channel.2',
  3: 'api.channel.3',
  5: 'api.channel.5',
  6: 'api.channel.6',
  7: 'api.channel.7',
  100: 'api.channel.100',
  101: 'api.channel.101',
  102: 'api.channel.102',
  103: 'api.channel.103',
  502: 'api.channel.502',
};

export function channelLabel(t: (id: MessageId) => string, channel: number): string {
  const id = CHANNEL_LABELS[channel];
  return id ? t(id) : String(channel);
}

/** The channels a list can be filtered by: what the API accepts for that order type. */
export const CHANNELS_OF: Record<MerchantOrderType, readonly number[]> = { payin: PAYIN_CHANNELS, payout: PAYOUT_CHANNELS };
