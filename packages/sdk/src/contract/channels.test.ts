import { en } from '@mizani/i18n';
import { zh } from '@mizani/i18n/messages/zh';
import { describe, expect, it } from 'vitest';
import { CHANNEL_CAPABILITIES, CHANNEL_REGISTRY, channelsWith, describeChannels, type ChannelRow } from './channels.ts';
import {
  CHANNEL_FAMILIES,
  CHANNEL_FAMILY,
  MANUAL_CHANNELS,
  PAYMENT_CHANNELS,
  SETTLEMENT_ACCOUNT_CHANNELS,
  TRANSFER_REFERENCE_CHANNELS,
  VA_PAY_TYPES,
} from './enums.ts';
import { OpenPayinBody, OpenPayoutBody, PAYIN_CHANNELS, PAYOUT_CHANNELS } from './schemas/open-api.ts';
import { CollectionCreateBody, COLLECTION_CHANNELS, DOMESTIC_SEND_CHANNELS, RechargeCreateBody, TOP_UP_CHANNELS } from './schemas/order.ts';
import { VaApplyBody } from './schemas/va.ts';

const rows: readonly ChannelRow[] = CHANNEL_REGISTRY;
const enumOf = (schema: { properties: { payType?: unknown; channel?: unknown } }, field: 'payType' | 'channel') =>
  (schema.properties[field] as { enum: number[] }).enum;

describe('the channel registry', () => {
  it('has one row per channel number, each with a family of the API and a label in both languages', () => {
    expect(new Set(rows.map((row) => row.payType)).size).toBe(rows.length);
    for (const row of rows) {
      expect(CHANNEL_FAMILIES).toContain(row.family);
      for (const id of [row.label, row.consoleLabel].filter((label) => label !== undefined)) {
        expect(en[id], `${row.payType} ${id} in English`).toBeTruthy();
        expect(zh[id], `${row.payType} ${id} in Chinese`).toBeTruthy();
      }
    }
  });

  it('uses a channel for a capability only in currencies its rail moves, and has test numbers only in those', () => {
    for (const row of rows) {
      const moved = (currencyId: string) => row.currencies.length === 0 || (row.currencies as readonly string[]).includes(currencyId);
      for (const capability of CHANNEL_CAPABILITIES) {
        for (const currencyId of row.can[capability] ?? []) expect(moved(currencyId), `${row.payType} ${capability} ${currencyId}`).toBe(true);
      }
      for (const currencyId of Object.keys(row.testNumbers ?? {})) expect(moved(currencyId), `${row.payType} test number ${currencyId}`).toBe(true);
      // A destination is a phone or a bank account, never both.
      expect(row.needs.includes('phone') && row.needs.includes('accountNo')).toBe(false);
    }
  });

  it('gives the enums: channels, families, manual channels, virtual-account channels', () => {
    expect(PAYMENT_CHANNELS).toEqual(rows.map((row) => row.payType));
    expect(CHANNEL_FAMILY).toEqual(Object.fromEntries(rows.map((row) => [row.payType, row.family])));
    expect(MANUAL_CHANNELS).toEqual(rows.filter((row) => row.manual).map((row) => row.payType));
    expect(VA_PAY_TYPES).toEqual(channelsWith('virtualAccount'));
    expect(SETTLEMENT_ACCOUNT_CHANNELS).toEqual(rows.filter((row) => row.family === 'cny_account').map((row) => row.payType));
    expect(TRANSFER_REFERENCE_CHANNELS).toEqual(rows.filter((row) => ['cny_account', 'bank_top_up'].includes(row.family)).map((row) => row.payType));
  });

  it('gives the schema unions of sends, top-ups, collections, virtual accounts and the merchant API', () => {
    expect(DOMESTIC_SEND_CHANNELS).toEqual(channelsWith('send'));
    expect(enumOf(RechargeCreateBody, 'payType')).toEqual([...TOP_UP_CHANNELS]);
    expect(TOP_UP_CHANNELS).toEqual(channelsWith('topUp'));
    expect(enumOf(CollectionCreateBody, 'payType')).toEqual([...channelsWith('collect')]);
    expect(COLLECTION_CHANNELS).toEqual(channelsWith('collect'));
    expect(enumOf(VaApplyBody, 'payType')).toEqual([...channelsWith('virtualAccount')]);
    expect(enumOf(OpenPayinBody, 'channel')).toEqual([...channelsWith('payIn')]);
    expect(enumOf(OpenPayoutBody, 'channel')).toEqual([...channelsWith('payout')]);
    expect(PAYIN_CHANNELS).toEqual(channelsWith('payIn'));
    expect(PAYOUT_CHANNELS).toEqual(channelsWith('payout'));
  });

  it('describes the merchant channels with their currencies in the OpenAPI document', () => {
    const payIn = (OpenPayinBody.properties.channel as unknown as { description: string }).description;
    expect(payIn).toContain(describeChannels('payIn'));
    // KES pay-ins go through the STK push only (issue 20): neither 2 nor 5 is offered in KES.
    expect(describeChannels('payIn')).toContain('502 Mpesa STK PUSH (KES)');
    expect(describeChannels('payIn')).toContain('5 Airtel (TZS)');
    expect(describeChannels('payIn')).not.toMatch(/\b2 M-pesa/);
  });
});
