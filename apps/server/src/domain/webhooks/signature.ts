/**
 * Status notifications are signed as the Standard Webhooks specification describes: the secret is
 * `whsec_` + base64 of random bytes (the key is the decoded bytes), and `webhook-signature` is
 * `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`. While a replaced secret is in its
 * grace period the header carries one such entry per secret, separated by spaces, as the
 * specification allows; a receiver holding either secret finds the entry it can verify.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** The `webhook-signature` header value for one attempt: one `v1,` entry per secret, the current one first. */
export function signWebhook(secrets: string | readonly string[], id: string, timestampSeconds: number, body: string): string {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  return list.map((secret) => `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`).join(' ');
}

/** A new event id: unique, and the same on every attempt of that event. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}
