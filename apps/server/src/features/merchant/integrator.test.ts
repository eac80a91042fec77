/**
 * The integrator's path end to end against the real server process: sign up, apply for API access
 * and get it approved (ops endpoint), reset the keys in the console, then run the integrator's
 * script (test/integrator/pay-out.mjs), which signs with the new keys, pays in and out through
 * sandbox numbers, checks status and balance, and verifies the webhook with `standardwebhooks`.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findFreePort, startServerProcess, type ServerProcess } from '../../testing/index.ts';
import { OPS_SECRET_HEADER, opsSecretPath } from '../../ops/secret.ts';
import { verifyCompany } from '../../testing/verify-company.ts';

const SCRIPT = fileURLToPath(new URL('../../../test/integrator/pay-out.mjs', import.meta.url));
const run = promisify(execFile);

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.url}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: T };
  if (reply.code !== 200) throw new Error(`${url}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

it('goes from sign-up to a verified webhook for a sandbox payout', async () => {
  const email = `merchant-${Date.now()}@example.test`;
  const password = 'Merchant@1';
  await post('/common/sendMailCode', { email, scene: 'register' });
  const outbox = (await (await fetch(`${server.url}/api/sandbox/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { code: string | null }[] };
  const code = outbox.data.find((message) => message.code)?.code;
  expect(code).toBeTruthy();
  await post('/user/emailRegister', { email, code, password });
  const { token } = await post<{ token: string }>('/user/emailLogin', { email, password });

  const receiverPort = await findFreePort();
  await post(
    '/user/userApi/save',
    {
      companyName: 'Integrator Ltd',
      contactName: 'Wanjiru Kamau',
      contactEmail: email,
      contactPhone: '712000222',
      notifyUrl: `http://127.0.0.1:${receiverPort}/mizani`,
      ipWhitelist: ['127.0.0.1'],
    },
    token,
  );
  const me = await post<{ userId: number }>('/user/info', {}, token);
  const secret = (await readFile(opsSecretPath(server.dataDir), 'utf8')).trim();
  // The merchant API moves money only for a verified company.
  await verifyCompany(server.url, token, secret);
  const approved = await fetch(`${server.url}/api/ops/api/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_SECRET_HEADER]: secret },
    body: JSON.stringify({ userId: me.userId }),
  });
  expect(((await approved.json()) as { code: number }).code).toBe(200);

  const first = await post<{ accessKey: string; accessSecret: string }>('/user/userApi/info', {}, token);
  // Reset in the console: the script gets the new keys, and the old ones stop working.
  const keys = await post<{ accessKey: string; accessSecret: string; webhookSecret: string }>('/user/userApi/refresh', {}, token);
  expect(keys.accessKey).not.toBe(first.accessKey);

  const { stdout } = await run(process.execPath, [SCRIPT], {
    cwd: path.dirname(SCRIPT),
    env: {
      ...process.env,
      MIZANI_BASE_URL: server.url,
      MIZANI_ACCESS_KEY: keys.accessKey,
      MIZANI_ACCESS_SECRET: keys.accessSecret,
      MIZANI_WEBHOOK_SECRET: keys.webhookSecret,
      RECEIVER_PORT: String(receiverPort),
    },
    timeout: 60_000,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`integrator script failed: ${error.stdout ?? ''} ${error.stderr ?? ''}\n${server.output().slice(-2000)}`);
  });
  const summary = JSON.parse(stdout.trim().split('\n').pop()!) as {
    ok: boolean;
    payout: { status: number; fee: string };
    balanceBefore: string;
    balanceAfter: string;
    notification: { webhookId: string; type: string; status: number };
  };
  expect(summary.ok).toBe(true);
  expect(summary.payout.status).toBe(2);
  expect(summary.notification).toMatchObject({ type: 'order.status_changed', status: 2 });
  expect(summary.notification.webhookId).toMatch(/^msg_/);
  expect(Number(summary.balanceAfter)).toBeGreaterThan(Number(summary.balanceBefore));
}, 120_000);
