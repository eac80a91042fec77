import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency, ExchangeRate, FxConversion, FxConvertResult, FxQuote } from '@mizani/sdk/contract';
import { operations } from '../../ops/operations.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { accountBalance, caller, clientOrderNo, FUND_PASSWORD, fundWallet, walletBalance, type Call } from '../orders/test-kit.ts';
import { rateUnits } from '../../domain/orders/index.ts';
import { ensureRateHistory, walkRates, WALK_BOUND_PPM } from './rates.ts';

let t: TestApp;
let call: Call;
let clock = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock } });
  call = caller(t);
  await t.app.ready();
});
afterAll(() => t?.close());

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A Kenyan user with 10,000.00 KES domestic and 100.00 USD cross-border. */
async function funded(): Promise<TestUser> {
  const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock });
  await fundWallet(t.db, user.userId, 0, 'KES', 1_000_000n);
  await fundWallet(t.db, user.userId, 1, 'USD', 10_000n);
  return user;
}

const kesToUsd = (amount: string, fixedSide: 'from' | 'to' = 'from') => ({
  fromScope: 0,
  fromCurrency: 'KES',
  toScope: 1,
  toCurrency: 'USD',
  amount,
  fixedSide,
});

async function setRate(from: string, to: string, rate: string) {
  return operations['fx/set-rate'].run({ db: t.db, sandbox: true, reviewer: 'ops-cli' }, { from, to, rate });
}

