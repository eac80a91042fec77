import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../domain/outbox/outbox.ts';
import { createTestApp, type TestApp } from '../testing/index.ts';
import { OPS_SECRET_HEADER, opsSecretPath, readOpsSecret, secretsMatch, writeOpsSecret } from './secret.ts';
import { submittedUser } from './test-kyc.ts';

let dataDir: string;
let t: TestApp;
let secret: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-ops-routes-'));
  secret = await writeOpsSecret(dataDir);
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `key` null sends no secret at all. */
const ops = (name: string, payload: object = {}, key: string | null = secret) =>
  t.app.inject({ method: 'POST', url: `/api/ops/${name}`, payload, headers: key === null ? {} : { [OPS_SECRET_HEADER]: key } });

describe('the operator secret', () => {
  it('is written readable by its owner only, and replaced at every start', async () => {
    expect((await stat(opsSecretPath(dataDir))).mode & 0o777).toBe(0o600);
    expect(await readOpsSecret(dataDir)).toBe(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readFile(opsSecretPath(dataDir), 'utf8')).trim()).toBe(secret);
  });

  it('is compared exactly', () => {
    expect(secretsMatch(secret, secret)).toBe(true);
    expect(secretsMatch(`${secret}x`, secret)).toBe(false);
    expect(secretsMatch(secret.slice(0, -1), secret)).toBe(false);
    expect(secretsMatch('', '')).toBe(false);
  });
});

describe('/api/ops', () => {
  it('refuses a request without the secret, with a wrong one, or with a stale one', async () => {
    for (const key of [null, 'wrong', `${secret} `, secret.toUpperCase()]) {
      const res = await ops('kyc/list', {}, key);
      expect({ key, status: res.statusCode, body: res.json() }).toEqual({
        key,
        status: 401,
        body: { code: 1000, msg: 'No operation permission', data: null },
      });
    }
    const old = secret;
    const fresh = await writeOpsSecret(dataDir);
    try {
      expect((await ops('kyc/list', {}, old)).statusCode).toBe(401);
      expect((await ops('kyc/list', {}, fresh)).statusCode).toBe(200);
    } finally {
      secret = fresh;
    }
  });

  it('refuses everything when the data directory holds no secret', async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), 'mizani-ops-bare-'));
    const other = await createTestApp({ config: { dataDir: bare } });
    try {
      const res = await other.app.inject({ method: 'POST', url: '/api/ops/kyc/list', payload: {}, headers: { [OPS_SECRET_HEADER]: '' } });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('lists, approves and rejects verifications', async () => {
    const approved = await submittedUser(t.db);
    const rejected = await submittedUser(t.db);

    const list = (await ops('kyc/list', { status: 0 })).json();
    expect(list.code).toBe(200);
    expect(list.data.map((entry: { accountNo: string }) => entry.accountNo)).toEqual([approved.accountNo, rejected.accountNo]);

    const approve = (await ops('kyc/approve', { accountNo: approved.accountNo })).json();
    expect(approve).toMatchObject({ code: 200, data: { accountNo: approved.accountNo, auditStatus: 1, kind: 'kyc' } });

    const reject = (await ops('kyc/reject', { accountNo: rejected.accountNo, reason: 'Live photo does not match the ID' })).json();
    expect(reject).toMatchObject({ code: 200, data: { auditStatus: 2, rejectReason: 'Live photo does not match the ID' } });
    expect((await listOutbox(t.db)).map((m) => m.text)).toContain('Your identity verification was rejected: Live photo does not match the ID');

    const { rows } = await t.db.query<{ reviewer: string }>('SELECT DISTINCT reviewer FROM kyc_review');
    expect(rows).toEqual([{ reviewer: 'ops-api' }]);

    expect((await ops('kyc/approve', { accountNo: approved.accountNo })).json().code).toBe(-1040);
    expect((await ops('kyc/reject', { accountNo: rejected.accountNo })).json().code).toBe(-1008);
    expect((await ops('kyc/list', { status: 7 })).json().code).toBe(-1008);
  });

  it('shows and sets the sandbox auto-approve switch', async () => {
    expect((await ops('sandbox/auto-approve')).json().data).toEqual({ enabled: false, sandbox: true });
    expect((await ops('sandbox/auto-approve', { enabled: true })).json().data).toEqual({ enabled: true, sandbox: true });
    expect((await ops('sandbox/auto-approve', { enabled: false })).json().data).toEqual({ enabled: false, sandbox: true });
  });
});
