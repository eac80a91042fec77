import { randomUUID } from 'node:crypto';
import autocannon, { type RequestSpec } from 'autocannon';

export const API_CONNECTIONS = 10;

/** The demo account the seed fills (DEMO_BULK_ORDERS orders); the bench signs in as it. */
export const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' };

const DURATION_SECONDS = 10;
/** Each creation consumes a quote made beforehand; quotes live two minutes, so the run stays short. */
const ORDERS_TO_CREATE = 300;

export interface ApiResult {
  database: string;
  name: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  error?: string;
  /** Set on the order list's results. */
  probe?: ListProbe;
  /** Set on the sends: argon2id verifies per second on one core, measured just before them. */
  argon2PerSecond?: number;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Counts replies whose envelope is not 200 as well as transport errors and HTTP failures. */
function envelopeCounter() {
  let failed = 0;
  return {
    onResponse: (status: number, body: string) => {
      if (status !== 200) {
        failed += 1;
        return;
      }
      try {
        if ((JSON.parse(body) as Envelope<unknown>).code !== 200) failed += 1;
      } catch {
        failed += 1;
      }
    },
    failed: () => failed,
  };
}

/** A measurement that could not be made, with the reason. */
export function failedResult(database: string, name: string, error: unknown): ApiResult {
  return { database, name, connections: API_CONNECTIONS, p50: 0, p99: 0, rps: 0, requests: 0, errors: 0, error: (error as Error).message };
}

/** What one load run sends: each request's body and headers come from `request`. */
export interface LoadSpec {
  path: string;
  request: () => { body: string; headers: Record<string, string> };
  /** A fixed number of requests; otherwise `seconds` (default 10). */
  amount?: number;
  seconds?: number;
}

/** A signed-in customer's request: the same JSON body each time unless `body` changes it. */
export function asCustomer(token: string, body: () => string): LoadSpec['request'] {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return () => ({ body: body(), headers });
}

export async function load(url: string, name: string, database: string, spec: LoadSpec): Promise<ApiResult> {
  const counter = envelopeCounter();
  // autocannon ends a run of a fixed number of requests only at its next one-second sample, so its
  // duration is rounded up to whole seconds (300 sends in 4.1 s count as 5 s): the rate is taken
  // from the last reply instead.
  let lastReply = 0;
  const request: RequestSpec = {
    method: 'POST',
    path: spec.path,
    setupRequest: (req) => ({ ...req, ...spec.request() }),
    onResponse: (status, body) => {
      lastReply = performance.now();
      counter.onResponse(status, body);
    },
  };
  const started = performance.now();
  const result = await autocannon({
    url,
    connections: API_CONNECTIONS,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds ?? DURATION_SECONDS }),
    timeout: 30,
    requests: [request],
  });
  return {
    database,
    name,
    connections: API_CONNECTIONS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.total / (Math.max(lastReply - started, 1) / 1000),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + counter.failed(),
  };
}