describe('rates', () => {
  it('answers the current rate of every pair from the table, and of one pair', async () => {
    const all = await call<ExchangeRate[]>(await funded(), '/common/exchangeRate/current');
    expect(all.code).toBe(200);
    expect(all.data.length).toBe(20);
    const kes = await call<ExchangeRate[]>(await funded(), '/common/exchangeRate/current', { fromCurrency: 'KES', toCurrency: 'USD' });
    expect(kes.data).toHaveLength(1);
    expect(kes.data[0]).toMatchObject({ fromCurrency: 'KES', toCurrency: 'USD' });
    expect(rateUnits(kes.data[0]!.rate)).toBeGreaterThan(0n);
  });

  it('gives every rate a history at start, a month of it in sandbox mode, once', async () => {
    const user = await funded();
    const history = await call<{ rows: ExchangeRate[]; total: number }>(user, '/common/exchangeRateHistory', {
      pageNum: 1,
      pageSize: 100,
      fromCurrency: 'KES',
      toCurrency: 'USD',
    });
    expect(history.code).toBe(200);
    expect(history.data.total).toBeGreaterThanOrEqual(31);
    const times = history.data.rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await ensureRateHistory(t.db, { sandbox: true, now: clock })).toBe(0);
  });

  it('thins the history to the last rate of each day for a chart', async () => {
    const user = await funded();
    await walkRates(t.db, clock, () => 1_000);
    await walkRates(t.db, new Date(clock.getTime() + 60_000), () => -1_000);
    const page = { pageNum: 1, pageSize: 100, fromCurrency: 'USD', toCurrency: 'KES' };
    const all = await call<{ rows: ExchangeRate[]; total: number }>(user, '/common/exchangeRateHistory', page);
    const daily = await call<{ rows: ExchangeRate[]; total: number }>(user, '/common/exchangeRateHistory', { ...page, bucket: 'day' });
    expect(daily.code).toBe(200);
    expect(daily.data.total).toBeLessThan(all.data.total);
    expect(daily.data.total).toBe(daily.data.rows.length);
    const days = daily.data.rows.map((r) => new Date(new Date(r.createTime).getTime() + 3 * 3_600_000).toISOString().slice(0, 10));
    expect(new Set(days).size).toBe(days.length);
    // Each day's point is its last rate: today's is the rate now.
    const current = await call<ExchangeRate[]>(user, '/common/exchangeRate/current', { fromCurrency: 'USD', toCurrency: 'KES' });
    expect(daily.data.rows[0]?.rate).toBe(current.data[0]?.rate);
    const bad = await call(user, '/common/exchangeRateHistory', { ...page, bucket: 'week' });
    expect(bad.code).toBe(-1008);
  });

  it('refuses a pair without a rate with -1016, in rates, history and quotes', async () => {
    await t.db.query(`INSERT INTO currency (id, name, symbol, scale) VALUES ('EUR', 'Euro', '€', 2) ON CONFLICT DO NOTHING`);
    const user = await funded();
    const current = await call(user, '/common/exchangeRate/current', { fromCurrency: 'KES', toCurrency: 'EUR' });
    expect(current.code).toBe(-1016);
    expect(current.msg).toBe('Currency exchange rate not configured');
    const history = await call(user, '/common/exchangeRateHistory', { pageNum: 1, pageSize: 10, fromCurrency: 'EUR', toCurrency: 'KES' });
    expect(history.code).toBe(-1016);
    const quote = await call(user, '/fx/quote', { ...kesToUsd('100'), toCurrency: 'EUR' });
    expect(quote.code).toBe(-1016);
    const unknown = await call(user, '/fx/quote', { ...kesToUsd('100'), toCurrency: 'XYZ' });
    expect(unknown.code).toBe(-1021);
  });

  it("lists a country's currency first, then what it converts into; an unknown country is -1012", async () => {
    const user = await funded();
    const kenya = await call<Currency[]>(user, '/common/currencyByCountryId/254');
    expect(kenya.data[0]?.id).toBe('KES');
    expect(kenya.data.map((c) => c.id)).toEqual(expect.arrayContaining(['USD', 'TZS', 'CNY', 'UGX']));
    expect((await call(user, '/common/currencyByCountryId/999')).code).toBe(-1012);
  });

  it('lets the operator set a rate, recorded in the history', async () => {
    const set = await setRate('tzs', 'kes', '0.0527');
    expect(set).toMatchObject({ fromCurrency: 'TZS', toCurrency: 'KES', rate: '0.0527' });
    const { rows } = await t.db.query<{ rate: string; source: string }>(
      `SELECT rate, source FROM exchange_rate_history WHERE base = 'TZS' AND quote = 'KES' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ source: 'operator' });
    expect(rateUnits(rows[0]!.rate)).toBe(rateUnits('0.0527'));
    await expect(setRate('TZS', 'KES', '0')).rejects.toMatchObject({ code: -1008 });
  });

  it('walks the sandbox rates in small bounded steps, a pair and its reverse in opposite directions', async () => {
    const before = new Map((await t.db.query<{ base: string; quote: string; rate: string }>('SELECT base, quote, rate FROM exchange_rate')).rows.map((r) => [`${r.base}/${r.quote}`, rateUnits(r.rate)]));
    const historyBefore = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM exchange_rate_history')).rows[0]!.n);
    // Always up: the bound must turn the walk around before it leaves 5 %.
    for (let i = 0; i < 40; i += 1) await walkRates(t.db, clock, () => 2_000);
    const after = new Map((await t.db.query<{ base: string; quote: string; rate: string }>('SELECT base, quote, rate FROM exchange_rate')).rows.map((r) => [`${r.base}/${r.quote}`, rateUnits(r.rate)]));
    const kesUsd = after.get('KES/USD')!;
    const start = before.get('KES/USD')!;
    expect(kesUsd).not.toBe(start);
    const bound = (start * BigInt(WALK_BOUND_PPM)) / 1_000_000n;
    expect(kesUsd <= start + bound + 1n && kesUsd >= start - bound - 1n).toBe(true);
    // The reverse moved the other way.
    expect((after.get('KES/USD')! > start) === (after.get('USD/KES')! < before.get('USD/KES')!)).toBe(true);
    const historyAfter = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM exchange_rate_history')).rows[0]!.n);
    expect(historyAfter - historyBefore).toBe(40 * 20);
  });
});

describe('quotes', () => {
  it('rounds in favour of the house whichever side is fixed', async () => {
    await setRate('KES', 'USD', '0.00771');
    const user = await funded();
    const give = await call<FxQuote>(user, '/fx/quote', kesToUsd('1000.99'));
    expect(give.code).toBe(200);
    // 100099 cents x 0.00771 = 771.76329 cents: the user gets 771.
    expect(give.data).toMatchObject({ fromAmount: '1000.99', toAmount: '7.71', rate: '0.00771', fee: '0.00', fixedSide: 'from' });
    const get = await call<FxQuote>(user, '/fx/quote', kesToUsd('7.72', 'to'));
    // 772 / 0.00771 = 100129.70 cents: the user pays 100130.
    expect(get.data).toMatchObject({ fromAmount: '1001.30', toAmount: '7.72', fixedSide: 'to' });
    expect(new Date(get.data.expireTime).getTime() - clock.getTime()).toBe(30_000);
  });

  it('refuses an amount too small to buy anything, and too many decimals', async () => {
    const user = await funded();
    expect((await call(user, '/fx/quote', kesToUsd('0.01'))).code).toBe(-1008);
    expect((await call(user, '/fx/quote', kesToUsd('1.001'))).code).toBe(-1008);
    expect((await call(user, '/fx/quote', { ...kesToUsd('10'), toCurrency: 'KES' })).code).toBe(-1008);
  });
});

async function quoteAndConvert(user: TestUser, body = kesToUsd('1000'), extra: Record<string, unknown> = {}) {
  const quote = await call<FxQuote>(user, '/fx/quote', body);
  expect(quote.code).toBe(200);
  const converted = await call<FxConvertResult>(user, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD, ...extra });
  return { quote: quote.data, converted };
}

describe('convert', () => {
  it('moves both wallets at the quoted rate in one posting that balances per currency', async () => {
    await setRate('KES', 'USD', '0.00771');
    const user = await funded();
    const liquidityKes = await accountBalance(t.db, 'fx_liquidity:KES');
    const liquidityUsd = await accountBalance(t.db, 'fx_liquidity:USD');
    const { converted } = await quoteAndConvert(user);
    expect(converted.code).toBe(200);
    expect(converted.data).toMatchObject({ fromBalance: '9000.00', toBalance: '107.71' });
    expect(converted.data.conversion).toMatchObject({ fromAmount: '1000.00', toAmount: '7.71', rate: '0.00771', fromCurrency: 'KES', toCurrency: 'USD' });
    expect(converted.data.conversion.sn).toMatch(/^FX\d{18}$/);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(900_000n);
    expect(await walletBalance(t.db, user.userId, 1, 'USD')).toBe(10_771n);
    expect((await accountBalance(t.db, 'fx_liquidity:KES')) - liquidityKes).toBe(100_000n);
    expect((await accountBalance(t.db, 'fx_liquidity:USD')) - liquidityUsd).toBe(-771n);
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT count(DISTINCT p.id) AS n FROM ledger_posting p WHERE p.order_sn = $1 AND p.kind = 'fx_convert'`,
      [converted.data.conversion.sn],
    );
    expect(rows[0]?.n).toBe('1');
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('holds the quoted rate for 30 seconds, then asks for a new quote (-1029)', async () => {
    const user = await funded();
    const quote = await call<FxQuote>(user, '/fx/quote', kesToUsd('100'));
    await setRate('KES', 'USD', '0.00700');
    tick(29_000);
    const held = await call<FxConvertResult>(user, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    expect(held.code).toBe(200);
    expect(held.data.conversion.rate).toBe(quote.data.rate);

    const late = await call<FxQuote>(user, '/fx/quote', kesToUsd('100'));
    tick(30_000);
    const expired = await call(user, '/fx/convert', { quoteId: late.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    expect(expired.code).toBe(-1029);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(1_000_000n - 10_000n);
    await setRate('KES', 'USD', '0.00771');
  });

  it('confirms a quote once, and not for another account', async () => {
    const user = await funded();
    const other = await funded();
    const quote = await call<FxQuote>(user, '/fx/quote', kesToUsd('10'));
    const foreign = await call(other, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    expect(foreign.code).toBe(-1029);
    const first = await call(user, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    expect(first.code).toBe(200);
    const again = await call(user, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    expect(again.code).toBe(-1029);
  });

  it('refuses the same client number with -1059 naming the conversion, and converts once', async () => {
    const user = await funded();
    const number = clientOrderNo('fx');
    const { converted } = await quoteAndConvert(user, kesToUsd('100'), { clientOrderNo: number });
    expect(converted.code).toBe(200);
    const { converted: twice } = await quoteAndConvert(user, kesToUsd('100'), { clientOrderNo: number });
    expect(twice.code).toBe(-1059);
    expect(twice.data).toEqual({ sn: converted.data.conversion.sn });
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(990_000n);

    // Two submissions racing with one number and one quote: one conversion.
    const quote = await call<FxQuote>(user, '/fx/quote', kesToUsd('100'));
    const raced = clientOrderNo('fx');
    const body = { quoteId: quote.data.quoteId, clientOrderNo: raced, fundPassword: FUND_PASSWORD };
    const replies = await Promise.all([call(user, '/fx/convert', body), call(user, '/fx/convert', body)]);
    expect(replies.map((r) => r.code).sort()).toEqual([-1059, 200]);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(980_000n);
  });

  it('needs the fund password: -1022 none set, -1023 wrong, -1028 after five wrong', async () => {
    const none = await createTestUser(t.db, { now: clock });
    await fundWallet(t.db, none.userId, 0, 'KES', 100_000n);
    const { converted: notSet } = await quoteAndConvert(none, kesToUsd('10'), { fundPassword: '123456' });
    expect(notSet.code).toBe(-1022);

    const user = await funded();
    for (let i = 0; i < 4; i += 1) {
      const { converted } = await quoteAndConvert(user, kesToUsd('10'), { fundPassword: '000000' });
      expect(converted.code).toBe(-1023);
    }
    const { converted: fifth } = await quoteAndConvert(user, kesToUsd('10'), { fundPassword: '000000' });
    expect(fifth.code).toBe(-1023);
    const { converted: locked } = await quoteAndConvert(user, kesToUsd('10'));
    expect(locked.code).toBe(-1028);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(1_000_000n);
  });

  it('refuses more than the wallet holds: -1013 from a domestic wallet, -1014 from a cross-border one', async () => {
    const user = await funded();
    const { converted: domestic } = await quoteAndConvert(user, kesToUsd('10000.01'));
    expect(domestic.code).toBe(-1013);
    const { converted: crossBorder } = await quoteAndConvert(user, { fromScope: 1, fromCurrency: 'USD', toScope: 0, toCurrency: 'KES', amount: '100.01', fixedSide: 'from' });
    expect(crossBorder.code).toBe(-1014);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(1_000_000n);
    expect(await walletBalance(t.db, user.userId, 1, 'USD')).toBe(10_000n);
    // The refused number was never used: it can be used again.
    const { rows } = await t.db.query('SELECT 1 FROM fx_conversion WHERE user_id = $1', [user.userId]);
    expect(rows).toHaveLength(0);
  });

  it("lets staff with FXConvert convert on the main account's wallets, and refuses staff without it", async () => {
    const main = await funded();
    const staff = await createTestUser(t.db, { parentId: main.userId, phone: null, fundPassword: FUND_PASSWORD, permissions: ['FXConvert'], now: clock });
    const { converted } = await quoteAndConvert(staff, kesToUsd('100'));
    expect(converted.code).toBe(200);
    expect(await walletBalance(t.db, main.userId, 0, 'KES')).toBe(990_000n);
    expect((await call(staff, '/fx/list', { pageNum: 1, pageSize: 10 })).code).toBe(1000);
    const viewer = await createTestUser(t.db, { parentId: main.userId, phone: null, permissions: ['FXHistory'], now: clock });
    expect((await call(viewer, '/fx/quote', kesToUsd('100'))).code).toBe(1000);
    const list = await call<{ rows: FxConversion[]; total: number }>(viewer, '/fx/list', { pageNum: 1, pageSize: 10 });
    expect(list.data.rows.map((r) => r.sn)).toEqual([converted.data.conversion.sn]);
  });

  it('records the conversion in the operation log', async () => {
    const user = await funded();
    const { converted } = await quoteAndConvert(user, kesToUsd('50'));
    const { rows } = await t.db.query<{ detail: string }>(`SELECT detail FROM user_log WHERE user_id = $1 AND operation = 'fxConvert'`, [user.userId]);
    expect(rows[0]?.detail).toContain(converted.data.conversion.sn);
  });
});

describe('list and export', () => {
  it("lists the account's conversions newest first with pair, date and paging filters, and exports them", async () => {
    const user = await funded();
    const first = await quoteAndConvert(user, kesToUsd('100'));
    tick(60_000);
    const second = await quoteAndConvert(user, { fromScope: 1, fromCurrency: 'USD', toScope: 0, toCurrency: 'KES', amount: '1', fixedSide: 'from' });
    tick(60_000);
    const list = await call<{ rows: FxConversion[]; total: number }>(user, '/fx/list', { pageNum: 1, pageSize: 1 });
    expect(list.data.total).toBe(2);
    expect(list.data.rows[0]?.sn).toBe(second.converted.data.conversion.sn);
    const page2 = await call<{ rows: FxConversion[]; total: number }>(user, '/fx/list', { pageNum: 2, pageSize: 1 });
    expect(page2.data.rows[0]?.sn).toBe(first.converted.data.conversion.sn);
    const pair = await call<{ rows: FxConversion[]; total: number }>(user, '/fx/list', { pageNum: 1, pageSize: 10, fromCurrency: 'KES', toCurrency: 'USD' });
    expect(pair.data.rows.map((r) => r.sn)).toEqual([first.converted.data.conversion.sn]);
    const dated = await call<{ rows: FxConversion[]; total: number }>(user, '/fx/list', {
      pageNum: 1,
      pageSize: 10,
      beginTime: new Date(clock.getTime() - 90_000).toISOString(),
    });
    expect(dated.data.rows.map((r) => r.sn)).toEqual([second.converted.data.conversion.sn]);
    const others = await call<{ rows: FxConversion[]; total: number }>(await funded(), '/fx/list', { pageNum: 1, pageSize: 10 });
    expect(others.data.total).toBe(0);

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/fx/export',
      payload: 'fromCurrency=KES',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('sn,clientOrderNo,createTime,fromScope,fromCurrency,fromAmount,fee,toScope,toCurrency,toAmount,rate,fixedSide');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(first.converted.data.conversion.sn);
  });
});
