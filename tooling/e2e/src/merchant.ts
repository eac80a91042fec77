import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** A merchant-API balance call signed as the docs say, with the keys given; returns the reply's code. */
export async function signedBalance(request: APIRequestContext, accessKey: string, accessSecret: string): Promise<number> {
  const target = '/api/open/v1/balance';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update('').digest('hex');
  const signature = createHmac('sha256', accessSecret).update(`GET\n${target}\n${timestamp}\n${nonce}\n${bodyHash}`).digest('hex');
  const reply = await request.get(target, { headers: { 'X-Access-Key': accessKey, 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature } });
  return ((await reply.json()) as { code: number }).code;
}
