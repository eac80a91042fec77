import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, Quote } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { referenceChanged } from '../reference/cache.ts';
import { operations } from '../../ops/operations.ts';
import {
  accountBalance,
  addPayee,
  caller,
  clientOrderNo,
  FUND_PASSWORD,
  fundWallet,
  sendDomestic,
  walletBalance,
  type Call,
} from '../../features/orders/test-kit.ts';

let t: TestApp;
let call: Call;
let clock = new Date();
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock } });
  call = caller(t);
});
afterAll(() => t?.close());

/** A Kenyan user with 100,000.00 TZS and 50,000.00 KES in the domestic wallet. */
async function sender(overrides: Parameters<typeof createTestUser>[1] = {}): Promise<TestUser> {
  const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock, ...overrides });
  await fundWallet(t.db, user.userId, 0, 'TZS', 10_000_000n);
  await fundWallet(t.db, user.userId, 0, 'KES', 5_000_000n);
  return user;
}

const mpesaTz = (phone: string, amount = '5000') => ({ payType: 7, currencyId: 'TZS', amount, phone });
const detail = async (user: TestUser, sn: string) => (await call<Order>(user, `/order/detail/${sn}`)).data;
const opsContext = () => ({ db: t.db, sandbox: true, reviewer: 'ops-api' as const });

async function expectLedgerSound() {
  const report = await verifyLedger(t.db);
  expect(report.fault).toBeUndefined();
  expect(report.ok).toBe(true);
}

beforeEach(() => {
  clock = new Date();
});

