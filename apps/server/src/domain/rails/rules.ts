/**
 * What each payment channel accepts: currencies, directions, and the shape of the destination
 * (phone numbers, bank accounts). Shared by the rails, the recipients and the channel calls, so a
 * recipient that was accepted is one its rail can pay. The rules are read off the channel
 * registry (`CHANNEL_REGISTRY` in @mizani/sdk), one per row.
 */
import {
  CHANNEL_CAPABILITIES,
  CHANNEL_FAMILY,
  CHANNEL_REGISTRY,
  isPaymentChannel,
  KENYA,
  TANZANIA,
  type ChannelCapability,
  type ChannelFamily,
  type ChannelRow,
  type PaymentChannel,
} from '@mizani/sdk/contract';
import type { RailDirection, RailRequest } from './types.ts';

export { isPaymentChannel, KENYA, TANZANIA };

export interface PhoneRule {
  countryId: number;
  dialCode: string;
  /** National number without the trunk 0. */
  pattern: RegExp;
  length: number;
  example: string;
  /** For messages: what a number of this country looks like. */
  description: string;
}

/**
 * Kenyan mobiles are 7XX XXX XXX and, since Safaricom ran out of 07 numbers, 1XX XXX XXX;
 * Tanzanian ones are 6X or 7X followed by seven digits.
 */
export const PHONE_RULES: Record<number, PhoneRule> = {
  [KENYA]: {
    countryId: KENYA,
    dialCode: '+254',
    pattern: /^[17]\d{8}$/,
    length: 9,
    example: '712345678',
    description: 'a Kenyan mobile number: 9 digits starting with 7 or 1, without the leading 0',
  },
  [TANZANIA]: {
    countryId: TANZANIA,
    dialCode: '+255',
    pattern: /^[67]\d{8}$/,
    length: 9,
    example: '754123456',
    description: 'a Tanzanian mobile number: 9 digits starting with 6 or 7, without the leading 0',
  },
};

/** A bank account number: digits only, 6 to 20 of them. */
export const BANK_ACCOUNT_PATTERN = /^\d{6,20}$/;

export interface ChannelRule {
  family: ChannelFamily;
  directions: readonly RailDirection[];
  /** Currencies the rail moves; empty means any (the internal ledger). */
  currencies: readonly string[];
  /** Country whose numbers and banks the rail reaches (by currency for Airtel, which runs in both). */
  country?: (currencyId: string) => number | undefined;
  /** RTGS and TISS route by the beneficiary's bank code. */
  needsBankCode?: boolean;
  /** Bank name of the beneficiary account is checked by the receiving bank. */
  needsAccountName?: boolean;
  /** Short provider name used in external transaction ids. */
  txPrefix: string;
}

/**
 * The rail direction each capability uses: sends and payouts pay out, top-ups and collections
 * collect. Money paid into a virtual account arrives without a rail request.
 */
const DIRECTION: Record<ChannelCapability, RailDirection | undefined> = {
  send: 'payout',
  sendAbroad: 'payout',
  payout: 'payout',
  topUp: 'collect',
  collect: 'collect',
  payIn: 'collect',
  virtualAccount: undefined,
};

/** Where a channel's numbers and banks are: its one country, or for Airtel, which runs in both, the currency's. */
const COUNTRY_OF_CURRENCY: Record<string, number> = { KES: KENYA, TZS: TANZANIA };

function ruleOf(row: ChannelRow): ChannelRule {
  const [only, ...others] = row.countries;
  const directions = CHANNEL_CAPABILITIES.flatMap((capability) => (row.can[capability] && DIRECTION[capability] ? [DIRECTION[capability]] : []));
  return {
    family: row.family,
    directions: [...new Set(directions)],
    currencies: row.currencies,
    ...(only !== undefined && others.length === 0 ? { country: () => only } : { country: (currencyId: string) => COUNTRY_OF_CURRENCY[currencyId] }),
    ...(row.needs.includes('bankCode') ? { needsBankCode: true } : {}),
    ...(row.needs.includes('accountName') ? { needsAccountName: true } : {}),
    txPrefix: row.railPrefix,
  };
}

