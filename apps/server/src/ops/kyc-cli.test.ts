import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/lock.ts';
import { getAutoApprove } from '../domain/kyc/settings.ts';
import { listOutbox } from '../domain/outbox/outbox.ts';
import { PNG } from '../features/files/test-files.ts';
import { startServerProcess, type ServerProcess } from '../testing/index.ts';
import { runCli } from './cli.ts';
import { OPS_SECRET_HEADER, writeOpsSecret } from './secret.ts';
import { capture, offlineEnv, seededDataDir, withDatabase } from './test-cli.ts';
import { submittedUser } from './test-kyc.ts';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The CLI as `npm run ops -- ...` runs it: its own process, tsx, the server package as cwd. */
function runOps(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ops/cli.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATABASE_URL: '', OPS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('KYC commands on the embedded database, with no server running', () => {
  let dataDir: string;
  let accountNo: string;
  let email: string | null;
  // Nothing listens here: the CLI must find no server and open the database itself.
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await seededDataDir('direct', async (db) => {
      const user = await submittedUser(db);
      accountNo = user.accountNo;
      email = user.email;
    });
    env = await offlineEnv(dataDir);
    // A secret left by a server that has since stopped.
    await writeOpsSecret(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('kyc:list shows the queue', async () => {
    const run = capture(env);
    expect(await runCli(['kyc:list', '--status', '0'], run.io)).toBe(0);
    const [header, row] = run.out;
    expect(header).toMatch(/^ACCOUNT\s+KIND\s+STATUS\s+SUBMITTED \(UTC\)/);
    expect(row).toMatch(new RegExp(`^${accountNo}\\s+KYC\\s+0 awaiting review\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));

    const none = capture(env);
    expect(await runCli(['kyc:list', '--status=1'], none.io)).toBe(0);
    expect(none.out).toEqual(['No verification records with status 1 (approved).']);
  });

  it('kyc:approve approves, notifies the user and says how it was done', async () => {
    const run = capture(env);
    expect(await runCli(['kyc:approve', accountNo], run.io)).toBe(0);
    expect(run.text()).toMatch(new RegExp(`^Approved the KYC of ${accountNo} \\(record \\d+\\)\\.`));
    expect(run.text()).toContain(`Done through the database in ${dataDir} directly.`);

    await withDatabase(dataDir, async (db) => {
      const { rows } = await db.query('SELECT u.audit_status, r.status, v.reviewer FROM app_user u JOIN kyc_record r ON r.user_id = u.id JOIN kyc_review v ON v.record_id = r.id WHERE u.account_no = $1', [accountNo]);
      expect(rows).toEqual([{ audit_status: 1, status: 1, reviewer: 'ops-cli' }]);
      expect((await listOutbox(db, email ?? undefined)).map((m) => m.text)).toEqual(['Your identity verification was approved.']);
    });

    const again = capture(env);
    expect(await runCli(['kyc:approve', accountNo], again.io)).toBe(1);
    expect(again.errors()).toBe(
      `Identity verification cannot be changed in its current status: the verification of ${accountNo} is approved, not awaiting review`,
    );
  });

  it('kyc:reject needs a reason and an account that exists', async () => {
    const noReason = capture(env);
    expect(await runCli(['kyc:reject', accountNo], noReason.io)).toBe(2);
    expect(noReason.errors()).toBe('--reason is required: the user is told why.\nUsage: npm run ops -- kyc:reject <accountNo> --reason "The ID photo is blurred"');

    const unknown = capture(env);
    expect(await runCli(['kyc:reject', 'MZ0000000000', '--reason', 'Blurred'], unknown.io)).toBe(1);
    expect(unknown.errors()).toBe('Account does not exist: MZ0000000000');
  });

  it('refuses malformed arguments with exit code 2', async () => {
    for (const args of [['kyc:list', '--status', '5'], ['kyc:list', '--state', '0'], ['kyc:approve'], ['kyc:approve', 'a', 'b'], ['sandbox:auto-approve', 'maybe']]) {
      const run = capture(env);
      expect({ args, code: await runCli(args, run.io) }).toEqual({ args, code: 2 });
      expect(run.errors()).toContain('Usage: npm run ops -- ');
    }
  });

  it('sandbox:auto-approve stores the switch', async () => {
    const on = capture(env);
    expect(await runCli(['sandbox:auto-approve', 'on'], on.io)).toBe(0);
    expect(on.out).toEqual(['Sandbox auto-approve is on.', 'Submitted identity verifications are approved at once.']);
    const show = capture({ ...env, SANDBOX: 'false' });
    expect(await runCli(['sandbox:auto-approve'], show.io)).toBe(0);
    expect(show.out).toEqual(['Sandbox auto-approve is on.', 'The server is not in sandbox mode (SANDBOX=false), so it has no effect.']);
    expect(await runCli(['sandbox:auto-approve', 'off'], capture(env).io)).toBe(0);
    expect(await withDatabase(dataDir, getAutoApprove)).toBe(false);
  });

  it('explains a data directory held by a process that does not answer', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dataDir, LOCK_FILE), `${other.pid}\n`);
      const run = capture(env);
      expect(await runCli(['kyc:list'], run.io)).toBe(1);
      expect(run.errors()).toMatch(/in use by another Mizani Pay process[\s\S]*No Mizani Pay server on that directory answered at http:\/\/127\.0\.0\.1:\d+: set OPS_URL \(or PORT\)/);
    } finally {
      other.kill('SIGKILL');
      await rm(path.join(dataDir, LOCK_FILE), { force: true });
    }
  });
});

describe('KYC commands against a running server', () => {
  let server: ServerProcess;
  const email = `ops-e2e-${Date.now()}@example.test`;
  let token: string;
  let accountNo: string;

  const api = async <T = unknown>(url: string, body: object = {}) => {
    const res = await fetch(`${server.url}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { code: number; msg: string; data: T };
    if (reply.code !== 200) throw new Error(`${url}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };

  const uploadKyc = async () => {
    const form = new FormData();
    form.append('purpose', 'kyc');
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'id.png');
    const res = await fetch(`${server.url}/api/user/file/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { fileId: string } }).data.fileId;
  };

  const submitKyc = async () => {
    const saved = await api<{ id: number }>('/user/auth/save', {
      kind: 'kyc',
      idFront: await uploadKyc(),
      idBack: await uploadKyc(),
      livePhoto: await uploadKyc(),
      validityDate: '2033-06-30',
    });
    return api<{ auditStatus: number }>(`/user/startAuth/${saved.id}`);
  };

  const opsEnv = () => ({ DATA_DIR: server.dataDir, PORT: String(server.port) });

  beforeAll(async () => {
    server = await startServerProcess({ env: { LOG_LEVEL: 'warn' } });
    // A newcomer's way in: email code from the sandbox outbox, register, sign in.
    await api('/common/sendMailCode', { email, scene: 'register' });
    const outbox = (await (await fetch(`${server.url}/api/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { code: string }[] };
    const code = outbox.data[0]!.code;
    ({ accountNo } = await api<{ accountNo: string }>('/user/emailRegister', { email, code, password: 'Kyc@2026' }));
    ({ token } = await api<{ token: string }>('/user/emailLogin', { email, password: 'Kyc@2026' }));
  }, 120_000);
  afterAll(() => server?.stop());

  it('the ops endpoints refuse a wrong secret', async () => {
    const res = await fetch(`${server.url}/api/ops/kyc/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: 'guess' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 1000, msg: 'No operation permission', data: null });
  });

  it('kyc:approve through the server while it holds the embedded database', async () => {
    expect(await submitKyc()).toEqual({ auditStatus: 0 });

    const list = await runOps(['kyc:list', '--status', '0'], opsEnv());
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${accountNo}\\s+KYC\\s+0 awaiting review`));

    const approve = await runOps(['kyc:approve', accountNo], opsEnv());
    expect({ code: approve.code, stderr: approve.stderr }).toEqual({ code: 0, stderr: '' });
    expect(approve.stdout).toContain(`Approved the KYC of ${accountNo}`);
    expect(approve.stdout).toContain(`Done through the server at http://127.0.0.1:${server.port}.`);

    expect((await api<{ auditStatus: number }>('/user/auth')).auditStatus).toBe(1);
    expect((await api<{ auditStatus: number }>('/user/info')).auditStatus).toBe(1);
    const outbox = (await (await fetch(`${server.url}/api/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
    expect(outbox.data[0]!.text).toBe('Your identity verification was approved.');
  });

  it('a failure reported by the server exits non-zero with its message', async () => {
    const again = await runOps(['kyc:approve', accountNo], opsEnv());
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      `Identity verification cannot be changed in its current status: the verification of ${accountNo} is approved, not awaiting review`,
    );
  });

  it('sandbox:auto-approve switched through the server takes effect at once', async () => {
    const on = await runOps(['sandbox:auto-approve', 'on'], opsEnv());
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('Sandbox auto-approve is on.');
    try {
      const second = `ops-auto-${Date.now()}@example.test`;
      token = '';
      await api('/common/sendMailCode', { email: second, scene: 'register' });
      const outbox = (await (await fetch(`${server.url}/api/sandbox/outbox?to=${encodeURIComponent(second)}`)).json()) as { data: { code: string }[] };
      await api('/user/emailRegister', { email: second, code: outbox.data[0]!.code, password: 'Kyc@2026' });
      ({ token } = await api<{ token: string }>('/user/emailLogin', { email: second, password: 'Kyc@2026' }));
      expect(await submitKyc()).toEqual({ auditStatus: 1 });
    } finally {
      expect((await runOps(['sandbox:auto-approve', 'off'], opsEnv())).code).toBe(0);
    }
  });

  it('a server that refuses the secret of another data directory is not taken for its server', async () => {
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'mizani-ops-elsewhere-'));
    try {
      await writeOpsSecret(elsewhere);
      const run = await runOps(['kyc:list'], { DATA_DIR: elsewhere, OPS_URL: server.url });
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe('No verification records.');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
