/** Every reply names its request: the caller's sane X-Request-Id, or one the server makes. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('is generated for a portal call, a merchant API refusal, a 404 and a router refusal, each different', async () => {
    const replies = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/common/country', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/open/v1/balance' }),
      t.app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/open/v1/orders/%zz' }),
    ]);
    const ids = replies.map((reply) => reply.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(replies[1]!.json()).toMatchObject({ code: -1100 });
  });

  it("keeps a caller's sane id and replaces one that is not", async () => {
    const kept = await t.app.inject({ method: 'POST', url: '/api/common/country', payload: {}, headers: { 'x-request-id': 'shop-42.call_7' } });
    expect(kept.headers['x-request-id']).toBe('shop-42.call_7');
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', '<script>alert(1)</script>']) {
      const replaced = await t.app.inject({ method: 'POST', url: '/api/common/country', payload: {}, headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('may be sent and read by a script on a configured origin', async () => {
    const cors = await createTestApp({ config: { corsOrigins: ['https://shop.example'] } });
    try {
      const preflight = await cors.app.inject({ method: 'OPTIONS', url: '/api/open/v1/balance', headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' } });
      expect(preflight.headers['access-control-allow-headers']).toContain('x-request-id');
      const reply = await cors.app.inject({ method: 'GET', url: '/api/open/v1/balance', headers: { origin: 'https://shop.example', 'x-request-id': 'shop-call-0002' } });
      expect(reply.headers['x-request-id']).toBe('shop-call-0002');
      expect(reply.headers['access-control-expose-headers']).toContain('x-request-id');
    } finally {
      await cors.close();
    }
  });

  it("names a refused call's code and message in the log line of its request", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    const logged = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const reply = await logged.app.inject({ method: 'GET', url: '/api/open/v1/balance', headers: { 'x-request-id': 'shop-call-0003' } });
      expect(reply.statusCode).toBe(200);
      const { code, msg } = reply.json<{ code: number; msg: string }>();
      expect(lines.filter((line) => line.reqId === 'shop-call-0003' && line.code === code)).toEqual([expect.objectContaining({ level: 30, msg: `refused: ${msg}` })]);
    } finally {
      await logged.close();
    }
  });
});
