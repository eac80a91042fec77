import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';

/** The signed-in user's own account as the account routes read and change it. */

/** The login password's hash; a user that no longer exists is signed out (-1001). */
export async function passwordHashOf(db: Db, userId: number): Promise<string> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE id = $1', [userId]);
  const row = rows[0];
  if (!row) throw new AppError(Code.NOT_LOGGED_IN);
  return row.password_hash;
}

/** `avatar` undefined leaves the avatar as it is; null removes it. */
export async function saveProfile(db: Db, userId: number, nickName: string, avatar: string | null | undefined): Promise<void> {
  await db.query('UPDATE app_user SET nick_name = $2, avatar = CASE WHEN $3::boolean THEN $4 ELSE avatar END WHERE id = $1', [
    userId,
    nickName,
    avatar !== undefined,
    avatar ?? null,
  ]);
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** Sets the transaction password; true when it replaced one (false: the first one). */
export async function setFundPasswordHash(db: Db, userId: number, fundPasswordHash: string): Promise<boolean> {
  const { rows } = await db.query<{ had: boolean }>(
    `UPDATE app_user u SET fund_password_hash = $2 FROM app_user old
     WHERE u.id = $1 AND old.id = u.id RETURNING (old.fund_password_hash IS NOT NULL) AS had`,
    [userId, fundPasswordHash],
  );
  return rows[0]?.had ?? false;
}

export interface Contact {
  countryId: number | null;
  phone: string | null;
  email: string | null;
}

/** The phone and email the account signs in with (either may be absent). */
export async function contactOf(db: Db, userId: number): Promise<Contact | undefined> {
  const { rows } = await db.query<{ country_id: number | null; phone: string | null; email: string | null }>(
    'SELECT country_id, phone, email FROM app_user WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  return row && { countryId: row.country_id, phone: row.phone, email: row.email };
}

export async function setPhone(db: Db, userId: number, countryId: number, phone: string): Promise<void> {
  await db.query('UPDATE app_user SET country_id = $2, phone = $3 WHERE id = $1', [userId, countryId, phone]);
}

export async function setEmail(db: Db, userId: number, email: string): Promise<void> {
  await db.query('UPDATE app_user SET email = $2 WHERE id = $1', [userId, email]);
}
