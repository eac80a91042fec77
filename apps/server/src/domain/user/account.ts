import { randomInt } from 'node:crypto';
import { Code } from '@mizani/sdk/contract';
import type { UserType } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';

/** Every service scope (0 domestic, 1 cross-border) with every action (-1 top up, 0 send, 1 collect). */
export const ALL_CHANNEL_TYPES = [0, 1].flatMap((type) => [-1, 0, 1].map((channelType) => ({ type, channelType })));

/** 'MZ' and ten random digits: not guessable in sequence, and does not reveal how many accounts exist. */
export function generateAccountNo(): string {
  let digits = '';
  for (let i = 0; i < 10; i += 1) digits += String(randomInt(10));
  return `MZ${digits}`;
}

/**
 * National number as stored: people type Kenyan and Tanzanian mobiles with the trunk '0'
 * (0712 345 678) or without it (712 345 678); both are the same account.
 */
export function normalizePhone(phone: string): string {
  const national = phone.replace(/^0+/, '');
  if (national.length < 6) throw fieldError('phone', 'format', 'is not a valid number');
  return national;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewAccount {
  passwordHash: string;
  countryId?: number | null;
  phone?: string | null;
  email?: string | null;
  /** Empty until the user picks one: screens fall back to the account number. */
  nickName?: string;
  userType?: UserType;
  parentId?: number | null;
  fundPasswordHash?: string | null;
  createdAt: Date;
}

export interface CreatedAccount {
  userId: number;
  accountNo: string;
}

export async function countryExists(db: Db, countryId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM country WHERE id = $1', [countryId]);
  return rows.length > 0;
}

/** The id of the account holding this phone (per country) or email, if any. */
export async function findAccountId(db: Db, by: { countryId: number; phone: string } | { email: string }): Promise<number | null> {
  const { rows } =
    'email' in by
      ? await db.query<{ id: number }>('SELECT id FROM app_user WHERE email = $1', [normalizeEmail(by.email)])
      : await db.query<{ id: number }>('SELECT id FROM app_user WHERE country_id = $1 AND phone = $2', [by.countryId, by.phone]);
  return rows[0]?.id ?? null;
}

/**
 * Creates an account with its service channels. Fails with -1003 when the phone (in its country)
 * or the email already belongs to an account. Run it inside a transaction so that the account and
 * its channels appear together.
 */
export async function createAccount(tx: Db, input: NewAccount): Promise<CreatedAccount> {
  const email = input.email ? normalizeEmail(input.email) : null;
  const phone = input.phone ?? null;
  const countryId = input.countryId ?? null;
  if (phone !== null && countryId !== null && (await findAccountId(tx, { countryId, phone })) !== null) {
    throw new AppError(Code.ACCOUNT_EXISTS);
  }
  if (email !== null && (await findAccountId(tx, { email })) !== null) throw new AppError(Code.ACCOUNT_EXISTS);

  let accountNo = generateAccountNo();
  // A collision is a one-in-ten-billion event per existing account; look before inserting rather
  // than catching the unique violation, which would abort the surrounding transaction.
  while ((await tx.query('SELECT 1 FROM app_user WHERE account_no = $1', [accountNo])).rows.length > 0) {
    accountNo = generateAccountNo();
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO app_user (parent_id, account_no, nick_name, country_id, phone, email, password_hash,
                           fund_password_hash, user_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      input.parentId ?? null,
      accountNo,
      input.nickName ?? '',
      countryId,
      phone,
      email,
      input.passwordHash,
      input.fundPasswordHash ?? null,
      input.userType ?? 'user',
      input.createdAt,
    ],
  );
  const userId = rows[0]!.id;
  for (const item of ALL_CHANNEL_TYPES) {
    await tx.query('INSERT INTO user_channel_type (user_id, type, channel_type) VALUES ($1, $2, $3)', [
      userId,
      item.type,
      item.channelType,
    ]);
  }
  return { userId, accountNo };
}
