import {
  Code,
  type Role,
  type RoleAddBody,
  type RoleEditBody,
  type RoleListQuery,
  type RoleStatus,
  type TeamAddBody,
  type TeamEditBody,
  type TeamListQuery,
  type TeamMember,
} from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { hashPassword } from '../../domain/auth/password.ts';
import { revokeUserSessions } from '../../domain/auth/session.ts';
import { createAccount, findAccountId, normalizeEmail, normalizePhone, countryExists } from '../../domain/user/account.ts';
import { recordUserLog } from '../../domain/user/log.ts';
import { permissionList, ROLE_DISABLED } from '../../domain/team/access.ts';
import { assignableNames } from './menu-tree.ts';
import { fieldError } from '../../http/errors.ts';

/** Names under which team and role changes appear in the main account's operation log. */
export const TeamLogOperation = {
  ROLE_ADD: 'roleAdd',
  ROLE_EDIT: 'roleEdit',
  ROLE_STATUS: 'roleStatus',
  MEMBER_ADD: 'teamAdd',
  MEMBER_EDIT: 'teamEdit',
  MEMBER_DELETE: 'teamDelete',
  MEMBER_RESET_PASSWORD: 'teamResetPwd',
} as const;

/** The main account making a change, and where the request came from (for the operation log). */
export interface TeamActor {
  mainUserId: number;
  ip: string;
  userAgent: string | null;
}

const log = (db: Db, actor: TeamActor, operation: string, detail: string, at: Date) =>
  recordUserLog(db, { userId: actor.mainUserId, operation, ip: actor.ip, userAgent: actor.userAgent, success: true, detail, at });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------------------------------------
// Roles

/** Keeps each name once, in the order given; refuses a name the menu tree does not offer. */
function checkedMenus(menus: readonly string[]): string[] {
  const allowed = assignableNames();
  const unique = [...new Set(menus)];
  const unknown = unique.find((name) => !allowed.has(name));
  if (unknown !== undefined) throw fieldError('menus', 'choice', `${JSON.stringify(unknown)} is not a permission a role can hold`);
  return unique;
}

async function roleNameTaken(db: Db, mainUserId: number, roleName: string, exceptRoleId: number | null): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM team_role WHERE main_user_id = $1 AND lower(name) = lower($2) AND ($3::integer IS NULL OR id <> $3)',
    [mainUserId, roleName, exceptRoleId],
  );
  return rows.length > 0;
}

/** The role, when it belongs to the main account; -1007 otherwise (another account's role does not exist for this one). */
async function ownRole(db: Db, mainUserId: number, roleId: number): Promise<{ id: number; name: string; status: number }> {
  const { rows } = await db.query<{ id: number; name: string; status: number }>(
    'SELECT id, name, status FROM team_role WHERE id = $1 AND main_user_id = $2',
    [roleId, mainUserId],
  );
  const role = rows[0];
  if (!role) throw new AppError(Code.DATA_NOT_FOUND);
  return role;
}

export async function listRoles(db: Db, mainUserId: number, query: RoleListQuery): Promise<{ rows: Role[]; total: number }> {
  const where = `r.main_user_id = $1
    AND ($2::text IS NULL OR r.name ILIKE '%' || $2 || '%')
    AND ($3::smallint IS NULL OR r.status = $3)
    AND ($4::timestamptz IS NULL OR r.created_at >= $4)
    AND ($5::timestamptz IS NULL OR r.created_at <= $5)`;
  const filters = [
    mainUserId,
    query.roleName?.trim() ? escapeLike(query.roleName.trim()) : null,
    query.status ?? null,
    query.beginTime ?? null,
    query.endTime ?? null,
  ];
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM team_role r WHERE ${where}`, filters);
  const { rows } = await db.query<{
    id: number;
    name: string;
    menus: unknown;
    status: RoleStatus;
    remark: string | null;
    created_at: Date;
    member_count: string;
  }>(
    `SELECT r.id, r.name, r.menus, r.status, r.remark, r.created_at,
            (SELECT count(*) FROM app_user u WHERE u.role_id = r.id AND u.deleted_at IS NULL) AS member_count
     FROM team_role r WHERE ${where}
     ORDER BY r.created_at DESC, r.id DESC LIMIT $6 OFFSET $7`,
    [...filters, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return {
    total: Number(counted[0]?.total ?? 0),
    rows: rows.map((r) => ({
      roleId: r.id,
      roleName: r.name,
      menus: permissionList(r.menus),
      status: r.status,
      remark: r.remark,
      memberCount: Number(r.member_count),
      createTime: r.created_at.toISOString(),
    })),
  };
}

export async function addRole(db: Db, actor: TeamActor, body: RoleAddBody, now: Date = new Date()): Promise<{ roleId: number }> {
  const roleName = body.roleName.trim();
  if (!roleName) throw fieldError('roleName', 'required', 'is required');
  const menus = checkedMenus(body.menus);
  return db.transaction(async (tx) => {
    if (await roleNameTaken(tx, actor.mainUserId, roleName, null)) throw fieldError('roleName', 'choice', 'is already used by another role');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO team_role (main_user_id, name, menus, status, remark, created_at, updated_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6) RETURNING id`,
      [actor.mainUserId, roleName, JSON.stringify(menus), body.status ?? 0, body.remark?.trim() || null, now],
    );
    const roleId = rows[0]!.id;
    await log(tx, actor, TeamLogOperation.ROLE_ADD, `role ${roleId} "${roleName}": ${menus.length} permissions`, now);
    return { roleId };
  });
}

