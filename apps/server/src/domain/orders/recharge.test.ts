import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type FundingQuote, type Order } from '@mizani/sdk/contract';
import { fromMinorUnits, toMinorUnits } from '@mizani/sdk/format';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { operations } from '../../ops/operations.ts';
import { setAutoApprove } from '../kyc/settings.ts';
import { verifyLedger } from '../ledger/index.ts';
import { accountBalance, caller, clientOrderNo, FUND_PASSWORD, fundWallet, uploadOrderFile, walletBalance, type Call } from '../../features/orders/test-kit.ts';

let t: TestApp;
let call: Call;
const clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock } });
  call = caller(t);
});
afterAll(() => t?.close());

const opsContext = () => ({ db: t.db, sandbox: true, reviewer: 'ops-api' as const });
const later = () => new Date(clock.getTime() + 6_000);

/** A Kenyan user whose own M-Pesa number ends in `lastDigit` (the sandbox outcome of pushes to it). */
function kenyan(lastDigit = 0): Promise<TestUser> {
  return createTestUser(t.db, { phone: `7${String(randomInt(10_000_000)).padStart(7, '0')}${lastDigit}` });
}

const topUp = (user: TestUser, body: Record<string, unknown>) =>
  call<Order>(user, '/order/recharge/create', { scope: 0, currencyId: 'KES', amount: '1000', clientOrderNo: clientOrderNo('top'), ...body });
const collect = (user: TestUser, body: Record<string, unknown>) =>
  call<Order>(user, '/order/collection/create', { scope: 0, currencyId: 'KES', amount: '1000', clientOrderNo: clientOrderNo('col'), ...body });
const detail = async (user: TestUser, sn: string) => (await call<Order>(user, `/order/detail/${sn}`)).data;

async function expectLedgerSound() {
  const report = await verifyLedger(t.db);
  expect(report.fault).toBeUndefined();
}

describe('manual top-ups (bank, cash, offline)', () => {
  it('wait for the operator with nothing moved, then credit the wallet when approved', async () => {
    const user = await kenyan();
    const slip = await uploadOrderFile(t, user);
    const order = await topUp(user, { payType: 503, amount: '25000', proofFile: slip });
    expect(order.data).toMatchObject({ status: -2, type: -1, flow: 'topup', auditStatus: 0, proofFile: slip, cancellable: true, receivedAmount: '25000.00' });
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(0n);

    const approved = await operations['order/approve'].run(opsContext(), { sn: order.data.sn });
    expect(approved).toMatchObject({ status: 1, auditStatus: 1 });
    expect(approved.auditTime).not.toBeNull();
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(2_500_000n);
    await expect(operations['order/approve'].run(opsContext(), { sn: order.data.sn })).rejects.toMatchObject({ code: -1019 });
    await expect(operations['order/resolve'].run(opsContext(), { sn: order.data.sn, decision: 'pass' })).rejects.toMatchObject({ code: -1019 });
    await expectLedgerSound();
  });

  it('can be rejected by the operator with a reason', async () => {
    const user = await kenyan();
    const order = await topUp(user, { payType: 504, amount: '3000' });
    const rejected = await operations['order/reject'].run(opsContext(), { sn: order.data.sn, reason: 'No cash was paid in' });
    expect(rejected).toMatchObject({ status: 2, auditStatus: 2, rejectReason: 'No cash was paid in' });
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(0n);
  });

  it('can be cancelled by the user while waiting, for good', async () => {
    const user = await kenyan();
    const order = await topUp(user, { payType: 503, amount: '500' });
    const cancelled = await call<Order>(user, `/order/cancel/${order.data.sn}`);
    expect(cancelled.data).toMatchObject({ status: 3, cancellable: false });
    await expect(operations['order/approve'].run(opsContext(), { sn: order.data.sn })).rejects.toMatchObject({ code: -1019 });
    expect((await call(user, `/order/cancel/${order.data.sn}`)).code).toBe(-1019);
  });

  it('are approved at once while sandbox auto-approve is on', async () => {
    const user = await kenyan();
    await setAutoApprove(t.db, true);
    try {
      const order = await topUp(user, { payType: 503, amount: '700' });
      expect(order.data).toMatchObject({ status: 1, auditStatus: 1 });
      expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(70_000n);
    } finally {
      await setAutoApprove(t.db, false);
    }
  });

  it('top up the cross-border wallet too', async () => {
    const user = await kenyan();
    const order = await topUp(user, { scope: 1, payType: 503, currencyId: 'USD', amount: '120.50' });
    expect(order.data).toMatchObject({ status: -2, scope: 1 });
    await operations['order/approve'].run(opsContext(), { sn: order.data.sn });
    expect(await walletBalance(t.db, user.userId, 1, 'USD')).toBe(12_050n);
    expect(await walletBalance(t.db, user.userId, 0, 'USD')).toBe(0n);
  });

  it('keep the bank transfer reference apart from the narrative, for bank transfers only', async () => {
    const user = await kenyan();
    const order = await topUp(user, { payType: 503, amount: '800', transferReference: ' FT26325ABC12 ', remark: 'rent' });
    expect(order.code).toBe(200);
    expect(await detail(user, order.data.sn)).toMatchObject({ transferReference: 'FT26325ABC12', transactionNarrative: 'rent' });
    expect((await topUp(user, { payType: 503, amount: '800' })).data.transferReference).toBeNull();
    expect(await topUp(user, { payType: 502, transferReference: 'FT26325ABC12' })).toMatchObject({
      msg: 'Parameter error: transferReference is only for top-ups by bank transfer (400, 401, 503)',
      data: { field: 'transferReference', rule: 'notAllowed' },
    });
    expect((await topUp(user, { payType: 503, transferReference: '=cmd|x' })).code).toBe(-1008);
  });

  it('check what they are given', async () => {
    const user = await kenyan();
    const stranger = await kenyan();
    expect((await topUp(user, { payType: 503, proofFile: await uploadOrderFile(t, stranger) })).msg).toBe('Parameter error: proofFile is not a file you uploaded');
    expect((await topUp(user, { payType: 503, amount: '99.99' })).msg).toMatch(/below the minimum of 100.00 KES/);
    expect((await topUp(user, { payType: 300 })).msg).toMatch(/not offered for top-up in KES/);
    expect((await topUp(user, { payType: 503, currencyId: 'XYZ' })).code).toBe(-1021);
    const number = clientOrderNo();
    const first = await topUp(user, { payType: 503, clientOrderNo: number });
    expect(await topUp(user, { payType: 503, clientOrderNo: number })).toEqual({
      code: -1059,
      msg: 'Duplicate request: the same order number was detected within 5 minutes',
      data: { sn: first.data.sn },
    });
  });
});

