/** Helpers for the merchant API tests: an approved merchant, signed calls, recorded notifications. */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { ApiInfo, SuspenseMoveResult } from '@mizani/sdk/contract';
import type { TestApp, TestUser } from '../../testing/index.ts';
import { createTestUser } from '../../testing/index.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, type Reply } from '../orders/test-kit.ts';
import type { WebhookRequest, WebhookResponse, WebhookTransport } from '../../domain/webhooks/transport.ts';
import { reviewAccess } from '../../domain/merchant/access.ts';

export const APPLICATION = {
  companyName: 'Duka Traders Ltd',
  companyWebsite: 'https://duka.example',
  contactName: 'Amina Otieno',
  contactEmail: 'amina@duka.example',
  contactPhone: '712000111',
  notifyUrl: 'https://hooks.duka.example/mizani',
  ipWhitelist: [] as string[],
};

export interface Merchant {
  user: TestUser;
  info: ApiInfo;
}

/** A verified company (KYB) with a fund password whose API access was applied for and approved. */
export async function approvedMerchant(t: TestApp, application: Partial<typeof APPLICATION> = {}): Promise<Merchant> {
  const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, userType: 'company' });
  const call = caller(t);
  const saved = await call(user, '/user/userApi/save', { ...APPLICATION, ...application });
  if (saved.code !== 200) throw new Error(`userApi/save: ${saved.code} ${saved.msg}`);
  await reviewAccess(t.db, user.userId, { approve: true }, 'test');
  const info = await call<ApiInfo>(user, '/user/userApi/info');
  return { user, info: info.data };
}

/** An approved merchant with KES 10,000.00 moved into its suspense wallet through the console. */
export async function fundedMerchant(t: TestApp, application: Partial<typeof APPLICATION> = {}): Promise<Merchant> {
  const m = await approvedMerchant(t, application);
  await fundWallet(t.db, m.user.userId, 0, 'KES', 2_000_000n);
  const moved = await caller(t)<SuspenseMoveResult>(m.user, '/user/suspense/recharge', {
    currencyId: 'KES',
    amount: '10000',
    fundPassword: FUND_PASSWORD,
    clientOrderNo: clientOrderNo(),
  });
  if (moved.code !== 200) throw new Error(`suspense/recharge: ${moved.code} ${moved.msg}`);
  return m;
}

export interface SignOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  accessKey?: string | null;
  secret?: string;
  timestamp?: string;
  nonce?: string | null;
  signature?: string;
  ip?: string;
}

export const newNonce = () => randomBytes(16).toString('hex');

const randomAddress = () => `100.${randomInt(64, 128)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The signature as the docs describe it, computed independently of the server's code. */
export function sign(secret: string, method: string, target: string, timestamp: string, nonce: string, body: string): string {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  return createHmac('sha256', secret).update(`${method}\n${target}\n${timestamp}\n${nonce}\n${bodyHash}`).digest('hex');
}

/** A signed call of the merchant API through `inject`; any part of the signing can be spoiled. */
export async function openCall<T = unknown>(t: TestApp, merchant: Merchant, target: string, options: SignOptions = {}): Promise<Reply<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const body = options.body === undefined ? '' : JSON.stringify(options.body);
  const timestamp = options.timestamp ?? String(Math.floor(t.app.identity.now().getTime() / 1000));
  const nonce = options.nonce === undefined ? newNonce() : options.nonce;
  const secret = options.secret ?? merchant.info.accessSecret!;
  const headers: Record<string, string> = { 'x-timestamp': timestamp };
  const accessKey = options.accessKey === undefined ? merchant.info.accessKey : options.accessKey;
  if (accessKey !== null) headers['x-access-key'] = accessKey!;
  if (nonce !== null) headers['x-nonce'] = nonce;
  headers['x-signature'] = options.signature ?? sign(secret, method, `/api${target}`, timestamp, nonce ?? '', body);
  if (body) headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method,
    url: `/api${target}`,
    headers,
    ...(body ? { payload: body } : {}),
    // Each call from its own address unless one is given: the per-address failure limit in front
    // of the API would otherwise add up the refusals these tests provoke on purpose.
    remoteAddress: options.ip ?? randomAddress(),
  });
  return res.json() as Reply<T>;
}

/** A transport that records what would be posted and answers with the given statuses in turn (then the last). */
export function recordingTransport(): WebhookTransport & { sent: WebhookRequest[]; answers: number[] } {
  const sent: WebhookRequest[] = [];
  const answers: number[] = [200];
  const transport = async (request: WebhookRequest): Promise<WebhookResponse> => {
    sent.push(request);
    const status = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (status === 0) throw new Error('connect ECONNREFUSED');
    return { status, body: status === 200 ? 'ok' : 'nope' };
  };
  return Object.assign(transport, { sent, answers });
}
