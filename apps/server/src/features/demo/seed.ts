import type { UserType } from '@mizani/sdk/contract';
import { Menu } from '@mizani/sdk/permissions';
import type { Db } from '../../db/types.ts';
import { hashPassword } from '../../domain/auth/password.ts';
import { createAccount, findAccountId } from '../../domain/user/account.ts';

export interface DemoAccount {
  key: 'main' | 'company' | 'staff';
  label: string;
  email: string;
  countryId: number | null;
  phone: string | null;
  password: string;
  nickName: string;
  userType: UserType;
  fundPassword: string | null;
  /** Staff of this demo account. */
  parentKey: DemoAccount['key'] | null;
  /** For staff: the role (of the main account) created with the account. */
  role?: { name: string; menus: readonly string[] };
}

/** What the demo staff member may see: balances, histories, rates and recipients, but change nothing. */
export const FINANCE_VIEWER_MENUS: readonly string[] = [
  Menu.AssetsTotal,
  Menu.AssetsPSP,
  Menu.AssetsMRP,
  Menu.AssetsOrder,
  Menu.AssetsPayee,
  Menu.PSPOrder,
  Menu.MRPOrder,
  Menu.FXIndex,
  Menu.FXHistory,
];

/** The accounts a newcomer (and the end-to-end tests) can sign in with at once; listed in the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'main',
    label: 'Individual main account',
    email: 'demo@mizani.africa',
    countryId: 254,
    phone: '712345678',
    password: 'Demo@2026',
    nickName: 'Amani Demo',
    userType: 'user',
    fundPassword: '246810',
    parentKey: null,
  },
  {
    key: 'company',
    label: 'Company account',
    email: 'company@mizani.africa',
    countryId: 255,
    phone: '754321000',
    password: 'Demo@2026',
    nickName: 'Kilima Traders Ltd',
    userType: 'company',
    fundPassword: null,
    parentKey: null,
  },
  {
    key: 'staff',
    label: 'Staff of the individual account',
    email: 'staff@mizani.africa',
    countryId: null,
    phone: null,
    password: 'Staff@2026',
    nickName: 'Demo Staff',
    userType: 'user',
    fundPassword: null,
    parentKey: 'main',
    role: { name: 'Finance viewer', menus: FINANCE_VIEWER_MENUS },
  },
];

/**
 * Creates the demo accounts that do not exist yet (found by email) and returns the ones it
 * created. Existing accounts are left exactly as they are, so a restart never undoes what someone
 * did with them. Sandbox installations only: known passwords have no place in production.
 */
export async function seedDemoAccounts(db: Db, now: Date = new Date()): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  const ids = new Map<DemoAccount['key'], number>();
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findAccountId(db, { email: account.email });
    if (existing !== null) {
      ids.set(account.key, existing);
      // A demo main account made before verification tiers existed was never verified, and would
      // now be refused nearly every money move: verify it, unless someone has started a record.
      if (!account.parentKey) {
        await db.query(
          'UPDATE app_user SET audit_status = 1 WHERE id = $1 AND audit_status = -1 AND NOT EXISTS (SELECT 1 FROM kyc_record WHERE user_id = $1)',
          [existing],
        );
      }
      continue;
    }
    const parentId = account.parentKey ? ids.get(account.parentKey) : undefined;
    // A staff member whose main account was removed by hand is not recreated under nobody.
    if (account.parentKey && parentId === undefined) continue;
    const passwordHash = await hashPassword(account.password);
    const fundPasswordHash = account.fundPassword ? await hashPassword(account.fundPassword) : null;
    const { userId } = await db.transaction(async (tx) => {
      const created = await createAccount(tx, {
        passwordHash,
        fundPasswordHash,
        email: account.email,
        countryId: account.countryId,
        phone: account.phone,
        nickName: account.nickName,
        userType: account.userType,
        parentId: parentId ?? null,
        createdAt: now,
      });
      if (account.role && parentId !== undefined) await giveDemoRole(tx, parentId, created.userId, account.role, now);
      // Verified from the start, so the demo shows the whole product: the individual as KYC, the
      // company as KYB (by its type); staff act under their main account's verification.
      if (!account.parentKey) await tx.query('UPDATE app_user SET audit_status = 1 WHERE id = $1', [created.userId]);
      return created;
    });
    ids.set(account.key, userId);
    created.push(account);
  }
  return created;
}

/** Gives a new demo staff member its role, reusing the main account's role of that name if there is one. */
async function giveDemoRole(tx: Db, mainUserId: number, userId: number, role: NonNullable<DemoAccount['role']>, now: Date): Promise<void> {
  const { rows: found } = await tx.query<{ id: number }>('SELECT id FROM team_role WHERE main_user_id = $1 AND lower(name) = lower($2)', [
    mainUserId,
    role.name,
  ]);
  let roleId = found[0]?.id;
  if (roleId === undefined) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO team_role (main_user_id, name, menus, status, created_at, updated_at) VALUES ($1, $2, $3::jsonb, 0, $4, $4) RETURNING id`,
      [mainUserId, role.name, JSON.stringify(role.menus), now],
    );
    roleId = rows[0]!.id;
  }
  await tx.query('UPDATE app_user SET role_id = $2 WHERE id = $1', [userId, roleId]);
}

/** The block the server prints when it has just created the demo accounts. */
export function describeDemoAccounts(accounts: readonly DemoAccount[]): string {
  const lines = ['Demo accounts (sandbox; sign in at /login):'];
  for (const a of accounts) {
    const phone = a.phone && a.countryId ? `, phone +${a.countryId} ${a.phone}` : '';
    const fund = a.fundPassword ? `, transaction password ${a.fundPassword}` : '';
    lines.push(`  ${a.label}: ${a.email}${phone}, password ${a.password}${fund}`);
  }
  return lines.join('\n');
}
