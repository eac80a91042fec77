import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiInfo, MerchantOrder, SuspenseBalances, SuspenseMoveResult, SuspenseMovement, WebhookDelivery } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp } from '../../testing/index.ts';
import { setAutoApprove } from '../../domain/kyc/settings.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, walletBalance } from '../orders/test-kit.ts';
import { reviewAccess } from '../../domain/merchant/access.ts';
import { SIGNATURE_FAILURE_LIMIT } from './signing.ts';
import { APPLICATION, approvedMerchant, fundedMerchant as fundedMerchantOf, newNonce, openCall, recordingTransport, type Merchant } from './test-kit.ts';

const transport = recordingTransport();
let t: TestApp;
let nowMs = Date.now();
const now = () => new Date(nowMs);
const call = () => caller(t);

beforeAll(async () => {
  t = await createTestApp({ identity: { now }, merchant: { transport } });
});
afterAll(async () => {
  await t?.close();
});

async function suspenseBalance(m: Merchant, currencyId = 'KES'): Promise<string> {
  const reply = await call()<SuspenseBalances>(m.user, '/user/suspense/balance');
  return reply.data.balances.find((b) => b.currencyId === currencyId)!.available;
}

/** An approved merchant with KES 10,000.00 moved into its suspense wallet through the console. */
const fundedMerchant = (application: Partial<typeof APPLICATION> = {}) => fundedMerchantOf(t, application);

const payout = (phone: string, extra: Record<string, unknown> = {}) => ({
  merchantOrderNo: clientOrderNo('PO'),
  amount: '100',
  currencyId: 'KES',
  channel: 2,
  phone,
  ...extra,
});

