import type { OperationLog, OperationLogQuery } from '@mizani/sdk/contract';
import { buildWhere, dateRange, equals, owner, readPage, type KeysetPage } from '../../db/list-query.ts';
import type { Db } from '../../db/types.ts';
import { notifySecurityEvent } from '../notifications/index.ts';

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

/**
 * Appends an entry to the user's operation log (`/user/log`). Every security change and sign-in
 * is recorded here, so it is also where the person is told of one (docs/notifications.md), in the
 * same transaction as the entry.
 */
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
  await notifySecurityEvent(db, entry);
}

interface UserLogRow {
  id: string;
  operation: string;
  ip: string;
  user_agent: string | null;
  success: boolean;
  created_at: Date;
}

/** The user's entries, newest first, one page at a time, read from the (user_id, created_at, id) index. */
export async function listUserLog(db: Db, userId: number, query: OperationLogQuery): Promise<KeysetPage<OperationLog>> {
  return readPage(
    db,
    {
      select: 'SELECT l.id, l.operation, l.ip, l.user_agent, l.success, l.created_at FROM user_log l',
      countFrom: 'user_log l',
      where: buildWhere([owner('l.user_id', userId), equals('l.operation', query.operation), dateRange('l.created_at', query.beginTime, query.endTime)]),
      version: { list: 'user_log', owner: userId },
      key: { time: 'l.created_at', id: 'l.id', cursorRow: 'SELECT k.created_at, k.id FROM user_log k WHERE k.id = $c AND k.user_id = $1' },
      cursorOf: (row: UserLogRow) => row.id,
    },
    query,
    (r) => ({
      id: Number(r.id),
      operation: r.operation,
      ip: r.ip,
      location: null,
      userAgent: r.user_agent,
      success: r.success,
      createTime: r.created_at.toISOString(),
    }),
  );
}
