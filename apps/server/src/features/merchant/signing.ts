/**
 * Checks a signed merchant API request (docs/merchant-api.md): access key, timestamp within
 * ±300 s, a nonce never seen in the last 10 minutes, the HMAC-SHA256 signature of
 * `METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nhex(sha256(body))` with the access secret, approved
 * access and the IP allow-list. Each refusal has its own code. Repeated bad signatures lock the
 * key (or, for unknown keys, the caller's address) for a while.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { Code, NONCE_PATTERN, NONCE_TTL_SECONDS, OpenApiHeader, SIGNATURE_WINDOW_SECONDS, stringToSign } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import type { AccessRow } from './access.ts';

/** Bad signatures counted over this window per key (or address)... */
export const SIGNATURE_FAILURE_WINDOW_MS = 10 * 60_000;
/** ...this many of them refuse every request of that key with -1106 until the window clears. */
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

async function lockedOut(db: Db, subject: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM api_signature_failure WHERE subject = $1 AND created_at > $2', [
    subject,
    new Date(now.getTime() - SIGNATURE_FAILURE_WINDOW_MS),
  ]);
  return Number(rows[0]?.n ?? 0) >= SIGNATURE_FAILURE_LIMIT;
}

async function recordFailure(db: Db, subject: string, now: Date): Promise<void> {
  await db.query('INSERT INTO api_signature_failure (subject, created_at) VALUES ($1, $2)', [subject, now]);
}

/** The merchant a request comes from, or the AppError saying why it is refused. */
export async function verifySignedRequest(db: Db, request: SignedRequest, now: Date): Promise<Merchant> {
  const ipSubject = `ip:${plainIp(request.ip)}`;
  const accessKey = header(request, OpenApiHeader.ACCESS_KEY);
  if (await lockedOut(db, ipSubject, now)) throw new AppError(Code.OPEN_SIGNATURE_LOCKED);
  if (!accessKey || accessKey.length > 64) {
    throw new AppError(Code.OPEN_ACCESS_KEY_INVALID);
  }
  const { rows } = await db.query<Pick<AccessRow, 'user_id' | 'audit_status' | 'access_secret' | 'ip_whitelist'>>(
    'SELECT user_id, audit_status, access_secret, ip_whitelist FROM api_access WHERE access_key = $1',
    [accessKey],
  );
  const access = rows[0];
  if (!access || !access.access_secret) {
    // Guessing keys is slowed down by address, since there is no key to count against.
    await recordFailure(db, ipSubject, now);
    throw new AppError(Code.OPEN_ACCESS_KEY_INVALID);
  }
  // A merchant with an allow-list only hears from its own addresses: refusing everyone else first
  // means an attacker who saw the key in a request header cannot count towards its lock at all.
  if (access.ip_whitelist.length > 0 && !ipAllowed(access.ip_whitelist, request.ip)) {
    await recordFailure(db, ipSubject, now);
    throw new AppError(Code.OPEN_IP_NOT_ALLOWED);
  }
  // Counted per key across addresses, so spreading guesses over many addresses does not help;
  // the lock lifts by itself when the window passes (an attacker cannot lock a merchant out for good).
  const keySubject = `key:${accessKey}`;
  if (await lockedOut(db, keySubject, now)) throw new AppError(Code.OPEN_SIGNATURE_LOCKED);

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
  const { rows: fresh } = await db.query(
    'INSERT INTO api_nonce (access_key, nonce, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING nonce',
    [accessKey, nonce, new Date(now.getTime() + NONCE_TTL_SECONDS * 1000)],
  );
  if (fresh.length === 0) throw new AppError(Code.OPEN_NONCE_INVALID);
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