export async function editRole(db: Db, actor: TeamActor, body: RoleEditBody, now: Date = new Date()): Promise<void> {
  const roleName = body.roleName.trim();
  if (!roleName) throw fieldError('roleName', 'required', 'is required');
  const menus = checkedMenus(body.menus);
  await db.transaction(async (tx) => {
    await ownRole(tx, actor.mainUserId, body.roleId);
    if (await roleNameTaken(tx, actor.mainUserId, roleName, body.roleId)) throw fieldError('roleName', 'choice', 'is already used by another role');
    await tx.query('UPDATE team_role SET name = $2, menus = $3::jsonb, remark = $4, updated_at = $5 WHERE id = $1', [
      body.roleId,
      roleName,
      JSON.stringify(menus),
      body.remark?.trim() || null,
      now,
    ]);
    await log(tx, actor, TeamLogOperation.ROLE_EDIT, `role ${body.roleId} "${roleName}": ${menus.length} permissions`, now);
  });
}

/** Enables or disables a role; disabling signs its staff out at once (their next call is -1001). */
export async function setRoleStatus(db: Db, actor: TeamActor, roleId: number, status: RoleStatus, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await ownRole(tx, actor.mainUserId, roleId);
    await tx.query('UPDATE team_role SET status = $2, updated_at = $3 WHERE id = $1', [roleId, status, now]);
    if (status === ROLE_DISABLED) {
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM app_user WHERE role_id = $1', [roleId]);
      for (const member of rows) await revokeUserSessions(tx, member.id, now);
    }
    await log(tx, actor, TeamLogOperation.ROLE_STATUS, `role ${roleId} "${role.name}": ${status === ROLE_DISABLED ? 'disabled' : 'enabled'}`, now);
  });
}

// ---------------------------------------------------------------------------------------------
// Members

interface MemberRow {
  id: number;
  nick_name: string;
  email: string | null;
  phone: string | null;
  country_id: number | null;
  role_id: number | null;
  role_name: string | null;
  remark: string | null;
  created_at: Date;
}

const toMember = (r: MemberRow): TeamMember => ({
  userId: r.id,
  userName: r.nick_name,
  email: r.email,
  phonenumber: r.phone,
  countryId: r.country_id,
  // A member always gets a role here; a staff row made elsewhere without one shows as role 0.
  roleId: r.role_id ?? 0,
  roleName: r.role_name ?? '',
  remark: r.remark,
  createTime: r.created_at.toISOString(),
});

