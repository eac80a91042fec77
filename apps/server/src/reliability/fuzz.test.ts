/**
 * Bad input, generated from the contract: every registered route gets malformed and hostile
 * bodies, path parameters and query strings (fast-check), then a fixed list of transport-level
 * abuse (broken JSON, wrong content types, oversized and deeply nested bodies). Every reply must be
 * the envelope (or the CSV an export answers), never HTTP 500, and a refused request must leave the
 * ledger exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@mizani/sdk/contract';
import { verifyLedger } from '../domain/ledger/index.ts';
import { FUND_PASSWORD, fundWallet } from '../features/orders/test-kit.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../testing/index.ts';
import {
  bodyFromSchema,
  contractRoutes,
  exampleFor,
  fieldPaths,
  fillPath,
  hostileSegment,
  isEnvelope,
  ledgerChecksum,
  parseJson,
  SWEEP_NUMBERS,
  SWEEP_TEXT,
  withValueAt,
  type JsonSchema,
  type RouteInfo,
} from './kit.ts';
import { approvedMerchant } from '../features/merchant/test-kit.ts';
import { merchantRoutes, signedHeaders } from './merchant.ts';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);
/** The generated tests take time in proportion to the runs; the soak run asks for many. */
const GENERATED_TIMEOUT_MS = Math.max(90_000, RUNS_PER_ROUTE * 4_000);

let t: TestApp;
let owner: TestUser;
let leaver: TestUser;
let tried = 0;
let accepted = 0;
const codes = new Map<number, number>();

beforeAll(async () => {
  // Login failures normally wait before answering; here that would only slow the run down.
  t = await createTestApp({ identity: { sleep: async () => {} } });
  owner = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
  await fundWallet(t.db, owner.userId, 0, 'KES', 10_000_000n);
  await fundWallet(t.db, owner.userId, 1, 'USD', 1_000_000n);
  // Logout ends the session it is called with: it gets an account of its own.
  leaver = await createTestUser(t.db);
});

afterAll(async () => {
  const lines = [...codes.entries()].sort(([a], [b]) => a - b).map(([code, n]) => `${code}: ${n}`);
  console.info(`[reliability] fuzz: ${tried} inputs tried, ${accepted} accepted; reply codes ${lines.join(', ')}`);
  await t?.close();
});

interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress?: string;
}

/**
 * Sends one request and checks the reply; returns the envelope code. The ledger fingerprint is
 * taken around every request, so a refusal that moved money anywhere is caught at the request
 * that did it.
 */
async function probe(route: Pick<RouteInfo, 'name'>, sent: Sent, checkLedger = true): Promise<number> {
  const before = checkLedger ? await ledgerChecksum(t.db) : '';
  const res = await t.app.inject({
    method: sent.method as 'POST',
    url: sent.url,
    headers: sent.headers ?? {},
    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
    ...(sent.remoteAddress ? { remoteAddress: sent.remoteAddress } : {}),
  });
  tried += 1;
  const where = `${route.name} ${sent.method} ${sent.url.slice(0, 200)} ${String(sent.payload ?? '').slice(0, 300)}`;
  expect(res.statusCode, `HTTP ${res.statusCode} for ${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const type = String(res.headers['content-type'] ?? '');
  // Exports answer the CSV file and the merchant API's description the OpenAPI document.
  const document = res.statusCode === 200 && (type.startsWith('text/csv') || (route.name === 'open.openapi' && type.startsWith('application/json')));
  if (document) {
    accepted += 1;
    codes.set(200, (codes.get(200) ?? 0) + 1);
    return 200;
  }
  const body = parseJson(res.body);
  expect(isEnvelope(body), `not the envelope for ${where}: ${res.body.slice(0, 300)}`).toBe(true);
  const code = (body as { code: number }).code;
  expect(code, `server error for ${where}`).not.toBe(Code.SERVER_ERROR);
  codes.set(code, (codes.get(code) ?? 0) + 1);
  if (code === Code.OK) accepted += 1;
  else if (checkLedger) expect(await ledgerChecksum(t.db), `ledger changed by a refused request: ${where}`).toBe(before);
  return code;
}

const tokenFor = (route: RouteInfo) => (route.name === 'user.logout' ? leaver.token : owner.token);

function authHeader(route: RouteInfo): Record<string, string> {
  return route.auth ? { authorization: `Bearer ${tokenFor(route)}` } : {};
}

/** A query string from generated values; arrays and objects flatten the way a careless client would. */
function queryString(values: unknown): string {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return `?q=${encodeURIComponent(JSON.stringify(values))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * `fillPath` for values `encodeURIComponent` refuses: half a surrogate pair goes as the bytes a
 * careless client would send for it (CESU-8), which are not UTF-8.
 */
function encodeRaw(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9]/g, (c) => encodeURIComponent(c));
  }
}

