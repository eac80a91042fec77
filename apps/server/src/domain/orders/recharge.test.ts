import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { operations } from '../../ops/operations.ts';
import { setAutoApprove } from '../kyc/settings.ts';
import { verifyLedger } from '../ledger/index.ts';
import { accountBalance, caller, clientOrderNo, uploadOrderFile, walletBalance, type Call } from '../../features/orders/test-kit.ts';

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
    expect((await topUp(user, { payType: 502, transferReference: 'FT26325ABC12' })).msg).toBe(
      'Parameter error: transferReference is only for top-ups by bank transfer (400, 401, 503)',
    );
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