describe('domestic send through the sandbox rails', () => {
  it('pays a success number at once: PASS, and the wallet falls by amount plus fee plus tax', async () => {
    const user = await sender();
    const feeBefore = await accountBalance(t.db, 'fee_income:TZS');
    const { quote, order } = await sendDomestic(t, user, mpesaTz('754123450'));
    expect(quote.data).toMatchObject({
      scope: 0,
      payType: 7,
      currencyId: 'TZS',
      amount: '5000.00',
      fee: '1500.00',
      taxFee: '270.00',
      totalAmount: '6770.00',
      receivedAmount: '5000.00',
      toCurrencyId: 'TZS',
      toAmount: '5000.00',
      rate: null,
      phone: '754123450',
    });
    expect(order.code).toBe(200);
    expect(order.data).toMatchObject({ status: 1, flow: 'send', type: 0, scope: 0, totalAmount: '6770.00', netFeeAmount: '1500.00', taxFee: '270.00' });
    expect(order.data.externalTxId).toMatch(/^MPT[A-Z0-9]{10}$/);
    expect(order.data.payoutTime).not.toBeNull();
    expect(order.data.cancellable).toBe(false);
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
    expect(await accountBalance(t.db, 'fee_income:TZS')).toBe(feeBefore + 150_000n);
    await expectLedgerSound();
  });

  it('charges Kenyan excise duty (20%) on a Kenyan M-Pesa fee', async () => {
    const user = await sender();
    const { quote, order } = await sendDomestic(t, user, { payType: 2, currencyId: 'KES', amount: '1000.50', phone: '0712345670' });
    expect(quote.data).toMatchObject({ fee: '30.00', taxFee: '6.00', totalAmount: '1036.50', phone: '712345670' });
    expect(order.data.status).toBe(1);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(5_000_000n - 103_650n);
  });

  it('refuses a number nobody holds (ending in 6) at the quote, before any money moves', async () => {
    const user = await sender();
    const { quote } = await sendDomestic(t, user, mpesaTz('754123456'));
    expect(quote).toMatchObject({ code: -1043, msg: 'No such account: check the number' });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n);
    await expectLedgerSound();
  });

  it('settles a late success when the answer is due (scheduler run-now hook)', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123457'));
    expect(order.data).toMatchObject({ status: 0, cancellable: false });
    expect(await t.app.money.runDueRailEvents(new Date(clock.getTime() + 4_000))).toBe(0);
    expect((await detail(user, order.data.sn)).status).toBe(0);
    advance(6_000);
    expect(await t.app.money.runDueRailEvents()).toBeGreaterThanOrEqual(1);
    const settled = await detail(user, order.data.sn);
    expect(settled.status).toBe(1);
    expect(settled.externalTxId).toMatch(/^MPT/);
    // Delivered again (at least once): nothing changes.
    await t.app.money.sink(order.data.sn, { status: 'success', externalTxId: 'again' });
    expect((await detail(user, order.data.sn)).externalTxId).toBe(settled.externalTxId);
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
    await expectLedgerSound();
  });

  it('refunds a late failure, fee included', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123458'));
    expect(order.data.status).toBe(0);
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
    advance(6_000);
    await t.app.money.runDueRailEvents();
    const settled = await detail(user, order.data.sn);
    expect(settled.status).toBe(2);
    expect(settled.rejectReason).toBeTruthy();
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n);
    await expectLedgerSound();
  });

  it('answers a status check from the rail once the late answer is due', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123457'));
    expect((await call<Order>(user, `/order/status/${order.data.sn}`)).data.status).toBe(0);
    advance(6_000);
    expect((await call<Order>(user, `/order/status/${order.data.sn}`)).data.status).toBe(1);
  });

  it('leaves a never-answering order pending until the operator resolves it', async () => {
    const user = await sender();
    const paid = (await sendDomestic(t, user, mpesaTz('754123459'))).order.data;
    const refused = (await sendDomestic(t, user, mpesaTz('754123459', '1000'))).order.data;
    advance(60 * 60 * 1000);
    await t.app.money.runDueRailEvents();
    expect((await call<Order>(user, `/order/status/${paid.sn}`)).data.status).toBe(0);
    // The rail holds it queued: the user could still recall it (see 'cancelling a send').
    expect((await detail(user, paid.sn)).cancellable).toBe(true);

    const resolve = operations['order/resolve'];
    const passed = await resolve.run(opsContext(), { sn: paid.sn, decision: 'pass' });
    expect(passed).toMatchObject({ status: 1, externalTxId: `OPS-${paid.sn}` });
    const rejected = await resolve.run(opsContext(), { sn: refused.sn, decision: 'reject', reason: 'Wallet closed' });
    expect(rejected).toMatchObject({ status: 2, rejectReason: 'Wallet closed' });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
    await expect(resolve.run(opsContext(), { sn: paid.sn, decision: 'reject' })).rejects.toMatchObject({ code: -1019 });
    await expectLedgerSound();
  });
});

