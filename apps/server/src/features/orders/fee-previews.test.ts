/**
 * Every money flow shows its figures before the user confirms: the previews answer what the order
 * then books, to the minor unit, and the ledger moves exactly those figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FundingQuote, FxConvertResult, FxQuote, MerchantOrder, MoneyPreview, Order, SuspenseMoveResult } from '@mizani/sdk/contract';
import { toMinorUnits } from '@mizani/sdk/format';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { approvedMerchant } from '../merchant/test-kit.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, walletBalance, type Call } from './test-kit.ts';

let t: TestApp;
let call: Call;
const clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock } });
  call = caller(t);
  await t.app.ready();
});
afterAll(() => t?.close());

const minor = (decimal: string) => toMinorUnits(decimal, 2);

async function suspenseBalance(userId: number, currencyId = 'KES'): Promise<bigint> {
  const { rows } = await t.db.query<{ balance: string }>(`SELECT balance FROM ledger_account WHERE kind = 'suspense' AND owner_id = $1 AND currency_id = $2`, [
    userId,
    currencyId,
  ]);
  return BigInt(rows[0]?.balance ?? '0');
}

async function expectLedgerSound() {
  expect((await verifyLedger(t.db)).fault).toBeUndefined();
}

/** The order's figures in the preview's words. */
const bookedFigures = (order: Order) => ({
  currencyId: order.currencyId,
  amount: order.payAmount,
  fee: order.netFeeAmount,
  taxFee: order.taxFee,
  totalAmount: order.totalAmount,
  receivedAmount: order.receivedAmount,
});
const previewFigures = ({ currencyId, amount, fee, taxFee, totalAmount, receivedAmount }: MoneyPreview) => ({ currencyId, amount, fee, taxFee, totalAmount, receivedAmount });