export async function listMembers(db: Db, mainUserId: number, query: TeamListQuery): Promise<{ rows: TeamMember[]; total: number }> {
  const where = `u.parent_id = $1 AND u.deleted_at IS NULL
    AND ($2::text IS NULL OR u.nick_name ILIKE '%' || $2 || '%')
    AND ($3::text IS NULL OR u.phone LIKE '%' || $3 || '%')
    AND ($4::integer IS NULL OR u.role_id = $4)
    AND ($5::timestamptz IS NULL OR u.created_at >= $5)
    AND ($6::timestamptz IS NULL OR u.created_at <= $6)`;
  const filters = [
    mainUserId,
    query.userName?.trim() ? escapeLike(query.userName.trim()) : null,
    query.phonenumber?.trim() ? escapeLike(query.phonenumber.trim().replace(/^0+/, '')) : null,
    query.roleId ?? null,
    query.beginTime ?? null,
    query.endTime ?? null,
  ];
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM app_user u WHERE ${where}`, filters);
  const { rows } = await db.query<MemberRow>(
    `SELECT u.id, u.nick_name, u.email, u.phone, u.country_id, u.role_id, r.name AS role_name, u.remark, u.created_at
     FROM app_user u LEFT JOIN team_role r ON r.id = u.role_id
     WHERE ${where}
     ORDER BY u.created_at DESC, u.id DESC LIMIT $7 OFFSET $8`,
    [...filters, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return { total: Number(counted[0]?.total ?? 0), rows: rows.map(toMember) };
}

async function ownMember(db: Db, mainUserId: number, userId: number): Promise<{ id: number; nick_name: string }> {
  const { rows } = await db.query<{ id: number; nick_name: string }>(
    'SELECT id, nick_name FROM app_user WHERE id = $1 AND parent_id = $2 AND deleted_at IS NULL',
    [userId, mainUserId],
  );
  const member = rows[0];
  if (!member) throw new AppError(Code.DATA_NOT_FOUND);
  return member;
}

async function checkContact(db: Db, body: Pick<TeamAddBody, 'countryId' | 'phonenumber' | 'email'>, exceptUserId: number | null) {
  if (!(await countryExists(db, body.countryId))) throw new AppError(Code.COUNTRY_NOT_FOUND);
  const phone = normalizePhone(body.phonenumber);
  const email = normalizeEmail(body.email);
  const phoneOwner = await findAccountId(db, { countryId: body.countryId, phone });
  const emailOwner = await findAccountId(db, { email });
  if ((phoneOwner !== null && phoneOwner !== exceptUserId) || (emailOwner !== null && emailOwner !== exceptUserId)) {
    throw new AppError(Code.ACCOUNT_EXISTS);
  }
  return { phone, email };
}

/** A staff member of the main account, who signs in with this phone or email and password. */
export async function addMember(db: Db, actor: TeamActor, body: TeamAddBody, now: Date = new Date()): Promise<{ userId: number }> {
  const userName = body.userName.trim();
  if (!userName) throw fieldError('userName', 'required', 'is required');
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    await ownRole(tx, actor.mainUserId, body.roleId);
    const { phone, email } = await checkContact(tx, body, null);
    const { rows: main } = await tx.query<{ user_type: 'user' | 'agent' | 'company' }>('SELECT user_type FROM app_user WHERE id = $1', [
      actor.mainUserId,
    ]);
    const { userId } = await createAccount(tx, {
      passwordHash,
      countryId: body.countryId,
      phone,
      email,
      nickName: userName,
      userType: main[0]?.user_type ?? 'user',
      parentId: actor.mainUserId,
      createdAt: now,
    });
    await tx.query('UPDATE app_user SET role_id = $2, remark = $3 WHERE id = $1', [userId, body.roleId, body.remark?.trim() || null]);
    await log(tx, actor, TeamLogOperation.MEMBER_ADD, `member ${userId} "${userName}", role ${body.roleId}`, now);
    return { userId };
  });
}

export async function editMember(db: Db, actor: TeamActor, body: TeamEditBody, now: Date = new Date()): Promise<void> {
  const userName = body.userName.trim();
  if (!userName) throw fieldError('userName', 'required', 'is required');
  await db.transaction(async (tx) => {
    await ownMember(tx, actor.mainUserId, body.userId);
    await ownRole(tx, actor.mainUserId, body.roleId);
    const { phone, email } = await checkContact(tx, body, body.userId);
    await tx.query(
      'UPDATE app_user SET nick_name = $2, email = $3, phone = $4, country_id = $5, role_id = $6, remark = $7 WHERE id = $1',
      [body.userId, userName, email, phone, body.countryId, body.roleId, body.remark?.trim() || null],
    );
    await log(tx, actor, TeamLogOperation.MEMBER_EDIT, `member ${body.userId} "${userName}", role ${body.roleId}`, now);
  });
}

/**
 * Removes a member: signed out at once, and unable to sign in again. The row stays, because the
 * account's orders, recipients and log name who did what; its phone and email are released (the
 * email becomes a tombstone no one can receive mail at) so they can be given to someone new.
 */
export async function deleteMember(db: Db, actor: TeamActor, userId: number, now: Date = new Date()): Promise<void> {
  // No one knows this password: even the tombstone address cannot be signed in with.
  const unusable = await hashPassword(`${crypto.randomUUID()}${crypto.randomUUID()}`);
  await db.transaction(async (tx) => {
    const member = await ownMember(tx, actor.mainUserId, userId);
    await tx.query(
      `UPDATE app_user SET deleted_at = $2, phone = NULL, email = $3, password_hash = $4, role_id = NULL WHERE id = $1`,
      [userId, now, `deleted-${userId}@team.invalid`, unusable],
    );
    await revokeUserSessions(tx, userId, now);
    await log(tx, actor, TeamLogOperation.MEMBER_DELETE, `member ${userId} "${member.nick_name}"`, now);
  });
}

/** Sets a member's login password; the member's sessions end, so the new password is needed at once. */
export async function resetMemberPassword(db: Db, actor: TeamActor, userId: number, password: string, now: Date = new Date()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const member = await ownMember(tx, actor.mainUserId, userId);
    await tx.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await revokeUserSessions(tx, userId, now);
    await log(tx, actor, TeamLogOperation.MEMBER_RESET_PASSWORD, `member ${userId} "${member.nick_name}"`, now);
  });
}
