import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChannelTypeItem, ChoiceBankCode, CountryExtInfo, TransferType } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { seedChannels } from './seed.ts';
import { channelFee, findChannelOffer } from '../../domain/channels/service.ts';

let t: TestApp;
let live: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  live = await createTestApp({ config: { sandbox: false } });
  user = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
  await live?.close();
});

interface Reply<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(app: TestApp, method: 'GET' | 'POST', url: string, payload?: object, token = user.token): Promise<Reply<T>> {
  const res = await app.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${token}` } });
  return res.json() as Reply<T>;
}

const channels = async (countryId: number, type: number, channelType: number, app = t, extra: object = {}) =>
  (await call<Channel[]>(app, 'POST', '/common/queryChannel', { countryId, type, channelType, ...extra })).data;

describe('/common/queryChannel', () => {
  it('lists the Kenyan domestic send channels with limits and fees as decimal strings', async () => {
    const rows = await channels(254, 0, 0);
    expect(rows.map((c) => c.payType)).toEqual([0, 2, 5, 101, 100]);
    expect(rows.find((c) => c.payType === 2)).toEqual({
      payType: 2,
      family: 'mobile_money',
      currencyId: 'KES',
      minAmount: '10.00',
      maxAmount: '250000.00',
      feeRate: '0',
      fixedFee: '30.00',
      manual: false,
    });
    expect(rows.find((c) => c.payType === 100)?.maxAmount).toBeNull();
  });

  it('lists top-up and collection channels per country', async () => {
    expect((await channels(254, 0, -1)).map((c) => [c.payType, c.manual])).toEqual([
      [502, false],
      [505, false],
      [503, true],
      [504, true],
    ]);
    expect((await channels(254, 0, 1)).map((c) => c.payType)).toEqual([502, 505]);
    expect((await channels(255, 0, 0)).map((c) => c.payType)).toEqual([0, 7, 6, 5, 3, 103, 102]);
    expect((await channels(255, 0, -1)).map((c) => c.payType)).toEqual([503, 300, 504, 200]);
    expect((await channels(255, 0, 1)).map((c) => c.payType)).toEqual([7, 6, 5, 3]);
    expect((await channels(255, 0, 1)).every((c) => c.feeRate === '0.01' && c.currencyId === 'TZS')).toBe(true);
  });

  it('lists cross-border channels in US dollars and yuan, and filters by currency', async () => {
    expect((await channels(254, 1, 0)).map((c) => [c.payType, c.currencyId])).toEqual([
      [401, 'CNY'],
      [100, 'USD'],
      [200, 'USD'],
    ]);
    expect((await channels(255, 1, 0, t, { currencyId: 'CNY' })).map((c) => c.payType)).toEqual([400]);
    expect(await channels(256, 0, 0)).toEqual([]);
  });

  it('leaves out disabled channels', async () => {
    await t.db.query('UPDATE channel_offer SET enabled = false WHERE country_id = 254 AND pay_type = 5 AND channel_type = 0');
    try {
      expect((await channels(254, 0, 0)).map((c) => c.payType)).toEqual([0, 2, 101, 100]);
    } finally {
      await t.db.query('UPDATE channel_offer SET enabled = true WHERE country_id = 254 AND pay_type = 5 AND channel_type = 0');
    }
  });

  it('offers only the channels a rail can carry outside sandbox mode', async () => {
    const liveUser = await createTestUser(live.db);
    const rows = (await call<Channel[]>(live, 'POST', '/common/queryChannel', { countryId: 254, type: 0, channelType: 0 }, liveUser.token)).data;
    expect(rows.map((c) => c.payType)).toEqual([0]);
    const topUp = (await call<Channel[]>(live, 'POST', '/common/queryChannel', { countryId: 254, type: 0, channelType: -1 }, liveUser.token)).data;
    expect(topUp.map((c) => c.payType)).toEqual([503, 504]);
  });

  it('refuses an unknown country, bad input and callers without a session', async () => {
    expect((await call(t, 'POST', '/common/queryChannel', { countryId: 999, type: 0, channelType: 0 })).code).toBe(-1012);
    expect(await call(t, 'POST', '/common/queryChannel', { countryId: 254, type: 2, channelType: 0 })).toMatchObject({
      code: -1008,
      msg: 'Parameter error: type must be one of 0, 1',
    });
    expect(await call(t, 'POST', '/common/queryChannel', { countryId: 254, type: 0, channelType: 0, extra: 1 })).toMatchObject({
      code: -1008,
      msg: 'Parameter error: extra is not allowed',
    });
    expect((await call(t, 'POST', '/common/queryChannel', { countryId: 254, type: 0, channelType: 0 }, 'nobody')).code).toBe(-1001);
  });
});

describe('/common/queryChannelType/{countryId}', () => {
  it('says which actions each scope offers', async () => {
    const kenya = (await call<ChannelTypeItem[]>(t, 'GET', '/common/queryChannelType/254')).data;
    expect(kenya).toEqual([
      { type: 0, channelType: -1 },
      { type: 0, channelType: 0 },
      { type: 0, channelType: 1 },
      { type: 1, channelType: -1 },
      { type: 1, channelType: 0 },
      { type: 1, channelType: 1 },
    ]);
    expect((await call<ChannelTypeItem[]>(t, 'GET', '/common/queryChannelType/256')).data).toEqual([]);
    expect((await call(t, 'GET', '/common/queryChannelType/999')).code).toBe(-1012);
  });
});

describe('/common/queryTransferType', () => {
  it('groups the send channels of a country by how the recipient is paid', async () => {
    const domestic = (await call<TransferType[]>(t, 'POST', '/common/queryTransferType', { countryId: 255, type: 0 })).data;
    expect(domestic).toEqual([
      { transferType: 'internal', payType: 0, currencyId: 'TZS' },
      { transferType: 'mobile_money', payType: 7, currencyId: 'TZS' },
      { transferType: 'mobile_money', payType: 6, currencyId: 'TZS' },
      { transferType: 'mobile_money', payType: 5, currencyId: 'TZS' },
      { transferType: 'mobile_money', payType: 3, currencyId: 'TZS' },
      { transferType: 'bank', payType: 103, currencyId: 'TZS' },
      { transferType: 'bank', payType: 102, currencyId: 'TZS' },
    ]);
    const crossBorder = (await call<TransferType[]>(t, 'POST', '/common/queryTransferType', { countryId: 254, type: 1 })).data;
    expect(crossBorder.map((r) => r.transferType)).toEqual(['cny_account', 'bank', 'offline']);
  });
});

describe('/common/countryExtInfo', () => {
  it('gives Kenya its phone rule, currencies, operators, banks, shops and bank top-up accounts', async () => {
    const info = (await call<CountryExtInfo>(t, 'POST', '/common/countryExtInfo', { countryId: 254 })).data;
    expect(info).toMatchObject({
      countryId: 254,
      dialCode: '+254',
      phonePattern: '^[17]\\d{8}$',
      phoneLength: 9,
      phoneExample: '712345678',
      currencyId: 'KES',
      currencyIds: ['KES', 'USD', 'CNY'],
      mobileOperators: [2, 5],
    });
    expect(new RegExp(info.phonePattern).test(info.phoneExample!)).toBe(true);
    expect(info.banks.map((b) => b.bankName)).toContain('Equity Bank Kenya');
    expect(info.cashTopUpShops.map((s) => s.city)).toEqual(['Nairobi', 'Mombasa']);
    expect(info.cashTopUpShops[0]).toMatchObject({ name: 'Mizani Pay Nairobi CBD', openingHours: expect.stringMatching(/\d{2}:\d{2}/) });
    expect(info.bankTopUpAccounts.map((a) => a.currencyId)).toEqual(['KES', 'USD']);
    expect(info.bankTopUpAccounts[0]).toEqual({
      currencyId: 'KES',
      bankName: 'KCB Bank Kenya',
      accountName: 'Mizani Pay Limited',
      accountNumber: '1290345678',
      branch: 'Moi Avenue, Nairobi',
      swiftCode: 'KCBLKENX',
    });
  });

  it('gives Tanzania its own, and the four shops are split between the two countries', async () => {
    const info = (await call<CountryExtInfo>(t, 'POST', '/common/countryExtInfo', { countryId: 255 })).data;
    expect(info).toMatchObject({ dialCode: '+255', phoneLength: 9, currencyId: 'TZS', mobileOperators: [3, 5, 6, 7] });
    expect(info.cashTopUpShops.map((s) => s.name)).toEqual(['Mizani Pay Kariakoo', 'Mizani Pay Arusha']);
    expect(info.banks.map((b) => b.bankName)).toContain('CRDB Bank');
  });

  it('answers for a country without mobile money with a loose contact-number rule, and -1012 for none', async () => {
    const uganda = (await call<CountryExtInfo>(t, 'POST', '/common/countryExtInfo', { countryId: 256 })).data;
    expect(uganda).toMatchObject({ phoneLength: null, phoneExample: null, mobileOperators: [], cashTopUpShops: [], currencyIds: ['UGX'] });
    expect((await call(t, 'POST', '/common/countryExtInfo', { countryId: 1 })).code).toBe(-1012);
  });
});

describe('/common/choice/bankCodes', () => {
  it('lists banks per country and finds them by name, code or SWIFT code', async () => {
    const tz = (await call<ChoiceBankCode[]>(t, 'POST', '/common/choice/bankCodes', { countryId: 255 })).data;
    expect(tz.length).toBeGreaterThanOrEqual(10);
    expect(tz.every((b) => b.countryId === 255)).toBe(true);
    expect((await call<ChoiceBankCode[]>(t, 'POST', '/common/choice/bankCodes', { countryId: 254, keyword: 'equity' })).data).toEqual([
      { countryId: 254, bankCode: '68', bankName: 'Equity Bank Kenya', swiftCode: 'EQBLKENA' },
    ]);
    expect((await call<ChoiceBankCode[]>(t, 'POST', '/common/choice/bankCodes', { keyword: 'CORUTZ' })).data.map((b) => b.bankName)).toEqual(['CRDB Bank']);
    expect((await call<ChoiceBankCode[]>(t, 'POST', '/common/choice/bankCodes', { countryId: 86 })).data.map((b) => b.bankName)).toContain('中国银行');
    // LIKE wildcards in the keyword match themselves only.
    expect((await call<ChoiceBankCode[]>(t, 'POST', '/common/choice/bankCodes', { keyword: '%' })).data).toEqual([]);
    expect((await call<ChoiceBankCode[]>(t, 'POST', '/common/choice/bankCodes', {})).data.length).toBeGreaterThan(20);
  });
});

describe('offers for orders', () => {
  it('finds one offer in minor units and computes its fee, rounding the percentage up', async () => {
    const stk = await findChannelOffer(t.db, { countryId: 254, scope: 0, channelType: 1, payType: 502, currencyId: 'KES' });
    expect(stk).toMatchObject({ minAmount: 1000n, maxAmount: 25_000_000n, feeRate: '0.01', fixedFee: 0n, manual: false, scale: 2 });
    expect(channelFee(stk!, 150_000n)).toBe(1_500n);
    expect(channelFee(stk!, 150_001n)).toBe(1_501n);
    expect(channelFee({ feeRate: '0.00500001', fixedFee: 30n }, 100n)).toBe(31n);
    expect(channelFee({ feeRate: '0', fixedFee: 3_000n }, 999_999_999_999n)).toBe(3_000n);
    expect(await findChannelOffer(t.db, { countryId: 254, scope: 0, channelType: 0, payType: 7, currencyId: 'KES' })).toBeUndefined();
  });

  it('seeds again without duplicating or undoing an operator edit', async () => {
    await t.db.query("UPDATE channel_offer SET fixed_fee = 2500 WHERE country_id = 254 AND pay_type = 2 AND channel_type = 0");
    const count = async () => (await t.db.query<{ n: string }>('SELECT count(*) AS n FROM channel_offer')).rows[0]!.n;
    const before = await count();
    await seedChannels(t.db);
    expect(await count()).toBe(before);
    const offer = await findChannelOffer(t.db, { countryId: 254, scope: 0, channelType: 0, payType: 2, currencyId: 'KES' });
    expect(offer?.fixedFee).toBe(2500n);
    await t.db.query("UPDATE channel_offer SET fixed_fee = 3000 WHERE country_id = 254 AND pay_type = 2 AND channel_type = 0");
  });
});
