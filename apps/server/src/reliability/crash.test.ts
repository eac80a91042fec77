/**
 * Crash and restart: the real server process takes a burst of concurrent sends, each with its own
 * client order number, and is killed with SIGKILL in the middle of it. It starts again on the same
 * data (PGlite in the data directory; a PostgreSQL database of its own when TEST_DATABASE_URL is
 * set), every request that got no answer is sent again with the same number, and then: every order
 * acknowledged before the kill exists exactly once, no number has two orders, the wallet lost
 * exactly what the surviving orders cost, and `ops ledger:verify` is clean. Several rounds.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, OrderStatus, type Assets, type Order, type Quote } from '@mizani/sdk/contract';
import { SERVER_ROOT } from '../config.ts';
import { runCli, type CliIo } from '../ops/cli.ts';
import { findFreePort, startServerProcess, type ServerProcess } from '../testing/index.ts';
import { DEMO, demoSession, minor, type Api, type Reply } from './http-client.ts';

// Each round kills the server at a different point of its burst; the soak run does ten.
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
const BURST = Number(process.env.CRASH_BURST ?? 24);
const pgUrl = process.env.TEST_DATABASE_URL;

let dataDir: string;
let port: number;
let databaseUrl: string | undefined;
let databaseName: string | undefined;
let server: ServerProcess | undefined;
let survived = 0;
let replayed = 0;

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
}, 180_000);

afterAll(async () => {
  console.info(`[reliability] crash: ${survived} of ${ROUNDS} SIGKILL rounds survived on ${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${replayed} unanswered requests replayed`);
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
}, 60_000);

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
  const prefix = `CR${index}${randomBytes(3).toString('hex')}`;

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
  const burst = attempts.map(async (attempt) => {
    try {
      const reply = await api.post<Order>('/order/psp/create', { quoteId: attempt.quoteId, clientOrderNo: attempt.clientOrderNo, fundPassword: DEMO.fundPassword }, 20_000);
      if (reply.code === Code.OK) {
        attempt.acknowledged = reply.data.sn;
        acks += 1;
        if (acks >= killAfter && !killed) {
          killed = true;
          victim.kill('SIGKILL');
        }
      } else {
        attempt.refused = reply;
      }
    } catch {
      attempt.unanswered = true;
    }
  });
  await Promise.all(burst);
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

  const verify = capture(opsEnv());
  expect(await runCli(['ledger:verify'], verify.io), verify.text()).toBe(0);
  expect(verify.text()).toMatch(/^ledger OK/);
  expect(attempts.some((a) => a.acknowledged)).toBe(true);
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
});