describe('cancelling a send', () => {
  it('is refused once the order is final', async () => {
    const user = await sender();
    const passed = (await sendDomestic(t, user, mpesaTz('754123450'))).order.data;
    // A number ending in 8: the rail fails it a few seconds later.
    const rejected = (await sendDomestic(t, user, mpesaTz('754123458'))).order.data;
    advance(6_000);
    await t.app.money.runDueRailEvents();
    for (const sn of [passed.sn, rejected.sn]) {
      const reply = await call(user, `/order/cancel/${sn}`);
      expect(reply).toMatchObject({ code: -1019, msg: 'Order status cannot be operated' });
    }
  });

  it('is allowed, irreversibly and with the money back, while the send never reached its rail', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123459'));
    // What a crash between taking the money and calling the rail leaves behind.
    await t.db.query('UPDATE orders SET rail_submitted_at = NULL WHERE sn = $1', [order.data.sn]);
    expect((await detail(user, order.data.sn)).cancellable).toBe(true);
    const cancelled = await call<Order>(user, `/order/cancel/${order.data.sn}`);
    expect(cancelled.data).toMatchObject({ status: 3, cancellable: false });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n);
    expect((await call(user, `/order/cancel/${order.data.sn}`)).code).toBe(-1019);
    await expectLedgerSound();
  });

  it('hands a send the rail never got to the rail on a status check', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123459'));
    await t.db.query('UPDATE orders SET rail_submitted_at = NULL WHERE sn = $1', [order.data.sn]);
    const checked = await call<Order>(user, `/order/status/${order.data.sn}`);
    expect(checked.data).toMatchObject({ status: 0 });
    expect(await t.db.query('SELECT 1 FROM rail_submission WHERE sn = $1', [order.data.sn])).toMatchObject({ rows: [{}] });
  });

  it('recalls a send its rail holds queued (never answers), then gives the money back, irreversibly', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123459'));
    expect(order.data).toMatchObject({ status: 0, cancellable: true });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
    const cancelled = await call<Order>(user, `/order/cancel/${order.data.sn}`);
    expect(cancelled.data).toMatchObject({ status: 3, cancellable: false });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n);
    // The rail agrees it will never pay, so a status check cannot undo the cancel.
    expect((await call<Order>(user, `/order/status/${order.data.sn}`)).data.status).toBe(3);
    expect((await call(user, `/order/cancel/${order.data.sn}`)).code).toBe(-1019);
    await expect(operations['order/resolve'].run(opsContext(), { sn: order.data.sn, decision: 'pass' })).rejects.toMatchObject({ code: -1019 });
    await expectLedgerSound();
  });

  it('is refused for a send the rail is still carrying out (a late answer is coming)', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123457'));
    expect(order.data).toMatchObject({ status: 0, cancellable: false });
    expect((await call(user, `/order/cancel/${order.data.sn}`)).code).toBe(-1019);
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
  });

  it('cannot touch another account’s order', async () => {
    const owner = await sender();
    const other = await sender();
    const { order } = await sendDomestic(t, owner, mpesaTz('754123459'));
    expect((await call(other, `/order/cancel/${order.data.sn}`)).code).toBe(-1007);
    expect((await call(other, `/order/detail/${order.data.sn}`)).code).toBe(-1007);
  });
});

describe('other domestic channels', () => {
  it('moves money between two Mizani Pay accounts at once', async () => {
    const user = await sender();
    const friend = await createTestUser(t.db);
    const { quote, order } = await sendDomestic(t, user, { payType: 0, currencyId: 'KES', amount: '2500', accountNo: friend.accountNo });
    expect(quote.data).toMatchObject({ fee: '0.00', taxFee: '0.00', totalAmount: '2500.00', oppoAccountId: friend.accountNo, oppoAccountName: 'Test User' });
    expect(order.data).toMatchObject({ status: 1, payType: 0 });
    expect(await walletBalance(t.db, friend.userId, 0, 'KES')).toBe(250_000n);
    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(5_000_000n - 250_000n);
    const received = await call<{ rows: { kind: string; amount: string; sn: string; status: number | null }[] }>(friend, '/account/rechargeHistory/list', {
      pageNum: 1,
      pageSize: 5,
    });
    expect(received.data.rows[0]).toMatchObject({ kind: 'transfer_in', amount: '2500.00', sn: order.data.sn, status: null });
    expect((await sendDomestic(t, user, { payType: 0, currencyId: 'KES', amount: '1', accountNo: 'MZ0000000000' })).quote.code).toBe(-1002);
    expect((await sendDomestic(t, user, { payType: 0, currencyId: 'KES', amount: '1', accountNo: user.accountNo })).quote.code).toBe(-1010);
    await expectLedgerSound();
  });

  it('pays a saved bank recipient', async () => {
    const user = await sender();
    const payee = await addPayee(t, user, { countryId: 254, payType: 101, currencyId: 'KES', name: 'Juma Otieno', bankName: 'Equity Bank Kenya', bankNo: '0123456780', bankUser: 'Juma Otieno' });
    const { quote, order } = await sendDomestic(t, user, { payType: 101, currencyId: 'KES', amount: '1500', payeeId: payee.id, remark: 'Rent June' });
    expect(quote.data).toMatchObject({ fee: '50.00', taxFee: '10.00', payeeId: payee.id, oppoAccountId: '0123456780', oppoAccountName: 'Juma Otieno', oppoBankName: 'Equity Bank Kenya' });
    expect(order.data).toMatchObject({ status: 1, payeeId: payee.id, transactionNarrative: 'Rent June' });
    // A bank send needs a saved recipient.
    expect((await sendDomestic(t, user, { payType: 101, currencyId: 'KES', amount: '1500' })).quote.code).toBe(-1008);
  });

  it('refuses a recipient that does not exist or belongs to someone else: -1017', async () => {
    const user = await sender();
    const other = await sender();
    const theirs = await addPayee(t, other, { countryId: 255, payType: 7, currencyId: 'TZS', name: 'Neema', phone: '754123450' });
    expect((await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: '5000', payeeId: 999_999 })).quote).toMatchObject({
      code: -1017,
      msg: 'Beneficiary does not exist',
    });
    expect((await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: '5000', payeeId: theirs.id })).quote.code).toBe(-1017);
  });

  it('needs a phone number for mobile money: -1015', async () => {
    const user = await sender();
    expect((await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: '5000' })).quote.code).toBe(-1015);
    const badNumber = await sendDomestic(t, user, mpesaTz('12345'));
    expect(badNumber.quote.code).toBe(-1008);
  });
});

