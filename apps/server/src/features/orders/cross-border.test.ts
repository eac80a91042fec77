import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Payee, Quote } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { convertDown, convertUpInverse, rateText, rateUnits } from '../../domain/orders/rates.ts';
import { accountBalance, addPayee, caller, chinesePayee, clientOrderNo, FUND_PASSWORD, fundWallet, settlementAccount, uploadOrderFile, walletBalance, type Call } from './test-kit.ts';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t?.close());

interface Sender {
  user: TestUser;
  payee: Payee;
  exchangeFile: string;
  detailFile: string;
}

/** A Kenyan user with 5,000.00 USD cross-border, a Chinese bank recipient, and the two documents. */
async function sender(bankNo?: string): Promise<Sender> {
  const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
  await fundWallet(t.db, user.userId, 1, 'USD', 500_000n);
  const payee = await addPayee(t, user, chinesePayee(bankNo));
  return { user, payee, exchangeFile: await uploadOrderFile(t, user), detailFile: await uploadOrderFile(t, user) };
}

function declarations(s: Sender, overrides: Record<string, unknown> = {}) {
  return {
    sourceOfFunds: 'BUSINESS RETURNS',
    fundsPurpose: 'Payment for goods',
    transactionReason: 'Invoice 2025-118',
    senderAddress: 'Moi Avenue 12, Nairobi',
    exchangeFile: s.exchangeFile,
    detailFile: s.detailFile,
    tradeType: '4',
    settlementAccount: settlementAccount(),
    ...overrides,
  };
}

async function quote(s: Sender, amount = '1000', overrides: Record<string, unknown> = {}) {
  return call<Quote>(s.user, '/order/mrp/quote', { currencyId: 'USD', toCurrencyId: 'CNY', amount, payeeId: s.payee.id, ...overrides });
}

async function send(s: Sender, amount = '1000', overrides: Record<string, unknown> = {}) {
  const q = await quote(s, amount);
  expect(q.code).toBe(200);
  const order = await call<Order>(s.user, '/order/mrp/create', {
    quoteId: q.data.quoteId,
    clientOrderNo: clientOrderNo('mrp'),
    fundPassword: FUND_PASSWORD,
    ...declarations(s, overrides),
  });
  return { quote: q.data, order };
}

async function usdCnyRate(): Promise<bigint> {
  const { rows } = await t.db.query<{ rate: string }>("SELECT rate FROM exchange_rate WHERE base = 'USD' AND quote = 'CNY'");
  return rateUnits(rows[0]!.rate);
}

const usd = { id: 'USD', scale: 2 };
const cny = { id: 'CNY', scale: 2 };