describe('top-up and collection previews', () => {
  it('a collection of 10,000 KES shows its fee, duty and the 9,880 credited before anything is booked, then books exactly that', async () => {
    const user = await createTestUser(t.db);
    const body = { scope: 0, payType: 502, currencyId: 'KES', amount: '10000', phone: '722000110' };
    const preview = await call<FundingQuote>(user, '/order/collection/quote', body);
    expect(preview.code).toBe(200);
    expect(preview.data).toEqual({ scope: 0, payType: 502, currencyId: 'KES', amount: '10000.00', fee: '100.00', taxFee: '20.00', totalAmount: '10000.00', receivedAmount: '9880.00' });
    // A preview books nothing.
    const listed = await call<{ total: number }>(user, '/order/list', { pageNum: 1, pageSize: 10 });
    expect(listed.data.total).toBe(0);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(0n);

    const order = await call<Order>(user, '/order/collection/create', { ...body, clientOrderNo: clientOrderNo('col') });
    expect(order.data.status).toBe(1);
    expect(bookedFigures(order.data)).toEqual(previewFigures(preview.data));
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(minor(preview.data.receivedAmount));
    await expectLedgerSound();
  });

  it('a top-up without a fee shows 0 for fee and tax, and credits the whole amount', async () => {
    // A number ending in 0: the sandbox payer accepts the push at once.
    const user = await createTestUser(t.db, { phone: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}0` });
    const body = { scope: 0, payType: 502, currencyId: 'KES', amount: '1500' };
    const preview = await call<FundingQuote>(user, '/order/recharge/quote', body);
    expect(preview.data).toMatchObject({ fee: '0.00', taxFee: '0.00', totalAmount: '1500.00', receivedAmount: '1500.00' });
    const order = await call<Order>(user, '/order/recharge/create', { ...body, clientOrderNo: clientOrderNo('top') });
    expect(bookedFigures(order.data)).toEqual(previewFigures(preview.data));
  });

  it('refuse what the order would refuse, naming the field', async () => {
    const user = await createTestUser(t.db);
    const offChannel = await call(user, '/order/recharge/quote', { scope: 0, payType: 7, currencyId: 'KES', amount: '100' });
    expect(offChannel.code).toBe(-1008);
    const noPhone = await call(user, '/order/collection/quote', { scope: 0, payType: 502, currencyId: 'KES', amount: '100' });
    expect(noPhone.code).toBe(-1015);
    const tooPrecise = await call(user, '/order/recharge/quote', { scope: 0, payType: 503, currencyId: 'KES', amount: '1.001' });
    expect(tooPrecise.code).toBe(-1008);
    expect(tooPrecise.msg).toContain('amount');
  });

  it('need a signed-in caller', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/order/recharge/quote', payload: { scope: 0, payType: 503, currencyId: 'KES', amount: '100' } });
    expect(reply.json()).toMatchObject({ code: -1001 });
  });
});

describe('FX quotes', () => {
  it('show the converted part, the fee and a tax of 0, and the conversion books the same figures', async () => {
    const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock });
    await fundWallet(t.db, user.userId, 0, 'KES', 1_000_000n);
    const quote = await call<FxQuote>(user, '/fx/quote', { fromScope: 0, fromCurrency: 'KES', toScope: 1, toCurrency: 'USD', amount: '1000', fixedSide: 'from' });
    expect(quote.data).toMatchObject({ fromAmount: '1000.00', fee: '0.00', taxFee: '0.00', convertedAmount: '1000.00' });
    const done = await call<FxConvertResult>(user, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    const { conversion } = done.data;
    for (const key of ['fromAmount', 'fee', 'taxFee', 'convertedAmount', 'toAmount', 'rate'] as const) expect(conversion[key]).toBe(quote.data[key]);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(1_000_000n - minor(quote.data.fromAmount));
    expect(await walletBalance(t.db, user.userId, 1, 'USD')).toBe(minor(quote.data.toAmount));
    const listed = await call<{ rows: (typeof conversion)[] }>(user, '/fx/list', { pageNum: 1, pageSize: 5 });
    expect(listed.data.rows[0]).toMatchObject({ taxFee: '0.00', convertedAmount: '1000.00' });
  });
});

describe('suspense move previews', () => {
  async function merchant(): Promise<TestUser> {
    const m = await approvedMerchant(t);
    await fundWallet(t.db, m.user.userId, 0, 'KES', 1_000_000n);
    return m.user;
  }

  it('a top-up and a transfer show a fee and tax of 0, and move exactly the total', async () => {
    const user = await merchant();
    const preview = await call<MoneyPreview>(user, '/user/suspense/quote', { move: 'recharge', currencyId: 'KES', amount: '600' });
    expect(preview.data).toEqual({ currencyId: 'KES', amount: '600.00', fee: '0.00', taxFee: '0.00', totalAmount: '600.00', receivedAmount: '600.00' });
    const moved = await call<SuspenseMoveResult>(user, '/user/suspense/recharge', { currencyId: 'KES', amount: '600', fundPassword: FUND_PASSWORD, clientOrderNo: clientOrderNo() });
    expect(moved.data.amount).toBe(preview.data.amount);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(1_000_000n - minor(preview.data.totalAmount));
    expect(await suspenseBalance(user.userId)).toBe(minor(preview.data.receivedAmount));

    const back = await call<MoneyPreview>(user, '/user/suspense/quote', { move: 'transfer', direction: 'toMain', currencyId: 'KES', amount: '100.50' });
    expect(back.data).toMatchObject({ fee: '0.00', taxFee: '0.00', totalAmount: '100.50', receivedAmount: '100.50' });
    expect(await call(user, '/user/suspense/quote', { move: 'transfer', currencyId: 'KES', amount: '1' })).toMatchObject({ code: -1008, data: { field: 'direction', rule: 'required' } });
  });

  it('a cash-out shows the payout fee and duty on top of the amount, and the payout books and debits exactly them', async () => {
    const user = await merchant();
    await call(user, '/user/suspense/recharge', { currencyId: 'KES', amount: '5000', fundPassword: FUND_PASSWORD, clientOrderNo: clientOrderNo() });
    const before = await suspenseBalance(user.userId);
    const preview = await call<MoneyPreview>(user, '/user/suspense/quote', { move: 'cashOut', currencyId: 'KES', amount: '2000', channel: 2 });
    expect(preview.code).toBe(200);
    expect(minor(preview.data.fee)).toBeGreaterThan(0n);
    expect(minor(preview.data.totalAmount)).toBe(minor(preview.data.amount) + minor(preview.data.fee) + minor(preview.data.taxFee));
    expect(preview.data.receivedAmount).toBe('2000.00');
    const order = await call<MerchantOrder>(user, '/user/suspense/cashOut', {
      currencyId: 'KES',
      amount: '2000',
      channel: 2,
      phone: '712345670',
      fundPassword: FUND_PASSWORD,
      clientOrderNo: clientOrderNo('CO'),
    });
    expect(order.data).toMatchObject({ status: 2, amount: preview.data.amount });
    // The merchant API's order shows the fee with its duty as one figure.
    expect(minor(order.data.fee)).toBe(minor(preview.data.fee) + minor(preview.data.taxFee));
    expect(await suspenseBalance(user.userId)).toBe(before - minor(preview.data.totalAmount));
    expect(await call(user, '/user/suspense/quote', { move: 'cashOut', currencyId: 'KES', amount: '10' })).toMatchObject({ code: -1008, data: { field: 'channel', rule: 'required' } });
    await expectLedgerSound();
  });

  it('is for an account with approved API access only', async () => {
    const user = await createTestUser(t.db);
    expect((await call(user, '/user/suspense/quote', { move: 'recharge', currencyId: 'KES', amount: '1' })).code).toBe(-1105);
  });
});
