import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import type { Authenticate } from '../../http/types.ts';

/** A session ends after a day without use, and after a week whatever happens. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing "last seen" on every request would turn each read into a write; a minute of slack on a
// 24-hour idle limit does not matter.
const TOUCH_EVERY_MS = 60 * 1000;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Who is calling an `auth: true` route; set by `authenticate`. */
export interface Principal {
  userId: number;
  /**
   * The owner of the data the caller works on: the user for a main account, the main account for
   * staff. Queries of accounts, orders and payees filter on this, not on `userId`.
   */
  mainUserId: number;
  /** 0 for a main account, the main account's id for staff (the wire's `parentId`). */
  parentId: number;
  accountNo: string;
  /** The bearer token of this request, so that logout can revoke exactly this session. */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` before the handler of every `auth: true` route runs; absent elsewhere. */
    principal: Principal;
  }
}

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface SessionRecord {
  sessionId: string;
  userId: number;
  parentId: number | null;
  accountNo: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the user; returns the token, which is never stored as such. */
export async function createSession(db: Db, userId: number, meta: SessionMeta, now: Date = new Date()): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.query(
    `INSERT INTO user_session (token_hash, user_id, ip, user_agent, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [hashToken(token), userId, meta.ip, meta.userAgent?.slice(0, 500) ?? null, now],
  );
  return token;
}

/** Ends the session of this token; unknown or already revoked tokens are left alone. */
export async function revokeSession(db: Db, token: string, now: Date = new Date()): Promise<void> {
  await db.query('UPDATE user_session SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token), now]);
}

/** Ends every live session of the user except the one of `keepToken` (all of them when omitted). */
export async function revokeUserSessions(db: Db, userId: number, now: Date = new Date(), keepToken?: string): Promise<void> {
  await db.query(
    `UPDATE user_session SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR token_hash <> $3)`,
    [userId, now, keepToken ? hashToken(keepToken) : null],
  );
}

/**
 * The live session of a token, or null when it is unknown, revoked, idle for too long or too old.
 * Using a session keeps it alive (idle expiry counts from the last use).
 */
export async function findSession(db: Db, token: string, now: Date = new Date()): Promise<SessionRecord | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<{
    id: string;
    user_id: number;
    parent_id: number | null;
    account_no: string;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT s.id, s.user_id, u.parent_id, u.account_no, s.created_at, s.last_seen_at
     FROM user_session s JOIN app_user u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  const at = now.getTime();
  if (at - row.last_seen_at.getTime() >= SESSION_IDLE_MS) return null;
  if (at - row.created_at.getTime() >= SESSION_ABSOLUTE_MS) return null;
  if (at - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.query('UPDATE user_session SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [row.id, now]);
  }
  return {
    sessionId: row.id,
    userId: row.user_id,
    parentId: row.parent_id,
    accountNo: row.account_no,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  };
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The `authenticate` hook of `auth: true` routes: sets `request.principal` from the bearer token,
 * or fails with -1001 when the token is missing, unknown, expired or revoked.
 */
export function createAuthenticate(now: () => Date = () => new Date()): Authenticate {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError(Code.NOT_LOGGED_IN);
    const session = await findSession(request.server.db, token, now());
    if (!session) throw new AppError(Code.NOT_LOGGED_IN);
    request.principal = {
      userId: session.userId,
      mainUserId: session.parentId ?? session.userId,
      parentId: session.parentId ?? 0,
      accountNo: session.accountNo,
      token,
    };
  };
}

/** `authenticate` on the real clock. */
export const authenticate: Authenticate = createAuthenticate();
