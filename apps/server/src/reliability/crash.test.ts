/**
 * Crash and restart: the real server process takes a burst of concurrent sends and signed merchant
 * payouts, each with its own client or merchant order number, and is killed with SIGKILL in the
 * middle of it. It starts again on the same data (PGlite in the data directory; a PostgreSQL
 * database of its own when TEST_DATABASE_URL is set), every request that got no answer is sent again
 * with the same number (a payout signed afresh, as a merchant's retry is), and then: every order
 * acknowledged before the kill exists exactly once, no number has two orders, the wallet and the
 * merchant's suspense wallet lost exactly what the surviving orders cost, and `ops ledger:verify`
 * is clean. Several rounds; at the end every payout's posting has its order and every payout order
 * its posting, read from the database itself.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, OrderStatus, PayoutStatus, type Assets, type MerchantOrder, type Order, type Quote, type SuspenseBalances } from '@mizani/sdk/contract';
import { SERVER_ROOT } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { runCli, type CliIo } from '../ops/cli.ts';
import { OPS_SECRET_HEADER, readOpsSecret } from '../ops/secret.ts';
import { findFreePort, startServerProcess, type ServerProcess } from '../testing/index.ts';
import { Api, DEMO, demoSession, minor, type Reply } from './http-client.ts';
import { signedHeaders, type MerchantKey } from './merchant.ts';

// Each round kills the server at a different point of its burst; the soak run does ten.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
const BURST = Number(process.env.CRASH_BURST ?? 24);
/** Signed merchant payouts in the same burst as the sends. */
const PAYOUTS = Number(process.env.CRASH_PAYOUTS ?? 12);
/** KES 10.00 to a sandbox number the rail pays at once, as the bench's payouts. */
const PAYOUT = { amount: '10', currencyId: 'KES', channel: 2, phone: '712345670' } as const;
const COMPANY = { email: 'company@mizani.africa', password: 'Demo@2026' } as const;
const pgUrl = process.env.TEST_DATABASE_URL;

let dataDir: string;
let port: number;
let databaseUrl: string | undefined;
let databaseName: string | undefined;
let server: ServerProcess | undefined;
let survived = 0;
let replayed = 0;
let merchantKey: MerchantKey;
const payoutsSeen = { acknowledged: 0, unanswered: 0 };

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function serverEnv(): Record<string, string> {
  return { LOG_LEVEL: 'warn', SANDBOX: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
}

async function start(): Promise<ServerProcess> {
  // Same port each time so the ops CLI's OPS_URL stays right; same data directory and database.
  return startServerProcess({ dataDir, port, env: serverEnv(), timeoutMs: 120_000 });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-crash-'));
  port = await findFreePort();
  if (pgUrl) {
    databaseName = `mizani_crash_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  server = await start();
  merchantKey = await makeMerchant(server.url);
}, 180_000);

afterAll(async () => {
  console.info(`[reliability] crash: ${survived} of ${ROUNDS} SIGKILL rounds survived on ${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${replayed} unanswered requests replayed (payouts: ${payoutsSeen.acknowledged} acknowledged before a kill, ${payoutsSeen.unanswered} unanswered)`);
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
}, 60_000);

/**
 * The demo company as an approved merchant with KES in its suspense wallet: it applies, the
 * operator approves, and sandbox funding fills the wallet (each press is far more than a round's
 * payouts cost).
 */
async function makeMerchant(baseUrl: string): Promise<MerchantKey> {
  const login = await new Api(baseUrl).post<{ token: string }>('/user/emailLogin', COMPANY);
  expect(login.code, login.msg).toBe(Code.OK);
  const company = new Api(baseUrl, login.data.token);
  const { data: user } = await company.post<{ userId: number }>('/user/info');
  const applied = await company.post('/user/userApi/save', {
    companyName: 'Kilima Traders Ltd',
    contactName: 'Crash test',
    contactEmail: 'crash@kilima.example',
    contactPhone: '754321000',
    notifyUrl: 'https://hooks.kilima.example/mizani',
    ipWhitelist: [],
  });
  expect(applied.code, applied.msg).toBe(Code.OK);
  const secret = await readOpsSecret(dataDir);
  const approved = await fetch(`${baseUrl}/api/ops/api/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: secret ?? '' },
    body: JSON.stringify({ userId: user.userId }),
  });
  expect(((await approved.json()) as Reply).code).toBe(Code.OK);
  const funded = await company.post('/sandbox/suspense/fund', { currencyId: 'KES', requestId: randomBytes(16).toString('hex') });
  expect(funded.code, funded.msg).toBe(Code.OK);
  const { data: info } = await company.post<{ accessKey: string; accessSecret: string }>('/user/userApi/info');
  return { accessKey: info.accessKey, accessSecret: info.accessSecret };
}

