/** The console's request log: signed calls land in it after their replies, masked, searchable, paged, pruned. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogPage } from '@mizani/sdk/contract';
import { ApiMenu } from '@mizani/sdk/permissions';
import type { Db } from '../../db/types.ts';
import { createTestApp, createTestUser, type TestApp } from '../../testing/index.ts';
import { caller, clientOrderNo } from '../orders/test-kit.ts';
import { fundedMerchant, newNonce, openCall, sign, type Merchant } from '../merchant/test-kit.ts';
import { pruneRequestLog, RequestLogWriter, type RequestLogLine } from './writer.ts';
import { maskBody } from '../../domain/request-log/mask.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A signed call with the caller's own X-Request-Id; replies the status, envelope and request id. */
async function signedCall(m: Merchant, target: string, body: unknown, requestId?: string) {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = newNonce();
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api${target}`,
    payload: text,
    headers: {
      'content-type': 'application/json',
      'x-access-key': m.info.accessKey!,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': sign(m.info.accessSecret!, 'POST', `/api${target}`, timestamp, nonce, text),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
  });
  return { status: reply.statusCode, envelope: reply.json() as { code: number }, requestId: reply.headers['x-request-id'] as string };
}

const list = async (m: Merchant, body: object) => {
  await t.app.requestLog.flush();
  return caller(t)<RequestLogPage>(m.user, '/user/userApi/requestLog/list', { pageSize: 20, ...body });
};

describe('request log', () => {
  it('logs each signed call after its reply with request id, result, latency and the body with secrets masked', async () => {
    const m = await fundedMerchant(t);
    const orderNo = clientOrderNo('RL');
    const placed = await signedCall(m, '/open/v1/payout', { merchantOrderNo: orderNo, amount: '100', currencyId: 'KES', channel: 2, phone: '712345670' }, 'shop-call-0001');
    expect(placed.requestId).toBe('shop-call-0001');
    // A refused call is logged too, and the secret the merchant mistakenly sent is not kept.
    const refused = await signedCall(m, '/open/v1/payout', {
      merchantOrderNo: orderNo,
      amount: '100',
      currencyId: 'KES',
      channel: 2,
      phone: '712345670',
      accessSecret: 'do-not-keep-me',
      nested: { fundPassword: '135790' },
    });
    expect(refused.envelope.code).toBe(-1008);
    await openCall(t, m, `/open/v1/orders?merchantOrderNo=${orderNo}`);
    // A call whose signature fails is nobody's: it is not in anyone's log.
    await openCall(t, m, '/open/v1/balance', { signature: '0'.repeat(64) });

    const page = await list(m, {});
    expect(page.code).toBe(200);
    const rows = page.data.rows;
    expect(rows.map((row) => [row.method, row.path, row.code])).toEqual([
      ['GET', `/api/open/v1/orders?merchantOrderNo=${orderNo}`, expect.any(Number)],
      ['POST', '/api/open/v1/payout', -1008],
      ['POST', '/api/open/v1/payout', placed.envelope.code],
    ]);
    const [lookup, bad, good] = rows;
    expect(good).toMatchObject({ requestId: 'shop-call-0001', status: 200, merchantOrderNo: orderNo });
    expect(JSON.parse(good!.body!)).toMatchObject({ merchantOrderNo: orderNo, phone: '712345670' });
    expect(bad!.requestId).toBe(refused.requestId);
    expect(bad!.body).not.toContain('do-not-keep-me');
    expect(bad!.body).not.toContain('135790');
    expect(JSON.parse(bad!.body!)).toMatchObject({ accessSecret: '***', nested: { fundPassword: '***' } });
    expect(lookup).toMatchObject({ merchantOrderNo: orderNo, body: null });
    for (const row of rows) expect(row.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('finds the calls about one order reference, and pages by cursor without repeating a row', async () => {
    const m = await fundedMerchant(t);
    const wanted = clientOrderNo('RA');
    for (const no of [wanted, clientOrderNo('RB'), wanted]) {
      await signedCall(m, '/open/v1/payout', { merchantOrderNo: no, amount: '100', currencyId: 'KES', channel: 2, phone: '712345670' });
    }
    const found = await list(m, { merchantOrderNo: wanted });
    expect(found.data.rows.map((row) => row.merchantOrderNo)).toEqual([wanted, wanted]);

    const first = await list(m, { pageSize: 2 });
    expect(first.data.rows).toHaveLength(2);
    const second = await list(m, { pageSize: 2, cursor: first.data.nextCursor });
    expect(second.data.rows).toHaveLength(1);
    expect(second.data.nextCursor).toBeNull();
    const ids = [...first.data.rows, ...second.data.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(3);
    // Another merchant sees none of it.
    const other = await fundedMerchant(t);
    expect((await list(other, {})).data.rows).toEqual([]);
  });

  it('shows staff the pay-in calls with C2B and the payout calls with B2C', async () => {
    const m = await fundedMerchant(t);
    await signedCall(m, '/open/v1/payout', { merchantOrderNo: clientOrderNo('RS'), amount: '100', currencyId: 'KES', channel: 2, phone: '712345670' });
    await openCall(t, m, '/open/v1/balance');
    const c2bOnly = await createTestUser(t.db, { parentId: m.user.userId, permissions: [ApiMenu.C2B] });
    await t.app.requestLog.flush();
    const seen = await caller(t)<RequestLogPage>(c2bOnly, '/user/userApi/requestLog/list', { pageSize: 20 });
    expect(seen.data.rows.map((row) => row.path)).toEqual(['/api/open/v1/balance']);
    const neither = await createTestUser(t.db, { parentId: m.user.userId, permissions: [ApiMenu.Suspense] });
    expect((await caller(t)(neither, '/user/userApi/requestLog/list', { pageSize: 20 })).code).toBe(1000);
  });

  it('keeps 7 days: older lines are neither listed nor kept', async () => {
    const m = await fundedMerchant(t);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3_600_000);
    await t.db.query(
      `INSERT INTO request_log (user_id, request_id, method, path, status, code, latency_ms, created_at) VALUES ($1, 'old-call-0001', 'GET', '/api/open/v1/balance', 200, 200, 3, $2)`,
      [m.user.userId, eightDaysAgo],
    );
    expect((await list(m, {})).data.rows).toEqual([]);
    expect(await pruneRequestLog(t.db, new Date())).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query(`SELECT 1 FROM request_log WHERE request_id = 'old-call-0001'`);
    expect(rows).toEqual([]);
  });
});

describe('masking', () => {
  it('hides secrets by name at any depth, short words only as whole words, and keeps no body that is not JSON', () => {
    const body = { fundPin: '1', sms_otp: '2', shipping: 'x', footprint: 'y', apiKey: 'k', nested: [{ fundPassword: 'p', phone: '712345670' }] };
    expect(JSON.parse(maskBody(Buffer.from(JSON.stringify(body)))!)).toEqual({
      fundPin: '***',
      sms_otp: '***',
      shipping: 'x',
      footprint: 'y',
      apiKey: '***',
      nested: [{ fundPassword: '***', phone: '712345670' }],
    });
    expect(maskBody(Buffer.from('token=abc'))).toBe('(9 bytes, not JSON: not kept)');
    expect(maskBody(undefined)).toBeNull();
    expect(maskBody(Buffer.from(JSON.stringify({ remark: 'x'.repeat(5000) })))!.endsWith('… (cut)')).toBe(true);
  });
});

describe('request log writer', () => {
  const line = (n: number): RequestLogLine => ({
    userId: 1,
    requestId: `req-${n}`,
    method: 'GET',
    path: '/api/open/v1/balance',
    status: 200,
    code: 200,
    latencyMs: 1,
    merchantOrderNo: null,
    orderType: null,
    body: null,
    at: new Date(),
  });

  it('never makes a call wait, and drops lines past its bound while the database is slow', async () => {
    const inserted: unknown[][] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const db = {
      query: async (sql: string, params: unknown[] = []) => {
        if (sql.startsWith('INSERT')) {
          await slow;
          inserted.push(params);
        }
        return { rows: [] };
      },
    } as unknown as Db;
    const writer = new RequestLogWriter(db, { now: () => new Date(), onError: (error) => Promise.reject(error), maxPending: 3, batchSize: 2 });
    for (let n = 0; n < 3; n += 1) writer.add(line(n));
    // The first batch is taken off the queue and waits for the database; the queue refills to its bound.
    await new Promise((resolve) => setImmediate(resolve));
    for (let n = 3; n < 10; n += 1) writer.add(line(n));
    expect(writer.dropped).toBe(5);
    release();
    await writer.flush();
    const written = inserted.flatMap((params) => params.filter((value) => typeof value === 'string' && value.startsWith('req-')));
    expect(written).toEqual(['req-0', 'req-1', 'req-2', 'req-3', 'req-4']);
  });

  it('writes the lines of calls close together in one INSERT, and at once when flushed or when a batch is full', async () => {
    const inserts: string[][] = [];
    const db = {
      query: async (sql: string, params: unknown[] = []) => {
        if (sql.startsWith('INSERT')) inserts.push(params.filter((value): value is string => typeof value === 'string' && value.startsWith('req-')));
        return { rows: [] };
      },
    } as unknown as Db;
    const writer = new RequestLogWriter(db, { now: () => new Date(), onError: (error) => Promise.reject(error), batchSize: 3, gatherMs: 60_000 });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    writer.add(line(0));
    await turn();
    writer.add(line(1));
    await turn();
    // Still gathering: nothing written yet.
    expect(inserts).toEqual([]);
    // The third fills the batch: written without waiting out the gathering time.
    writer.add(line(2));
    await turn();
    expect(inserts).toEqual([['req-0', 'req-1', 'req-2']]);
    await writer.flush();
    writer.add(line(3));
    await turn();
    writer.add(line(4));
    expect(inserts).toHaveLength(1);
    await writer.flush();
    expect(inserts).toEqual([['req-0', 'req-1', 'req-2'], ['req-3', 'req-4']]);
  });
});