describe('M-Pesa STK push top-ups', () => {
  it('credit the wallet at once when the payer accepts (the user’s own phone by default)', async () => {
    const user = await kenyan(0);
    const order = await topUp(user, { payType: 502, amount: '1500' });
    expect(order.data).toMatchObject({ status: 1, phone: user.phone, receivedAmount: '1500.00' });
    expect(order.data.externalTxId).toMatch(/^STK/);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(150_000n);
    await expectLedgerSound();
  });

  it('end REJECT with nothing credited when the payer declines', async () => {
    const user = await kenyan();
    const order = await topUp(user, { payType: 502, phone: '712345676' });
    expect(order.data.status).toBe(2);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(0n);
  });

  it('wait in PAY_PENDING for a late answer, success or failure', async () => {
    const user = await kenyan();
    const paid = await topUp(user, { payType: 502, phone: '712345677' });
    const declined = await topUp(user, { payType: 502, phone: '712345678', amount: '200' });
    expect([paid.data.status, declined.data.status]).toEqual([-1, -1]);
    expect(paid.data.cancellable).toBe(true);
    await t.app.money.runDueRailEvents(later());
    expect((await detail(user, paid.data.sn)).status).toBe(1);
    expect((await detail(user, declined.data.sn)).status).toBe(2);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(100_000n);
  });

  it('leave a never-answered push to the operator', async () => {
    const user = await kenyan();
    const order = await topUp(user, { payType: 502, phone: '712345679' });
    await t.app.money.runDueRailEvents(new Date(clock.getTime() + 3_600_000));
    expect((await call<Order>(user, `/order/status/${order.data.sn}`)).data.status).toBe(-1);
    await operations['order/resolve'].run(opsContext(), { sn: order.data.sn, decision: 'pass' });
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(100_000n);
  });

  it('keep money that arrives after the user cancelled in the suspense account', async () => {
    const user = await kenyan();
    const order = await topUp(user, { payType: 502, phone: '712345677', amount: '640' });
    expect((await call<Order>(user, `/order/cancel/${order.data.sn}`)).data.status).toBe(3);
    const suspense = await accountBalance(t.db, 'suspense:house:KES');
    await t.app.money.runDueRailEvents(later());
    expect((await detail(user, order.data.sn)).status).toBe(3);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(0n);
    expect(await accountBalance(t.db, 'suspense:house:KES')).toBe(suspense + 64_000n);
    // Delivered twice: kept once.
    await t.app.money.sink(order.data.sn, { status: 'success', externalTxId: 'again' });
    expect(await accountBalance(t.db, 'suspense:house:KES')).toBe(suspense + 64_000n);
    await expectLedgerSound();
  });

  it('need a phone to push to: -1015', async () => {
    const user = await createTestUser(t.db, { phone: null, countryId: 254 });
    expect((await topUp(user, { payType: 502 })).code).toBe(-1015);
  });
});

