import { Code, type ChannelTypeItem, type UserInfo, type UserType } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import type { Principal } from '../auth/session.ts';
import { loadStaffAccess } from '../team/access.ts';

/** Every permission: a main account may do everything in its own account (spec section 6). */
export const ALL_PERMISSIONS = '*:*:*';

export function parameterError(detail: string): AppError {
  return new AppError(Code.PARAMETER_ERROR, `${messageOf(Code.PARAMETER_ERROR)}: ${detail}`);
}

interface UserRow {
  id: number;
  parent_id: number | null;
  nick_name: string;
  account_no: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  created_at: Date;
  user_type: UserType;
  audit_status: -1 | 0 | 1 | 2;
  country_id: number | null;
  country_name: string | null;
  psp_flag: 0 | 1;
  mrp_flag: 0 | 1;
  fund_password_set: boolean;
}

/** `/user/info`: the signed-in user as the screens see it. */
export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.parent_id, u.nick_name, u.account_no, u.avatar, u.phone, u.email, u.created_at, u.user_type,
            u.audit_status, u.country_id, c.name AS country_name, u.psp_flag, u.mrp_flag,
            (u.fund_password_hash IS NOT NULL) AS fund_password_set
     FROM app_user u LEFT JOIN country c ON c.id = u.country_id
     WHERE u.id = $1`,
    [userId],
  );
  const user = rows[0];
  // The session outlived its account.
  if (!user) throw new AppError(Code.NOT_LOGGED_IN);
  const { rows: channels } = await db.query<{ type: 0 | 1; channel_type: -1 | 0 | 1 }>(
    'SELECT type, channel_type FROM user_channel_type WHERE user_id = $1 ORDER BY type, channel_type',
    [userId],
  );
  const channelTypeList: ChannelTypeItem[] = channels.map((c) => ({ type: c.type, channelType: c.channel_type }));
  return {
    userId: user.id,
    parentId: user.parent_id ?? 0,
    nickName: user.nick_name,
    accountNo: user.account_no,
    avatar: user.avatar,
    phone: user.phone,
    email: user.email,
    createTime: user.created_at.toISOString(),
    userType: user.user_type,
    auditStatus: user.audit_status,
    countryId: user.country_id,
    countryName: user.country_name,
    // Staff hold their role's permission names (none without a role).
    permissions: user.parent_id === null ? [ALL_PERMISSIONS] : (await loadStaffAccess(db, user.id)).permissions,
    pspFlag: user.psp_flag,
    mrpFlag: user.mrp_flag,
    channelTypeList,
    fundPasswordFlag: user.fund_password_set,
  };
}

/**
 * Whether the file may be a user's avatar: it must be an upload of the account (the main account
 * owns the files of its staff too), so nobody can point their profile at someone else's document.
 */
export async function fileBelongsTo(db: Db, fileId: string, principal: Principal): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM file_object WHERE id = $1 AND owner_id = $2 AND uploaded_by = $3', [
    fileId,
    principal.mainUserId,
    principal.userId,
  ]);
  return rows.length > 0;
}