/** A signed merchant API call with a nonce of its own, as a merchant's client (and its retries) send it. */
async function signed<T>(baseUrl: string, method: 'GET' | 'POST', target: string, body?: unknown, timeoutMs = 30_000): Promise<Reply<T>> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = await fetch(`${baseUrl}/api${target}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...signedHeaders(merchantKey, method, `/api${target}`, text) },
    ...(body === undefined ? {} : { body: text }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const reply = await response.text();
  if (response.status >= 500) throw new Error(`HTTP ${response.status} from ${target}: ${reply.slice(0, 300)}`);
  return JSON.parse(reply) as Reply<T>;
}

async function kesSuspense(baseUrl: string): Promise<bigint> {
  const reply = await signed<SuspenseBalances>(baseUrl, 'GET', '/open/v1/balance');
  expect(reply.code, reply.msg).toBe(Code.OK);
  return minor(reply.data.balances.find((b) => b.currencyId === 'KES')?.available ?? '0');
}

/** The merchant's orders under a number: one, or none (-1007 from the API). */
async function payoutsOf(baseUrl: string, merchantOrderNo: string): Promise<MerchantOrder[]> {
  const reply = await signed<MerchantOrder>(baseUrl, 'GET', `/open/v1/orders?merchantOrderNo=${merchantOrderNo}`);
  if (reply.code === Code.DATA_NOT_FOUND) return [];
  expect(reply.code, reply.msg).toBe(Code.OK);
  return [reply.data];
}

interface PayoutAttempt {
  merchantOrderNo: string;
  acknowledged?: string;
  refused?: Reply;
  unanswered?: boolean;
}

interface Attempt {
  clientOrderNo: string;
  quoteId: string;
  /** The sn of an acknowledged order (200 before the kill). */
  acknowledged?: string;
  /** Refused with an envelope before the kill: nothing to replay. */
  refused?: Reply;
  /** No answer (connection reset by the kill): replayed after the restart. */
  unanswered?: boolean;
}

async function tzsBalance(api: Api): Promise<bigint> {
  const reply = await api.post<Assets>('/account/assets');
  const wallet = reply.data.wallets.find((w) => w.scope === 0 && w.currencyId === 'TZS');
  return minor(wallet?.balance ?? '0');
}

async function ordersOf(api: Api, clientOrderNo: string): Promise<Order[]> {
  const reply = await api.post<{ rows: Order[]; total: number }>('/order/list', { pageNum: 1, pageSize: 10, clientOrderNo });
  expect(reply.code).toBe(Code.OK);
  return reply.data.rows;
}

function capture(env: CliIo['env']) {
  const lines: string[] = [];
  const io: CliIo = { env, out: (line) => void lines.push(line), err: (line) => void lines.push(line) };
  return { io, text: () => lines.join('\n') };
}

const opsEnv = () => ({ DATA_DIR: dataDir, PORT: String(port), OPS_URL: `http://127.0.0.1:${port}`, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

async function round(index: number): Promise<void> {
  let api = await demoSession(server!.url);
  const before = await tzsBalance(api);
  const suspenseBefore = await kesSuspense(server!.url);
  const prefix = `CR${index}${randomBytes(3).toString('hex')}`;
  const payouts: PayoutAttempt[] = Array.from({ length: PAYOUTS }, (_, i) => ({ merchantOrderNo: `${prefix}-P${i}` }));

  // Quotes first (they are stored, so they outlive the crash), then the burst of confirmations.
  const attempts: Attempt[] = [];
  for (let i = 0; i < BURST; i += 1) {
    const quote = await api.post<Quote>('/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: String(1000 + i), phone: '754123450' });
    expect(quote.code, quote.msg).toBe(Code.OK);
    attempts.push({ clientOrderNo: `${prefix}-${i}`, quoteId: quote.data.quoteId });
  }

  // Kill once a few confirmations are through, so some are done, some in flight, some not begun.
  const killAfter = 2 + (index % 4) * 2;
  let acks = 0;
  let killed = false;
  const victim = server!;
  /** Sends one request of the burst and notes how it ended; the kill follows the killAfter-th acknowledgement. */
  const fire = async <T,>(attempt: { acknowledged?: string; refused?: Reply; unanswered?: boolean }, send: () => Promise<Reply<T>>, orderOf: (data: T) => string) => {
    try {
      const reply = await send();
      if (reply.code !== Code.OK) {
        attempt.refused = reply;
        return;
      }
      attempt.acknowledged = orderOf(reply.data);
      acks += 1;
      if (acks >= killAfter && !killed) {
        killed = true;
        victim.kill('SIGKILL');
      }
    } catch {
      attempt.unanswered = true;
    }
  };
  const payoutBurst = payouts.map((attempt) =>
    fire(attempt, () => signed<MerchantOrder>(victim.url, 'POST', '/open/v1/payout', { ...PAYOUT, merchantOrderNo: attempt.merchantOrderNo }, 20_000), (order: MerchantOrder) => order.orderNo),
  );
  const burst = attempts.map((attempt) =>
    fire(
      attempt,
      () => api.post<Order>('/order/psp/create', { quoteId: attempt.quoteId, clientOrderNo: attempt.clientOrderNo, fundPassword: DEMO.fundPassword }, 20_000),
      (order: Order) => order.sn,
    ),
  );
  await Promise.all([...burst, ...payoutBurst]);
  if (!killed) victim.kill('SIGKILL');
  await victim.exited;
  const unanswered = attempts.filter((a) => a.unanswered);

  server = await start();
  api = await demoSession(server.url);

  // Replay every unanswered request exactly as it was sent.
  for (const attempt of unanswered) {
    let reply = await api.post<Order | { sn: string }>('/order/psp/create', { quoteId: attempt.quoteId, clientOrderNo: attempt.clientOrderNo, fundPassword: DEMO.fundPassword });
    replayed += 1;
    // A slow restart can outlast the two-minute quote; the request never ran, so the client, as a
    // real one would, quotes again and confirms under the same client order number.
    if (reply.code === Code.QUOTE_INVALID && (await ordersOf(api, attempt.clientOrderNo)).length === 0) {
      const quote = await api.post<Quote>('/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '1000', phone: '754123450' });
      reply = await api.post('/order/psp/create', { quoteId: quote.data.quoteId, clientOrderNo: attempt.clientOrderNo, fundPassword: DEMO.fundPassword });
    }
    // Created now, or already created before the kill (-1059 names it); never a second order.
    expect([Code.OK, Code.DUPLICATE_ORDER], `${attempt.clientOrderNo}: ${reply.code} ${reply.msg}`).toContain(reply.code);
  }

  let spent = 0n;
  for (const attempt of attempts) {
    const orders = await ordersOf(api, attempt.clientOrderNo);
    if (attempt.acknowledged) {
      expect(orders.map((o) => o.sn), `acknowledged ${attempt.clientOrderNo}`).toEqual([attempt.acknowledged]);
    } else if (attempt.unanswered) {
      expect(orders, `replayed ${attempt.clientOrderNo}`).toHaveLength(1);
    } else {
      // Refused before the kill (none expected, but a refusal must not have left an order).
      expect(orders, `refused ${attempt.clientOrderNo}: ${attempt.refused?.code}`).toHaveLength(0);
    }
    for (const order of orders) {
      // A rejected or cancelled send gave the money back.
      if (order.status !== OrderStatus.REJECT && order.status !== OrderStatus.CANCEL) spent += minor(order.totalAmount);
    }
  }
  expect(await tzsBalance(api), 'the wallet lost exactly what the surviving orders cost').toBe(before - spent);

  // A merchant retries a payout that got no answer with the same merchant order number and a new
  // nonce: it answers the order placed before the kill, or places it now; never a second one.
  for (const attempt of payouts.filter((a) => a.unanswered)) {
    const reply = await signed<MerchantOrder>(server.url, 'POST', '/open/v1/payout', { ...PAYOUT, merchantOrderNo: attempt.merchantOrderNo });
    replayed += 1;
    expect(reply.code, `${attempt.merchantOrderNo}: ${reply.code} ${reply.msg}`).toBe(Code.OK);
  }
  let paidOut = 0n;
  for (const attempt of payouts) {
    const orders = await payoutsOf(server.url, attempt.merchantOrderNo);
    if (attempt.acknowledged) {
      expect(orders.map((o) => o.orderNo), `acknowledged payout ${attempt.merchantOrderNo}`).toEqual([attempt.acknowledged]);
    } else if (attempt.unanswered) {
      expect(orders, `retried payout ${attempt.merchantOrderNo}`).toHaveLength(1);
    } else {
      expect(orders, `refused payout ${attempt.merchantOrderNo}: ${attempt.refused?.code}`).toHaveLength(0);
    }
    for (const order of orders) {
      if (order.status !== PayoutStatus.REJECT) paidOut += minor(order.amount) + minor(order.fee);
    }
  }
  expect(await kesSuspense(server.url), 'the suspense wallet lost exactly what the surviving payouts cost').toBe(suspenseBefore - paidOut);

  const verify = capture(opsEnv());
  expect(await runCli(['ledger:verify'], verify.io), verify.text()).toBe(0);
  expect(verify.text()).toMatch(/^ledger OK/);
  // The kill came after acknowledgements (payouts, with no password to check, are usually first).
  expect([...attempts, ...payouts].some((a) => a.acknowledged)).toBe(true);
  payoutsSeen.acknowledged += payouts.filter((a) => a.acknowledged).length;
  payoutsSeen.unanswered += payouts.filter((a) => a.unanswered).length;
  survived += 1;
}

describe(`SIGKILL during a burst of sends (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${ROUNDS} rounds: nothing acknowledged is lost, nothing is doubled, the ledger is sound`, async () => {
    for (let i = 0; i < ROUNDS; i += 1) await round(i);
    expect(survived).toBe(ROUNDS);
  }, 600_000);

  it('`npm run ops -- ledger:verify` as an operator runs it: clean', async () => {
    const env = { ...process.env, ...opsEnv() };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/ops/cli.ts'), 'ledger:verify'], { cwd: SERVER_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toMatch(/ledger OK/);
  }, 120_000);

  it('every payout posting has its order and every payout order its posting', async () => {
    // Stopped first: PGlite's data directory has one user at a time.
    await server?.stop();
    server = undefined;
    const db = await openDatabase({ dataDir, databaseUrl });
    try {
      const { rows } = await db.query<{ orphan_postings: string; unposted_orders: string; orders: string }>(
        `SELECT
           (SELECT count(*) FROM ledger_posting p WHERE p.kind = 'merchant_payout'
              AND NOT EXISTS (SELECT 1 FROM orders o JOIN merchant_order m ON m.sn = o.sn WHERE o.sn = p.order_sn AND o.posting_id = p.id)) AS orphan_postings,
           (SELECT count(*) FROM merchant_order m JOIN orders o ON o.sn = m.sn
              WHERE m.type = 'payout' AND (o.posting_id IS NULL OR NOT EXISTS (SELECT 1 FROM ledger_posting p WHERE p.id = o.posting_id AND p.order_sn = o.sn))) AS unposted_orders,
           (SELECT count(*) FROM merchant_order WHERE type = 'payout') AS orders`,
      );
      expect(rows[0]).toEqual({ orphan_postings: '0', unposted_orders: '0', orders: String(payoutsSeen.acknowledged + payoutsSeen.unanswered) });
    } finally {
      await db.close();
    }
  }, 120_000);
});