describe('Paybill top-ups', () => {
  it('say where to pay, and are credited when the payer pays (sandbox)', async () => {
    const user = await kenyan();
    const order = await topUp(user, { payType: 505, amount: '800' });
    expect(order.data).toMatchObject({ status: -1, paybillNumber: '717171', accountReference: order.data.sn });
    const paid = await call<Order>(user, `/sandbox/order/pay/${order.data.sn}`);
    expect(paid.data.status).toBe(1);
    expect(paid.data.externalTxId).toMatch(/^PBL/);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(80_000n);
    expect((await call(user, `/sandbox/order/pay/${order.data.sn}`)).code).toBe(-1019);
    const manual = await topUp(user, { payType: 503 });
    expect((await call(user, `/sandbox/order/pay/${manual.data.sn}`)).code).toBe(-1019);
  });

  it('cannot be paid through the sandbox when the server is not in sandbox mode', async () => {
    const live = await createTestApp({ config: { sandbox: false } });
    try {
      const user = await createTestUser(live.db);
      const res = await live.app.inject({ method: 'POST', url: '/api/sandbox/order/pay/MZ2025010100000000', headers: { authorization: `Bearer ${user.token}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});

describe('collections', () => {
  it('push a payment request to a payer and credit the amount less fee and duty', async () => {
    const user = await kenyan();
    const order = await collect(user, { payType: 502, phone: '0722000110', amount: '1000' });
    expect(order.data).toMatchObject({ status: 1, flow: 'collection', type: -1, phone: '722000110', netFeeAmount: '10.00', taxFee: '2.00', receivedAmount: '988.00' });
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(98_800n);
    await expectLedgerSound();
  });

  it('need the payer’s phone: -1015', async () => {
    const user = await kenyan();
    expect((await collect(user, { payType: 502 })).code).toBe(-1015);
  });

  it('collect from Tanzanian wallets too', async () => {
    const user = await kenyan();
    const order = await collect(user, { payType: 7, currencyId: 'TZS', phone: '754123457', amount: '20000' });
    expect(order.data.status).toBe(-1);
    await t.app.money.runDueRailEvents(later());
    expect((await detail(user, order.data.sn)).status).toBe(1);
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(2_000_000n - 20_000n - 3_600n);
  });

  it('list apart from top-ups', async () => {
    const user = await kenyan();
    await collect(user, { payType: 502, phone: '722000110' });
    await topUp(user, { payType: 503 });
    const collections = await call<{ total: number; rows: Order[] }>(user, '/order/list', { pageNum: 1, pageSize: 10, flow: 'collection' });
    expect(collections.data.total).toBe(1);
    expect(collections.data.rows[0]!.flow).toBe('collection');
  });
});

/** The Kenyan domestic bank top-up offer (503, KES), which the test re-prices and puts back. */
const offer = { countryId: 254, scope: 0, channelType: -1, payType: 503, currencyId: 'KES' } as const;
const setFixedFee = (fixedFee: string) => operations['channel/set'].run({ db: t.db } as never, { ...offer, fixedFee });

async function currentFixedFee(): Promise<string> {
  const { rows } = await t.db.query<{ fixed_fee: string }>(
    'SELECT fixed_fee FROM channel_offer WHERE country_id = $1 AND scope = $2 AND channel_type = $3 AND pay_type = $4 AND currency_id = $5',
    [offer.countryId, offer.scope, offer.channelType, offer.payType, offer.currencyId],
  );
  return fromMinorUnits(BigInt(rows[0]!.fixed_fee), 2);
}

const priced = { scope: 0, payType: 503, currencyId: 'KES', amount: '2500' };
const ordersOf = async (userId: number) =>
  Number((await t.db.query<{ n: string }>("SELECT count(*) AS n FROM orders WHERE user_id = $1 AND flow = 'topup'", [userId])).rows[0]!.n);

describe('a top-up confirmed with the previewed fee and tax', () => {
  it('is refused with -1029 and books nothing when an operator changed the fee since the preview', async () => {
    const user = await createTestUser(t.db);
    const before = await currentFixedFee();
    const preview = await call<FundingQuote>(user, '/order/recharge/quote', priced);
    expect(preview.code).toBe(200);
    await setFixedFee(fromMinorUnits(toMinorUnits(before, 2) + 1500n, 2));
    try {
      const refused = await call<Order>(user, '/order/recharge/create', { ...priced, fee: preview.data.fee, taxFee: preview.data.taxFee, clientOrderNo: clientOrderNo('held') });
      expect(refused.code).toBe(Code.QUOTE_INVALID);
      expect(await ordersOf(user.userId)).toBe(0);

      // A fresh preview shows the new price, and confirming that books it.
      const again = await call<FundingQuote>(user, '/order/recharge/quote', priced);
      expect(toMinorUnits(again.data.fee, 2)).toBe(toMinorUnits(preview.data.fee, 2) + 1500n);
      const booked = await call<Order>(user, '/order/recharge/create', { ...priced, fee: again.data.fee, taxFee: again.data.taxFee, clientOrderNo: clientOrderNo('held') });
      expect(booked.code).toBe(200);
      expect(booked.data).toMatchObject({ netFeeAmount: again.data.fee, taxFee: again.data.taxFee, receivedAmount: again.data.receivedAmount });
    } finally {
      await setFixedFee(before);
    }
  });

  it('books exactly the previewed figures when nothing changed', async () => {
    const user = await createTestUser(t.db);
    const preview = await call<FundingQuote>(user, '/order/collection/quote', { scope: 0, payType: 502, currencyId: 'KES', amount: '1800', phone: '712345670' });
    expect(preview.code).toBe(200);
    const booked = await call<Order>(user, '/order/collection/create', {
      scope: 0,
      payType: 502,
      phone: '712345670',
      currencyId: 'KES',
      amount: '1800',
      fee: preview.data.fee,
      taxFee: preview.data.taxFee,
      clientOrderNo: clientOrderNo('held'),
    });
    expect(booked.code).toBe(200);
    expect(booked.data).toMatchObject({
      payAmount: preview.data.amount,
      netFeeAmount: preview.data.fee,
      taxFee: preview.data.taxFee,
      totalAmount: preview.data.totalAmount,
      receivedAmount: preview.data.receivedAmount,
    });
  });
});

describe('previews over a verification tier limit', () => {
  const unverified = () => createTestUser(t.db, { auditStatus: -1, fundPassword: FUND_PASSWORD });

  it('answer a top-up with the -1041 and the limit the confirm would', async () => {
    const user = await unverified();
    const preview = await call(user, '/order/recharge/quote', { ...priced, amount: '1000.01' });
    expect(preview.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    expect(preview.data).toEqual({ action: 'topup', party: 'self', limit: '1000.00', currencyId: 'KES', period: 'order' });
    const confirm = await call(user, '/order/recharge/create', { ...priced, amount: '1000.01', clientOrderNo: clientOrderNo('tier') });
    expect(confirm).toMatchObject({ code: preview.code, msg: (preview as { msg: string }).msg, data: preview.data });
    // Within the limit the preview answers its figures, and counts nothing towards the day.
    expect((await call(user, '/order/recharge/quote', { ...priced, amount: '1000' })).code).toBe(200);
    expect((await call(user, '/order/recharge/quote', { ...priced, amount: '1000' })).code).toBe(200);
    expect(await ordersOf(user.userId)).toBe(0);
  });

  it('answer a send the unverified tier does not allow before any quote is stored', async () => {
    const user = await unverified();
    await fundWallet(t.db, user.userId, 0, 'KES', 500_000n);
    const quote = await call(user, '/order/psp/quote', { payType: 2, currencyId: 'KES', amount: '100', phone: '712345670' });
    expect(quote.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    expect((quote as { msg: string }).msg).toContain('sending money are not open to your account (unverified)');
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM order_quote WHERE user_id = $1', [user.userId]);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
