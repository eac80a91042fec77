/**
 * The OpenAPI contract: every documented example and every refusal we can provoke is sent over
 * HTTP to a listening sandbox server, and each reply must be one the document declares for that
 * operation: its HTTP status, and its body valid against that status's schema (TypeBox's checker
 * on the document's own JSON Schema, references resolved).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelCurrencies,
  channelNeeds,
  MERCHANT_CURRENCIES,
  openEndpoints,
  openExamples,
  openRefusals,
  PAYIN_CHANNELS,
  PAYOUT_CHANNELS,
  type OpenEndpointName,
} from '@mizani/sdk/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { approvedMerchant, fundedMerchant, type Merchant } from './test-kit.ts';

type Json = Record<string, unknown>;

let nowMs = Date.now();
let t: TestApp;
let base: string;
let doc: Json;
let merchant: Merchant;

/** Makes a merchant a verified company (KYB): merchant API payouts and pay-ins are open to it. */
const verifyCompany = (m: Merchant) => t.db.query(`UPDATE app_user SET audit_status = 1, user_type = 'company' WHERE id = $1`, [m.user.userId]);

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => new Date(nowMs) } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  merchant = await fundedMerchant(t);
  await verifyCompany(merchant);
  doc = (await (await fetch(`${base}/api/open/v1/openapi.json`)).json()) as Json;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The schema with every `#/components/schemas/…` reference replaced by what it names. */
function resolved(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolved);
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return resolved((doc.components as { schemas: Json }).schemas[ref.split('/').pop()!]);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolved(value)]));
}

/** The document's request body schema of an operation, compiled. */
function bodyCheck(name: OpenEndpointName) {
  const body = operationOf(name).requestBody as { content: { 'application/json': { schema: unknown } } };
  return Compile(resolved(body.content['application/json'].schema) as never);
}

function operationOf(name: OpenEndpointName): Json {
  const endpoint = openEndpoints[name];
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
  return (doc.paths as Record<string, Record<string, Json>>)[path]![endpoint.method.toLowerCase()]!;
}

interface Reply {
  status: number;
  headers: Headers;
  body: { code: number; msg: string; data: unknown };
}

/** Fails unless the document declares this reply for the operation: its status, its body's schema. */
function expectDeclared(name: OpenEndpointName, reply: Reply): void {
  const responses = operationOf(name).responses as Record<string, { content: { 'application/json': { schema: unknown } } }>;
  const declared = responses[String(reply.status)];
  expect(declared, `${name}: HTTP ${reply.status} (code ${reply.body.code}) is not declared`).toBeDefined();
  const check = Compile(resolved(declared!.content['application/json'].schema) as never);
  const problems = [...check.Errors(reply.body)].map((error) => `${error.instancePath} ${error.message}`);
  expect(problems, `${name}: HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`).toEqual([]);
  expect(reply.headers.get('x-request-id')).toBeTruthy();
}

interface Send {
  body?: unknown;
  /** Sent as is instead of the JSON of `body`. */
  raw?: string | Buffer;
  contentType?: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** The path as sent, instead of the operation's. */
  path?: string;
  as?: Merchant;
  accessKey?: string | null;
  timestamp?: string;
  nonce?: string;
  signature?: string;
}

