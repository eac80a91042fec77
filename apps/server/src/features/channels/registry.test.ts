/**
 * The server follows the channel registry (`CHANNEL_REGISTRY` in @mizani/sdk): a rail rule per
 * row, read off the row; a seed offer the registry does not allow stops the seed; the database
 * keeps no list of its own; and what the merchant docs and OpenAPI document promise (the
 * registry's pay-in and payout rows) is what the seeded server accepts.
 */
import {
  CHANNEL_REGISTRY,
  channelsWith,
  describeChannels,
  type ChannelCapability,
  type ChannelRow,
  type MerchantOrder,
  PAYIN_CHANNELS,
  PAYMENT_CHANNELS,
  PAYOUT_CHANNELS,
  type PaymentChannel,
} from '@mizani/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { fundedMerchant, openCall, type Merchant } from '../merchant/test-kit.ts';
import { CHANNEL_RULES, requestProblem } from '../../domain/rails/index.ts';
import { OFFER_SEEDS, offerProblem, seedChannels } from './seed.ts';

let t: TestApp;
let merchant: Merchant;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await fundedMerchant(t);
  // The merchant API is for verified companies (the verification tiers).
  await t.db.query(`UPDATE app_user SET user_type = 'company', audit_status = 1 WHERE id = $1`, [merchant.user.userId]);
});
afterAll(async () => {
  await t?.close();
});

const rows: readonly ChannelRow[] = CHANNEL_REGISTRY;
const ruleOf = (row: ChannelRow) => CHANNEL_RULES[row.payType as PaymentChannel];
const pairs = (capability: ChannelCapability) => rows.flatMap((row) => (row.can[capability] ?? []).map((currencyId) => ({ row, currencyId })));

describe('the rail rules', () => {
  it('are one per registry row, with its family, currencies, fields and provider prefix', () => {
    expect(Object.keys(CHANNEL_RULES).map(Number).sort((a, b) => a - b)).toEqual([...PAYMENT_CHANNELS].sort((a, b) => a - b));
    for (const row of rows) {
      const rule = ruleOf(row);
      expect(rule).toMatchObject({ family: row.family, currencies: row.currencies, txPrefix: row.railPrefix });
      expect(Boolean(rule.needsBankCode)).toBe(row.needs.includes('bankCode'));
      expect(Boolean(rule.needsAccountName)).toBe(row.needs.includes('accountName'));
    }
  });

  it('let each row pay out for its sends and payouts and collect for its top-ups, collections and pay-ins, and nothing else', () => {
    const pays = new Set<number>([...channelsWith('send'), ...channelsWith('sendAbroad'), ...channelsWith('payout')]);
    const collects = new Set<number>([...channelsWith('topUp'), ...channelsWith('collect'), ...channelsWith('payIn')]);
    for (const row of CHANNEL_REGISTRY) {
      expect([...ruleOf(row).directions].sort()).toEqual(
        [...(pays.has(row.payType) ? ['payout'] : []), ...(collects.has(row.payType) ? ['collect'] : [])].sort(),
      );
    }
  });

  it("take each row's sandbox test numbers as valid destinations in their currency", () => {
    for (const row of rows) {
      for (const [currencyId, number] of Object.entries(row.testNumbers ?? {})) {
        const direction = ruleOf(row).directions[0]!;
        const destination = row.needs.includes('phone') ? { phone: number } : { accountNo: number, bankCode: '01', accountName: 'Test' };
        expect(requestProblem({ sn: 'T1', channel: row.payType, direction, amountMinor: 100n, currencyId, destination }), `${row.payType} ${currencyId}`).toBeUndefined();
      }
    }
  });
});

describe('the channel seed', () => {
  it('offers only what the registry allows', () => {
    expect(OFFER_SEEDS.flatMap((offer) => offerProblem(offer) ?? [])).toEqual([]);
  });

  it('refuses an offer for a channel the registry does not have, or in a currency or country it does not allow', async () => {
    const base = { countryId: 254, scope: 0, channelType: 1, currencyId: 'KES', min: '10', max: null } as const;
    expect(offerProblem({ ...base, payType: 999 })).toBe('offer of channel 999 (KES, country 254): channel 999 is not in the channel registry');
    expect(offerProblem({ ...base, payType: 7 })).toBe('offer of channel 7 (KES, country 254): the registry has no collect in KES for it');
    expect(offerProblem({ ...base, payType: 502, countryId: 255 })).toBe('offer of channel 502 (KES, country 255): the registry does not offer it in country 255');

    OFFER_SEEDS.push({ ...base, payType: 999 });
    try {
      await expect(seedChannels(t.db)).rejects.toThrow('channel 999 is not in the channel registry');
    } finally {
      OFFER_SEEDS.pop();
    }
    const { rows: stored } = await t.db.query('SELECT 1 FROM channel_offer WHERE pay_type = 999');
    expect(stored).toEqual([]);
  });
});