function fillPathRaw(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeRaw(values[key] ?? '1'));
}

/**
 * In a URL, half a surrogate pair is bytes that are not UTF-8, which the server reads as U+FFFD
 * (a character like any other); a control character arrives as itself.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const reachesAsControl = (value: unknown) => typeof value === 'string' && /[\u0000-\u001f\u007f]/.test(value);

/** A flat query string, its values encoded as `encodeRaw` does (URLSearchParams would repair them). */
function rawQuery(values: unknown): string {
  const pairs = Object.entries((values ?? {}) as Record<string, unknown>).map(([key, value]) => `${encodeRaw(key)}=${encodeRaw(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}

function generatedRequest(route: RouteInfo): fc.Arbitrary<Sent> {
  const names = paramNames(route.path);
  const params = fc.tuple(...names.map(() => fc.oneof(hostileSegment, fc.constantFrom('1', '2', 'MZ20260101000000000'))));
  const body = route.body ? bodyFromSchema(route.body) : fc.constant(undefined);
  const query = route.querystring ? bodyFromSchema(route.querystring) : fc.constant(undefined);
  return fc.tuple(params, body, query).map(([values, payload, search]) => {
    const filled = fillPath(route.path, Object.fromEntries(names.map((name, i) => [name, values[i]!])));
    const url = `/api${filled}${search === undefined ? '' : queryString(search)}`;
    const hasBody = route.method === 'POST' || route.method === 'PUT';
    return {
      method: route.method,
      url,
      headers: { ...authHeader(route), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { payload: JSON.stringify(payload ?? {}) } : {}),
    };
  });
}

const NESTED = '['.repeat(5000) + ']'.repeat(5000);
const WIDE = `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
/** Past Fastify's 1 MiB body limit. */
const OVERSIZED = Buffer.from(`{"x":"${'a'.repeat(1_200_000)}"}`);

/** Transport-level abuse, the same for every route that takes a body. */
function rawAbuse(route: RouteInfo): Sent[] {
  const url = `/api${fillPath(route.path, {})}`;
  const base = { method: route.method, url };
  const auth = authHeader(route);
  const json = { ...auth, 'content-type': 'application/json' };
  return [
    { ...base, headers: json, payload: '{"amount": "100",' },
    { ...base, headers: json, payload: '{amount: 100}' },
    { ...base, headers: json, payload: 'null' },
    { ...base, headers: json, payload: '"just a string"' },
    { ...base, headers: json, payload: '12' },
    { ...base, headers: json, payload: '[{"amount":"1"}]' },
    { ...base, headers: json, payload: '{"__proto__":{"isAdmin":true}}' },
    { ...base, headers: json, payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { ...base, headers: json, payload: NESTED },
    { ...base, headers: json, payload: WIDE },
    { ...base, headers: json, payload: OVERSIZED },
    { ...base, headers: json, payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d]) },
    { ...base, headers: { ...auth, 'content-type': 'text/plain' }, payload: 'amount=100' },
    { ...base, headers: { ...auth, 'content-type': 'application/xml' }, payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
    { ...base, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'pageNum=1&pageSize=10&amount[$gt]=0' },
    { ...base, headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zz' }, payload: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--' },
  ];
}

/** Unusual but well-formed: may be accepted where the route takes an empty body. */
function oddButValid(route: RouteInfo): Sent[] {
  const url = `/api${fillPath(route.path, {})}`;
  const auth = authHeader(route);
  return [
    { method: route.method, url, headers: { ...auth, 'content-type': 'application/json; charset=utf-8' }, payload: '{}' },
    { method: route.method, url, headers: { ...auth, 'content-type': 'application/json' }, payload: '' },
    { method: route.method, url, headers: auth },
  ];
}

/** Addresses the router itself refuses, before any route runs. */
const BAD_URLS = ['/api/order/detail/%E0%A4%A', '/api/payee/detail/%', `/api/order/detail/${'9'.repeat(5000)}`, '/api/%00', `/api/${'a/'.repeat(2000)}`];

describe('bad input on every route of the contract', () => {
  it('covers the whole contract that is registered', () => {
    const routes = contractRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
  });

  it('generated bodies, path parameters and query strings: the envelope, never 500, the ledger untouched by refusals', async () => {
    const routes = contractRoutes(t.app);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(generatedRequest(route), async (sent) => {
          await probe(route, sent);
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
  }, GENERATED_TIMEOUT_MS);

  it('broken JSON, wrong content types, oversized and deeply nested bodies', async () => {
    for (const route of contractRoutes(t.app)) {
      if (route.method !== 'POST' && route.method !== 'PUT') continue;
      for (const sent of rawAbuse(route)) {
        const code = await probe(route, sent);
        // None of these is a well-formed call (the form body only means something to an export).
        if (route.name !== 'order.export' && route.name !== 'user.logout') expect(code, `${route.name} accepted ${String(sent.payload).slice(0, 80)}`).not.toBe(Code.OK);
      }
      for (const sent of oddButValid(route)) await probe(route, sent);
    }
    for (const url of BAD_URLS) {
      const code = await probe({ name: 'router' }, { method: 'POST', url, headers: { authorization: `Bearer ${owner.token}` } });
      expect([Code.PARAMETER_ERROR, 404]).toContain(code);
    }
  });

  it('the merchant API: unsigned, badly signed and correctly signed hostile requests', async () => {
    const routes = merchantRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const merchant = await approvedMerchant(t);
    const key = { accessKey: merchant.info.accessKey!, accessSecret: merchant.info.accessSecret! };
    // Bad signatures go against another merchant's key: enough of them lock the key they name.
    const other = await approvedMerchant(t);
    const wrong = { accessKey: other.info.accessKey!, accessSecret: 'not-the-secret' };
    let address = 0;
    const signedCodes = new Map<number, number>();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(generatedRequest(route), fc.constantFrom('signed', 'badly signed', 'unsigned'), async (sent, how) => {
          const payload = sent.payload === undefined ? '' : String(sent.payload);
          const headers = how === 'unsigned' ? {} : signedHeaders(how === 'signed' ? key : wrong, route.method, sent.url, payload);
          // Each from an address of its own, so the per-address signature limit does not end the run early.
          address += 1;
          const code = await probe(route, { ...sent, headers: { ...sent.headers, ...headers }, remoteAddress: `10.99.${(address >> 8) & 255}.${address & 255}` });
          if (how === 'signed') signedCodes.set(code, (signedCodes.get(code) ?? 0) + 1);
        }),
        { numRuns: RUNS_PER_ROUTE * 2, endOnFailure: true },
      );
    }
    // Targets a client rewrites before sending (a path segment of '.' or '..'), which the generator
    // only meets now and then: signed as sent, they too get past the signature check.
    for (const url of ['/api/open/v1/orders/.', '/api/open/v1/orders/x/..', '/api/open/v1/orders/..']) {
      address += 1;
      const code = await probe({ name: 'open.orderByNo' }, { method: 'GET', url, headers: signedHeaders(key, 'GET', url, ''), remoteAddress: `10.97.${(address >> 8) & 255}.${address & 255}` });
      signedCodes.set(code, (signedCodes.get(code) ?? 0) + 1);
    }
    console.info(`[reliability] fuzz: correctly signed merchant requests answered ${[...signedCodes].map(([c, n]) => `${c}: ${n}`).join(', ')}`);
    // Signed requests get past the signature check: nothing about access, only about the input.
    expect([...signedCodes.keys()].filter((c) => c <= -1100 && c >= -1106)).toEqual([]);
    for (const route of routes) {
      if (route.method !== 'POST') continue;
      for (const sent of rawAbuse(route)) {
        const payload = sent.payload === undefined ? '' : Buffer.isBuffer(sent.payload) ? sent.payload.toString('latin1') : sent.payload;
        address += 1;
        const code = await probe(route, { ...sent, headers: { ...sent.headers, ...signedHeaders(key, route.method, sent.url, payload) }, remoteAddress: `10.98.${(address >> 8) & 255}.${address & 255}` });
        expect(code, `${route.name} accepted ${String(sent.payload).slice(0, 80)}`).not.toBe(Code.OK);
      }
    }
  }, GENERATED_TIMEOUT_MS);

  it('every field, paging parameter and path parameter gets each control character, half surrogate and huge number', async () => {
    const merchant = await approvedMerchant(t);
    const key = { accessKey: merchant.info.accessKey!, accessSecret: merchant.info.accessSecret! };
    // The short run sends the values that found faults; the soak run (more FUZZ_RUNS) all of them.
    const values = RUNS_PER_ROUTE > 30 ? [...SWEEP_TEXT, ...SWEEP_NUMBERS] : [...SWEEP_TEXT.slice(0, 1), SWEEP_TEXT[4]!, SWEEP_TEXT[7]!, ...SWEEP_NUMBERS.slice(1, 3), ...SWEEP_NUMBERS.slice(4, 6)];
    // Taken once around the sweep rather than around each of its thousands of requests.
    const ledgerBefore = await ledgerChecksum(t.db);
    const acceptedBefore = accepted;
    let address = 0;
    let swept = 0;
    const sweep = async (route: RouteInfo, signed: boolean) => {
      const hasBody = route.method === 'POST' || route.method === 'PUT';
      const baseParams = Object.fromEntries(paramNames(route.path).map((name) => [name, '1']));
      const baseQuery = route.querystring ? exampleFor(undefined, route.querystring) : undefined;
      const baseBody = route.body ? exampleFor(undefined, route.body) : {};
      const send = async (params: Record<string, string>, query: unknown, body: unknown, text: boolean) => {
        const url = `/api${fillPathRaw(route.path, params)}${query === undefined ? '' : rawQuery(query)}`;
        const payload = hasBody ? JSON.stringify(body) : undefined;
        address += 1;
        const headers = {
          ...(signed ? signedHeaders(key, route.method, url, payload ?? '') : authHeader(route)),
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
        };
        const code = await probe(route, { method: route.method, url, headers, ...(payload !== undefined ? { payload } : {}), remoteAddress: `10.96.${(address >> 8) & 255}.${address & 255}` }, false);
        swept += 1;
        if (text) expect(code, `${route.name} accepted a control character or half surrogate: ${url} ${payload ?? ''}`.slice(0, 400)).not.toBe(Code.OK);
      };
      const parts: Array<[JsonSchema | undefined, 'query' | 'body']> = [[route.querystring, 'query'], [route.body, 'body']];
      for (const [schema, part] of parts) {
        if (!schema) continue;
        for (const path of fieldPaths(schema)) {
          for (const value of values) {
            if (part === 'query') await send(baseParams, withValueAt(baseQuery, path, String(value)), baseBody, reachesAsControl(value));
            else await send(baseParams, baseQuery, withValueAt(baseBody, path, value), typeof value === 'string');
          }
        }
      }
      for (const name of Object.keys(baseParams)) {
        for (const value of values) await send({ ...baseParams, [name]: String(value) }, baseQuery, baseBody, reachesAsControl(value));
      }
    };
    for (const route of contractRoutes(t.app)) await sweep(route, false);
    for (const route of merchantRoutes(t.app)) await sweep(route, route.name !== 'open.openapi');
    console.info(`[reliability] fuzz sweep: ${swept} single-field hostile inputs`);
    expect(swept).toBeGreaterThan(1000);
    if (accepted === acceptedBefore) expect(await ledgerChecksum(t.db), 'ledger changed by refused requests of the sweep').toBe(ledgerBefore);
  }, 600_000);

  it('the ledger is sound after all of it', async () => {
    const report = await verifyLedger(t.db);
    expect(report.fault).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(tried).toBeGreaterThan(0);
  });
});
