import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayeeAddBody } from '@mizani/sdk/contract';
import { addPayee } from '../domain/payees/service.ts';
import { applyVa } from '../features/va/service.ts';
import { createTestApp, createTestUser, type TestApp } from '../testing/index.ts';
import { runCli } from './cli.ts';
import { OPS_SECRET_HEADER, readOpsSecret, writeOpsSecret } from './secret.ts';
import { capture, offlineEnv, seededDataDir, withDatabase } from './test-cli.ts';

const bankPayee: PayeeAddBody = {
  countryId: 255,
  payType: 102,
  currencyId: 'TZS',
  name: 'Kilima Traders',
  type: 1,
  bankName: 'CRDB Bank',
  bankNo: '0150412345611',
  bankUser: 'Kilima Traders Ltd',
  bankCode: '003',
};

describe('payee and VA commands on the embedded database, with no server running', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let payeeId: number;
  let secondPayeeId: number;
  let vaId: number;
  let accountNo: string;

  beforeAll(async () => {
    dataDir = await seededDataDir('payee', async (db) => {
      const user = await createTestUser(db, { countryId: 255, phone: '754000111' });
      accountNo = user.accountNo;
      const actor = { userId: user.userId, mainUserId: user.userId, ip: '127.0.0.1' };
      payeeId = (await addPayee(db, actor, bankPayee, { autoApprove: false })).id;
      secondPayeeId = (await addPayee(db, actor, { ...bankPayee, bankNo: '0150412345622' }, { autoApprove: false })).id;
      vaId = (await applyVa(db, actor, { payType: 102, currencyId: 'TZS', countryId: 255, accountName: 'Kilima Traders', agreement: true }, { autoApprove: false })).id;
    });
    env = await offlineEnv(dataDir);
    await writeOpsSecret(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('payee:list shows the recipients waiting for review', async () => {
    const run = capture(env);
    expect(await runCli(['payee:list'], run.io)).toBe(0);
    expect(run.out[0]).toMatch(/^ID\s+ACCOUNT\s+NAME\s+PAYTYPE\s+CURRENCY\s+SCOPE\s+STATUS/);
    expect(run.out[1]).toMatch(new RegExp(`^${payeeId}\\s+${accountNo}\\s+Kilima Traders\\s+102\\s+TZS\\s+domestic\\s+-1 pending`));
    const none = capture(env);
    expect(await runCli(['payee:list', '--status', '1'], none.io)).toBe(0);
    expect(none.out).toEqual(['No recipients to show.']);
  });

  it('payee:approve approves a waiting recipient once', async () => {
    const run = capture(env);
    expect(await runCli(['payee:approve', String(payeeId)], run.io)).toBe(0);
    expect(run.text()).toBe(
      `Approved the recipient ${payeeId} "Kilima Traders" of ${accountNo} (payType 102, TZS). Done through the database in ${dataDir} directly.`,
    );
    await withDatabase(dataDir, async (db) => {
      const { rows } = await db.query('SELECT audit_status, audited_by FROM payee WHERE id = $1', [payeeId]);
      expect(rows).toEqual([{ audit_status: 1, audited_by: 'ops-cli' }]);
    });
    const again = capture(env);
    expect(await runCli(['payee:approve', String(payeeId)], again.io)).toBe(1);
    expect(again.errors()).toBe(`Parameter error: recipient ${payeeId} is approved already, not waiting for review`);
    const unknown = capture(env);
    expect(await runCli(['payee:approve', '99999'], unknown.io)).toBe(1);
    expect(unknown.errors()).toBe('Beneficiary does not exist: 99999');
  });

  it('payee:reject needs a reason', async () => {
    const noReason = capture(env);
    expect(await runCli(['payee:reject', String(secondPayeeId)], noReason.io)).toBe(2);
    expect(noReason.errors()).toContain('--reason is required');
    const run = capture(env);
    expect(await runCli(['payee:reject', String(secondPayeeId), '--reason', 'Account closed'], run.io)).toBe(0);
    expect(run.text()).toContain(`Rejected the recipient ${secondPayeeId}`);
  });

  it('va:advance moves the application one step at a time and prints the account at the end', async () => {
    const first = capture(env);
    expect(await runCli(['va:advance', String(vaId)], first.io)).toBe(0);
    expect(first.out[0]).toBe(`VA account ${vaId} of ${accountNo}: SUBMITTED -> CONFIRMED.`);
    const second = capture(env);
    expect(await runCli(['va:advance', String(vaId)], second.io)).toBe(0);
    expect(second.out[0]).toBe(`VA account ${vaId} of ${accountNo}: CONFIRMED -> SUCCESSFUL.`);
    expect(second.out[1]).toMatch(/^Account number 8803\d{9} at CRDB Bank \(bank code 003, branch 3301\)\.$/);
    const third = capture(env);
    expect(await runCli(['va:advance', String(vaId)], third.io)).toBe(1);
    expect(third.errors()).toBe(`Parameter error: VA account ${vaId} is SUCCESSFUL already: there is no further step`);
  });

  it('refuses malformed arguments with exit code 2', async () => {
    for (const args of [['payee:approve'], ['payee:approve', 'abc'], ['payee:approve', '1', '2'], ['va:advance', '0'], ['payee:list', '--status', '3']]) {
      const run = capture(env);
      expect({ args, code: await runCli(args, run.io) }).toEqual({ args, code: 2 });
      expect(run.errors()).toContain('Usage: npm run ops -- ');
    }
  });
});

describe('payee and VA operations through the running server', () => {
  let dataDir: string;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-ops-payee-api-'));
    t = await createTestApp({ config: { dataDir } });
    await writeOpsSecret(dataDir);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('approves a recipient and advances a VA account, recording the API as reviewer', async () => {
    const user = await createTestUser(t.db);
    const actor = { userId: user.userId, mainUserId: user.userId, ip: '127.0.0.1' };
    const payee = await addPayee(t.db, actor, { ...bankPayee, countryId: 254, payType: 101, currencyId: 'KES', bankCode: '68' }, { autoApprove: false });
    const va = await applyVa(t.db, actor, { payType: 505, currencyId: 'KES', countryId: 254, accountName: 'Amani', agreement: true }, { autoApprove: false });
    const secret = (await readOpsSecret(dataDir))!;
    const op = async (name: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url: `/api/ops/${name}`, payload, headers: { [OPS_SECRET_HEADER]: secret } })).json();

    expect(await op('payee/approve', { id: payee.id })).toMatchObject({ code: 200, data: { id: payee.id, auditStatus: 1 } });
    expect((await t.db.query('SELECT audited_by FROM payee WHERE id = $1', [payee.id])).rows).toEqual([{ audited_by: 'ops-api' }]);
    expect(await op('va/advance', { id: va.id })).toMatchObject({ code: 200, data: { va: { status: 'CONFIRMED' } } });
    expect((await t.app.inject({ method: 'POST', url: '/api/ops/va/advance', payload: { id: va.id } })).statusCode).toBe(401);
  });
});