describe('the database', () => {
  it('keeps no list of channel numbers of its own (migration 0014 dropped the CHECK lists)', async () => {
    const { rows: checks } = await t.db.query<{ conname: string }>(
      `SELECT conname FROM pg_constraint
        WHERE contype = 'c' AND conrelid::regclass::text IN ('channel_offer', 'payee', 'va_account', 'orders')
          AND pg_get_constraintdef(oid) LIKE '%pay_type%'`,
    );
    expect(checks).toEqual([]);
  });
});

describe('the merchant API against the registry', () => {
  it('has the pay-in and payout unions the registry gives', () => {
    expect(PAYIN_CHANNELS).toEqual(channelsWith('payIn'));
    expect(PAYOUT_CHANNELS).toEqual(channelsWith('payout'));
  });

  it('publishes the same channels, each with its currencies, in the OpenAPI document', async () => {
    type Variant = { properties: { channel: { const: number; description: string }; currencyId: { enum: string[] } } };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/open/v1/openapi.json' })).json() as {
      components: { schemas: Record<string, { oneOf: Variant[] }> };
    };
    for (const [schema, capability] of [
      ['OpenPayinBody', 'payIn'],
      ['OpenPayoutBody', 'payout'],
    ] as const) {
      const variants = doc.components.schemas[schema]!.oneOf;
      expect(variants.map((variant) => [variant.properties.channel.const, variant.properties.currencyId.enum])).toEqual(
        rows.filter((row) => row.can[capability]).map((row) => [row.payType, row.can[capability]]),
      );
      expect(variants[0]!.properties.channel.description).toContain(describeChannels(capability));
    }
  });

  it('has a seeded offer behind every pay-in and payout the registry (and so the docs) lists', () => {
    const offered = (channelType: number, payType: number, currencyId: string) =>
      OFFER_SEEDS.some((o) => o.scope === 0 && o.channelType === channelType && o.payType === payType && o.currencyId === currencyId);
    for (const { row, currencyId } of pairs('payIn')) expect(offered(1, row.payType, currencyId), `pay-in ${row.payType} ${currencyId}`).toBe(true);
    for (const { row, currencyId } of pairs('payout')) expect(offered(0, row.payType, currencyId), `payout ${row.payType} ${currencyId}`).toBe(true);
  });

  it('takes a KES pay-in through 502 only: 2 is no pay-in channel, and Airtel (5) takes pay-ins in TZS', async () => {
    const payin = (channel: number, currencyId: string, phone: string) =>
      openCall<MerchantOrder>(t, merchant, '/open/v1/payin', {
        body: { merchantOrderNo: `KES-${channel}-${currencyId}-${Date.now()}`, amount: '1000', currencyId, channel, phone },
      });
    const stk = await payin(502, 'KES', '712345671');
    expect(stk.msg).toBe('success');
    expect(stk.data).toMatchObject({ type: 'payin', channel: 502, currencyId: 'KES' });
    expect((await payin(5, 'TZS', '684123450')).data).toMatchObject({ type: 'payin', channel: 5, currencyId: 'TZS' });
    const two = await payin(2, 'KES', '712345670');
    expect(two.code).toBe(-1008);
    expect(two.msg).toContain('channel');
    const airtel = await payin(5, 'KES', '733123450');
    expect(airtel.code).toBe(-1008);
    expect(airtel.msg).toContain('channel 5 is not offered for pay-ins in KES');

    // An operator's KES collection offer for Airtel serves the portal; the API keeps to the registry.
    await t.db.query(
      `INSERT INTO channel_offer (country_id, scope, channel_type, pay_type, currency_id, min_amount, max_amount) VALUES (254, 0, 1, 5, 'KES', 1000, 25000000)`,
    );
    try {
      expect((await payin(5, 'KES', '733123450')).msg).toContain('channel 5 is not offered for pay-ins in KES');
    } finally {
      await t.db.query(`DELETE FROM channel_offer WHERE country_id = 254 AND channel_type = 1 AND pay_type = 5 AND currency_id = 'KES'`);
    }
  });
});
