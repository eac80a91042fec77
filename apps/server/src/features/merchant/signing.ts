/**
 * Checks a signed merchant API request (docs/merchant-api.md): access key, timestamp within
 * ±300 s, a nonce never seen in the last 10 minutes, the HMAC-SHA256 signature of
 * `METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nhex(sha256(body))` with the access secret, approved
 * access and the IP allow-list. Each refusal has its own code. Repeated bad signatures lock the
 * key from that address (or, for unknown keys, the address) for a while.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { Code, NONCE_PATTERN, NONCE_TTL_SECONDS, OpenApiHeader, SIGNATURE_WINDOW_SECONDS, stringToSign } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { findSigningAccess, spendNonce, type DeferredNonce, type FailureCount } from '../../domain/merchant/access.ts';

/** Bad signatures counted over this window per (access key, address), unknown keys per address... */
export const SIGNATURE_FAILURE_WINDOW_MS = 10 * 60_000;
/** ...this many of them refuse that key from that address (or unknown keys from it) with -1106 until the window clears. */
export const SIGNATURE_FAILURE_LIMIT = 20;

export interface SignedRequest {
  method: string;
  /** The request target exactly as sent: path and query string. */
  target: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  ip: string;
}

export interface Merchant {
  userId: number;
  accessKey: string;
  /** The call's nonce when the check left it to the call's transaction (`verifySignedRequest`'s `nonceLater`). */
  nonce?: DeferredNonce;
}

const header = (request: SignedRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value.trim() : undefined;
};

