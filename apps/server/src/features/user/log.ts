import type { OperationLog, OperationLogQuery } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';

/** Operations the identity feature records; other features add their own names (e.g. KYC submission). */
export const UserLogOperation = {
  LOGIN: 'login',
  LOGOUT: 'logout',
  REGISTER: 'register',
  RESET_PASSWORD: 'resetPwd',
  RESET_FUND_PASSWORD: 'resetFundPwd',
  FIND_PASSWORD: 'findPwd',
  SAVE_PROFILE: 'infoSave',
  CHANGE_PHONE: 'changePhone',
  CHANGE_EMAIL: 'changeEmail',
} as const;

export interface UserLogEntry {
  userId: number;
  operation: string;
  ip: string;
  userAgent?: string | null | undefined;
  success: boolean;
  /** For the operator, not shown to the user: never a password, code or token. */
  detail?: string | null | undefined;
  /** When it happened (default: now). */
  at?: Date | undefined;
}

/** Appends an entry to the user's operation log (`/user/log`). */
export async function recordUserLog(db: Db, entry: UserLogEntry): Promise<void> {
  await db.query(
    `INSERT INTO user_log (user_id, operation, ip, user_agent, success, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.userId,
      entry.operation,
      entry.ip,
      entry.userAgent?.slice(0, 500) ?? null,
      entry.success,
      entry.detail ?? null,
      entry.at ?? new Date(),
    ],
  );
}

/** The user's entries, newest first, one page at a time. */
export async function listUserLog(db: Db, userId: number, query: OperationLogQuery): Promise<{ rows: OperationLog[]; total: number }> {
  const where = `user_id = $1
    AND ($2::text IS NULL OR operation = $2)
    AND ($3::timestamptz IS NULL OR created_at >= $3)
    AND ($4::timestamptz IS NULL OR created_at <= $4)`;
  const filters = [userId, query.operation || null, query.beginTime ?? null, query.endTime ?? null];
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM user_log WHERE ${where}`, filters);
  const { rows } = await db.query<{
    id: string;
    operation: string;
    ip: string;
    user_agent: string | null;
    success: boolean;
    created_at: Date;
  }>(
    `SELECT id, operation, ip, user_agent, success, created_at FROM user_log WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...filters, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return {
    total: Number(counted[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      operation: r.operation,
      ip: r.ip,
      location: null,
      userAgent: r.user_agent,
      success: r.success,
      createTime: r.created_at.toISOString(),
    })),
  };
}