describe('input that is refused before anything moves', () => {
  it.each([
    ['1.234', /more than 2 decimal places/],
    ['-5', /amount/],
    ['0', /greater than zero/],
    ['0.00', /greater than zero/],
    ['1e5', /amount/],
    ['12.', /amount/],
    ['99999999999999999999', /amount/],
    ['10000000000000.01', /too large/],
  ])('amount %s is -1008', async (amount, message) => {
    const user = await sender();
    const reply = await call<Quote>(user, '/order/psp/quote', { payType: 2, currencyId: 'KES', amount, phone: '712345670' });
    expect(reply.code).toBe(-1008);
    expect(reply.msg).toMatch(message);
  });

  it('respects the channel limits', async () => {
    const user = await sender();
    const below = await call(user, '/order/psp/quote', { payType: 2, currencyId: 'KES', amount: '9.99', phone: '712345670' });
    expect(below).toMatchObject({ code: -1008 });
    expect(below.msg).toMatch(/below the minimum of 10.00 KES/);
    const above = await call(user, '/order/psp/quote', { payType: 2, currencyId: 'KES', amount: '250000.01', phone: '712345670' });
    expect(above.msg).toMatch(/above the maximum/);
  });

  it('refuses an unknown currency: -1021, and a channel not offered in it: -1008', async () => {
    const user = await sender();
    expect((await call(user, '/order/psp/quote', { payType: 2, currencyId: 'XYZ', amount: '100', phone: '712345670' })).code).toBe(-1021);
    const reply = await call(user, '/order/psp/quote', { payType: 2, currencyId: 'TZS', amount: '100', phone: '712345670' });
    expect(reply.code).toBe(-1008);
    expect(reply.msg).toMatch(/not offered/);
  });

  it('refuses a send the wallet cannot fund: -1013, creating nothing', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123450', '99000'), { clientOrderNo: 'too-much-1' });
    expect(order).toMatchObject({ code: -1013, msg: 'Insufficient Domestic balance', data: null });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n);
    expect((await call<{ total: number }>(user, '/order/list', { pageNum: 1, pageSize: 10 })).data.total).toBe(0);
    // The order number was not used up by the refusal.
    const retry = await sendDomestic(t, user, mpesaTz('754123450', '5000'), { clientOrderNo: 'too-much-1' });
    expect(retry.order.code).toBe(200);
    await expectLedgerSound();
  });
});