describe('cross-border send', () => {
  it('converts at the quoted rate, rounding the recipient’s amount down, and pays out', async () => {
    const s = await sender();
    const rate = await usdCnyRate();
    const { quote: q, order } = await send(s, '1000.01');
    const toAmount = convertDown(100_001n, rate, usd, cny);
    expect(q).toMatchObject({
      scope: 1,
      payType: 401,
      currencyId: 'USD',
      amount: '1000.01',
      rate: rateText(rate),
      toCurrencyId: 'CNY',
      toAmount: (Number(toAmount) / 100).toFixed(2),
      receivedAmount: (Number(toAmount) / 100).toFixed(2),
      // 0.5% of 1000.01 USD, rounded up to the cent; no duty on US dollar fees.
      fee: '5.01',
      taxFee: '0.00',
      totalAmount: '1005.02',
      oppoAccountName: '李伟',
      oppoBankName: '中国工商银行',
    });
    expect(order.code).toBe(200);
    expect(order.data).toMatchObject({
      status: 1,
      scope: 1,
      approvalStatus: 'SUCCESS',
      remitStatus: 'REMIT_SUCCESS',
      sourceOfFunds: 'BUSINESS RETURNS',
      fundsPurpose: 'Payment for goods',
      transactionReason: 'Invoice 2025-118',
      senderAddress: 'Moi Avenue 12, Nairobi',
      exchangeFile: s.exchangeFile,
      detailFile: s.detailFile,
      tradeType: '4',
      rate: rateText(rate),
      toCurrencyId: 'CNY',
    });
    expect(await walletBalance(t.db, s.user.userId, 1, 'USD')).toBe(500_000n - 100_502n);
    const report = await verifyLedger(t.db);
    expect(report.ok).toBe(true);
  });

  it('passes every leg through the liquidity account of its own currency', async () => {
    const s = await sender();
    const before = { usd: await accountBalance(t.db, 'fx_liquidity:USD'), cny: await accountBalance(t.db, 'fx_liquidity:CNY'), clearing: await accountBalance(t.db, 'rail_clearing:401:CNY') };
    const { order } = await send(s, '200');
    const toMinor = BigInt(order.data.toAmount!.replace('.', ''));
    expect(await accountBalance(t.db, 'fx_liquidity:USD')).toBe(before.usd + 20_000n);
    expect(await accountBalance(t.db, 'fx_liquidity:CNY')).toBe(before.cny - toMinor);
    expect(await accountBalance(t.db, 'rail_clearing:401:CNY')).toBe(before.clearing + toMinor);
    const { rows } = await t.db.query<{ currency_id: string; total: string }>(
      `SELECT e.currency_id, sum(e.amount) AS total FROM ledger_entry e JOIN ledger_posting p ON p.id = e.posting_id
       WHERE p.order_sn = $1 GROUP BY e.currency_id ORDER BY e.currency_id`,
      [order.data.sn],
    );
    expect(rows).toEqual([
      { currency_id: 'CNY', total: '0' },
      { currency_id: 'USD', total: '0' },
    ]);
  });

  it('holds the quoted rate until the quote expires: a market move meanwhile neither refuses nor re-prices it', async () => {
    const s = await sender();
    const before = await usdCnyRate();
    const q = await quote(s, '1000');
    expect(q.data.rate).toBe(rateText(before));
    // The market moves 1 % between the quote and its confirmation (the sandbox walk, an operator).
    await t.db.query("UPDATE exchange_rate SET rate = $1 WHERE base = 'USD' AND quote = 'CNY'", [rateText((before * 101n) / 100n)]);
    try {
      const order = await call<Order>(s.user, '/order/mrp/create', { quoteId: q.data.quoteId, clientOrderNo: clientOrderNo('held'), fundPassword: FUND_PASSWORD, ...declarations(s) });
      expect(order.code).toBe(200);
      expect(order.data).toMatchObject({ rate: q.data.rate, toAmount: q.data.toAmount, payAmount: q.data.amount });
      expect(await walletBalance(t.db, s.user.userId, 1, 'USD')).toBe(500_000n - BigInt(q.data.totalAmount.replace('.', '')));
      // A new quote is at the new rate.
      expect((await quote(s, '1000')).data.rate).toBe(rateText((before * 101n) / 100n));
    } finally {
      await t.db.query("UPDATE exchange_rate SET rate = $1 WHERE base = 'USD' AND quote = 'CNY'", [rateText(before)]);
    }
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('returns everything when the bank refuses, and says so in the cross-border statuses', async () => {
    // An account ending in 8: the bank returns the payment a few seconds later.
    const s = await sender('6222020012345678');
    const { order } = await send(s, '300');
    await t.app.money.runDueRailEvents(new Date(Date.now() + 60_000));
    const settled = await call<Order>(s.user, `/order/detail/${order.data.sn}`);
    expect(settled.data).toMatchObject({ status: 2, approvalStatus: 'FAIL', remitStatus: 'RETURNED' });
    expect(await walletBalance(t.db, s.user.userId, 1, 'USD')).toBe(500_000n);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('shows DEAL while the bank has not answered', async () => {
    const s = await sender('6222020012345679');
    const { order } = await send(s, '300');
    expect(order.data).toMatchObject({ status: 0, approvalStatus: 'DEAL', remitStatus: 'REMIT_DEAL' });
  });

  it('needs the declarations of spec section 5', async () => {
    const s = await sender();
    const create = async (overrides: Record<string, unknown>, drop?: string) => {
      const q = await quote(s, '100');
      const body: Record<string, unknown> = { quoteId: q.data.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD, ...declarations(s, overrides) };
      if (drop) delete body[drop];
      return call(s.user, '/order/mrp/create', body);
    };
    for (const field of ['sourceOfFunds', 'fundsPurpose', 'senderAddress', 'exchangeFile', 'detailFile']) {
      const reply = await create({}, field);
      expect({ field, code: reply.code, msg: reply.msg }).toEqual({ field, code: -1008, msg: `Parameter error: ${field} is required` });
    }
    expect((await create({ fundsPurpose: '   ' })).msg).toBe('Parameter error: fundsPurpose is required');
    expect((await create({ sourceOfFunds: 'LOTTERY' })).code).toBe(-1008);
    const stranger = await createTestUser(t.db);
    const theirFile = await uploadOrderFile(t, stranger);
    expect((await create({ exchangeFile: theirFile })).msg).toBe('Parameter error: exchangeFile is not a file you uploaded');
    expect((await create({ tradeType: '5' })).msg).toBe('Parameter error: contractWorker is required for a salary payment (tradeType 5)');
    expect((await create({ tradeType: '5', contractWorker: 999_999 })).msg).toBe('Parameter error: contractWorker does not exist');
    expect(await walletBalance(t.db, s.user.userId, 1, 'USD')).toBe(500_000n);
  });

  it('needs the exchange settlement account for a CNY Account channel, stores it and shows it on the order', async () => {
    const s = await sender();
    const create = async (overrides: Record<string, unknown>, drop?: string) => {
      const q = await quote(s, '100');
      const body: Record<string, unknown> = { quoteId: q.data.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD, ...declarations(s, overrides) };
      if (drop) delete body[drop];
      return call<Order>(s.user, '/order/mrp/create', body);
    };
    expect((await create({}, 'settlementAccount')).msg).toBe('Parameter error: settlementAccount is required for channel 401');
    expect((await create({ settlementAccount: settlementAccount({ city: '  ' }) })).msg).toBe('Parameter error: settlementAccount.city is required');
    expect((await create({ settlementAccount: settlementAccount({ lineNumber: '10210000007' }) })).code).toBe(-1008);
    expect((await create({ settlementAccount: settlementAccount({ brankBankName: 'Wangfujing branch' }) })).msg).toBe(
      'Parameter error: settlementAccount.brankBankName must be written in Chinese',
    );
    const { lineNumber: _lineNumber, ...withoutLine } = settlementAccount();
    expect((await create({ settlementAccount: withoutLine })).code).toBe(-1008);
    expect(await walletBalance(t.db, s.user.userId, 1, 'USD')).toBe(500_000n);

    const order = await create({ settlementAccount: settlementAccount({ accountName: ' 李伟 ', brankBankName: '北京王府井支行 ' }) });
    expect(order.code).toBe(200);
    expect(order.data.settlementAccount).toEqual(settlementAccount());
    const detail = await call<Order>(s.user, `/order/detail/${order.data.sn}`, {});
    expect(detail.data.settlementAccount).toEqual(settlementAccount());
  });

  it('pays a salary for a contract worker of the account', async () => {
    const s = await sender();
    const file = () => uploadOrderFile(t, s.user);
    const worker = await call<{ id: number }>(s.user, '/user/ContractWorker/handle', {
      name: 'Wang Fang',
      idNo: '110101199003074518',
      payeeRelation: 5,
      payeeIdCardNo: '110101199003074518',
      workArea: 'Nairobi',
      workAddress: 'Industrial Area, Nairobi',
      residenceFile: await file(),
      contractFile: await file(),
      incomeProofFile: await file(),
      relationFile: await file(),
    });
    expect(worker.code).toBe(200);
    const { order } = await send(s, '150', { tradeType: '5', contractWorker: worker.data.id });
    expect(order.data).toMatchObject({ status: 1, tradeType: '5', contractWorker: worker.data.id });
  });

  it('refuses what cannot be sent: -1014, -1016, -1017, -1020, -1021', async () => {
    const s = await sender();
    const tooMuch = await send(s, '4990');
    expect(tooMuch.order).toMatchObject({ code: -1014, msg: 'Insufficient asset balance' });
    expect((await quote(s, '10', { payeeId: 999_999 })).code).toBe(-1017);
    expect((await quote(s, '10', { toCurrencyId: 'XYZ' })).code).toBe(-1020);
    expect((await quote(s, '10', { currencyId: 'XYZ' })).code).toBe(-1021);
    // The recipient is paid in CNY, not in another currency.
    expect((await quote(s, '10', { toCurrencyId: 'USD' })).code).toBe(-1008);
    // Paid from the cross-border KES wallet: without a KES->CNY rate nothing can be quoted.
    const { rows } = await t.db.query<{ rate: string; updated_at: Date }>("SELECT rate, updated_at FROM exchange_rate WHERE base = 'KES' AND quote = 'CNY'");
    await t.db.query("DELETE FROM exchange_rate WHERE base = 'KES' AND quote = 'CNY'");
    try {
      const noRate = await quote(s, '1000', { currencyId: 'KES' });
      expect(noRate).toMatchObject({ code: -1016, msg: 'Currency exchange rate not configured' });
    } finally {
      await t.db.query("INSERT INTO exchange_rate (base, quote, rate, updated_at) VALUES ('KES', 'CNY', $1, $2)", [rows[0]!.rate, rows[0]!.updated_at]);
    }
  });

  it('keeps domestic and cross-border recipients apart', async () => {
    const s = await sender();
    const domestic = await addPayee(t, s.user, { countryId: 255, payType: 7, currencyId: 'TZS', name: 'Neema', phone: '754123450' });
    expect((await quote(s, '10', { payeeId: domestic.id, toCurrencyId: 'TZS' })).msg).toMatch(/domestic recipient/);
    const reply = await call(s.user, '/order/psp/quote', { payType: 401, currencyId: 'CNY', amount: '100', payeeId: s.payee.id });
    expect(reply.code).toBe(-1008);
  });
});

describe('conversion arithmetic', () => {
  it('never creates or loses a minor unit: rounding down to the recipient, up on fixed fees', () => {
    const scales = [0, 2];
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom(...scales),
        fc.constantFrom(...scales),
        (amount, units, fromScale, toScale) => {
          const from = { id: 'AAA', scale: fromScale };
          const to = { id: 'BBB', scale: toScale };
          const out = convertDown(amount, units, from, to);
          // exact value = amount * units * 10^toScale / (10^8 * 10^fromScale); out is its floor.
          const numerator = amount * units * 10n ** BigInt(toScale);
          const denominator = 10n ** 8n * 10n ** BigInt(fromScale);
          expect(out * denominator <= numerator).toBe(true);
          expect((out + 1n) * denominator > numerator).toBe(true);
          const back = convertUpInverse(out, units, from, to);
          // Paying `out` takes at most what was given, and no less than what it is worth.
          expect(back <= amount).toBe(true);
          expect(back * units * 10n ** BigInt(toScale) >= out * denominator).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