describe('API access', () => {
  it('applies, waits for review, is refused while waiting, and shows credentials once approved', async () => {
    const user = await createTestUser(t.db);
    const before = await call()<ApiInfo>(user, '/user/userApi/info');
    expect(before.data).toMatchObject({ auditStatus: -1, accessKey: null, accessSecret: null, webhookSecret: null });

    expect((await call()(user, '/user/userApi/save', APPLICATION)).code).toBe(200);
    const waiting = await call()<ApiInfo>(user, '/user/userApi/info');
    expect(waiting.data).toMatchObject({ auditStatus: 0, accessKey: null, companyName: 'Duka Traders Ltd', notifyUrl: APPLICATION.notifyUrl });
    expect((await call()(user, '/user/userApi/save', APPLICATION)).code).toBe(-1109);

    await reviewAccess(t.db, user.userId, { approve: false, reason: 'Website does not load' }, 'test');
    const rejected = await call()<ApiInfo>(user, '/user/userApi/info');
    expect(rejected.data).toMatchObject({ auditStatus: 2, auditReason: 'Website does not load', accessKey: null });

    expect((await call()(user, '/user/userApi/save', { ...APPLICATION, companyWebsite: 'https://duka.example/new' })).code).toBe(200);
    await reviewAccess(t.db, user.userId, { approve: true }, 'test');
    const approved = await call()<ApiInfo>(user, '/user/userApi/info');
    expect(approved.data.auditStatus).toBe(1);
    expect(approved.data.accessKey).toMatch(/^ak_[0-9a-f]{24}$/);
    expect(approved.data.accessSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(approved.data.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(approved.data.auditReason).toBeNull();
  });

  it('is approved at once while sandbox auto-approve is on', async () => {
    await setAutoApprove(t.db, true);
    try {
      const user = await createTestUser(t.db);
      await call()(user, '/user/userApi/save', APPLICATION);
      expect((await call()<ApiInfo>(user, '/user/userApi/info')).data.auditStatus).toBe(1);
    } finally {
      await setAutoApprove(t.db, false);
    }
  });

  it('refuses a callback URL that is not http(s), even in sandbox mode', async () => {
    const user = await createTestUser(t.db);
    const reply = await call()(user, '/user/userApi/save', { ...APPLICATION, notifyUrl: 'file:///etc/passwd' });
    expect(reply.code).toBe(-1108);
  });

  it('refreshes credentials: the old key and secret are refused at once, the new ones work', async () => {
    const m = await approvedMerchant(t);
    expect((await openCall(t, m, '/open/v1/balance')).code).toBe(200);
    const refreshed = await call()<ApiInfo>(m.user, '/user/userApi/refresh');
    expect(refreshed.data.accessKey).not.toBe(m.info.accessKey);
    expect(refreshed.data.accessSecret).not.toBe(m.info.accessSecret);
    expect(refreshed.data.webhookSecret).toBe(m.info.webhookSecret);
    expect((await openCall(t, m, '/open/v1/balance')).code).toBe(-1100);
    // The new key with the old secret is a bad signature.
    expect((await openCall(t, m, '/open/v1/balance', { accessKey: refreshed.data.accessKey })).code).toBe(-1101);
    expect((await openCall(t, { ...m, info: refreshed.data }, '/open/v1/balance')).code).toBe(200);

    const rotated = await call()<ApiInfo>(m.user, '/user/userApi/webhookSecret/refresh');
    expect(rotated.data.webhookSecret).not.toBe(m.info.webhookSecret);
    expect(rotated.data.accessKey).toBe(refreshed.data.accessKey);
  });
});

describe('request signing', () => {
  let m: Merchant;
  beforeAll(async () => {
    m = await approvedMerchant(t);
  });

  it('accepts a correctly signed request', async () => {
    const reply = await openCall<SuspenseBalances>(t, m, '/open/v1/balance');
    expect(reply.code).toBe(200);
    expect(reply.data.balances.find((b) => b.currencyId === 'KES')).toEqual({ currencyId: 'KES', available: '0.00', pending: '0.00' });
  });

  it('refuses a missing or unknown access key with -1100', async () => {
    expect((await openCall(t, m, '/open/v1/balance', { accessKey: null })).code).toBe(-1100);
    expect((await openCall(t, m, '/open/v1/balance', { accessKey: 'ak_000000000000000000000000' })).code).toBe(-1100);
  });

  it('refuses a wrong signature with -1101, including one over another path, body or method', async () => {
    expect((await openCall(t, m, '/open/v1/balance', { secret: 'not-the-secret' })).code).toBe(-1101);
    expect((await openCall(t, m, '/open/v1/balance', { signature: 'f'.repeat(64) })).code).toBe(-1101);
    expect((await openCall(t, m, '/open/v1/balance', { signature: 'not-hex' })).code).toBe(-1101);
    const ts = String(Math.floor(nowMs / 1000));
    const nonce = newNonce();
    const { sign } = await import('./test-kit.ts');
    // Signed for one merchant order number, sent with another.
    const signature = sign(m.info.accessSecret!, 'GET', '/api/open/v1/orders?merchantOrderNo=A1', ts, nonce, '');
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/open/v1/orders?merchantOrderNo=A2',
      headers: { 'x-access-key': m.info.accessKey!, 'x-timestamp': ts, 'x-nonce': nonce, 'x-signature': signature },
    });
    expect(reply.json().code).toBe(-1101);
  });

  it('refuses a timestamp more than 300 s away with -1102', async () => {
    const seconds = Math.floor(nowMs / 1000);
    expect((await openCall(t, m, '/open/v1/balance', { timestamp: String(seconds - 301) })).code).toBe(-1102);
    expect((await openCall(t, m, '/open/v1/balance', { timestamp: String(seconds + 301) })).code).toBe(-1102);
    expect((await openCall(t, m, '/open/v1/balance', { timestamp: 'yesterday' })).code).toBe(-1102);
    expect((await openCall(t, m, '/open/v1/balance', { timestamp: String(seconds - 290) })).code).toBe(200);
  });

  it('refuses a missing, malformed or reused nonce with -1103', async () => {
    expect((await openCall(t, m, '/open/v1/balance', { nonce: null })).code).toBe(-1103);
    expect((await openCall(t, m, '/open/v1/balance', { nonce: 'short' })).code).toBe(-1103);
    expect((await openCall(t, m, '/open/v1/balance', { nonce: 'has spaces in it ok?' })).code).toBe(-1103);
    const nonce = newNonce();
    expect((await openCall(t, m, '/open/v1/balance', { nonce })).code).toBe(200);
    expect((await openCall(t, m, '/open/v1/balance', { nonce })).code).toBe(-1103);
  });

  it('refuses a caller outside the IP allow-list with -1104; an address or CIDR inside passes', async () => {
    const listed = await approvedMerchant(t, { ipWhitelist: ['203.0.113.7', '198.51.100.0/24'] });
    expect((await openCall(t, listed, '/open/v1/balance', { ip: '203.0.113.8' })).code).toBe(-1104);
    expect((await openCall(t, listed, '/open/v1/balance', { ip: '203.0.113.7' })).code).toBe(200);
    expect((await openCall(t, listed, '/open/v1/balance', { ip: '198.51.100.42' })).code).toBe(200);
    expect((await openCall(t, listed, '/open/v1/balance', { ip: '::ffff:198.51.100.43' })).code).toBe(200);
  });

  it('refuses suspended access with -1105', async () => {
    const suspended = await approvedMerchant(t);
    await reviewAccess(t.db, suspended.user.userId, { approve: false, reason: 'Suspended for review' }, 'test');
    expect((await openCall(t, suspended, '/open/v1/balance')).code).toBe(-1105);
  });

  it(`locks a key from one address with -1106 after ${SIGNATURE_FAILURE_LIMIT} bad signatures from it, for ten minutes`, async () => {
    const victim = await approvedMerchant(t);
    const ip = '100.70.1.1';
    for (let i = 0; i < SIGNATURE_FAILURE_LIMIT; i += 1) {
      expect((await openCall(t, victim, '/open/v1/balance', { secret: 'guess', ip })).code).toBe(-1101);
    }
    expect((await openCall(t, victim, '/open/v1/balance', { ip })).code).toBe(-1106);
    // The same key from another address is not affected.
    expect((await openCall(t, victim, '/open/v1/balance', { ip: '100.70.1.2' })).code).toBe(200);
    // Another merchant is not affected.
    expect((await openCall(t, m, '/open/v1/balance')).code).toBe(200);
    // The lock ends when the window passes.
    nowMs += 11 * 60_000;
    try {
      expect((await openCall(t, victim, '/open/v1/balance', { ip })).code).toBe(200);
    } finally {
      nowMs -= 11 * 60_000;
    }
  });

  it('refuses an allow-list entry that is not an address or CIDR block with -1008', async () => {
    const user = await createTestUser(t.db);
    const reply = await call()(user, '/user/userApi/save', { ...APPLICATION, ipWhitelist: ['300.1.1.1'] });
    expect(reply).toMatchObject({ code: -1008, data: { field: 'ipWhitelist', rule: 'format' } });
    expect((await call()(user, '/user/userApi/save', { ...APPLICATION, ipWhitelist: ['10.0.0.0/33'] })).code).toBe(-1008);
    expect((await call()(user, '/user/userApi/save', { ...APPLICATION, ipWhitelist: ['2001:db8::/32', '10.0.0.0/8'] })).code).toBe(200);
  });

  it('answers hostile bodies with the envelope, never a crash', async () => {
    const { sign } = await import('./test-kit.ts');
    const send = async (payload: string, contentType: string) => {
      const ts = String(Math.floor(nowMs / 1000));
      const nonce = newNonce();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/open/v1/payout',
        remoteAddress: '100.64.9.9',
        headers: {
          'content-type': contentType,
          'x-access-key': m.info.accessKey!,
          'x-timestamp': ts,
          'x-nonce': nonce,
          'x-signature': sign(m.info.accessSecret!, 'POST', '/api/open/v1/payout', ts, nonce, payload),
        },
        payload,
      });
      return res.json() as { code: number };
    };
    expect((await send('{"merchantOrderNo": "A1", ', 'application/json')).code).toBe(-1008);
    expect((await send('', 'application/json')).code).toBe(-1008);
    const plain = (await send('merchantOrderNo=A1', 'text/plain')).code;
    expect([200, 500]).not.toContain(plain);
    expect((await send(JSON.stringify({ ...payout('712345670'), amount: '1e9' }), 'application/json')).code).toBe(-1008);
  });

  it('validates the body only after the signature: a bad body signed correctly is -1008', async () => {
    const reply = await openCall(t, m, '/open/v1/payout', { body: { merchantOrderNo: 'X1', amount: '-5' } });
    expect(reply.code).toBe(-1008);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/open/v1/payout', payload: { merchantOrderNo: 'X1' } });
    expect(unsigned.json().code).toBe(-1100);
  });
});

