import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Order } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { operations } from '../../ops/operations.ts';
import { uploadId, PNG } from '../files/test-files.ts';
import { seedDemoAccounts } from '../demo/seed.ts';
import { saveAuth, startAuth } from '../kyc/service.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { openCall, fundedMerchant } from '../merchant/test-kit.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, sendDomestic, walletBalance, type Call } from '../orders/test-kit.ts';
import { periodsOf, tierOf } from '../../domain/tiers/limits.ts';
import { tierView } from './service.ts';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t?.close());

const ops = { db: () => ({ db: t.db, sandbox: true, reviewer: 'ops-cli' as const }) };
const unverified = (overrides: Parameters<typeof createTestUser>[1] = {}) => createTestUser(t.db, { auditStatus: -1, fundPassword: FUND_PASSWORD, ...overrides });
const topUp = (user: TestUser, amount: string, currencyId = 'KES') =>
  // Bank top-up (503): waits for the operator, so nothing is credited by the test itself.
  call<Order>(user, '/order/recharge/create', { scope: 0, payType: 503, currencyId, amount, clientOrderNo: clientOrderNo('top') });

async function expectLedgerSound() {
  expect((await verifyLedger(t.db)).fault).toBeUndefined();
}

/** Approves the user's KYC the way the sandbox does it: a saved record, submitted with auto-approve on. */
async function verifyIdentity(user: TestUser): Promise<void> {
  const file = () => uploadId(t.app, user.token, 'kyc', { data: PNG, filename: 'id.png' });
  const { id } = await saveAuth(t.db, user.userId, { kind: 'kyc', idFront: await file(), idBack: await file(), livePhoto: await file(), validityDate: '2035-01-31' });
  await startAuth(t.db, id, { userId: user.userId, mainUserId: user.userId, ip: '127.0.0.1', autoApprove: true });
}

