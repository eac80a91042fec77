import fc from 'fast-check';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas, type EndpointName } from '@mizani/sdk/contract';
import { AppError } from './http/envelope.ts';
import { createTestApp, type TestApp } from './testing/index.ts';

let t: TestApp;
let signedIn: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The routes a later feature would add, to see how the error handler treats what they throw.
  t.app.get('/api/test/app-error', async () => {
    throw new AppError(-1019);
  });
  t.app.get('/api/test/crash', async () => {
    throw new Error('connection string postgres://admin:secret@db leaked');
  });
  signedIn = await createTestApp({ authenticate: async () => {} });
});
afterAll(async () => {
  await t?.close();
  await signedIn?.close();
});

const post = (app: TestApp, url: string, payload?: unknown) =>
  app.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The reply follows the contract's `data` schema for the call. */
function expectContract(name: EndpointName, data: unknown) {
  const errors = [...Value.Errors(schemas[name].data, data)];
  expect(errors).toEqual([]);
}

describe('GET /api/health', () => {
  it('reports the database engine and sandbox mode in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', sandbox: true },
    });
  });
});

describe('POST /api/common/country', () => {
  it('lists the seeded countries in their order, without a token', async () => {
    const res = await post(t, '/api/common/country', {});
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toEqual([
      { id: 254, name: 'Kenya', nameZh: '肯尼亚', isoCode: 'KE', currencyId: 'KES' },
      { id: 255, name: 'Tanzania', nameZh: '坦桑尼亚', isoCode: 'TZ', currencyId: 'TZS' },
      { id: 256, name: 'Uganda', nameZh: '乌干达', isoCode: 'UG', currencyId: 'UGX' },
      { id: 86, name: 'China', nameZh: '中国', isoCode: 'CN', currencyId: 'CNY' },
    ]);
    expectContract('common.country', body.data);
  });

  it('accepts a call without any payload, or with an empty JSON body', async () => {
    expect((await post(t, '/api/common/country')).json().code).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/common/country',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json().code).toBe(200);
  });
});

describe('POST /api/common/currency', () => {
  it('needs a session: -1001 from the error table', async () => {
    const res = await post(t, '/api/common/currency', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: -1001, msg: 'Not logged in or login expired', data: null });
  });

  it('checks the session before the input', async () => {
    expect((await post(t, '/api/common/currency', { bogus: true })).json().code).toBe(-1001);
  });

  it('lists the currencies with their minor-unit scale', async () => {
    const body = (await post(signedIn, '/api/common/currency', {})).json();
    expect(body.code).toBe(200);
    expect(body.data).toEqual([
      { id: 'CNY', name: 'Chinese Yuan', symbol: '¥', scale: 2 },
      { id: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', scale: 2 },
      { id: 'TZS', name: 'Tanzanian Shilling', symbol: 'TSh', scale: 2 },
      { id: 'UGX', name: 'Ugandan Shilling', symbol: 'USh', scale: 0 },
      { id: 'USD', name: 'US Dollar', symbol: '$', scale: 2 },
    ]);
    expectContract('common.currency', body.data);
  });
});

describe('POST /api/common/sysNotice', () => {
  it('lists published notices in both languages, newest first', async () => {
    const body = (await post(t, '/api/common/sysNotice', {})).json();
    expect(body.code).toBe(200);
    expectContract('common.sysNotice', body.data);
    const notices = body.data as { locale: string; title: string; createTime: string }[];
    expect(new Set(notices.map((n) => n.locale))).toEqual(new Set(['en', 'zh']));
    const times = notices.map((n) => n.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(notices.map((n) => n.title)).toContain('M-Pesa scheduled maintenance');
  });

  it('filters by locale', async () => {
    const zh = (await post(t, '/api/common/sysNotice', { locale: 'zh' })).json().data as { locale: string; title: string }[];
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.every((n) => n.locale === 'zh')).toBe(true);
    expect(zh.map((n) => n.title)).toContain('M-Pesa 计划维护通知');
  });

  it('leaves out unpublished notices', async () => {
    await t.db.query(
      "INSERT INTO sys_notice (locale, title, content, published) VALUES ('en', 'Draft: new fees', 'Not yet', false)",
    );
    const titles = ((await post(t, '/api/common/sysNotice', { locale: 'en' })).json().data as { title: string }[]).map(
      (n) => n.title,
    );
    expect(titles).not.toContain('Draft: new fees');
  });
});

describe('bad input is -1008 naming the field, never a 500', () => {
  it.each([
    ['an unexpected field', '/api/common/country', { x: 1 }, 'Parameter error: x is not allowed'],
    ['a value outside the enumeration', '/api/common/sysNotice', { locale: 'fr' }, 'Parameter error: locale must be one of "en", "zh"'],
    ['a wrong type', '/api/common/sysNotice', { locale: 5 }, 'Parameter error: locale must be one of "en", "zh"'],
    ['a body that is not an object', '/api/common/country', [1, 2], 'Parameter error: body must be object'],
  ])('%s', async (_case, url, payload, msg) => {
    const res = await post(t, url, payload);
    expect(res.statusCode).toBe(200);
    // data names the field and the rule (http/errors.ts fieldRefusal).
    expect(res.json()).toMatchObject({ code: -1008, msg, data: { field: expect.any(String), rule: expect.any(String) } });
  });

  it('broken JSON: -1008 with HTTP 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/country',
      headers: { 'content-type': 'application/json' },
      payload: '{"locale": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: -1008, msg: 'Parameter error: body is not valid JSON', data: null });
  });

  it('prototype pollution attempt: -1008, not accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/country',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(res.json().code).toBe(-1008);
  });

  it('wrong content type: -1008 with HTTP 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/country',
      headers: { 'content-type': 'text/xml' },
      payload: '<country/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: -1008, data: null });
    expect(res.json().msg).toMatch(/^Parameter error: content type text\/xml is not supported/);
  });

  it('body too large: -1008 with HTTP 413', async () => {
    const res = await post(t, '/api/common/sysNotice', { locale: 'en', filler: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: -1008, msg: 'Parameter error: body is too large', data: null });
  });

  it('holds for any JSON value at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/common/sysNotice',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(value),
        });
        const body = res.json();
        expect(res.statusCode).toBeLessThan(500);
        expect([200, -1008]).toContain(body.code);
        if (body.code === -1008) expect(body.msg).toMatch(/^Parameter error: /);
      }),
      { numRuns: 150 },
    );
  });
});

describe('errors', () => {
  it('unknown calls under /api: 404 envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: 'Not Found', data: null });
    }
  });

  it('the wrong method of a known call is unknown too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/country' });
    expect(res.json()).toEqual({ code: 404, msg: 'Not Found', data: null });
  });

  it('an AppError keeps its code and the catalogue message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: -1019, msg: 'Order status cannot be operated', data: null });
  });

  it('an unexpected failure is a bare 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'System Error.', data: null });
    expect(res.body).not.toContain('secret');
  });
});