describe('payouts, status and balance', () => {
  let m: Merchant;
  beforeAll(async () => {
    m = await fundedMerchant();
  });

  it('pays out to a success test number from the suspense wallet, fee included', async () => {
    const before = await suspenseBalance(m);
    const reply = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345670') });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ type: 'payout', status: 2, amount: '100.00', currencyId: 'KES', channel: 2, phone: '712345670', failureReason: null });
    const spent = Number(before) - Number(await suspenseBalance(m));
    expect(spent).toBeCloseTo(100 + Number(reply.data.fee), 2);

    const byNo = await openCall<MerchantOrder>(t, m, `/open/v1/orders/${reply.data.orderNo}`);
    expect(byNo.data).toEqual(reply.data);
    const byMerchantNo = await openCall<MerchantOrder>(t, m, `/open/v1/orders?merchantOrderNo=${reply.data.merchantOrderNo}`);
    expect(byMerchantNo.data.orderNo).toBe(reply.data.orderNo);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('puts all the money back when the rail refuses (…6)', async () => {
    const before = await suspenseBalance(m);
    const reply = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345676') });
    expect(reply.data.status).toBe(3);
    expect(reply.data.failureReason).toBe('Recipient account is not registered');
    expect(await suspenseBalance(m)).toBe(before);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('pays out many at once from one wallet: each order records its posting (and a refusal its reversal), a payout the wallet cannot fund moves nothing', async () => {
    const merchant = await fundedMerchant();
    const suspense = async () =>
      BigInt((await t.db.query<{ balance: string }>('SELECT balance FROM ledger_account WHERE key = $1', [`suspense:${merchant.user.userId}:KES`])).rows[0]!.balance);
    const minor = (text: string) => BigInt(text.replace('.', ''));
    const before = await suspense();
    const bodies = [...Array.from({ length: 6 }, () => payout('712345670')), payout('712345676'), payout('712345670', { amount: '50000' })];
    const replies = await Promise.all(bodies.map((body) => openCall<MerchantOrder>(t, merchant, '/open/v1/payout', { body })));
    const paid = replies.filter((r) => r.code === 200 && r.data.status === 2);
    const refused = replies.filter((r) => r.code === 200 && r.data.status === 3);
    expect(paid).toHaveLength(6);
    expect(refused).toHaveLength(1);
    expect(replies.at(-1)!.code).toBe(-1014);
    expect(await suspense()).toBe(before - paid.reduce((sum, r) => sum + minor(r.data.amount) + minor(r.data.fee), 0n));

    const { rows } = await t.db.query<{ sn: string; posting_id: string | null; reversal_id: string | null; postings: number }>(
      `SELECT o.sn, o.posting_id, o.reversal_id, (SELECT count(*)::int FROM ledger_posting p WHERE p.order_sn = o.sn) AS postings
       FROM orders o WHERE o.sn = ANY($1::text[])`,
      [[...paid, ...refused].map((r) => r.data.orderNo)],
    );
    const bySn = new Map(rows.map((row) => [row.sn, row]));
    for (const r of paid) expect(bySn.get(r.data.orderNo)).toMatchObject({ posting_id: expect.any(String), reversal_id: null, postings: 1 });
    expect(bySn.get(refused[0]!.data.orderNo)).toMatchObject({ posting_id: expect.any(String), reversal_id: expect.any(String), postings: 2 });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('is Processing with the money held until a late answer (…7 success, …8 failure)', async () => {
    const before = await suspenseBalance(m);
    const late = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345677') });
    const lateFail = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345678') });
    expect(late.data.status).toBe(1);
    expect(lateFail.data.status).toBe(1);
    const held = await openCall<SuspenseBalances>(t, m, '/open/v1/balance');
    const kes = held.data.balances.find((b) => b.currencyId === 'KES')!;
    const each = 100 + Number(late.data.fee);
    expect(Number(kes.pending)).toBeCloseTo(2 * each, 2);
    expect(Number(kes.available)).toBeCloseTo(Number(before) - 2 * each, 2);

    await t.app.money.runDueRailEvents(new Date(nowMs + 6_000));
    const done = await openCall<MerchantOrder>(t, m, `/open/v1/orders/${late.data.orderNo}`);
    const failed = await openCall<MerchantOrder>(t, m, `/open/v1/orders/${lateFail.data.orderNo}`);
    expect(done.data.status).toBe(2);
    expect(failed.data.status).toBe(3);
    expect(Number(await suspenseBalance(m))).toBeCloseTo(Number(before) - each, 2);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('refuses a payout larger than the suspense wallet with -1014 and moves nothing', async () => {
    const before = await suspenseBalance(m);
    const reply = await openCall(t, m, '/open/v1/payout', { body: payout('712345670', { amount: '50000' }) });
    expect(reply.code).toBe(-1014);
    expect(await suspenseBalance(m)).toBe(before);
  });

  it('asks for a phone on mobile money (-1015) and an account on banks (-1008)', async () => {
    const { phone: _phone, ...noPhone } = payout('712345670');
    expect((await openCall(t, m, '/open/v1/payout', { body: noPhone })).code).toBe(-1015);
    expect((await openCall(t, m, '/open/v1/payout', { body: { ...noPhone, channel: 101 } })).code).toBe(-1008);
  });

  describe("a payout's nonce, used up in the payout's own transaction", () => {
    /** The same signed request sent again byte for byte: same nonce, timestamp and signature. */
    const twice = () => {
      const options = { body: payout('712345670'), nonce: newNonce(), timestamp: String(Math.floor(nowMs / 1000)) };
      return () => openCall<MerchantOrder>(t, m, '/open/v1/payout', options);
    };
    const postingsOf = async (sn: string) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_posting WHERE order_sn = $1', [sn])).rows[0]!.n;

    it('commits with the payout: never on its own, outside the payout\'s transaction', async () => {
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_nonce');
      const send = twice();
      // Statements on the database handle itself run outside any transaction, each its own commit.
      const outside = vi.spyOn(t.db, 'query');
      const reply = await send();
      const onTheirOwn = outside.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes('api_nonce'));
      outside.mockRestore();
      expect(reply.code).toBe(200);
      expect(onTheirOwn).toEqual([]);
      const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_nonce');
      expect(after.rows[0]!.n).toBe(rows[0]!.n + 1);
    });

    it('refuses the replay of a payout that went through with -1103, never with the order', async () => {
      const send = twice();
      const first = await send();
      expect(first.code).toBe(200);
      const before = await suspenseBalance(m);
      const replay = await send();
      expect(replay).toMatchObject({ code: -1103, data: null });
      expect(await suspenseBalance(m)).toBe(before);
      expect(await postingsOf(first.data.orderNo)).toBe(1);
    });

    it('burns the nonce of a payout refused for its input, its balance or its number, so its replay is -1103', async () => {
      const refusals = [
        { body: payout('712345670', { amount: '-5' }), code: -1008 },
        { body: payout('712345670', { amount: '50000' }), code: -1014 },
        { body: { ...payout('712345670'), phone: undefined }, code: -1015 },
      ];
      for (const { body, code } of refusals) {
        const options = { body, nonce: newNonce(), timestamp: String(Math.floor(nowMs / 1000)) };
        expect((await openCall(t, m, '/open/v1/payout', options)).code).toBe(code);
        expect((await openCall(t, m, '/open/v1/payout', options)).code).toBe(-1103);
      }
      // The same number with another body: -1059 answered, and its nonce burnt too.
      const first = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345670') });
      const clash = { body: { ...payout('712345670', { amount: '101' }), merchantOrderNo: first.data.merchantOrderNo }, nonce: newNonce(), timestamp: String(Math.floor(nowMs / 1000)) };
      expect((await openCall(t, m, '/open/v1/payout', clash)).code).toBe(-1059);
      expect((await openCall(t, m, '/open/v1/payout', clash)).code).toBe(-1103);
    });

    it("answers a merchant's retry (a nonce of its own) with the order, and that retry's replay with -1103", async () => {
      const body = payout('712345670');
      const first = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body });
      const retry = { body, nonce: newNonce(), timestamp: String(Math.floor(nowMs / 1000)) };
      const again = await openCall<MerchantOrder>(t, m, '/open/v1/payout', retry);
      expect(again).toMatchObject({ code: 200, data: first.data });
      expect((await openCall(t, m, '/open/v1/payout', retry)).code).toBe(-1103);
      expect(await postingsOf(first.data.orderNo)).toBe(1);
    });

    it('lets only one of two racing copies of a signed payout act', async () => {
      const before = await suspenseBalance(m);
      const send = twice();
      const replies = await Promise.all([send(), send(), send()]);
      const placed = replies.filter((r) => r.code === 200);
      expect(placed).toHaveLength(1);
      expect(replies.filter((r) => r.code === -1103)).toHaveLength(2);
      expect(await postingsOf(placed[0]!.data.orderNo)).toBe(1);
      const spent = Number(before) - Number(await suspenseBalance(m));
      expect(spent).toBeCloseTo(100 + Number(placed[0]!.data.fee), 2);
    });
  });

  it('is idempotent: the same number and body answer the first order and post once', async () => {
    const body = payout('712345670');
    const first = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body });
    const after = await suspenseBalance(m);
    const again = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body });
    expect(again.code).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await suspenseBalance(m)).toBe(after);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM ledger_posting WHERE order_sn = $1', [first.data.orderNo]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses the same number with a different body: -1059 within five minutes, -1107 after', async () => {
    const body = payout('712345670');
    const first = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body });
    const balance = await suspenseBalance(m);
    const changed = await openCall<{ orderNo: string }>(t, m, '/open/v1/payout', { body: { ...body, amount: '101' } });
    expect(changed.code).toBe(-1059);
    expect(changed.data).toEqual({ orderNo: first.data.orderNo });
    nowMs += 6 * 60_000;
    try {
      const later = await openCall(t, m, '/open/v1/payout', { body: { ...body, amount: '101' } });
      expect(later.code).toBe(-1107);
      const retry = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body });
      expect(retry.data.orderNo).toBe(first.data.orderNo);
    } finally {
      nowMs -= 6 * 60_000;
    }
    expect(await suspenseBalance(m)).toBe(balance);
  });

  it('collects a pay-in into the suspense wallet, less the fee', async () => {
    const before = await suspenseBalance(m);
    const reply = await openCall<MerchantOrder>(t, m, '/open/v1/payin', {
      body: { merchantOrderNo: clientOrderNo('PI'), amount: '500', currencyId: 'KES', channel: 502, phone: '712345671' },
    });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ type: 'payin', status: 2, amount: '500.00' });
    expect(Number(await suspenseBalance(m))).toBeCloseTo(Number(before) + 500 - Number(reply.data.fee), 2);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('collects in Tanzania through a mobile wallet (7 M-pesa) into the TZS suspense wallet; a channel not offered is -1008', async () => {
    const reply = await openCall<MerchantOrder>(t, m, '/open/v1/payin', {
      body: { merchantOrderNo: clientOrderNo('PI'), amount: '20000', currencyId: 'TZS', channel: 7, phone: '754123450' },
    });
    expect(reply.data).toMatchObject({ type: 'payin', status: 2, currencyId: 'TZS', amount: '20000.00' });
    expect(Number(await suspenseBalance(m, 'TZS'))).toBeCloseTo(20000 - Number(reply.data.fee), 2);
    const notOffered = await openCall(t, m, '/open/v1/payin', {
      body: { merchantOrderNo: clientOrderNo('PI'), amount: '500', currencyId: 'KES', channel: 2, phone: '712345670' },
    });
    expect(notOffered.code).toBe(-1008);
  });

  it('lists the API orders per type in the console, with detail and CSV export', async () => {
    const payouts = await call()<{ rows: MerchantOrder[]; total: number }>(m.user, '/user/userApi/orders/list', { pageNum: 1, pageSize: 50, type: 'payout' });
    expect(payouts.data.total).toBeGreaterThanOrEqual(5);
    expect(payouts.data.rows.every((row) => row.type === 'payout')).toBe(true);
    const rejected = await call()<{ rows: MerchantOrder[] }>(m.user, '/user/userApi/orders/list', { pageNum: 1, pageSize: 50, type: 'payout', status: 3 });
    expect(rejected.data.rows.length).toBeGreaterThanOrEqual(2);
    expect(rejected.data.rows.every((row) => row.status === 3)).toBe(true);
    const payins = await call()<{ rows: MerchantOrder[] }>(m.user, '/user/userApi/orders/list', { pageNum: 1, pageSize: 50, type: 'payin' });
    expect(payins.data.rows).toHaveLength(2);
    const detail = await call()<MerchantOrder>(m.user, `/user/userApi/orders/detail/${payins.data.rows[0]!.orderNo}`);
    expect(detail.data).toEqual(payins.data.rows[0]);

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/user/userApi/orders/export',
      headers: { authorization: `Bearer ${m.user.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'type=payout&status=3',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    // A byte-order mark first, so spreadsheet programs read the text as UTF-8.
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('orderNo,merchantOrderNo,type,status,amount,fee,currencyId,channel,phone,accountNo,createTime,updateTime,failureReason');
    expect(lines.length - 1).toBe(rejected.data.rows.length);
  });

  it("keeps one merchant's orders from another", async () => {
    const other = await approvedMerchant(t);
    const mine = await call()<{ rows: MerchantOrder[] }>(m.user, '/user/userApi/orders/list', { pageNum: 1, pageSize: 1, type: 'payout' });
    expect((await openCall(t, other, `/open/v1/orders/${mine.data.rows[0]!.orderNo}`)).code).toBe(-1007);
  });
});

describe('suspense wallets in the console', () => {
  it('tops up, transfers both ways and cashes out, each balanced, with the record', async () => {
    const m = await approvedMerchant(t);
    await fundWallet(t.db, m.user.userId, 0, 'KES', 100_000n);
    const move = (url: string, body: Record<string, unknown>) =>
      call()<SuspenseMoveResult>(m.user, url, { currencyId: 'KES', fundPassword: FUND_PASSWORD, clientOrderNo: clientOrderNo(), ...body });

    const recharged = await move('/user/suspense/recharge', { amount: '600' });
    expect(recharged.data).toMatchObject({ amount: '600.00', suspenseBalance: '600.00', mainBalance: '400.00' });
    const back = await move('/user/suspense/transfer', { direction: 'toMain', amount: '100.50' });
    expect(back.data).toMatchObject({ suspenseBalance: '499.50', mainBalance: '500.50' });
    const again = await move('/user/suspense/transfer', { direction: 'toSuspense', amount: '0.50' });
    expect(again.data).toMatchObject({ suspenseBalance: '500.00', mainBalance: '500.00' });

    expect((await move('/user/suspense/transfer', { direction: 'toMain', amount: '501' })).code).toBe(-1014);
    expect((await move('/user/suspense/transfer', { direction: 'toSuspense', amount: '501' })).code).toBe(-1013);
    expect((await move('/user/suspense/recharge', { amount: '1', fundPassword: '000000' })).code).toBe(-1023);
    const number = clientOrderNo();
    expect((await move('/user/suspense/recharge', { amount: '1', clientOrderNo: number })).code).toBe(200);
    expect((await move('/user/suspense/recharge', { amount: '1', clientOrderNo: number })).code).toBe(-1059);
    expect(await walletBalance(t.db, m.user.userId, 0, 'KES')).toBe(49_900n);

    const cashOut = await call()<MerchantOrder>(m.user, '/user/suspense/cashOut', {
      currencyId: 'KES',
      amount: '200',
      channel: 2,
      phone: '712345670',
      fundPassword: FUND_PASSWORD,
      clientOrderNo: clientOrderNo('CO'),
    });
    expect(cashOut.data).toMatchObject({ type: 'payout', status: 2, amount: '200.00' });

    const record = await call()<{ rows: SuspenseMovement[]; total: number }>(m.user, '/user/suspense/record/list', { pageNum: 1, pageSize: 20 });
    expect(record.data.rows.map((row) => row.kind)).toEqual(['cash_out', 'recharge', 'transfer_in', 'transfer_out', 'recharge']);
    expect(record.data.rows[0]!.orderNo).toBe(cashOut.data.orderNo);
    const onlyIn = await call()<{ rows: SuspenseMovement[] }>(m.user, '/user/suspense/record/list', { pageNum: 1, pageSize: 20, kind: 'transfer_in' });
    expect(onlyIn.data.rows).toHaveLength(1);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('refuses money moves before API access is approved (-1105)', async () => {
    const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    const reply = await call()(user, '/user/suspense/recharge', { currencyId: 'KES', amount: '1', fundPassword: FUND_PASSWORD, clientOrderNo: clientOrderNo() });
    expect(reply.code).toBe(-1105);
  });
});

/** Delivers what earlier tests queued, so a test sees only its own notifications. */
async function flushQueue(): Promise<void> {
  transport.answers.splice(0, transport.answers.length, 200);
  // A poll makes a batch of attempts at most: poll until one finds nothing due.
  while ((await t.app.merchant.runDueWebhooks(new Date(nowMs))) > 0);
  transport.sent.length = 0;
}

describe('status notifications', () => {
  it('signs each notification so standardwebhooks verifies it, retries with back-off under the same id, logs and resends', async () => {
    const m = await fundedMerchant();
    await flushQueue();
    transport.answers.splice(0, transport.answers.length, 500, 0, 200);
    const order = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345670') });
    const t0 = nowMs;

    expect(await t.app.merchant.runDueWebhooks(new Date(t0))).toBe(0);
    expect(transport.sent).toHaveLength(1);
    // Not due again before the first back-off of 5 s.
    await t.app.merchant.runDueWebhooks(new Date(t0 + 4_000));
    expect(transport.sent).toHaveLength(1);
    await t.app.merchant.runDueWebhooks(new Date(t0 + 5_000));
    expect(transport.sent).toHaveLength(2);
    await t.app.merchant.runDueWebhooks(new Date(t0 + 5_000 + 4 * 60_000));
    expect(transport.sent).toHaveLength(2);
    expect(await t.app.merchant.runDueWebhooks(new Date(t0 + 5_000 + 5 * 60_000))).toBe(1);
    expect(transport.sent).toHaveLength(3);

    const ids = new Set(transport.sent.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const verifier = new Webhook(m.info.webhookSecret!);
    // The test's clock runs minutes ahead for the back-off; the receiver checks the timestamp
    // against its own clock, so each delivery is verified as at the moment it was sent.
    const verifyAtDelivery = (body: string, headers: Record<string, string>) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Number(headers['webhook-timestamp']) * 1000);
        return verifier.verify(body, headers);
      } finally {
        vi.useRealTimers();
      }
    };
    for (const request of transport.sent) {
      expect(request.url).toBe(APPLICATION.notifyUrl);
      const event = verifyAtDelivery(request.body, request.headers) as { type: string; data: MerchantOrder };
      expect(event.type).toBe('order.status_changed');
      expect(event.data).toMatchObject({ orderNo: order.data.orderNo, status: 2 });
    }
    // A tampered body is refused by the verifier.
    expect(() => verifyAtDelivery(transport.sent[0]!.body.replace('"status":2', '"status":3'), transport.sent[0]!.headers)).toThrow('No matching signature found');

    const list = await call()<{ rows: WebhookDelivery[]; total: number }>(m.user, '/user/userApi/webhooks/list', {
      pageNum: 1,
      pageSize: 10,
      orderNo: order.data.orderNo,
    });
    expect(list.data.total).toBe(1);
    const delivery = list.data.rows[0]!;
    expect(delivery).toMatchObject({ status: 'delivered', attemptCount: 3, eventType: 'order.status_changed', orderNo: order.data.orderNo });
    expect(delivery.eventId).toBe([...ids][0]);
    expect(delivery.attempts.map((a) => [a.attemptNo, a.responseStatus, a.error === null])).toEqual([
      [1, 500, true],
      [2, null, false],
      [3, 200, true],
    ]);
    expect(JSON.parse(delivery.payload)).toMatchObject({ type: 'order.status_changed', data: { orderNo: order.data.orderNo } });

    transport.answers.splice(0, transport.answers.length, 200);
    const resent = await call()<WebhookDelivery>(m.user, `/user/userApi/webhooks/resend/${delivery.id}`);
    expect(resent.data.status).toBe('pending');
    await t.app.merchant.runDueWebhooks(now());
    expect(transport.sent).toHaveLength(4);
    expect(transport.sent[3]!.headers['webhook-id']).toBe(delivery.eventId);
    const other = await approvedMerchant(t);
    expect((await call()(other.user, `/user/userApi/webhooks/resend/${delivery.id}`)).code).toBe(-1007);
  });

  it('notifies Processing and then the final status of a late payout', async () => {
    const m = await fundedMerchant();
    transport.sent.length = 0;
    transport.answers.splice(0, transport.answers.length, 200);
    const order = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345678') });
    await t.app.money.runDueRailEvents(new Date(nowMs + 6_000));
    await t.app.merchant.runDueWebhooks(new Date(nowMs + 6_000));
    const statuses = transport.sent
      .map((request) => JSON.parse(request.body) as { data: MerchantOrder })
      .filter((event) => event.data.orderNo === order.data.orderNo)
      .map((event) => event.data.status);
    expect(statuses).toEqual([1, 3]);
  });

  it('gives up after three days of failures', async () => {
    const m = await fundedMerchant();
    transport.answers.splice(0, transport.answers.length, 503);
    const order = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: payout('712345670') });
    let at = nowMs;
    for (let i = 0; i < 80; i += 1) {
      await t.app.merchant.runDueWebhooks(new Date(at));
      at += 3_600_000;
    }
    const list = await call()<{ rows: WebhookDelivery[] }>(m.user, '/user/userApi/webhooks/list', { pageNum: 1, pageSize: 10, orderNo: order.data.orderNo });
    const delivery = list.data.rows[0]!;
    expect(delivery.status).toBe('failed');
    expect(delivery.nextAttemptTime).toBeNull();
    const last = new Date(delivery.attempts.at(-1)!.time).getTime();
    expect(last - new Date(delivery.createTime).getTime()).toBeLessThanOrEqual(3 * 24 * 3_600_000);
    expect(delivery.attempts.length).toBeGreaterThanOrEqual(8);
  });
});

describe('OpenAPI document', () => {
  it('describes every open path with component schemas from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/open/v1/openapi.json' });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties?: object }> } };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/open/v1/account/lookup',
        '/open/v1/balance',
        '/open/v1/banks',
        '/open/v1/fees',
        '/open/v1/openapi.json',
        '/open/v1/orders',
        '/open/v1/orders/{orderNo}',
        '/open/v1/payin',
        '/open/v1/payout',
        '/open/v1/payout/quote',
      ].sort(),
    );
    expect(Object.keys(doc.paths['/open/v1/payout']!)).toEqual(['post']);
    expect(Object.keys(doc.components.schemas.MerchantOrder!.properties!)).toContain('merchantOrderNo');
    expect(JSON.stringify(doc.paths['/open/v1/payout'])).toContain('#/components/schemas/OpenPayoutBody');
    expect(JSON.stringify(doc.paths['/open/v1/payout/quote'])).toContain('#/components/schemas/OpenPayoutQuote');
    // Public reference data asks no signature.
    expect(doc.paths['/open/v1/fees']!.get).toMatchObject({ security: [] });
    expect(doc.paths['/open/v1/banks']!.get).toMatchObject({ security: [] });
    expect(doc.paths['/open/v1/payout/quote']!.post).not.toHaveProperty('security');
  });
});

describe('staff in the API area (spec section 6)', () => {
  async function staffWith(main: Merchant, permissions: string[]) {
    const now = new Date();
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO team_role (main_user_id, name, menus, status, created_at, updated_at) VALUES ($1, $2, $3::jsonb, 0, $4, $4) RETURNING id`,
      [main.user.userId, `role${Math.floor(Math.random() * 1e6)}`, JSON.stringify(permissions), now],
    );
    const staff = await createTestUser(t.db, { parentId: main.user.userId, fundPassword: FUND_PASSWORD });
    await t.db.query('UPDATE app_user SET role_id = $2 WHERE id = $1', [staff.userId, rows[0]!.id]);
    return staff;
  }

  it('sees C2B with HomeApiC2B only, moves suspense money only with its permission, and never touches credentials', async () => {
    const main = await fundedMerchant();
    const c2b = await staffWith(main, ['HomeApiC2B']);
    const list = (user: typeof c2b, type: string) => call()(user, '/user/userApi/orders/list', { pageNum: 1, pageSize: 10, type });
    expect((await list(c2b, 'payin')).code).toBe(200);
    expect((await list(c2b, 'payout')).code).toBe(1000);
    const staffInfo = await call()<ApiInfo>(c2b, '/user/userApi/info');
    expect(staffInfo.data).toMatchObject({ auditStatus: 1, accessKey: main.info.accessKey, accessSecret: null, webhookSecret: null });
    expect((await call()(c2b, '/user/userApi/refresh')).code).toBe(1000);
    expect((await call()(c2b, '/user/userApi/save', APPLICATION)).code).toBe(1000);
    expect((await call()(c2b, '/user/suspense/balance')).code).toBe(1000);

    const transfer = await staffWith(main, ['HomeApiSuspenseTransfer']);
    const moved = await call()<SuspenseMoveResult>(transfer, '/user/suspense/transfer', {
      direction: 'toMain',
      currencyId: 'KES',
      amount: '1',
      fundPassword: FUND_PASSWORD,
      clientOrderNo: clientOrderNo(),
    });
    // Staff act on the main account's wallets.
    expect(moved.code).toBe(200);
    expect(moved.data.suspenseBalance).toBe('9999.00');
    expect((await call()(transfer, '/user/suspense/recharge', { currencyId: 'KES', amount: '1', fundPassword: FUND_PASSWORD, clientOrderNo: clientOrderNo() })).code).toBe(1000);
    expect((await call()(transfer, '/user/suspense/record/list', { pageNum: 1, pageSize: 10 })).code).toBe(1000);
  });
});