describe('the fund password', () => {
  it('must be set: -1022', async () => {
    const user = await createTestUser(t.db);
    await fundWallet(t.db, user.userId, 0, 'TZS', 1_000_000n);
    expect((await sendDomestic(t, user, mpesaTz('754123450'))).order).toMatchObject({ code: -1022, msg: 'Fund password is not set' });
  });

  it('must be right: -1023; five wrong in 15 minutes lock sending for 15 minutes: -1028', async () => {
    const user = await sender();
    const quote = (await call<Quote>(user, '/order/psp/quote', mpesaTz('754123450'))).data;
    const create = (fundPassword: string) =>
      call<Order>(user, '/order/psp/create', { quoteId: quote.quoteId, clientOrderNo: clientOrderNo(), fundPassword });
    for (let i = 0; i < 4; i += 1) expect((await create('000000')).code).toBe(-1023);
    // A right one in between starts the count again.
    const other = await sendDomestic(t, user, mpesaTz('754123450', '1000'));
    expect(other.order.code).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await create('000000')).code).toBe(-1023);
    expect((await create('000000')).code).toBe(-1023);
    // Locked: even the right password is refused, and nothing is taken.
    const locked = await create(FUND_PASSWORD);
    expect(locked).toMatchObject({ code: -1028, msg: 'Too many wrong fund passwords, locked for 15 minutes' });
    const balance = await walletBalance(t.db, user.userId, 0, 'TZS');
    advance(14 * 60 * 1000);
    expect((await sendDomestic(t, user, mpesaTz('754123450'))).order.code).toBe(-1028);
    advance(61 * 1000);
    const after = await sendDomestic(t, user, mpesaTz('754123450'));
    expect(after.order.code).toBe(200);
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(balance - 677_000n);
    const { rows } = await t.db.query<{ success: boolean; detail: string }>(
      "SELECT success, detail FROM user_log WHERE user_id = $1 AND operation = 'fundPassword' ORDER BY id",
      [user.userId],
    );
    expect(rows.at(-1)).toMatchObject({ success: false, detail: 'wrong fund password; sending locked for 15 minutes' });
  });
});

describe('idempotency', () => {
  it('answers the same client order number with -1059 and the existing order, and never posts twice', async () => {
    const user = await sender();
    const number = clientOrderNo('dup');
    const first = await sendDomestic(t, user, mpesaTz('754123450'), { clientOrderNo: number });
    expect(first.order.code).toBe(200);
    // A double click: the same submission again, and the same number with a fresh quote.
    const again = await call(user, '/order/psp/create', { quoteId: first.quote.data.quoteId, clientOrderNo: number, fundPassword: FUND_PASSWORD });
    expect(again).toEqual({
      code: -1059,
      msg: 'Duplicate request: the same order number was detected within 5 minutes',
      data: { sn: first.order.data.sn },
    });
    const fresh = await sendDomestic(t, user, mpesaTz('754123450'), { clientOrderNo: number });
    expect(fresh.order).toMatchObject({ code: -1059, data: { sn: first.order.data.sn } });
    // After the five minutes the number still names that order.
    advance(6 * 60 * 1000);
    const later = await sendDomestic(t, user, mpesaTz('754123450'), { clientOrderNo: number });
    expect(later.order).toMatchObject({ code: -1059, data: { sn: first.order.data.sn } });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
    // Numbers are per main account: another account may use the same one.
    const other = await sender();
    expect((await sendDomestic(t, other, mpesaTz('754123450'), { clientOrderNo: number })).order.code).toBe(200);
  });

  it('posts once when two identical submissions race', async () => {
    const user = await sender();
    const quote = (await call<Quote>(user, '/order/psp/quote', mpesaTz('754123450'))).data;
    const body = { quoteId: quote.quoteId, clientOrderNo: clientOrderNo('race'), fundPassword: FUND_PASSWORD };
    const replies = await Promise.all([call(user, '/order/psp/create', body), call(user, '/order/psp/create', body), call(user, '/order/psp/create', body)]);
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    const winner = replies.find((r) => r.code === 200)!.data as Order;
    for (const reply of replies.filter((r) => r.code !== 200)) expect(reply).toMatchObject({ code: -1059, data: { sn: winner.sn } });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n - 677_000n);
  });
});

