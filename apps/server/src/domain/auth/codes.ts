import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Code } from '@mizani/sdk/contract';
import { serverSecret } from '../../db/server-secret.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import type { OutboxLog } from '../outbox/outbox.ts';
import type { IdentityOptions } from './options.ts';

export type CodeScene = 'register' | 'findPwd' | 'changePhone' | 'changeEmail';
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
const codeSecret = (db: Db) => serverSecret(db, 'code-hmac');

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

const tooFrequent = (retryAfterMs: number) => new AppError(Code.CODE_TOO_FREQUENT, undefined, 200, retryAfterMs);

/**
 * Creates a six-digit code for the scene and destination and sends it. Earlier codes stay valid
 * until they expire or one is used: someone asking for codes to another person's phone cannot
 * void the code that person is typing. Fails with -1026 when this address asked for a code to the
 * destination less than a minute ago or used up its hourly allowance for it, when the destination
 * had its hourly total from all addresses, or when the address reached its own hourly allowance.
 * An attacker on one address therefore uses up only that address's allowance, never the owner's.
 */
export async function issueCode(db: Db, input: IssueCodeInput, identity: IdentityOptions, log: OutboxLog): Promise<void> {
  const { limits } = identity;
  const secret = await codeSecret(db);
  await db.transaction(async (tx) => {
    const now = identity.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    // Serialises requests for one destination, so two at once cannot both pass the checks below.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${input.target.address}`]);
    const { rows } = await tx.query<{ mine_last: Date | null; mine_first: Date | null; mine: string; all_first: Date | null; total: string }>(
      `SELECT max(created_at) FILTER (WHERE ip = $3) AS mine_last, min(created_at) FILTER (WHERE ip = $3) AS mine_first,
              count(*) FILTER (WHERE ip = $3) AS mine, min(created_at) AS all_first, count(*) AS total
       FROM verification_code WHERE target = $1 AND created_at > $2`,
      [input.target.address, hourAgo, input.ip],
    );
    const recent = rows[0];
    const untilHourPasses = (first: Date | null | undefined) => (first ? first.getTime() + HOUR_MS - now.getTime() : HOUR_MS);
    if (recent?.mine_last && now.getTime() - recent.mine_last.getTime() < limits.codeResendMs) {
      throw tooFrequent(recent.mine_last.getTime() + limits.codeResendMs - now.getTime());
    }
    if (Number(recent?.mine ?? 0) >= limits.codesPerTargetPerHour) throw tooFrequent(untilHourPasses(recent?.mine_first));
    if (Number(recent?.total ?? 0) >= limits.codesPerTargetPerHourAllAddresses) throw tooFrequent(untilHourPasses(recent?.all_first));
    const { rows: byIp } = await tx.query<{ count: string; first: Date | null }>(
      'SELECT count(*) AS count, min(created_at) AS first FROM verification_code WHERE ip = $1 AND created_at > $2',
      [input.ip, hourAgo],
    );
    if (Number(byIp[0]?.count ?? 0) >= limits.codesPerIpPerHour) throw tooFrequent(untilHourPasses(byIp[0]?.first));

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
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
  /** The address entering the code: wrong guesses count against it. */
  ip: string;
}

/**
 * Checks a code against every valid one of the destination and scene, without using it up;
 * returns its id for `consumeCode`. Wrong guesses are counted per guessing address (committed at
 * once, whatever the caller does next): an address with `codeMaxAttempts` of them is refused
 * until the codes expire, so it cannot use up the guesses of the person the codes are for; all
 * addresses together stop at `codeMaxAttemptsAllAddresses`, which bounds the chance of guessing.
 * Wrong, expired, used or refused: -1006.
 */
export async function checkCode(db: Db, input: CheckCodeInput, identity: IdentityOptions): Promise<string> {
  const { limits } = identity;
  const now = identity.now();
  const since = new Date(now.getTime() - limits.codeTtlMs);
  const { rows: guesses } = await db.query<{ mine: string; total: string }>(
    `SELECT count(*) FILTER (WHERE ip = $3) AS mine, count(*) AS total
     FROM code_guess_failure WHERE target = $1 AND scene = $2 AND created_at > $4`,
    [input.target.address, input.scene, input.ip, since],
  );
  const tried = guesses[0];
  if (Number(tried?.mine ?? 0) >= limits.codeMaxAttempts || Number(tried?.total ?? 0) >= limits.codeMaxAttemptsAllAddresses) {
    throw new AppError(Code.WRONG_CODE);
  }
  const { rows } = await db.query<{ id: string; code_hash: string }>(
    `SELECT id, code_hash FROM verification_code
     WHERE target = $1 AND scene = $2 AND closed_at IS NULL AND expires_at > $3
     ORDER BY created_at DESC, id DESC LIMIT $4`,
    [input.target.address, input.scene, now, limits.codesPerTargetPerHourAllAddresses],
  );
  const secret = await codeSecret(db);
  const given = Buffer.from(hashCode(secret, input.scene, input.target, input.code), 'hex');
  // Every candidate is compared, so the time taken does not say which one matched.
  let match: string | undefined;
  for (const row of rows) {
    const stored = Buffer.from(row.code_hash, 'hex');
    if (given.length === stored.length && timingSafeEqual(given, stored)) match ??= row.id;
  }
  if (match) return match;

  await db.query('INSERT INTO code_guess_failure (target, scene, ip, created_at) VALUES ($1, $2, $3, $4)', [input.target.address, input.scene, input.ip, now]);
  throw new AppError(Code.WRONG_CODE);
}

/**
 * Uses up a code that `checkCode` accepted, and with it the other codes of its destination and
 * scene (they were for the same change); run it in the transaction of the change it authorises,
 * so the codes survive if that change fails. Fails with -1006 if a concurrent request used it first.
 */
export async function consumeCode(tx: Db, codeId: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{ target: string; scene: string }>(
    'UPDATE verification_code SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL RETURNING target, scene',
    [codeId, now],
  );
  const used = rows[0];
  if (!used) throw new AppError(Code.WRONG_CODE);
  await tx.query('UPDATE verification_code SET closed_at = $3 WHERE target = $1 AND scene = $2 AND closed_at IS NULL', [used.target, used.scene, now]);
}
