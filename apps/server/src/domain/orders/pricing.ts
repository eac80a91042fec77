import { CHANNEL_FAMILY, type PaymentChannel } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { channelFee, findChannelOffer, type ChannelOffer } from '../channels/service.ts';
import { CHANNEL_RULES, railConfigured } from '../rails/index.ts';
import { countriesByCurrencyTable } from '../reference/tables.ts';
import { ceilDiv, toDecimal, type CurrencyInfo } from './money.ts';
import { fieldError } from '../../http/errors.ts';

export { channelFee };

/**
 * Duty charged on the fee, by the currency the fee is paid in: Kenya's excise duty on money
 * transfer fees (20%), Tanzania's VAT on financial service fees (18%). Collected into the
 * tax-payable account and rounded up, so the house never under-collects.
 */
const TAX_ON_FEE_PERCENT: Record<string, bigint> = { KES: 20n, TZS: 18n };

export function taxOnFee(feeMinor: bigint, currencyId: string): bigint {
  const percent = TAX_ON_FEE_PERCENT[currencyId];
  return percent ? ceilDiv(feeMinor * percent, 100n) : 0n;
}

/** 0 send, -1 top up, 1 collection: the `channelType` of channel offers. */
export type ChannelAction = 0 | -1 | 1;

const ACTION_WORDS: Record<ChannelAction, string> = { 0: 'sending', [-1]: 'top-up', 1: 'collection' };

/**
 * The offer an order goes through. Which country's offer: the recipient's when there is one, then
 * the country the channel serves for this currency, then the caller's, then any country whose
 * money this is.
 */
export async function offerFor(
  db: Db,
  sandbox: boolean,
  key: { scope: 0 | 1; action: ChannelAction; payType: number; currencyId: string; countryIds: (number | null | undefined)[] },
): Promise<ChannelOffer> {
  const payType = key.payType as PaymentChannel;
  const candidates: number[] = [];
  const add = (id: number | null | undefined) => {
    if (typeof id === 'number' && !candidates.includes(id)) candidates.push(id);
  };
  for (const id of key.countryIds) add(id);
  add(CHANNEL_RULES[payType]?.country?.(key.currencyId));
  for (const id of (await countriesByCurrencyTable.get(db)).get(key.currencyId) ?? []) add(id);

  if (railConfigured(payType, sandbox)) {
    for (const countryId of candidates) {
      const offer = await findChannelOffer(db, { countryId, scope: key.scope, channelType: key.action, payType, currencyId: key.currencyId });
      if (offer) return offer;
    }
  }
  throw fieldError('payType', 'choice', `${payType} is not offered for ${key.scope === 1 ? 'cross-border ' : ''}${ACTION_WORDS[key.action]} in ${key.currencyId}`);
}

/** -1008 unless `amountMinor` (in the offer's currency) is within the offer's limits. */
export function checkLimits(offer: ChannelOffer, amountMinor: bigint, currency: CurrencyInfo, field = 'amount'): void {
  if (amountMinor < offer.minAmount) {
    throw fieldError(field, 'range', `is below the minimum of ${toDecimal(offer.minAmount, currency.scale)} ${offer.currencyId} for this channel`);
  }
  if (offer.maxAmount !== null && amountMinor > offer.maxAmount) {
    throw fieldError(field, 'range', `is above the maximum of ${toDecimal(offer.maxAmount, currency.scale)} ${offer.currencyId} for this channel`);
  }
}

/**
 * Channels whose orders a person at the operator settles (offline pay, cash, bank top-up, CNY
 * account top-ups): the order waits in MANUAL_PENDING. The rest are carried by a rail.
 */
export function isManualChannel(offer: Pick<ChannelOffer, 'manual' | 'payType'>): boolean {
  return offer.manual || CHANNEL_FAMILY[offer.payType] === 'cny_account';
}
