/**
 * Status notifications are signed as the Standard Webhooks specification describes: the secret is
 * `whsec_` + base64 of random bytes (the key is the decoded bytes), and `webhook-signature` is
 * `v1,` + base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`.
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

/** The `webhook-signature` header value for one attempt. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** A new event id: unique, and the same on every attempt of that event. */
export function newEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}
