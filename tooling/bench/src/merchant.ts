import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { call, load, type ApiResult } from './api.ts';

/** The demo company account: verified (KYB), no fund password, the natural merchant of the demo. */
const COMPANY = { email: 'company@mizani.africa', password: 'Demo@2026' };
/** Payouts of KES 10.00 (the channel's minimum) each: ten presses of sandbox funding cover thousands. */
const PAYOUT = { amount: '10', currencyId: 'KES', channel: 2, phone: '712345670' };
const FUNDING_PRESSES = 10;

/** The operator secret the server wrote into its data directory, for the /api/ops calls. */
export async function opsSecretOf(dataDir: string): Promise<string> {
  return (await readFile(path.join(dataDir, 'ops-secret'), 'utf8')).trim();
}

/** One operator action through the running server, as `ops <command>` performs it. */
export async function opsCall<T>(base: string, secret: string, name: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}/api/ops/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mizani-ops-secret': secret },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`ops ${name}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

interface Credentials {
  accessKey: string;
  accessSecret: string;
}

/**
 * Makes the demo company a merchant with money to pay out: applies for API access as the company
 * would, approves it as the operator, and presses sandbox funding up to its ceiling.
 */
async function merchantCredentials(base: string, opsSecret: string): Promise<Credentials> {
  const { token } = await call<{ token: string }>(base, '/api/user/emailLogin', COMPANY, '');
  const { userId } = await call<{ userId: number }>(base, '/api/user/info', {}, token);
  await call(base, '/api/user/userApi/save', {
    companyName: 'Kilima Traders Ltd',
    contactName: 'Bench',
    contactEmail: 'bench@kilima.example',
    contactPhone: '754321000',
    notifyUrl: 'https://hooks.kilima.example/mizani',
    ipWhitelist: [],
  }, token);
  await opsCall(base, opsSecret, 'api/approve', { userId });
  const info = await call<{ accessKey: string | null; accessSecret: string | null }>(base, '/api/user/userApi/info', {}, token);
  if (!info.accessKey || !info.accessSecret) throw new Error('the approved merchant has no access key');
  for (let press = 0; press < FUNDING_PRESSES; press += 1) {
    await call(base, '/api/sandbox/suspense/fund', { currencyId: PAYOUT.currencyId, requestId: randomUUID().replaceAll('-', '') }, token);
  }
  return { accessKey: info.accessKey, accessSecret: info.accessSecret };
}

/** The headers of a signed merchant API call (docs/merchant-api.md), computed for each request. */
function signedHeaders(credentials: Credentials, target: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', credentials.accessSecret).update(`POST\n${target}\n${timestamp}\n${nonce}\n${bodyHash}`).digest('hex');
  return {
    'content-type': 'application/json',
    'x-access-key': credentials.accessKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
  };
}

export const PAYOUTS_NAME = 'POST /api/open/v1/payout';
export const payoutsName = (count: number) => `${PAYOUTS_NAME} (${count.toLocaleString('en-US')} payouts, signed)`;

/**
 * Merchant payouts through the signed API (no fund password): a fixed number, each with its own
 * merchant order number, nonce and signature, 10 connections.
 */
export async function measurePayouts(base: string, opsSecret: string, database: string, count: number): Promise<ApiResult> {
  const credentials = await merchantCredentials(base, opsSecret);
  const target = '/api/open/v1/payout';
  const run = randomUUID().slice(0, 8);
  let next = 0;
  return load(base, payoutsName(count), database, {
    path: target,
    amount: count,
    request: () => {
      const body = JSON.stringify({ ...PAYOUT, merchantOrderNo: `bench-${run}-${next}` });
      next += 1;
      return { body, headers: signedHeaders(credentials, target, body) };
    },
  });
}

