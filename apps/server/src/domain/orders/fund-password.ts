import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { verifyPassword } from '../auth/password.ts';
import { recordUserLog } from '../user/log.ts';

/** Wrong fund passwords counted over this window... */
export const FUND_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
/** ...this many of them lock sending... */
export const FUND_PASSWORD_MAX_FAILURES = 5;
/** ...for this long. */
export const FUND_PASSWORD_LOCK_MS = 15 * 60 * 1000;

export interface FundPasswordCheck {
  userId: number;
  password: string;
  ip: string;
  userAgent: string | null;
  now: Date;
}

/**
 * Checks the user's transaction (fund) password before money leaves the wallet, the way login
 * guards the login password: -1022 when none is set, -1023 when wrong, and after five wrong ones
 * within 15 minutes -1028 for the next 15 minutes, whatever is entered (even the right password,
 * so that guessing gains nothing). A correct password clears the count.
 */
export async function checkFundPassword(db: Db, check: FundPasswordCheck): Promise<void> {
  const { rows } = await db.query<FundPasswordGuard>(`SELECT ${FUND_PASSWORD_GUARD} FROM ${FUND_PASSWORD_GUARD_FROM} WHERE u.id = $1`, [check.userId]);
  await judgeFundPassword(db, check, rows[0]);
}

/** The columns of a user's fund-password state, read `FROM FUND_PASSWORD_GUARD_FROM` (the user is `u`). */
export interface FundPasswordGuard {
  hash: string | null;
  locked_until: Date | null;
  failed: boolean;
}

// Whether there are failures to wipe is read with the hash, so that a right password (every send)
// writes nothing when there are none.
export const FUND_PASSWORD_GUARD = `u.fund_password_hash AS hash, g.locked_until,
  EXISTS (SELECT 1 FROM fund_password_failure f WHERE f.user_id = u.id) AS failed`;
export const FUND_PASSWORD_GUARD_FROM = 'app_user u LEFT JOIN fund_password_guard g ON g.user_id = u.id';

/**
 * `checkFundPassword` with the user's guard already read (undefined: no such user), for a caller
 * that reads it together with what else it needs before the check.
 */
export async function judgeFundPassword(db: Db, check: FundPasswordCheck, row: FundPasswordGuard | undefined): Promise<void> {
  const { userId, now } = check;
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  if (row.hash === null) throw new AppError(Code.FUND_PASSWORD_NOT_SET);
  if (row.locked_until && row.locked_until.getTime() > now.getTime()) throw new AppError(Code.FUND_PASSWORD_LOCKED);

  const log = (success: boolean, detail: string) =>
    recordUserLog(db, { userId, operation: 'fundPassword', ip: check.ip, userAgent: check.userAgent, success, detail, at: now });

  if (await verifyPassword(row.hash, check.password)) {
    // A right password (or a served lock) wipes the slate; the operation log keeps the history.
    if (row.failed) await db.query('DELETE FROM fund_password_failure WHERE user_id = $1', [userId]);
    if (row.locked_until) await db.query('UPDATE fund_password_guard SET locked_until = NULL WHERE user_id = $1', [userId]);
    return;
  }

  await db.query('INSERT INTO fund_password_failure (user_id, created_at) VALUES ($1, $2)', [userId, now]);
  const { rows: counted } = await db.query<{ failures: string }>(
    'SELECT count(*) AS failures FROM fund_password_failure WHERE user_id = $1 AND created_at > $2',
    [userId, new Date(now.getTime() - FUND_PASSWORD_WINDOW_MS)],
  );
  if (Number(counted[0]?.failures ?? 0) >= FUND_PASSWORD_MAX_FAILURES) {
    await db.query(
      `INSERT INTO fund_password_guard (user_id, locked_until) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET locked_until = EXCLUDED.locked_until`,
      [userId, new Date(now.getTime() + FUND_PASSWORD_LOCK_MS)],
    );
    // The lock is the penalty for these failures: once it ends, the count starts afresh.
    await db.query('DELETE FROM fund_password_failure WHERE user_id = $1', [userId]);
    await log(false, 'wrong fund password; sending locked for 15 minutes');
  } else {
    await log(false, 'wrong fund password');
  }
  throw new AppError(Code.WRONG_FUND_PASSWORD);
}
