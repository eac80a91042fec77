import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { normalizeEmail } from '../user/account.ts';
import { recordUserLog, UserLogOperation } from '../user/log.ts';
import type { IdentityLimits, IdentityOptions } from './options.ts';
import { verifyNothing, verifyPassword } from './password.ts';
import { createSession, type SessionMeta } from './session.ts';

export type LoginAccount = { countryId: number; phone: string } | { email: string };

export interface LoginMeta extends SessionMeta {
  ip: string;
}

interface LoginUser {
  id: number;
  password_hash: string;
  login_failures_reset_at: Date | null;
}

async function findLoginUser(db: Db, account: LoginAccount): Promise<LoginUser | undefined> {
  const columns = 'id, password_hash, login_failures_reset_at';
  const { rows } =
    'email' in account
      ? await db.query<LoginUser>(`SELECT ${columns} FROM app_user WHERE email = $1`, [normalizeEmail(account.email)])
      : await db.query<LoginUser>(`SELECT ${columns} FROM app_user WHERE country_id = $1 AND phone = $2`, [
          account.countryId,
          account.phone,
        ]);
  return rows[0];
}

/** The wait before checking a password after `failures` recent failures: 0, then doubling up to the cap. */
export function loginDelayMs(failures: number, limits: Pick<IdentityLimits, 'loginDelayBaseMs' | 'loginDelayCapMs'>): number {
  if (failures <= 0) return 0;
  return Math.min(limits.loginDelayCapMs, limits.loginDelayBaseMs * 2 ** Math.min(failures - 1, 20));
}

/** The sign-in name failures are counted under, the same whether or not an account has it. */
function signInName(account: LoginAccount): string {
  return 'email' in account ? `email:${normalizeEmail(account.email)}` : `phone:+${account.countryId}${account.phone}`;
}

interface FailureCounts {
  /** From this address, across sign-in names. */
  ip: number;
  /** For this sign-in name, from any address (sets the growing delay). */
  name: number;
  /** For this sign-in name from this address (sets the lock), and when the oldest of the last ones happened. */
  pair: number;
  pairOldest: Date | null;
}

async function countFailures(db: Db, name: string, ip: string, windowStart: Date, nameSince: Date, lockThreshold: number): Promise<FailureCounts> {
  const { rows } = await db.query<{ ip: string; name: string; pair: string; pair_oldest: Date | null }>(
    `SELECT
       (SELECT count(*) FROM login_failure WHERE ip = $2 AND created_at > $3) AS ip,
       (SELECT count(*) FROM login_failure WHERE account = $1 AND created_at > $4) AS name,
       (SELECT count(*) FROM login_failure WHERE account = $1 AND ip = $2 AND created_at > $4) AS pair,
       (SELECT min(created_at) FROM (SELECT created_at FROM login_failure WHERE account = $1 AND ip = $2 AND created_at > $4
          ORDER BY created_at DESC LIMIT $5) last) AS pair_oldest`,
    [name, ip, windowStart, nameSince, lockThreshold],
  );
  const row = rows[0];
  return { ip: Number(row?.ip ?? 0), name: Number(row?.name ?? 0), pair: Number(row?.pair ?? 0), pairOldest: row?.pair_oldest ?? null };
}

/**
 * Password login (see docs/decisions/0005-login-errors-and-lockout.md). An unknown account and a
 * wrong password both answer -1004, after the same amount of work, and failures are counted per
 * sign-in name whether or not an account has it, so nothing here tells the two apart. Each failure
 * for the name makes the next attempt wait longer (from any address); too many for the name from
 * one address lock the name's password login from that address only, so an attacker cannot keep
 * the owner, elsewhere, from signing in with the right password; too many from one address across
 * names shut that address out. Locks end by themselves, and a password recovery lifts them.
 */
export async function passwordLogin(
  db: Db,
  account: LoginAccount,
  password: string,
  meta: LoginMeta,
  identity: IdentityOptions,
): Promise<string> {
  const { limits } = identity;
  const now = identity.now();
  const windowStart = new Date(now.getTime() - limits.loginWindowMs);
  const user = await findLoginUser(db, account);
  const name = signInName(account);
  const log = (success: boolean, detail?: string) =>
    user
      ? recordUserLog(db, {
          userId: user.id,
          operation: UserLogOperation.LOGIN,
          ip: meta.ip,
          userAgent: meta.userAgent,
          success,
          detail,
          at: now,
        })
      : Promise.resolve();

  const since = user?.login_failures_reset_at && user.login_failures_reset_at.getTime() > windowStart.getTime() ? user.login_failures_reset_at : windowStart;
  const failures = await countFailures(db, name, meta.ip, windowStart, since, limits.loginLockThreshold);
  if (failures.ip >= limits.ipLockThreshold) {
    await log(false, 'refused: too many failures from this IP');
    throw new AppError(Code.LOGIN_LOCKED);
  }
  if (failures.pair >= limits.loginLockThreshold) {
    await log(false, 'refused: password login locked for this address');
    const endsIn = failures.pairOldest ? failures.pairOldest.getTime() + limits.loginWindowMs - now.getTime() : limits.loginLockMs;
    throw new AppError(Code.LOGIN_LOCKED, undefined, 200, endsIn);
  }

  // The wait comes before the check, whatever its outcome, so that an attacker cannot tell a
  // success by its speed and cut failed attempts short.
  const delay = Math.max(loginDelayMs(failures.name, limits), loginDelayMs(failures.ip - limits.ipFreeFailures, limits));
  if (delay > 0) await identity.sleep(delay);

  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyNothing(password);
  if (!user || !valid) {
    await db.query('INSERT INTO login_failure (user_id, account, ip, created_at) VALUES ($1, $2, $3, $4)', [user?.id ?? null, name, meta.ip, now]);
    await log(false, failures.pair + 1 >= limits.loginLockThreshold ? 'wrong password; password login locked for this address' : 'wrong password');
    throw new AppError(Code.WRONG_PASSWORD);
  }

  // Whoever signs in here knows the password: this address's failures for the name no longer
  // count. Failures from other addresses stay theirs (only a recovery clears them all).
  await db.query('DELETE FROM login_failure WHERE account = $1 AND ip = $2', [name, meta.ip]);
  const token = await createSession(db, user.id, meta, now);
  await log(true);
  return token;
}

/** After a password recovery: earlier failures no longer count and any lock is lifted. */
export async function clearLoginFailures(db: Db, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE app_user SET login_failures_reset_at = $2, login_locked_until = NULL WHERE id = $1', [userId, now]);
}