export const CHANNEL_RULES = Object.fromEntries(CHANNEL_REGISTRY.map((row) => [row.payType, ruleOf(row)])) as Record<PaymentChannel, ChannelRule>;

/** Channels the operator settles by hand: their rails never decide, a person does. */
export function isManualFamily(family: ChannelFamily): boolean {
  return family === 'offline' || family === 'cash' || family === 'bank_top_up';
}

/** Families whose destination is a phone (the payee's wallet, or the payer's for collections). */
export function usesPhone(family: ChannelFamily): boolean {
  return family === 'mobile_money' || family === 'stk_push' || family === 'paybill';
}

/** Families whose destination is a bank account number. */
export function usesBankAccount(family: ChannelFamily): boolean {
  return family === 'bank' || family === 'cny_account';
}

export function channelFamily(channel: PaymentChannel): ChannelFamily {
  return CHANNEL_FAMILY[channel];
}

/** Why a phone is not a mobile number of that country, or undefined when it is. */
export function phoneProblem(countryId: number, phone: string): string | undefined {
  const rule = PHONE_RULES[countryId];
  if (!rule) return `no mobile numbers are served in country ${countryId}`;
  return rule.pattern.test(phone) ? undefined : `must be ${rule.description}`;
}

/**
 * The first thing wrong with a request in the channel's own terms (without looking anything up),
 * or undefined. Phrased for the operator and the order's failure reason.
 */
export function requestProblem(request: RailRequest): string | undefined {
  const { channel, direction, currencyId, destination } = request;
  if (!isPaymentChannel(channel)) return `Payment channel ${channel} does not exist`;
  const rule = CHANNEL_RULES[channel];
  if (!rule.directions.includes(direction)) {
    return `Payment channel ${channel} does not ${direction === 'payout' ? 'pay out' : 'collect'} money`;
  }
  if (rule.currencies.length > 0 && !rule.currencies.includes(currencyId)) {
    return `Payment channel ${channel} moves ${rule.currencies.join(' or ')}, not ${currencyId}`;
  }
  if (typeof request.amountMinor !== 'bigint' || request.amountMinor <= 0n) return 'Amount must be above zero';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(request.sn)) return 'Order number must be 1 to 64 letters, digits, _ or -';

  if (rule.family === 'internal') {
    if (direction === 'payout' && !destination.accountNo) return 'Recipient Mizani Pay account number is required';
    return undefined;
  }
  if (usesPhone(rule.family)) {
    const who = direction === 'payout' ? 'Recipient' : 'Payer';
    if (!destination.phone) return `${who} phone number is required`;
    const countryId = rule.country?.(currencyId);
    const problem = countryId === undefined ? 'is not served' : phoneProblem(countryId, destination.phone);
    return problem ? `${who} phone number ${problem}` : undefined;
  }
  if (usesBankAccount(rule.family)) {
    if (!destination.accountNo) return 'Beneficiary account number is required';
    if (!BANK_ACCOUNT_PATTERN.test(destination.accountNo)) return 'Beneficiary account number must be 6 to 20 digits';
    if (rule.needsBankCode && !destination.bankCode) return `Bank code is required for payment channel ${channel}`;
    if (rule.needsAccountName && !destination.accountName?.trim()) return 'Beneficiary account name is required';
    return undefined;
  }
  return undefined;
}

/**
 * The digit of the destination that decides a sandbox outcome: the last digit of the phone for
 * wallets, of the account number for banks. Undefined for channels without a test number.
 */
export function testDigit(request: RailRequest): number | undefined {
  if (!isPaymentChannel(request.channel)) return undefined;
  const family = CHANNEL_RULES[request.channel].family;
  const source = usesPhone(family) ? request.destination.phone : usesBankAccount(family) ? request.destination.accountNo : undefined;
  const last = source?.at(-1);
  return last !== undefined && /\d/.test(last) ? Number(last) : undefined;
}
