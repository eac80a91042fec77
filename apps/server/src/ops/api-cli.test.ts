import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyForAccess, findAccess } from '../domain/merchant/access.ts';
import { APPLICATION } from '../features/merchant/test-kit.ts';
import { createTestUser, findFreePort } from '../testing/index.ts';
import { runCli } from './cli.ts';
import { capture, seededDataDir, withDatabase } from './test-cli.ts';

describe('api:* commands on the embedded database, with no server running', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let first: number;
  let second: number;

  beforeAll(async () => {
    dataDir = await seededDataDir('api', async (db) => {
      const ctx = { db, sandbox: true, now: () => new Date() };
      for (const company of ['First Traders', 'Second Traders']) {
        const user = await createTestUser(db);
        await applyForAccess(ctx, { userId: user.userId, mainUserId: user.userId, ip: '127.0.0.1', userAgent: null }, { ...APPLICATION, companyName: company });
        if (company.startsWith('First')) first = user.userId;
        else second = user.userId;
      }
    });
    env = { DATA_DIR: dataDir, DATABASE_URL: '', OPS_URL: `http://127.0.0.1:${await findFreePort()}` };
  }, 120_000);
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists, approves and rejects applications', async () => {
    const listed = capture(env);
    expect(await runCli(['api:pending'], listed.io)).toBe(0);
    expect(listed.text()).toContain('First Traders');
    expect(listed.text()).toContain('Second Traders');

    const approve = capture(env);
    expect(await runCli(['api:approve', String(first)], approve.io)).toBe(0);
    expect(approve.text()).toContain(`Approved API access of user ${first}`);
    const reject = capture(env);
    expect(await runCli(['api:reject', String(second), 'Company', 'not', 'found'], reject.io)).toBe(0);
    expect(reject.text()).toContain('Company not found');

    const again = capture(env);
    expect(await runCli(['api:approve', String(first)], again.io)).not.toBe(0);
    const usage = capture(env);
    expect(await runCli(['api:reject', String(second)], usage.io)).toBe(2);

    await withDatabase(dataDir, async (db) => {
      expect(await findAccess(db, first)).toMatchObject({ audit_status: 1, audited_by: 'ops-cli' });
      expect((await findAccess(db, first))?.access_key).toMatch(/^ak_/);
      expect(await findAccess(db, second)).toMatchObject({ audit_status: 2, audit_reason: 'Company not found', access_key: null });
    });
    const empty = capture(env);
    expect(await runCli(['api:pending'], empty.io)).toBe(0);
    expect(empty.text()).toBe('No API access applications await review.');
  });
});