/** Sends one call of `name` over HTTP, signed as the docs say unless told to spoil a part. */
async function send(name: OpenEndpointName, options: Send = {}): Promise<Reply> {
  const endpoint = openEndpoints[name];
  let path = `/api${endpoint.path}`;
  for (const [key, value] of Object.entries(options.params ?? {})) path = path.replace(`:${key}`, encodeURIComponent(value));
  if (options.query) path += `?${new URLSearchParams(options.query).toString()}`;
  if (options.path) path = options.path;
  const text = options.raw ?? (options.body === undefined ? '' : JSON.stringify(options.body));
  const m = options.as ?? merchant;
  const timestamp = options.timestamp ?? String(Math.floor(nowMs / 1000));
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(text).digest('hex');
  const signature = createHmac('sha256', m.info.accessSecret!).update(`${endpoint.method}\n${path}\n${timestamp}\n${nonce}\n${bodyHash}`).digest('hex');
  const headers: Record<string, string> = { 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': options.signature ?? signature };
  const accessKey = options.accessKey === undefined ? m.info.accessKey! : options.accessKey;
  if (accessKey !== null) headers['x-access-key'] = accessKey;
  if (text.length > 0) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${base}${path}`, { method: endpoint.method, headers, ...(text.length > 0 ? { body: text } : {}) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Reply['body'] };
}

const payout = (extra: Json = {}) => ({ merchantOrderNo: `CT-${randomBytes(6).toString('hex')}`, amount: '100.00', currencyId: 'KES', channel: 2, phone: '712345670', ...extra });

describe('OpenAPI contract', () => {
  it('declares every operation with its refusals, and each refusal code under its HTTP status', () => {
    for (const name of Object.keys(openEndpoints) as OpenEndpointName[]) {
      const responses = operationOf(name).responses as Json;
      for (const refusal of openRefusals[name]) {
        const text = JSON.stringify(responses[String(refusal.status)]);
        expect(text, `${name} ${refusal.status} ${refusal.code}`).toContain(String(refusal.code));
      }
    }
  });

  it('answers each documented example as the document says, and the examples succeed', async () => {
    let sent = 0;
    for (const [name, examples] of Object.entries(openExamples) as [OpenEndpointName, NonNullable<(typeof openExamples)[OpenEndpointName]>][]) {
      for (const [id, example] of Object.entries(examples)) {
        if (example.body) expect(bodyCheck(name).Check(example.body), `${name} ${id} fits the documented body`).toBe(true);
        const reply = await send(name, { body: example.body, query: example.query, params: example.params });
        expectDeclared(name, reply);
        // The order number of a platform order is made by the platform: the example's is nobody's.
        if (name === 'open.orderByNo') expect(reply.body.code).toBe(-1007);
        else expect(reply.body, `${name} ${id}`).toMatchObject({ code: 200 });
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(5);
    // The example's own order is found by the example's number, shown as the document shows orders.
    const placed = await send('open.orderByMerchantNo', { query: { merchantOrderNo: 'PAY-2001' } });
    expect(placed.body.data).toMatchObject({ merchantOrderNo: 'PAY-2001', amount: '250.00' });
  });

  it('declares every refusal the server gives, and each is the one expected', async () => {
    const cases: [string, OpenEndpointName, Send, number, number][] = [
      ['no access key', 'open.balance', { accessKey: null }, 200, -1100],
      ['wrong signature', 'open.balance', { signature: '0'.repeat(64) }, 200, -1101],
      ['stale timestamp', 'open.balance', { timestamp: String(Math.floor(nowMs / 1000) - 3600) }, 200, -1102],
      ['malformed nonce', 'open.balance', { nonce: 'short' }, 200, -1103],
      ['body not JSON', 'open.payout', { raw: '{"amount": ', contentType: 'application/json' }, 400, -1008],
      ['body as text/plain', 'open.payout', { raw: JSON.stringify(payout()), contentType: 'text/plain' }, 415, -1008],
      ['body over 1 MB', 'open.payout', { raw: JSON.stringify(payout({ remark: 'x'.repeat(1_100_000) })) }, 413, -1008],
      ['unreadable address', 'open.orderByNo', { path: '/api/open/v1/orders/%zz' }, 400, -1008],
      ['an over-long order number', 'open.orderByNo', { params: { orderNo: 'MZ'.repeat(60) } }, 414, -1008],
      ['amount with 18 decimals', 'open.payout', { body: payout({ amount: '1.000000000000000001' }) }, 200, -1008],
      ['amount with 3 decimals', 'open.payin', { body: { ...payout({ channel: 502, phone: '712345671' }), amount: '10.005' } }, 200, -1008],
      ['zero amount', 'open.payout', { body: payout({ amount: '0.00' }) }, 200, -1008],
      ['a currency the API does not move', 'open.payout', { body: payout({ currencyId: 'USD' }) }, 200, -1008],
      ['an unknown field', 'open.payout', { body: payout({ fee: '0' }) }, 200, -1008],
      ['a channel the currency is not paid out on', 'open.payout', { body: payout({ currencyId: 'TZS' }) }, 200, -1008],
      ['mobile payout without a phone', 'open.payout', { body: payout({ phone: undefined }) }, 200, -1015],
      ['more than the suspense wallet holds', 'open.payout', { body: payout({ amount: '9900.00' }) }, 200, -1014],
      ['no such order number', 'open.orderByNo', { params: { orderNo: 'MZ202611260000000000' } }, 200, -1007],
      ['no such order reference', 'open.orderByMerchantNo', { query: { merchantOrderNo: 'NOBODY-1' } }, 200, -1007],
      ['a malformed order reference', 'open.orderByMerchantNo', { query: { merchantOrderNo: 'has space' } }, 200, -1008],
    ];
    for (const [what, name, options, status, code] of cases) {
      const reply = await send(name, options);
      expect([reply.status, reply.body.code], what).toEqual([status, code]);
      expectDeclared(name, reply);
    }

    // The same merchantOrderNo for a different payout: -1059 naming the first within 5 minutes, -1107 after.
    const first = payout();
    expect((await send('open.payout', { body: first })).body.code).toBe(200);
    const twin = await send('open.payout', { body: { ...first, amount: '101.00' } });
    expect(twin.body).toMatchObject({ code: -1059, data: { orderNo: expect.any(String) } });
    expectDeclared('open.payout', twin);
    nowMs += 6 * 60_000;
    const late = await send('open.payout', { body: { ...first, amount: '101.00' } });
    expect(late.body.code).toBe(-1107);
    expectDeclared('open.payout', late);

    // Access not approved, and an address outside the allow-list.
    const pending = await approvedMerchant(t, { ipWhitelist: ['203.0.113.7'] });
    const outside = await send('open.balance', { as: pending });
    expect(outside.body.code).toBe(-1104);
    expectDeclared('open.balance', outside);
    await t.db.query('UPDATE api_access SET audit_status = 0 WHERE user_id = $1', [pending.user.userId]);
    await t.db.query('UPDATE api_access SET ip_whitelist = $2 WHERE user_id = $1', [pending.user.userId, []]);
    const unapproved = await send('open.balance', { as: pending });
    expect(unapproved.body.code).toBe(-1105);
    expectDeclared('open.balance', unapproved);

    // A reused nonce.
    const nonce = randomBytes(16).toString('hex');
    expect((await send('open.balance', { nonce })).body.code).toBe(200);
    const reused = await send('open.balance', { nonce });
    expect(reused.body.code).toBe(-1103);

    // Twenty bad signatures lock the key from this address, with Retry-After.
    const locked = await approvedMerchant(t);
    let reply = await send('open.balance', { as: locked, signature: '0'.repeat(64) });
    for (let i = 0; i < 20 && reply.body.code !== -1106; i += 1) reply = await send('open.balance', { as: locked, signature: '0'.repeat(64) });
    expect(reply.body.code).toBe(-1106);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expectDeclared('open.balance', reply);
  }, 60_000);

  it("refuses, like the document, a currency a channel does not take and a destination field it needs", async () => {
    const destination = { phone: '712345670', accountNo: '2001234560', bankCode: '68', accountName: 'Amina Otieno' };
    let refusals = 0;
    const expectBoth = async (name: OpenEndpointName, body: Json, code: number, what: string) => {
      expect(bodyCheck(name).Check(body), `the document refuses ${what}`).toBe(false);
      const reply = await send(name, { body });
      expect(reply.body.code, `the server refuses ${what}`).toBe(code);
      expectDeclared(name, reply);
      refusals += 1;
    };
    for (const channel of PAYOUT_CHANNELS) {
      const taken = channelCurrencies(channel, 'payout');
      const body = { ...payout(), ...destination, channel, currencyId: taken[0]! };
      for (const currencyId of MERCHANT_CURRENCIES.filter((currency) => !taken.includes(currency))) {
        await expectBoth('open.payout', { ...body, currencyId }, -1008, `a ${currencyId} payout on channel ${channel}`);
      }
      for (const field of (['phone', 'accountNo', 'bankCode', 'accountName'] as const).filter((needed) => channelNeeds(channel, needed))) {
        const { [field]: _left, ...without } = body;
        await expectBoth('open.payout', without, field === 'phone' ? -1015 : -1008, `a payout on channel ${channel} without ${field}`);
      }
    }
    for (const channel of PAYIN_CHANNELS) {
      const taken = channelCurrencies(channel, 'payIn');
      for (const currencyId of MERCHANT_CURRENCIES.filter((currency) => !taken.includes(currency))) {
        await expectBoth('open.payin', { ...payout({ channel, currencyId }) }, -1008, `a ${currencyId} pay-in on channel ${channel}`);
      }
    }
    expect(refusals).toBeGreaterThan(PAYOUT_CHANNELS.length);
  }, 60_000);

  it('takes pay-ins and payouts in exactly the currencies of the suspense wallets', async () => {
    const balance = await send('open.balance');
    expectDeclared('open.balance', balance);
    const currencies = (balance.body.data as { balances: { currencyId: string }[] }).balances.map((b) => b.currencyId);
    expect(currencies.sort()).toEqual([...MERCHANT_CURRENCIES].sort());
  });
});