describe('an unverified account', () => {
  it('may top up within the tier limits: per order, then the day', async () => {
    const user = await unverified();
    expect(await tierOf(t.db, user.userId)).toBe('unverified');
    const tooBig = await topUp(user, '1000.01');
    expect(tooBig.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    expect(tooBig.msg).toBe(
      'Over the limit of your verification tier: verify your identity (KYC or KYB) to lift it: top-ups of your account (unverified) are limited to 1000.00 KES per order; verify your identity (KYC or KYB) to lift it',
    );
    expect((await topUp(user, '1000')).code).toBe(200);
    expect((await topUp(user, '600')).code).toBe(200);
    const overDay = await topUp(user, '400.01');
    expect(overDay.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    expect(overDay.msg).toContain('limited to 2000.00 KES a day');
    // The limit in the reply's data, for clients to word in their user's language.
    expect(overDay.data).toEqual({ action: 'topup', party: 'self', limit: '2000.00', currencyId: 'KES', period: 'day' });
    expect((await topUp(user, '400')).code).toBe(200);
    const reply = await call<{ tier: string; limits: { action: string; currencyId: string; usedToday: string | null }[] }>(user, '/user/tier');
    expect(reply.data.tier).toBe('unverified');
    expect(reply.data.limits.find((l) => l.action === 'topup' && l.currencyId === 'KES')?.usedToday).toBe('2000.00');
    // The refused order was never placed.
    const { rows } = await t.db.query<{ n: string }>("SELECT count(*) AS n FROM orders WHERE user_id = $1 AND flow = 'topup'", [user.userId]);
    expect(Number(rows[0]!.n)).toBe(3);
    const view = await tierView(t.db, user.userId);
    expect(view.tier).toBe('unverified');
    expect(view.limits.find((l) => l.action === 'topup' && l.currencyId === 'KES')).toMatchObject({
      perOrder: '1000.00',
      perDay: '2000.00',
      perMonth: '10000.00',
      usedToday: '2000.00',
      usedThisMonth: '2000.00',
    });
    expect(view.verified.map((l) => l.action)).toEqual(['topup', 'receive', 'send', 'convert', 'collect', 'suspense']);
  });

  it('cannot pass the daily limit with racing top-ups', async () => {
    const user = await unverified();
    const replies = await Promise.all(Array.from({ length: 6 }, () => topUp(user, '500')));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(4);
    expect(replies.filter((r) => r.code === Code.TIER_LIMIT_EXCEEDED)).toHaveLength(2);
    const { rows } = await t.db.query<{ total: string }>(
      "SELECT coalesce(sum(pay_amount), 0) AS total FROM orders WHERE user_id = $1 AND flow = 'topup'",
      [user.userId],
    );
    expect(rows[0]!.total).toBe('200000');
  });

  it('cannot send, convert, collect or open a virtual account', async () => {
    const user = await unverified();
    await fundWallet(t.db, user.userId, 0, 'KES', 500_000n);
    const before = await walletBalance(t.db, user.userId, 0, 'KES');
    const { order } = await sendDomestic(t, user, { payType: 2, currencyId: 'KES', amount: '100', phone: '712345670' });
    expect(order.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    expect(order.msg).toContain('sending money are not open to your account (unverified)');

    const quote = await call<{ quoteId: string }>(user, '/fx/quote', { fromScope: 0, fromCurrency: 'KES', toScope: 1, toCurrency: 'USD', amount: '100', fixedSide: 'from' });
    expect(quote.code).toBe(200);
    const converted = await call(user, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    expect(converted.code).toBe(Code.TIER_LIMIT_EXCEEDED);

    const collected = await call(user, '/order/collection/create', { scope: 0, payType: 502, currencyId: 'KES', amount: '100', phone: '712345670', clientOrderNo: clientOrderNo('col') });
    expect(collected.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    const va = await call(user, '/va/apply', { payType: 101, currencyId: 'KES', countryId: 254, accountName: 'Amani Traders', agreement: true });
    expect(va.code).toBe(Code.TIER_LIMIT_EXCEEDED);

    expect(await walletBalance(t.db, user.userId, 0, 'KES')).toBe(before);
    await expectLedgerSound();
  });

  it('receives from another account only up to its limit, and nothing moves when refused', async () => {
    const sender = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    await fundWallet(t.db, sender.userId, 0, 'KES', 1_000_000n);
    const receiver = await unverified();
    const internal = (amount: string) => sendDomestic(t, sender, { payType: 0, currencyId: 'KES', amount, accountNo: receiver.accountNo });
    expect((await internal('1000')).order.code).toBe(200);
    const refused = (await internal('1000.01')).order;
    expect(refused.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    expect(refused.msg).toContain("money received of the recipient's account (unverified) are limited to 1000.00 KES per order; until it verifies its identity");
    expect(await walletBalance(t.db, receiver.userId, 0, 'KES')).toBe(100_000n);
    expect(await walletBalance(t.db, sender.userId, 0, 'KES')).toBe(900_000n);
    await expectLedgerSound();
  });

  it('gets the whole product once its identity is verified; its staff act under that tier', async () => {
    const user = await unverified();
    const staff = await createTestUser(t.db, { parentId: user.userId, phone: null, fundPassword: FUND_PASSWORD });
    await fundWallet(t.db, user.userId, 0, 'KES', 1_000_000n);
    const send = (who: TestUser) => sendDomestic(t, who, { payType: 2, currencyId: 'KES', amount: '3000', phone: '712345670' });
    expect((await send(staff)).order.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    await verifyIdentity(user);
    expect(await tierOf(t.db, user.userId)).toBe('kyc');
    expect((await send(user)).order.code).toBe(200);
    expect((await send(staff)).order.code).toBe(200);
    expect((await topUp(user, '5000')).code).toBe(200);
    expect((await tierView(t.db, user.userId)).verified).toEqual([]);
    const seen = await call<{ tier: string; verified: unknown[] }>(staff, '/user/tier');
    expect(seen).toMatchObject({ code: 200, data: { tier: 'kyc', verified: [] } });
  });
});

describe('the demo accounts', () => {
  it('are verified, the individual as KYC and the company as KYB, also when made before the tiers', async () => {
    await seedDemoAccounts(t.db);
    const idOf = async (email: string) => (await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE email = $1', [email])).rows[0]!.id;
    expect(await tierOf(t.db, await idOf('demo@mizani.africa'))).toBe('kyc');
    expect(await tierOf(t.db, await idOf('company@mizani.africa'))).toBe('kyb');
    // An installation whose demo accounts predate the tiers: the next start verifies them.
    await t.db.query("UPDATE app_user SET audit_status = -1 WHERE email = 'company@mizani.africa'");
    await seedDemoAccounts(t.db);
    expect(await tierOf(t.db, await idOf('company@mizani.africa'))).toBe('kyb');
  });
});

describe('the merchant API', () => {
  it('moves money only for a company whose KYB is approved', async () => {
    const m = await fundedMerchant(t);
    const payout = () =>
      openCall(t, m, '/open/v1/payout', { body: { merchantOrderNo: clientOrderNo('M'), amount: '100', currencyId: 'KES', channel: 2, phone: '712345670' } });
    expect((await payout()).code).toBe(200);
    // The same account approved as an individual (KYC) has the portal but not the merchant API.
    await t.db.query("UPDATE app_user SET user_type = 'user' WHERE id = $1", [m.user.userId]);
    const refused = await payout();
    expect(refused.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    expect(refused.msg).toContain('merchant API payouts need an approved company verification (KYB)');
    const payin = await openCall(t, m, '/open/v1/payin', { body: { merchantOrderNo: clientOrderNo('M'), amount: '100', currencyId: 'KES', channel: 502, phone: '712345670' } });
    expect(payin.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    await t.db.query('UPDATE app_user SET audit_status = -1 WHERE id = $1', [m.user.userId]);
    expect((await payout()).code).toBe(Code.TIER_LIMIT_EXCEEDED);
    const suspense = await call(m.user, '/user/suspense/recharge', { currencyId: 'KES', amount: '10', fundPassword: FUND_PASSWORD, clientOrderNo: clientOrderNo('sp') });
    expect(suspense.code).toBe(Code.TIER_LIMIT_EXCEEDED);
    await expectLedgerSound();
  });
});

describe('the operator', () => {
  it('lists and changes limits; a change applies to the next move', async () => {
    const list = await operations['tier/list'].run(ops.db(), { tier: 'unverified' });
    expect(list.find((l) => l.action === 'topup' && l.currencyId === 'UGX')).toEqual({
      tier: 'unverified',
      action: 'topup',
      currencyId: 'UGX',
      perOrder: '30000',
      perDay: '75000',
      perMonth: '300000',
    });
    const user = await unverified();
    expect((await topUp(user, '1500')).code).toBe(Code.TIER_LIMIT_EXCEEDED);
    const changed = await operations['tier/set'].run(ops.db(), { tier: 'unverified', action: 'topup', currencyId: 'kes', perOrder: '1500' });
    expect(changed).toMatchObject({ currencyId: 'KES', perOrder: '1500.00', perDay: '2000.00' });
    try {
      expect((await topUp(user, '1500')).code).toBe(200);
      await operations['tier/set'].run(ops.db(), { tier: 'unverified', action: 'topup', currencyId: 'KES', perDay: null });
      expect((await topUp(user, '1500')).code).toBe(200);
      await operations['tier/set'].run(ops.db(), { tier: 'unverified', action: 'topup', currencyId: 'KES', remove: true });
      expect((await topUp(user, '100')).msg).toContain('top-ups are not open to your account (unverified)');
      await expect(operations['tier/set'].run(ops.db(), { tier: 'kyc', action: 'send', currencyId: '*', perOrder: '5' })).rejects.toThrow(/cannot carry amounts/);
      await expect(operations['tier/set'].run(ops.db(), { tier: 'kyc', action: 'send', currencyId: 'UGX', perOrder: '5.5' })).rejects.toThrow(/at most 0 decimal places/);
    } finally {
      await operations['tier/set'].run(ops.db(), { tier: 'unverified', action: 'topup', currencyId: 'KES', perOrder: '1000', perDay: '2000', perMonth: '10000' });
    }
  });

  it('counts days and months in East Africa Time', () => {
    expect(periodsOf(new Date('2026-11-30T20:59:59Z'))).toEqual({ day: 'D2026-11-30', month: 'M2026-11' });
    expect(periodsOf(new Date('2026-11-30T21:00:00Z'))).toEqual({ day: 'D2026-12-01', month: 'M2026-12' });
  });

  it('kyc:show gives the record with links that open its documents for a short while', async () => {
    const user = await unverified();
    const file = () => uploadId(t.app, user.token, 'kyc', { data: PNG, filename: 'id-front.png' });
    const { id } = await saveAuth(t.db, user.userId, { kind: 'kyc', idFront: await file(), idBack: await file(), livePhoto: await file(), validityDate: '2035-01-31' });
    await startAuth(t.db, id, { userId: user.userId, mainUserId: user.userId, ip: '127.0.0.1', autoApprove: false });
    const shown = await operations['kyc/show'].run(ops.db(), { accountNo: user.accountNo });
    expect(shown).toMatchObject({ accountNo: user.accountNo, kind: 'kyc', auditStatus: 0, fields: [{ field: 'validityDate', value: '2035-01-31' }] });
    expect(shown.files.map((f) => f.field)).toEqual(['idFront', 'idBack', 'livePhoto']);
    for (const f of shown.files) {
      expect(f).toMatchObject({ name: 'id-front.png', mime: 'image/png' });
      expect(new Date(f.expireTime).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      const res = await t.app.inject({ method: 'GET', url: f.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    await expect(operations['kyc/show'].run(ops.db(), { accountNo: 'MZ0000000000' })).rejects.toThrow(/Account does not exist/);
  });
});
