/**
 * Input the schema alone let through to the database or the reply path (issue 21, items 4-7):
 * control characters and half surrogate pairs in any field, page numbers past the row offset's
 * range, replies sent twice, and API answers left cacheable.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../testing/index.ts';

const logged: string[] = [];
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'warn', stream } });
  user = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, payload: body });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${user.token}` } });

describe('control characters and half surrogate pairs', () => {
  // Written as JSON escapes, so the body is exactly what a hostile client sends.
  it.each([
    ['NUL', '\\u0000'],
    ['a bell', '\\u0007'],
    ['escape', '\\u001b'],
    ['DEL', '\\u007f'],
    ['a lone high surrogate', '\\ud800'],
    ['a lone low surrogate', '\\udc00'],
  ])('%s in a body field is -1008 naming the field', async (_name, escaped) => {
    const reply = await post('/user/info/save', `{"nickName":"Amani${escaped}"}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: Code.PARAMETER_ERROR, msg: 'Parameter error: nickName holds a control character or invalid text', data: { field: 'nickName', rule: 'invalid' } });
  });

  it('names a nested field and an array entry', async () => {
    const nested = await post('/payee/add', '{"countryId":254,"payType":7,"currencyId":"KES","name":"Zawadi\\u0000","phone":"712345678","type":2}');
    expect(nested.json()).toMatchObject({ code: Code.PARAMETER_ERROR, msg: expect.stringContaining('name holds') });
    const inArray = await post('/user/role/add', '{"roleName":"Viewer","menus":["Assets","Assets\\u0000"]}');
    expect(inArray.json()).toMatchObject({ code: Code.PARAMETER_ERROR, msg: expect.stringContaining('menus.1 holds') });
  });

  it('in a query or path parameter is -1008 too, and tab, line feed and paired surrogates are text', async () => {
    expect((await get('/user/getTempUrl?filePath=a%00b')).json()).toMatchObject({ code: Code.PARAMETER_ERROR, msg: expect.stringContaining('filePath holds') });
    expect((await get('/sandbox/outbox?to=%00')).json()).toMatchObject({ code: Code.PARAMETER_ERROR, msg: expect.stringContaining('to holds') });
    expect((await post('/order/detail/MZ%00', '{}')).json()).toMatchObject({ code: Code.PARAMETER_ERROR, msg: expect.stringContaining('sn holds') });
    const fine = await post('/user/info/save', '{"nickName":"Amani\\tK \\ud83d\\ude00"}');
    expect(fine.json()).toMatchObject({ code: Code.OK });
  });
});

describe('paging', () => {
  it('refuses a page number whose row offset would overflow, on every paged list, and takes the largest allowed', async () => {
    for (const pageNum of [922_337_203_685_477_600, 2 ** 53, 1_000_001]) {
      const reply = await post('/order/list', JSON.stringify({ pageNum, pageSize: 100 }));
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ code: Code.PARAMETER_ERROR, msg: expect.stringContaining('pageNum') });
    }
    expect((await post('/order/list', JSON.stringify({ pageNum: 1_000_000, pageSize: 100 }))).json()).toMatchObject({ code: Code.OK, data: { rows: [] } });
    expect((await post('/user/log', JSON.stringify({ pageNum: 1, pageSize: 101 }))).json()).toMatchObject({ code: Code.PARAMETER_ERROR });
  });
});

describe('replies', () => {
  it('CSV exports and the OpenAPI document are sent once: nothing is logged about a second send', async () => {
    logged.length = 0;
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/order/export',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const openapi = await t.app.inject({ method: 'GET', url: '/api/open/v1/openapi.json' });
    expect(openapi.json()).toMatchObject({ openapi: expect.any(String) });
    // The warning is logged after the reply ends: give the event loop a turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged.join('')).not.toContain('already sent');
  });

  it('API answers are never cached; the public OpenAPI document keeps its own policy', async () => {
    expect((await post('/user/info', '{}')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'POST', url: '/api/user/login', payload: {} })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/open/v1/openapi.json' })).headers['cache-control']).toBe('public, max-age=300');
  });
});
