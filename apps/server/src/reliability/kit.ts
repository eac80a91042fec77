/**
 * Shared by the reliability tests: the route table as the contract declares it, hostile values,
 * the envelope check and a fingerprint of the ledger.
 */
import fc from 'fast-check';
import { endpoints, schemas, type EndpointName } from '@mizani/sdk/contract';
import type { Db } from '../db/types.ts';
import { API_PREFIX } from '../http/route.ts';
import type { App } from '../http/types.ts';

export interface RouteInfo {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path under /api, e.g. `/order/detail/:sn`. */
  path: string;
  auth: boolean;
  /** Whether the call changes anything, as the contract declares. */
  writes: boolean;
  body?: JsonSchema;
  params?: JsonSchema;
  querystring?: JsonSchema;
}

/** The subset of JSON Schema that TypeBox emits and the generators below read. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

/**
 * Every call of the contract that this server has registered, plus any other table of calls
 * (the merchant API's, when it exists) given by the caller. A call in the contract that no
 * feature has registered yet is left out: it answers the plain 404 envelope.
 */
export function contractRoutes(app: App): RouteInfo[] {
  const table = endpoints as Record<string, { method: RouteInfo['method']; path: string; auth: boolean; writes: boolean }>;
  const shapes = schemas as Record<string, { body?: unknown; params?: unknown; querystring?: unknown }>;
  const routes: RouteInfo[] = [];
  for (const [name, def] of Object.entries(table)) {
    if (!app.hasRoute({ method: def.method, url: `${API_PREFIX}${def.path}` })) continue;
    const shape = shapes[name] ?? {};
    routes.push({
      name,
      method: def.method,
      path: def.path,
      auth: def.auth,
      writes: def.writes,
      ...(shape.body ? { body: shape.body as JsonSchema } : {}),
      ...(shape.params ? { params: shape.params as JsonSchema } : {}),
      ...(shape.querystring ? { querystring: shape.querystring as JsonSchema } : {}),
    });
  }
  return routes;
}

export const isEndpointName = (name: string): name is EndpointName => name in endpoints;

/** Fills `:param`s of a path with the given values (URL-encoded). */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '1')));
}

export interface EnvelopeLike {
  code: number;
  msg: string;
  data: unknown;
}

export function isEnvelope(value: unknown): value is EnvelopeLike {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && typeof v.msg === 'string' && 'data' in v;
}

/** Parses a reply body; undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A fingerprint of the ledger in one round trip: entries and postings are append-only (triggers
 * refuse UPDATE and DELETE), so their count and highest id change with any posting; cached
 * balances are hashed in full. Equal before and after means nothing moved, not even a posting
 * that later netted out.
 */
export async function ledgerChecksum(db: Db): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(
    `SELECT concat_ws('|',
       (SELECT count(*) || ':' || coalesce(max(id), 0) FROM ledger_entry),
       (SELECT count(*) || ':' || coalesce(max(id), 0) FROM ledger_posting),
       (SELECT md5(coalesce(string_agg(id || '=' || balance, ',' ORDER BY id), '')) FROM ledger_account)
     ) AS fingerprint`,
  );
  return rows[0]?.fingerprint ?? '';
}

// ---------------------------------------------------------------------------------------------
// Hostile values

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE ledger_entry; --",
  '1; UPDATE ledger_account SET balance = balance + 100000000',
  "') UNION SELECT token_hash FROM user_session --",
  '$1',
  '%',
  '\\',
];

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
];

export const ODD_UNICODE = [
  '\u0000',
  '\u202Eevil\u202C',
  'Zürich 北京 Дар-эс-Салам',
  '𝟘𝟙𝟚',
  '\uD800',
  '\uFEFF1000',
  '١٢٣',
  'e\u0301',
  '😀'.repeat(200),
];

export const HOSTILE_AMOUNTS: unknown[] = [
  '-1',
  '-0.01',
  '0',
  '0.00',
  '0.001',
  '1.005',
  '1e3',
  '1E-2',
  'NaN',
  'Infinity',
  '0x10',
  ' 10',
  '10 ',
  '+10',
  '1,000',
  '99999999999999999999999999',
  '1000000000000000.00',
  '9'.repeat(40),
  -1,
  0,
  1.5,
  100,
  1e308,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
];

const hugeString = fc.constantFrom('x'.repeat(10_000), '9'.repeat(100_000), 'é'.repeat(50_000));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...ODD_UNICODE, ''),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hugeString,
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0.0, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63, 1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value at all, shallow: the wrong type for nearly every field. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 3 }),
);

// Values that pass the field's pattern or type, so generated bodies get past validation often
// enough to reach the handlers (and the database) with the hostile parts.
const PLAUSIBLE_BY_NAME: Record<string, unknown[]> = {
  amount: ['100', '1250.50', '0.01'],
  currencyId: ['KES', 'TZS', 'USD', 'XXX'],
  toCurrencyId: ['CNY', 'KES'],
  phone: ['712345670', '754123456'],
  email: ['someone@example.test'],
  countryId: [254, 255],
  clientOrderNo: ['FUZZ-1', 'A'],
  fundPassword: ['000000', '123456'],
  code: ['123456', '0000'],
  pageNum: [1],
  pageSize: [10, 100],
  sn: ['MZ20260101000000000'],
  quoteId: ['nope'],
  accountNo: ['MZ0000000001'],
};