export async function call<T>(base: string, path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A probe of the order list, for the budgets: which page, of how long a history. */
export interface ListProbe {
  page: 'first' | 'last' | 'end by cursor';
  orders: number;
}

export interface ApiOptions {
  /** How many orders the demo account holds (named in the results, and the list budgets). */
  orders: number;
  /** Measure user info and the sends too (the 100,000-order run measures only the list). */
  everything: boolean;
  /**
   * argon2id verifies per second on one core, run just before the sends: the load of the shared
   * machine changes by the minute, so the sends are judged against a rate taken beside them.
   */
  argon2?: () => Promise<number>;
}

interface OrderPage {
  total: number;
  totalCapped?: boolean;
  nextCursor?: string | null;
  rows: unknown[];
}

/**
 * The order list's first page, its last page by number (with a capped total: the last page the
 * total lets a screen reach) and the last page of the whole history by cursor, whose cursor is
 * found by walking the list a hundred rows at a time.
 */
async function listProbes(base: string, token: string, orders: number): Promise<{ probe: ListProbe; body: Record<string, unknown> }[]> {
  const size = 10;
  const first = await call<OrderPage>(base, '/api/order/list', { pageNum: 1, pageSize: size }, token);
  const lastPage = Math.max(1, Math.ceil(first.total / size));
  // `end` ends as the cursor of the history's last rows (none when it fits in one page).
  let end: string | undefined;
  let next: string | undefined;
  for (;;) {
    const page: OrderPage = await call<OrderPage>(base, '/api/order/list', { pageNum: 1, pageSize: 100, ...(next ? { cursor: next } : {}) }, token);
    if (page.rows.length > 0) end = next;
    if (!page.nextCursor) break;
    next = page.nextCursor;
  }
  return [
    { probe: { page: 'first', orders }, body: { pageNum: 1, pageSize: size } },
    { probe: { page: 'last', orders }, body: { pageNum: lastPage, pageSize: size } },
    // The ten rows after the start of the history's last hundred: as deep as the list goes.
    { probe: { page: 'end by cursor', orders }, body: { pageNum: 1, pageSize: size, ...(end ? { cursor: end } : {}) } },
  ];
}

export function listName(probe: ListProbe): string {
  return `POST /api/order/list (${probe.page} page of ${probe.orders.toLocaleString('en-US')} orders)`;
}

/**
 * Domestic sends: the quotes first (a quote is single use, and creating is what is measured), then
 * a fixed number of creations with the fund password, each with its own client order number.
 */
export async function measureSends(base: string, token: string, fundPassword: string, database: string, name: string): Promise<ApiResult> {
  const quotes: string[] = [];
  for (let i = 0; i < ORDERS_TO_CREATE; i += 1) {
    const quote = await call<{ quoteId: string }>(base, '/api/order/psp/quote', { payType: 2, currencyId: 'KES', amount: '10', phone: '712345670' }, token);
    quotes.push(quote.quoteId);
  }
  const run = randomUUID().slice(0, 8);
  let next = 0;
  return load(base, name, database, {
    path: '/api/order/psp/create',
    amount: ORDERS_TO_CREATE,
    request: asCustomer(token, () => {
      const index = next;
      next += 1;
      return JSON.stringify({ quoteId: quotes[index % quotes.length], clientOrderNo: `bench-${run}-${index}`, fundPassword });
    }),
  });
}

export async function measureApi(
  base: string,
  token: string,
  fundPassword: string,
  database: string,
  log: (message: string) => void,
  options: ApiOptions = { orders: 10_000, everything: true },
): Promise<ApiResult[]> {
  const results: ApiResult[] = [];
  const attempt = async (name: string, run: () => Promise<ApiResult>, probe?: ListProbe) => {
    log(`  ${name}`);
    try {
      results.push({ ...(await run()), ...(probe ? { probe } : {}) });
    } catch (error) {
      results.push({ ...failedResult(database, name, error), ...(probe ? { probe } : {}) });
    }
  };

  if (options.everything) {
    await attempt('POST /api/user/info', () => load(base, 'POST /api/user/info', database, { path: '/api/user/info', request: asCustomer(token, () => '{}') }));
  }
  for (const { probe, body } of await listProbes(base, token, options.orders)) {
    const name = listName(probe);
    await attempt(name, () => load(base, name, database, { path: '/api/order/list', request: asCustomer(token, () => JSON.stringify(body)) }), probe);
  }
  if (!options.everything) return results;
  const sends = `POST /api/order/psp/create (${ORDERS_TO_CREATE} sends, fund password)`;
  await attempt(sends, async () => {
    const argon2PerSecond = await options.argon2?.();
    const result = await measureSends(base, token, fundPassword, database, sends);
    return argon2PerSecond === undefined ? result : { ...result, argon2PerSecond };
  });
  return results;
}