describe('quotes', () => {
  it('holds for two minutes', async () => {
    const user = await sender();
    const quote = (await call<Quote>(user, '/order/psp/quote', mpesaTz('754123450'))).data;
    expect(new Date(quote.expireTime).getTime() - clock.getTime()).toBe(120_000);
    advance(121_000);
    const late = await call(user, '/order/psp/create', { quoteId: quote.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD });
    expect(late).toMatchObject({ code: -1029, msg: 'The quote is no longer valid, please quote again' });
  });

  it('confirms one order only, and only for whoever asked for it', async () => {
    const user = await sender();
    const other = await sender();
    const quote = (await call<Quote>(user, '/order/psp/quote', mpesaTz('754123450'))).data;
    expect((await call(other, '/order/psp/create', { quoteId: quote.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD })).code).toBe(-1029);
    expect((await call(user, '/order/psp/create', { quoteId: quote.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD })).code).toBe(200);
    expect((await call(user, '/order/psp/create', { quoteId: quote.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD })).code).toBe(-1029);
  });

  it('is refused when the fee changed since: the order is what the user saw, or nothing', async () => {
    const user = await sender();
    const quote = (await call<Quote>(user, '/order/psp/quote', { payType: 6, currencyId: 'TZS', amount: '5000', phone: '754123450' })).data;
    await t.db.query('UPDATE channel_offer SET fixed_fee = fixed_fee + 100 WHERE pay_type = 6 AND currency_id = $1 AND channel_type = 0', ['TZS']);
    // PostgreSQL tells the cache by NOTIFY a moment after the commit; an operator's command says so at once.
    referenceChanged(t.db);
    try {
      const reply = await call(user, '/order/psp/create', { quoteId: quote.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD });
      expect(reply.code).toBe(-1029);
      expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(10_000_000n);
    } finally {
      await t.db.query('UPDATE channel_offer SET fixed_fee = fixed_fee - 100 WHERE pay_type = 6 AND currency_id = $1 AND channel_type = 0', ['TZS']);
      referenceChanged(t.db);
    }
  });
});

describe('a send that repeats one made in the last five minutes', () => {
  const quoteRepeat = async (user: TestUser, body: object) => {
    const reply = await call<Quote>(user, '/order/psp/quote', body);
    expect(reply.code).toBe(200);
    return reply.data.recentDuplicate;
  };

  it('is reported by the quote with the earlier order, only for the same recipient, amount and currency', async () => {
    const user = await sender();
    expect(await quoteRepeat(user, mpesaTz('754123450'))).toBeNull();
    const { order } = await sendDomestic(t, user, mpesaTz('754123450'));
    expect(order.code).toBe(200);

    expect(await quoteRepeat(user, mpesaTz('754123450'))).toEqual({ sn: order.data.sn, createTime: order.data.createTime });
    // Typed with the leading zero it is the same number.
    expect((await quoteRepeat(user, mpesaTz('0754123450')))?.sn).toBe(order.data.sn);

    expect(await quoteRepeat(user, mpesaTz('754123450', '5001'))).toBeNull();
    expect(await quoteRepeat(user, mpesaTz('754123460'))).toBeNull();
    // Another account's identical send is not this account's repeat.
    expect(await quoteRepeat(await sender(), mpesaTz('754123450'))).toBeNull();
  });

  it('is no longer reported once the earlier send is five minutes old', async () => {
    const user = await sender();
    const { order } = await sendDomestic(t, user, mpesaTz('754123450', '4200'));
    expect(order.code).toBe(200);
    await t.db.query(`UPDATE orders SET created_at = created_at - interval '4 minutes 50 seconds' WHERE sn = $1`, [order.data.sn]);
    expect((await quoteRepeat(user, mpesaTz('754123450', '4200')))?.sn).toBe(order.data.sn);
    await t.db.query(`UPDATE orders SET created_at = created_at - interval '11 seconds' WHERE sn = $1`, [order.data.sn]);
    expect(await quoteRepeat(user, mpesaTz('754123450', '4200'))).toBeNull();
  });
});
