import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/envelope.ts';
import { generateWebhookSecret, newEventId, signWebhook } from '../../domain/webhooks/signature.ts';
import { httpTransport } from '../../domain/webhooks/transport.ts';
import { GIVE_UP_AFTER_MS, nextAttemptAt, RETRY_DELAYS_MS } from '../../domain/webhooks/queue.ts';
import { checkCallbackUrl, isPublicAddress } from '../../domain/webhooks/url-guard.ts';

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error instanceof AppError ? error.code : error;
  }
  return 'accepted';
};

describe('callback URL guard', () => {
  const dns = (answers: Record<string, string[]>) => async (host: string) => {
    const found = answers[host];
    if (!found) throw new Error('ENOTFOUND');
    return found;
  };
  const resolve = dns({
    'hooks.shop.example': ['93.184.216.34'],
    'inner.shop.example': ['10.1.2.3'],
    'mixed.shop.example': ['93.184.216.34', '192.168.1.10'],
    'v6.shop.example': ['2606:2800:220:1:248:1893:25c8:1946'],
    'v6-inner.shop.example': ['fd00::1'],
  });

  it('refuses private, loopback and link-local targets outside sandbox mode with -1108', async () => {
    for (const url of [
      'http://127.0.0.1/hook',
      'http://localhost.shop.example/hook',
      'http://10.0.0.8/hook',
      'https://172.20.1.1/hook',
      'https://192.168.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'https://inner.shop.example/hook',
      'https://mixed.shop.example/hook',
      'https://v6-inner.shop.example/hook',
      'https://user:pass@hooks.shop.example/hook',
      'ftp://hooks.shop.example/hook',
    ]) {
      expect(await refusal(checkCallbackUrl(url, false, resolve)), url).toBe(-1108);
    }
  });

  it('accepts public addresses outside sandbox mode, and anything http(s) in sandbox mode', async () => {
    expect(await refusal(checkCallbackUrl('https://hooks.shop.example/hook', false, resolve))).toBe('accepted');
    expect(await refusal(checkCallbackUrl('https://v6.shop.example/hook', false, resolve))).toBe('accepted');
    expect(await refusal(checkCallbackUrl('http://127.0.0.1:9000/hook', true, resolve))).toBe('accepted');
    expect(await refusal(checkCallbackUrl('gopher://127.0.0.1/', true, resolve))).toBe(-1108);
  });

  it('classifies addresses', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('not-an-ip')).toBe(false);
  });
});

describe('delivery transport', () => {
  let server: http.Server;
  let url: string;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(202).end('thanks');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts a notification that standardwebhooks verifies', async () => {
    const secret = generateWebhookSecret();
    const id = newEventId();
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'order.status_changed', timestamp: new Date().toISOString(), data: { orderNo: 'MZ1' } });
    const reply = await httpTransport({
      url,
      body,
      sandbox: true,
      headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, body) },
    });
    expect(reply).toEqual({ status: 202, body: 'thanks' });
    const got = received.at(-1)!;
    expect(new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).toMatchObject({ data: { orderNo: 'MZ1' } });
    expect(() => new Webhook(generateWebhookSecret()).verify(got.body, got.headers as Record<string, string>)).toThrow();
  });

  it('refuses to connect to a loopback receiver outside sandbox mode', async () => {
    const before = received.length;
    await expect(httpTransport({ url, body: '{}', sandbox: false, headers: {} })).rejects.toThrow(/refused/);
    await expect(
      httpTransport({ url: url.replace('127.0.0.1', 'localhost'), body: '{}', sandbox: false, headers: {} }),
    ).rejects.toThrow(/refused/);
    expect(received.length).toBe(before);
  });
});

describe('retry schedule', () => {
  it('backs off 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, and stops after three days', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    let at = created;
    const gaps: number[] = [];
    for (let attempts = 1; ; attempts += 1) {
      const next = nextAttemptAt(created, attempts, at);
      if (!next) break;
      gaps.push(next.getTime() - at.getTime());
      at = next;
    }
    expect(gaps.slice(0, 6)).toEqual(RETRY_DELAYS_MS);
    expect(gaps.slice(6).every((gap) => gap === 10 * 3_600_000)).toBe(true);
    expect(at.getTime() - created.getTime()).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(at.getTime() - created.getTime() + 10 * 3_600_000).toBeGreaterThan(GIVE_UP_AFTER_MS);
  });
});

describe('applying outside sandbox mode', () => {
  it('refuses a callback URL that resolves to an inner address, accepts a public one', async () => {
    const { createTestApp, createTestUser } = await import('../../testing/index.ts');
    const { APPLICATION } = await import('../merchant/test-kit.ts');
    const t = await createTestApp({
      config: { sandbox: false },
      merchant: { resolveHost: async (host) => (host === 'hooks.shop.example' ? ['93.184.216.34'] : ['10.0.0.7']) },
    });
    try {
      const user = await createTestUser(t.db);
      const save = async (notifyUrl: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/user/userApi/save',
            headers: { authorization: `Bearer ${user.token}` },
            payload: { ...APPLICATION, notifyUrl },
          })
        ).json() as { code: number };
      expect((await save('https://intranet.shop.example/hook')).code).toBe(-1108);
      expect((await save('http://127.0.0.1:8080/hook')).code).toBe(-1108);
      expect((await save('https://hooks.shop.example/hook')).code).toBe(200);
    } finally {
      await t.close();
    }
  });
});
