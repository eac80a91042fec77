/**
 * Rotation with overlap: a reset can keep the old access key and secret, or the old webhook
 * secret, valid for a grace period, so a running integration never sees a refusal and every
 * notification verifies with whichever secret the receiver holds. Also the keys' last use.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiInfo, MerchantOrder } from '@mizani/sdk/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { caller, clientOrderNo } from '../orders/test-kit.ts';
import { apiInfo, LAST_USE_PRECISION_MS } from '../../domain/merchant/access.ts';
import { approvedMerchant, fundedMerchant, openCall, recordingTransport, type Merchant } from './test-kit.ts';

const transport = recordingTransport();
let t: TestApp;
let nowMs = Date.now();
const now = () => new Date(nowMs);
const call = () => caller(t);
const HOUR = 3_600_000;
const CLIENT_IP = '198.51.100.7';

beforeAll(async () => {
  t = await createTestApp({ identity: { now }, merchant: { transport, webhookScheduler: false } });
});
afterAll(async () => {
  await t?.close();
});

const info = async (m: Merchant) => (await call()<ApiInfo>(m.user, '/user/userApi/info')).data;
const balance = (m: Merchant, credentials: ApiInfo) => openCall(t, { ...m, info: credentials }, '/open/v1/balance', { ip: CLIENT_IP });

describe('access key rotation', () => {
  it('keeps a client calling across a reset with 1 h grace without a single refusal, then refuses the old key', async () => {
    const m = await approvedMerchant(t);
    const old = m.info;
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await balance(m, old)).code);

    const rotated = await call()<ApiInfo>(m.user, '/user/userApi/refresh', { graceHours: 1 });
    expect(rotated.code).toBe(200);
    expect(rotated.data.accessKey).not.toBe(old.accessKey);
    expect(rotated.data.previousAccessKey).toBe(old.accessKey);
    expect(rotated.data.previousAccessExpireTime).toBe(new Date(nowMs + HOUR).toISOString());

    // The client has not picked up the new secret yet: it carries on with the old one for a while...
    for (let i = 0; i < 5; i += 1) {
      nowMs += 60_000;
      codes.push((await balance(m, old)).code);
    }
    // ...then switches over, well inside the grace period.
    for (let i = 0; i < 5; i += 1) codes.push((await balance(m, rotated.data)).code);
    expect(codes).toEqual(Array.from({ length: 15 }, () => 200));

    // The console sees both keys in use, each from the caller's address.
    const during = await info(m);
    expect(during).toMatchObject({ previousAccessKey: old.accessKey, lastUsedIp: CLIENT_IP, previousLastUsedIp: CLIENT_IP });
    expect(during.lastUsedTime).toBe(new Date(nowMs).toISOString());

    nowMs += HOUR;
    expect((await balance(m, old)).code).toBe(-1100);
    expect((await balance(m, rotated.data)).code).toBe(200);
    const after = await info(m);
    expect(after).toMatchObject({ previousAccessKey: null, previousAccessExpireTime: null, previousLastUsedTime: null });
  });

  it('stops the old key at once with grace "none", and the old secret never signs for the new key', async () => {
    const m = await approvedMerchant(t);
    const rotated = await call()<ApiInfo>(m.user, '/user/userApi/refresh', { graceHours: 0 });
    expect(rotated.data.previousAccessKey).toBeNull();
    expect((await balance(m, m.info)).code).toBe(-1100);
    expect((await balance(m, { ...rotated.data, accessSecret: m.info.accessSecret })).code).toBe(-1101);
    expect((await balance(m, rotated.data)).code).toBe(200);
  });

  it('keeps only the last replaced key: a second reset during the grace ends the first key', async () => {
    const m = await approvedMerchant(t);
    const first = (await call()<ApiInfo>(m.user, '/user/userApi/refresh', { graceHours: 24 })).data;
    const second = (await call()<ApiInfo>(m.user, '/user/userApi/refresh', { graceHours: 24 })).data;
    expect((await balance(m, m.info)).code).toBe(-1100);
    expect((await balance(m, first)).code).toBe(200);
    expect((await balance(m, second)).code).toBe(200);
  });

  it('refuses a grace period it does not offer', async () => {
    const m = await approvedMerchant(t);
    expect((await call()(m.user, '/user/userApi/refresh', { graceHours: 2 })).code).toBe(-1008);
    expect((await balance(m, m.info)).code).toBe(200);
  });

  it('notes a last use within the minute once per address, so calls of one merchant do not queue on its row', async () => {
    const m = await approvedMerchant(t);
    const first = nowMs;
    expect((await balance(m, m.info)).code).toBe(200);
    nowMs += LAST_USE_PRECISION_MS / 2;
    expect((await balance(m, m.info)).code).toBe(200);
    expect((await info(m)).lastUsedTime).toBe(new Date(first).toISOString());
    // Another address is news at once; the same address again after the minute is too.
    expect((await openCall(t, m, '/open/v1/balance', { ip: '203.0.113.9' })).code).toBe(200);
    expect(await info(m)).toMatchObject({ lastUsedIp: '203.0.113.9', lastUsedTime: new Date(nowMs).toISOString() });
    nowMs += LAST_USE_PRECISION_MS;
    expect((await balance(m, m.info)).code).toBe(200);
    expect(await info(m)).toMatchObject({ lastUsedIp: CLIENT_IP, lastUsedTime: new Date(nowMs).toISOString() });
  });

  it('applies the allow-list to the old key during its grace as well', async () => {
    const m = await approvedMerchant(t, { ipWhitelist: ['198.51.100.0/24'] });
    const rotated = (await call()<ApiInfo>(m.user, '/user/userApi/refresh', { graceHours: 1 })).data;
    expect((await openCall(t, m, '/open/v1/balance', { ip: '203.0.113.9' })).code).toBe(-1104);
    expect((await openCall(t, { ...m, info: rotated }, '/open/v1/balance', { ip: '203.0.113.9' })).code).toBe(-1104);
    expect((await balance(m, m.info)).code).toBe(200);
  });
});

describe('webhook secret rotation', () => {
  /** Pays out and delivers the notification; returns what was posted. */
  async function notifiedPayout(m: Merchant) {
    await t.app.merchant.runDueWebhooks(new Date(nowMs));
    transport.sent.length = 0;
    const order = await openCall<MerchantOrder>(t, m, '/open/v1/payout', {
      body: { merchantOrderNo: clientOrderNo('PO'), amount: '100', currencyId: 'KES', channel: 2, phone: '712345670' },
    });
    expect(order.code).toBe(200);
    await t.app.merchant.runDueWebhooks(new Date(nowMs));
    const sent = transport.sent.filter((request) => request.body.includes(order.data.orderNo));
    expect(sent).toHaveLength(1);
    return sent[0]!;
  }

  /** Verifies as the receiver would at the moment of delivery (the test's clock runs ahead of the real one). */
  function verifies(secret: string, request: { body: string; headers: Record<string, string> }): boolean {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Number(request.headers['webhook-timestamp']) * 1000);
      new Webhook(secret).verify(request.body, request.headers);
      return true;
    } catch {
      return false;
    } finally {
      vi.useRealTimers();
    }
  }

  it('signs with the new secret only when the reset has no grace', async () => {
    const m = await fundedMerchant(t);
    const rotated = await call()<ApiInfo>(m.user, '/user/userApi/webhookSecret/refresh', { graceHours: 0 });
    const request = await notifiedPayout(m);
    expect(verifies(rotated.data.webhookSecret!, request)).toBe(true);
    expect(verifies(m.info.webhookSecret!, request)).toBe(false);
  });

  // Last in the file: it moves the clock a day on, past the sessions the other tests sign in with.
  it('signs with both secrets during the overlap so either verifies, and with the new one only after it', async () => {
    const m = await fundedMerchant(t);
    const oldSecret = m.info.webhookSecret!;
    const rotated = await call()<ApiInfo>(m.user, '/user/userApi/webhookSecret/refresh', { graceHours: 24 });
    const newSecret = rotated.data.webhookSecret!;
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.data.previousWebhookSecretExpireTime).toBe(new Date(nowMs + 24 * HOUR).toISOString());

    const during = await notifiedPayout(m);
    expect(during.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verifies(oldSecret, during)).toBe(true);
    expect(verifies(newSecret, during)).toBe(true);

    nowMs += 24 * HOUR;
    const after = await notifiedPayout(m);
    expect(after.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verifies(newSecret, after)).toBe(true);
    expect(verifies(oldSecret, after)).toBe(false);
    // A day on, the console session has lapsed; the info is read as the console would get it.
    expect((await apiInfo(t.db, m.user.userId, false, now())).previousWebhookSecretExpireTime).toBeNull();
  });
});
