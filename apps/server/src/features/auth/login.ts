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
  login_locked_until: Date | null;
  login_failures_reset_at: Date | null;
}

async function findLoginUser(db: Db, account: LoginAccount): Promise<LoginUser | undefined> {
  const columns = 'id, password_hash, login_locked_until, login_failures_reset_at';
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

async function countFailures(db: Db, column: 'user_id' | 'ip', value: number | string, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM login_failure WHERE ${column} = $1 AND created_at > $2`,
    [value, since],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Password login (see docs/decisions/0005-login-errors-and-lockout.md). An unknown account and a
 * wrong password both answer -1004, after the same amount of work. Failures are counted per
 * account and per IP over a sliding window: each one makes the next attempt wait longer, and too
 * many lock the account's password login (or the IP's logins) for a while with -1027. The lock
 * ends by itself, and a password recovery lifts it.
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

  const ipFailures = await countFailures(db, 'ip', meta.ip, windowStart);
  if (ipFailures >= limits.ipLockThreshold) {
    await log(false, 'refused: too many failures from this IP');
    throw new AppError(Code.LOGIN_LOCKED);
  }
  if (user?.login_locked_until && user.login_locked_until.getTime() > now.getTime()) {
    await log(false, 'refused: password login locked');
    throw new AppError(Code.LOGIN_LOCKED);
  }

  let accountFailures = 0;
  if (user) {
    const since =
      user.login_failures_reset_at && user.login_failures_reset_at.getTime() > windowStart.getTime()
        ? user.login_failures_reset_at
        : windowStart;
    accountFailures = await countFailures(db, 'user_id', user.id, since);
  }
  // The wait comes before the check, whatever its outcome, so that an attacker cannot tell a
  // success by its speed and cut failed attempts short.
  const delay = Math.max(loginDelayMs(accountFailures, limits), loginDelayMs(ipFailures - limits.ipFreeFailures, limits));
  if (delay > 0) await identity.sleep(delay);

  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyNothing(password);
  if (!user || !valid) {
    await db.query('INSERT INTO login_failure (user_id, ip, created_at) VALUES ($1, $2, $3)', [user?.id ?? null, meta.ip, now]);
    if (user && accountFailures + 1 >= limits.loginLockThreshold) {
      await db.query('UPDATE app_user SET login_locked_until = $2 WHERE id = $1', [
        user.id,
        new Date(now.getTime() + limits.loginLockMs),
      ]);
      await log(false, 'wrong password; password login locked');
    } else {
      await log(false, 'wrong password');
    }
    throw new AppError(Code.WRONG_PASSWORD);
  }

  await db.query('UPDATE app_user SET login_failures_reset_at = $2, login_locked_until = NULL WHERE id = $1', [user.id, now]);
  const token = await createSession(db, user.id, meta, now);
  await log(true);
  return token;
}

/** After a password recovery: earlier failures no longer count and any lock is lifted. */
export async function clearLoginFailures(db: Db, userId: number, now: Date): Promise<void> {
  await db.query('UPDATE app_user SET login_failures_reset_at = $2, login_locked_until = NULL WHERE id = $1', [userId, now]);
}