export function sha256Hex(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The signature a request should carry (what an integrator computes too). */
export function expectedSignature(secret: string, method: string, target: string, timestamp: string, nonce: string, rawBody: Buffer | string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(stringToSign(method, target, timestamp, nonce, sha256Hex(rawBody))).digest('hex');
}

function sameHex(given: string, expected: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

const plainIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether `ip` is one of the allow-list's addresses or inside one of its CIDR blocks (empty list: any). */
export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const caller = plainIp(ip);
  const family = isIP(caller);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const [address = '', prefix] = entry.split('/');
    const entryFamily = isIP(address);
    if (entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list.check(caller, family === 4 ? 'ipv4' : 'ipv6');
}

async function recordFailure(db: Db, subject: string, now: Date): Promise<void> {
  await db.query('INSERT INTO api_signature_failure (subject, created_at) VALUES ($1, $2)', [subject, now]);
}

const failureWindow = (subject: string, now: Date) => ({ subject, since: new Date(now.getTime() - SIGNATURE_FAILURE_WINDOW_MS), limit: SIGNATURE_FAILURE_LIMIT });

/**
 * -1106 when the subject counted has too many failures in the window, with the seconds until the
 * oldest counted one ages out (the lock answer's Retry-After).
 */
function refuseIfCounted(count: FailureCount, now: Date): void {
  if (Number(count.failures) < SIGNATURE_FAILURE_LIMIT || !count.oldest_failure) return;
  throw new AppError(Code.OPEN_SIGNATURE_LOCKED, undefined, 200, count.oldest_failure.getTime() + SIGNATURE_FAILURE_WINDOW_MS - now.getTime());
}

/** `refuseIfCounted` for a subject without a key to read alongside (an address). */
async function refuseIfLocked(db: Db, subject: string, now: Date): Promise<void> {
  const window = failureWindow(subject, now);
  const { rows } = await db.query<FailureCount>(
    `SELECT count(*) AS failures, min(created_at) AS oldest_failure FROM (
       SELECT created_at FROM api_signature_failure WHERE subject = $1 AND created_at > $2
       ORDER BY created_at DESC LIMIT $3) recent`,
    [window.subject, window.since, window.limit],
  );
  refuseIfCounted(rows[0]!, now);
}

/**
 * The merchant a request comes from, or the AppError saying why it is refused.
 *
 * Failures are counted where they cannot hurt anyone else: bad signatures per (access key,
 * address), so neither a merchant's own mistakes nor an attacker who learnt its access key (it
 * travels in every request header) can lock the merchant out from its other addresses; unknown
 * keys and callers outside an allow-list per address, and that lock refuses only requests without
 * a known key, so other merchants behind the same address are untouched.
 */
export async function verifySignedRequest(db: Db, request: SignedRequest, now: Date, nonceLater = false): Promise<Merchant> {
  const address = plainIp(request.ip);
  const ipSubject = `ip:${address}`;
  const accessKey = header(request, OpenApiHeader.ACCESS_KEY);
  const unknownKey = async (code: number): Promise<never> => {
    await refuseIfLocked(db, ipSubject, now);
    await recordFailure(db, ipSubject, now);
    throw new AppError(code);
  };
  if (!accessKey || accessKey.length > 64) return unknownKey(Code.OPEN_ACCESS_KEY_INVALID);
  const keySubject = `key:${accessKey}@${address}`;
  // The current key, or the one a reset replaced while its grace period lasts (with its own secret),
  // read with the failures of this key at this address.
  const { access, ...keyFailures } = await findSigningAccess(db, accessKey, now, failureWindow(keySubject, now));
  // Guessing keys is slowed down by address, since there is no key to count against.
  if (!access || !access.access_secret) return unknownKey(Code.OPEN_ACCESS_KEY_INVALID);
  // A merchant with an allow-list only hears from its own addresses: everyone else is refused
  // before the signature, and counts against their own address only.
  if (access.ip_whitelist.length > 0 && !ipAllowed(access.ip_whitelist, request.ip)) return unknownKey(Code.OPEN_IP_NOT_ALLOWED);
  refuseIfCounted(keyFailures, now);
  const timestamp = header(request, OpenApiHeader.TIMESTAMP);
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || Math.abs(Number(timestamp) - now.getTime() / 1000) > SIGNATURE_WINDOW_SECONDS) {
    throw new AppError(Code.OPEN_TIMESTAMP_INVALID);
  }
  const nonce = header(request, OpenApiHeader.NONCE);
  if (!nonce || !NONCE_PATTERN.test(nonce)) throw new AppError(Code.OPEN_NONCE_INVALID);

  const given = (header(request, OpenApiHeader.SIGNATURE) ?? '').toLowerCase();
  const expected = expectedSignature(access.access_secret, request.method, request.target, timestamp, nonce, request.rawBody);
  if (!sameHex(given, expected)) {
    await recordFailure(db, keySubject, now);
    throw new AppError(Code.OPEN_SIGNATURE_INVALID);
  }
  if (access.audit_status !== 1) throw new AppError(Code.OPEN_ACCESS_NOT_APPROVED);
  if (!ipAllowed(access.ip_whitelist, request.ip)) throw new AppError(Code.OPEN_IP_NOT_ALLOWED);

  // Only a correctly signed request uses up its nonce, so nobody else can burn a merchant's nonces.
  const use = { accessKey, nonce, expiresAt: new Date(now.getTime() + NONCE_TTL_SECONDS * 1000), ip: address, at: now };
  // A call that writes can use it up in its own transaction instead of committing it on its own;
  // it is then used up before that call answers, whatever the answer (the route's `withNonce`).
  if (nonceLater) return { userId: access.user_id, accessKey, nonce: { use, spent: false } };
  await spendNonce(db, use);
  return { userId: access.user_id, accessKey };
}

/**
 * Forgets nonces past their time and old signature failures. A nonce must outlive the timestamp
 * window (a request with an older timestamp is refused anyway), so expired ones can go.
 */
export async function tidySigningState(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM api_nonce WHERE expires_at < $1', [now]);
  await db.query('DELETE FROM api_signature_failure WHERE created_at < $1', [new Date(now.getTime() - SIGNATURE_FAILURE_WINDOW_MS)]);
}
