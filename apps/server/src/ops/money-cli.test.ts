import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog, type MoneyContext } from '../domain/orders/context.ts';
import { fundWallet } from '../features/orders/test-kit.ts';
import { createTopUp } from '../domain/orders/recharge.ts';
import { createTestApp, createTestUser, type TestApp } from '../testing/index.ts';
import { runCli } from './cli.ts';
import { OPS_SECRET_HEADER, writeOpsSecret } from './secret.ts';
import { capture, offlineEnv, seededDataDir, withDatabase } from './test-cli.ts';

describe('ledger and order commands on the embedded database, with no server running', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let bankTopUp: string;
  let cashTopUp: string;
  let accountNo: string;

  beforeAll(async () => {
    dataDir = await seededDataDir('money', async (db) => {
      const user = await createTestUser(db);
      accountNo = user.accountNo;
      await fundWallet(db, user.userId, 0, 'KES', 100_000n);
      const ctx: MoneyContext = { db, sandbox: true, now: () => new Date(), log: silentLog };
      const actor = { userId: user.userId, mainUserId: user.userId, ip: '127.0.0.1', userAgent: null };
      const order = (payType: number, amount: string) =>
        createTopUp(ctx, actor, { scope: 0, payType: payType as 503, currencyId: 'KES', amount, clientOrderNo: `cli-${payType}` });
      bankTopUp = (await order(503, '2500')).sn;
      cashTopUp = (await order(504, '300')).sn;
    });
    env = await offlineEnv(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('ledger:verify says the ledger is sound', async () => {
    const run = capture(env);
    expect(await runCli(['ledger:verify'], run.io)).toBe(0);
    expect(run.text()).toBe('ledger OK: 1 postings, 2 accounts');
  });

  it('order:pending lists what waits for the operator', async () => {
    const run = capture(env);
    expect(await runCli(['order:pending', '--status', '-2'], run.io)).toBe(0);
    const [header, ...rows] = run.text().split('\n');
    expect(header).toMatch(/^ORDER\s+ACCOUNT\s+STATUS\s+FLOW\s+PAYTYPE\s+AMOUNT/);
    expect(rows.some((row) => row.startsWith(bankTopUp) && row.includes(accountNo) && row.includes('-2 MANUAL_PENDING') && row.includes('2500.00 KES'))).toBe(true);
  });

  it('order:approve credits a manual top-up, once', async () => {
    const run = capture(env);
    expect(await runCli(['order:approve', bankTopUp], run.io)).toBe(0);
    expect(run.text()).toContain(`Order ${bankTopUp} of ${accountNo} (topup, 2500.00 KES, payType 503) is now 1 PASS.`);
    expect(run.text()).toContain('2500.00 KES was credited to the wallet.');
    expect(run.text()).toContain('Done through the database in');
    const again = capture(env);
    expect(await runCli(['order:approve', bankTopUp], again.io)).toBe(1);
    expect(again.errors()).toBe('Order status cannot be operated');
  });

  it('order:reject needs a reason, then tells the user', async () => {
    const missing = capture(env);
    expect(await runCli(['order:reject', cashTopUp], missing.io)).toBe(2);
    expect(missing.errors()).toContain('--reason is required');
    const run = capture(env);
    expect(await runCli(['order:reject', cashTopUp, '--reason', 'No cash was paid in'], run.io)).toBe(0);
    expect(run.text()).toContain('is now 2 REJECT: No cash was paid in.');
  });

  it('order:resolve checks how it is called', async () => {
    const run = capture(env);
    expect(await runCli(['order:resolve', bankTopUp, 'maybe'], run.io)).toBe(2);
    expect(await runCli(['order:resolve', 'not-an-order', 'pass'], run.io)).toBe(2);
    expect(await runCli(['order:resolve', bankTopUp, 'pass'], run.io)).toBe(1);
    expect(run.errors()).toContain('Order status cannot be operated');
  });

  it('ledger:verify names the first fault and exits non-zero', async () => {
    await withDatabase(dataDir, (db) => db.query(`UPDATE ledger_account SET balance = balance + 1 WHERE key LIKE 'wallet:%:0:KES'`));
    const run = capture(env);
    expect(await runCli(['ledger:verify'], run.io)).toBe(1);
    expect(run.errors()).toMatch(/^ledger FAULT: account \d+ \(wallet:\d+:0:KES\) balance: expected 350000 from its entries, actual 350001$/);
  });
});

describe('the same actions through the running server', () => {
  let dataDir: string;
  let t: TestApp;
  let secret: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-ops-money-api-'));
    t = await createTestApp({ config: { dataDir } });
    secret = await writeOpsSecret(dataDir);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const op = (name: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/ops/${name}`, payload, headers: { [OPS_SECRET_HEADER]: secret } });

  it('answers ledger/verify and order actions as JSON, and only with the secret', async () => {
    expect((await op('ledger/verify', {})).json()).toEqual({ code: 200, msg: 'success', data: { ok: true, postings: 0, accounts: 0, entries: 0 } });
    expect((await op('order/approve', { sn: 'MZ2025010100000000' })).json()).toMatchObject({ code: -1007 });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/ops/ledger/verify', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
