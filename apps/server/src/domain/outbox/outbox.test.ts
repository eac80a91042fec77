import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { sendMessage } from './outbox.ts';

let t: TestApp;
const logged: string[] = [];
const log = { info: (line: string) => void logged.push(line) };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const outbox = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/outbox${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; data: { to: string; channel: string; code: string | null; text: string; createdAt: string }[] };
};

describe('sandbox outbox', () => {
  it('is empty on a fresh database', async () => {
    expect(await outbox()).toEqual({ code: 200, msg: 'success', data: [] });
  });

  it('records what the server would send, prints it, and lists it newest first', async () => {
    await sendMessage(t.db, { to: '+254712345678', channel: 'sms', code: '482913', text: 'Your Mizani Pay code is 482913' }, log);
    await sendMessage(t.db, { to: 'amina@example.co.ke', channel: 'email', code: '771204', text: 'Your code is 771204' }, log);
    await sendMessage(t.db, { to: '+254712345678', channel: 'notice', text: 'Your KYC was approved' }, log);

    const { data } = await outbox();
    expect(data.map((m) => [m.to, m.channel, m.code, m.text])).toEqual([
      ['+254712345678', 'notice', null, 'Your KYC was approved'],
      ['amina@example.co.ke', 'email', '771204', 'Your code is 771204'],
      ['+254712345678', 'sms', '482913', 'Your Mizani Pay code is 482913'],
    ]);
    for (const m of data) expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt);

    expect(logged[0]).toBe('[outbox] to=+254712345678 channel=sms code=482913 text="Your Mizani Pay code is 482913"');
    expect(logged[2]).toContain('code=-');
  });

  it('filters by recipient', async () => {
    const { data } = await outbox(`?to=${encodeURIComponent('+254712345678')}`);
    expect(data).toHaveLength(2);
    expect(data.every((m) => m.to === '+254712345678')).toBe(true);
    expect((await outbox('?to=nobody')).data).toEqual([]);
  });

  it('records a message sent inside a transaction only if the transaction commits', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await sendMessage(tx, { to: '+255754000111', channel: 'sms', code: '000111', text: 'code 000111' }, log);
        throw new Error('registration failed');
      }),
    ).rejects.toThrow('registration failed');
    expect((await outbox('?to=%2B255754000111')).data).toEqual([]);
  });

  it('logs through the Fastify logger as well', async () => {
    await sendMessage(t.db, { to: '+256772000000', channel: 'sms', code: '123456', text: 'code 123456' }, t.app.log);
    expect((await outbox('?to=%2B256772000000')).data).toHaveLength(1);
  });

  it('refuses an unknown channel at the database', async () => {
    await expect(
      sendMessage(t.db, { to: 'x', channel: 'fax' as 'sms', text: 'y' }, log),
    ).rejects.toThrow();
  });
});

describe('with SANDBOX=false', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp({ config: { sandbox: false } });
  });
  afterAll(() => live?.close());

  it('the sandbox endpoint does not exist', async () => {
    const res = await live.app.inject({ method: 'GET', url: '/api/sandbox/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'Not Found', data: null });
  });

  it('health says so', async () => {
    const res = await live.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().data.sandbox).toBe(false);
  });
});

describe('who may read the outbox', () => {
  const from = (app: TestApp['app'], remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/sandbox/outbox', remoteAddress, headers }).then((res) => res.json<{ code: number; data: unknown }>());

  it('callers on this machine only: another address, or a request a proxy forwarded, gets 1000 and no codes', async () => {
    await sendMessage(t.db, { to: '+254700000001', channel: 'sms', code: '135246', text: 'Your Mizani Pay code is 135246' }, log);
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect((await from(t.app, local)).code, local).toBe(200);
    for (const remote of ['10.0.0.5', '192.168.1.20', '::ffff:10.1.2.3', '2001:db8::1']) {
      expect(await from(t.app, remote), remote).toEqual({ code: 1000, msg: 'No operation permission', data: null });
    }
    expect((await from(t.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).code).toBe(1000);
    expect((await from(t.app, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).code).toBe(1000);
  });

  it('everyone when SANDBOX_OUTBOX_OPEN says so', async () => {
    const open = await createTestApp({ config: { sandboxOutboxOpen: true } });
    try {
      expect((await from(open.app, '10.0.0.5')).code).toBe(200);
    } finally {
      await open.close();
    }
  });
});
