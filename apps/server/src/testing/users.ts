import { randomInt } from 'node:crypto';
import type { UserType } from '@mizani/sdk/contract';
import type { Db } from '../db/types.ts';
import { hashPassword } from '../domain/auth/password.ts';
import { createSession } from '../domain/auth/session.ts';
import { assignableNames } from '../features/team/menu-tree.ts';
import { createAccount } from '../domain/user/account.ts';

export interface TestUserOverrides {
  email?: string | null;
  /** National number; a random Kenyan mobile number unless given (null for an email-only account). */
  phone?: string | null;
  countryId?: number | null;
  password?: string;
  nickName?: string;
  userType?: UserType;
  /** The main account's id, for a staff member. */
  parentId?: number | null;
  /**
   * A staff member's role: the permission names it grants. Staff get a role of their own holding
   * every name a role can hold unless told otherwise (tests of the permission check pass `[]`).
   */
  permissions?: readonly string[];
  /** The verification status of a main account: approved (1) unless given. */
  auditStatus?: -1 | 0 | 1 | 2;
  /** Sets a fund (transaction) password. */
  fundPassword?: string;
  /** When the session starts (default: now). */
  now?: Date;
}

export interface TestUser {
  userId: number;
  accountNo: string;
  email: string | null;
  phone: string | null;
  countryId: number | null;
  password: string;
  /** Bearer token of a live session. */
  token: string;
}

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(randomInt(10));
  return digits;
}

/**
 * A user with a known password and a live session, for tests of any feature: by default a Kenyan
 * individual main account with a fresh phone and email, password 'Test@1234'. Send
 * `Authorization: Bearer ${user.token}` to act as the user.
 */
export async function createTestUser(db: Db, overrides: TestUserOverrides = {}): Promise<TestUser> {
  const now = overrides.now ?? new Date();
  const password = overrides.password ?? 'Test@1234';
  const phone = overrides.phone === undefined ? `7${randomDigits(8)}` : overrides.phone;
  const countryId = overrides.countryId === undefined ? (phone === null ? null : 254) : overrides.countryId;
  const email = overrides.email === undefined ? `test-${randomDigits(12)}@example.test` : overrides.email;
  const passwordHash = await hashPassword(password);
  const fundPasswordHash = overrides.fundPassword ? await hashPassword(overrides.fundPassword) : null;

  const { userId, accountNo } = await db.transaction(async (tx) => {
    const created = await createAccount(tx, {
      passwordHash,
      fundPasswordHash,
      countryId,
      phone,
      email,
      nickName: overrides.nickName ?? 'Test User',
      userType: overrides.userType ?? 'user',
      parentId: overrides.parentId ?? null,
      createdAt: now,
    });
    if (overrides.parentId) {
      const menus = overrides.permissions ?? [...assignableNames()];
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO team_role (main_user_id, name, menus, status, created_at, updated_at)
         VALUES ($1, $2, $3::jsonb, 0, $4, $4) RETURNING id`,
        [overrides.parentId, `Test role ${created.userId}`, JSON.stringify(menus), now],
      );
      await tx.query('UPDATE app_user SET role_id = $2 WHERE id = $1', [created.userId, rows[0]!.id]);
    }
    // A main account is verified unless told otherwise: most tests act as a customer with the
    // whole product, and the verification tiers refuse an unverified one almost every money move.
    const auditStatus = overrides.auditStatus ?? (overrides.parentId ? undefined : 1);
    if (auditStatus !== undefined) {
      await tx.query('UPDATE app_user SET audit_status = $2 WHERE id = $1', [created.userId, auditStatus]);
    }
    return created;
  });
  const token = await createSession(db, userId, { ip: '127.0.0.1', userAgent: 'test' }, now);
  return { userId, accountNo, email: email === null ? null : email.toLowerCase(), phone, countryId, password, token };
}