function plausibleFor(name: string | undefined, schema: JsonSchema): fc.Arbitrary<unknown> {
  const known = name ? PLAUSIBLE_BY_NAME[name] : undefined;
  const byName = known ? [fc.constantFrom(...known)] : [];
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => plausibleFor(name, option)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return fc.oneof(...byName, fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-13-45T99:00:00Z'));
      if (schema.format === 'email') return fc.constantFrom('someone@example.test', 'x@y.z');
      return fc.oneof(...byName, fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) }));
    case 'integer':
      return fc.oneof(...byName, fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1_000_000, 1_000_000) }));
    case 'number':
      return fc.oneof(...byName, fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausibleFor(undefined, schema.items) : anyJson, { maxLength: 3 });
    case 'object':
      return bodyFromSchema(schema, 1);
    default:
      return anyJson;
  }
}

function hostileFor(name: string): fc.Arbitrary<unknown> {
  const amountLike = /amount|money|fee|rate/i.test(name);
  return amountLike ? fc.oneof(fc.constantFrom(...HOSTILE_AMOUNTS), anyJson) : anyJson;
}

/**
 * Bodies shaped like the schema, each field either plausible or hostile, some required fields
 * missing and sometimes an extra one: most fail validation with -1008, some reach the handler.
 */
export function bodyFromSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0 || depth > 2) return fc.oneof(fc.constant({}), anyJson);
  const fields = names.map((name) =>
    fc.option(fc.oneof({ weight: 2, arbitrary: plausibleFor(name, properties[name]!) }, { weight: 1, arbitrary: hostileFor(name) }), {
      freq: 6,
      nil: undefined,
    }),
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom('extra', 'isAdmin', 'userId', 'balance', 'constructor', 'toString', 'status'), anyJson),
    { freq: 4, nil: undefined },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([values, more]) => {
    const body: Record<string, unknown> = {};
    names.forEach((name, i) => {
      if (values[i] !== undefined) body[name] = values[i];
    });
    if (more) body[more[0]] = more[1];
    return body;
  });
}

/**
 * Sent into every field and paging parameter of every route, one at a time, by the fuzzer's
 * sweep: control characters (NUL first), halves of surrogate pairs, and integers at and past the
 * points where JavaScript (2^53) and PostgreSQL's bigint (2^63) stop being exact or end.
 */
export const SWEEP_TEXT = ['a\u0000b', '\u0000', '\u0001', '\u0008', '\u001b[0m', '\u001f', '\u007f', '\uD800', 'x\uDC00', '\uDBFF\uDBFF'];
export const SWEEP_NUMBERS = [2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, 922_337_203_685_477_600, 2 ** 63, -(2 ** 63), 2 ** 64, 1e19, -1e19];

const EXAMPLE_STRINGS = ['1', '100', '1250.50', '712345678', 'KES', '123456', 'MZ20260101000000000', 'a'];

/**
 * A value the field's schema accepts, chosen without chance, so that a sweep changes one field of
 * an otherwise well-formed request and the hostile value is what the server meets.
 */
export function exampleFor(name: string | undefined, schema: JsonSchema): unknown {
  const known = name ? PLAUSIBLE_BY_NAME[name] : undefined;
  if (known) return known[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf ?? []).filter((option) => option.type !== 'null');
  if (options.length > 0) return exampleFor(name, options[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'email') return 'someone@example.test';
      const fits = (text: string) =>
        text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
      return EXAMPLE_STRINGS.find(fits) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [exampleFor(undefined, schema.items)] : [];
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) body[key] = exampleFor(key, child);
      return body;
    }
    default:
      return null;
  }
}

/** The dotted paths of a schema's fields, nested objects and array entries included (two levels). */
export function fieldPaths(schema: JsonSchema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 2) return [];
  const paths: string[][] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const at = [...prefix, key];
    paths.push(at);
    const inner = (child.anyOf ?? child.oneOf ?? [child]).find((option) => option.type === 'object' || option.type === 'array');
    if (inner?.type === 'object') paths.push(...fieldPaths(inner, at, depth + 1));
    if (inner?.type === 'array' && inner.items) {
      paths.push([...at, '0']);
      if (inner.items.type === 'object') paths.push(...fieldPaths(inner.items, [...at, '0'], depth + 1));
    }
  }
  return paths;
}

/** A copy of `body` with the value at `path` replaced. */
export function withValueAt(body: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const container: Record<string, unknown> = Array.isArray(body) ? ([...body] as unknown as Record<string, unknown>) : { ...(body as Record<string, unknown>) };
  container[head] = withValueAt(container[head] ?? (rest.length > 0 && /^\d+$/.test(rest[0]!) ? [] : {}), rest, value);
  return container;
}

/** A path segment nobody should be able to exploit: traversal, encodings, injection, huge ids. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'null', 'undefined', '%00', '..', '....//', ' '),
  fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...ODD_UNICODE.filter((s) => !s.includes('\uD800'))),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.constant('9'.repeat(2000)),
);
