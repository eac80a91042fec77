import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import type { OutboxLog } from '../outbox/outbox.ts';
import type { IdentityOptions } from './options.ts';

export type CodeScene = 'register' | 'login' | 'findPwd' | 'changePhone' | 'changeEmail';
export type CodeChannel = 'sms' | 'email';

/** Where a code goes: '+254712345678' for a phone, the lower-cased address for an email. */
export interface CodeTarget {
  channel: CodeChannel;
  address: string;
}

export function phoneTarget(countryId: number, phone: string): CodeTarget {
  return { channel: 'sms', address: `+${countryId}${phone}` };
}

export function emailTarget(email: string): CodeTarget {
  return { channel: 'email', address: email.trim().toLowerCase() };
}

const HOUR_MS = 60 * 60 * 1000;
const SECRET_NAME = 'code-hmac';
const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  // Two processes starting together may both try to create it; the first insert wins and both
  // read the same value back.
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32),
  ]);
  const { rows } = await db.query<{ value: Uint8Array }>('SELECT value FROM server_secret WHERE name = $1', [SECRET_NAME]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The verification-code secret could not be read.');
  return Buffer.from(value);
}

function codeSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

// Binding the scene and address into the hash means a stored hash says nothing about any other use.
function hashCode(secret: Buffer, scene: CodeScene, target: CodeTarget, code: string): string {
  return createHmac('sha256', secret).update(`${scene}\n${target.address}\n${code}`).digest('hex');
}

export function codeText(code: string, ttlMs: number): string {
  const minutes = Math.round(ttlMs / 60_000);
  return `Your Mizani Pay verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`;
}

export interface IssueCodeInput {
  scene: CodeScene;
  target: CodeTarget;
  ip: string;
}

/**
 * Creates a six-digit code for the scene and address, replacing any earlier one, and sends it.
 * Fails with -1026 when the address had a code less than a minute ago, or the address or the IP
 * reached its hourly allowance.
 */
export async function issueCode(db: Db, input: IssueCodeInput, identity: IdentityOptions, log: OutboxLog): Promise<void> {
  const { limits } = identity;
  const secret = await codeSecret(db);
  await db.transaction(async (tx) => {
    const now = identity.now();
    // Serialises requests for one address, so two at once cannot both pass the checks below.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${input.target.address}`]);
    const { rows } = await tx.query<{ last: Date | null; count: string }>(
      `SELECT max(created_at) AS last, count(*) AS count FROM verification_code WHERE target = $1 AND created_at > $2`,
      [input.target.address, new Date(now.getTime() - HOUR_MS)],
    );
    const recent = rows[0];
    if (recent?.last && now.getTime() - recent.last.getTime() < limits.codeResendMs) throw new AppError(Code.CODE_TOO_FREQUENT);
    if (Number(recent?.count ?? 0) >= limits.codesPerTargetPerHour) throw new AppError(Code.CODE_TOO_FREQUENT);
    const { rows: byIp } = await tx.query<{ count: string }>(
      'SELECT count(*) AS count FROM verification_code WHERE ip = $1 AND created_at > $2',
      [input.ip, new Date(now.getTime() - HOUR_MS)],
    );
    if (Number(byIp[0]?.count ?? 0) >= limits.codesPerIpPerHour) throw new AppError(Code.CODE_TOO_FREQUENT);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query(
      'UPDATE verification_code SET closed_at = $3 WHERE target = $1 AND scene = $2 AND closed_at IS NULL',
      [input.target.address, input.scene, now],
    );
    await tx.query(
      `INSERT INTO verification_code (scene, channel, target, code_hash, ip, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        input.scene,
        input.target.channel,
        input.target.address,
        hashCode(secret, input.scene, input.target, code),
        input.ip,
        now,
        new Date(now.getTime() + limits.codeTtlMs),
      ],
    );
    // Inside the transaction: if delivery fails, the code was never issued and does not count.
    await identity.sender.send(
      tx,
      { to: input.target.address, channel: input.target.channel, code, text: codeText(code, limits.codeTtlMs) },
      log,
    );
  });
}

export interface CheckCodeInput {
  scene: CodeScene;
  target: CodeTarget;
  code: string;
}

/**
 * Checks a code without using it up; returns its id for `consumeCode`. A wrong guess counts
 * against the code (committed at once, whatever the caller does next) and the last allowed wrong
 * guess kills it. Wrong, expired, used, replaced or dead: -1006.
 */
export async function checkCode(db: Db, input: CheckCodeInput, identity: IdentityOptions): Promise<string> {
  const now = identity.now();
  const { rows } = await db.query<{ id: string; code_hash: string; expires_at: Date; attempts: number }>(
    `SELECT id, code_hash, expires_at, attempts FROM verification_code
     WHERE target = $1 AND scene = $2 AND closed_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [input.target.address, input.scene],
  );
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= now.getTime() || row.attempts >= identity.limits.codeMaxAttempts) {
    throw new AppError(Code.WRONG_CODE);
  }
  const secret = await codeSecret(db);
  const given = Buffer.from(hashCode(secret, input.scene, input.target, input.code), 'hex');
  const stored = Buffer.from(row.code_hash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) return row.id;

  await db.query(
    `UPDATE verification_code SET attempts = attempts + 1,
       closed_at = CASE WHEN attempts + 1 >= $2 THEN $3::timestamptz ELSE closed_at END
     WHERE id = $1`,
    [row.id, identity.limits.codeMaxAttempts, now],
  );
  throw new AppError(Code.WRONG_CODE);
}

/**
 * Uses up a code that `checkCode` accepted; run it in the transaction of the change it authorises,
 * so the code survives if that change fails. Fails with -1006 if a concurrent request used it first.
 */
export async function consumeCode(tx: Db, codeId: string, now: Date): Promise<void> {
  const { rows } = await tx.query('UPDATE verification_code SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL RETURNING id', [
    codeId,
    now,
  ]);
  if (rows.length === 0) throw new AppError(Code.WRONG_CODE);
}
