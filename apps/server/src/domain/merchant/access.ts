/**
 * API access: the application (company details, callback URL, IP allow-list), the operator's
 * review, and the credentials approved access carries. Rotating the access key and secret, or the
 * webhook secret, can keep the old one valid for a grace period the merchant picks, so a running
 * integration switches over without a refused request or an unverifiable notification.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { Code, type ApiApplyBody, type ApiInfo, type RotationGraceHours } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { autoApproveInEffect } from '../kyc/settings.ts';
import { recordUserLog } from '../user/log.ts';
import { generateWebhookSecret } from '../webhooks/signature.ts';
import { checkCallbackUrl, type ResolveHost } from '../webhooks/url-guard.ts';

export const MAX_AUDIT_REASON = 200;

export interface AccessRow {
  user_id: number;
  audit_status: 0 | 1 | 2;
  audit_reason: string | null;
  company_name: string;
  company_website: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  notify_url: string;
  ip_whitelist: string[];
  remark: string | null;
  access_key: string | null;
  access_secret: string | null;
  webhook_secret: string | null;
  applied_at: Date;
  audited_at: Date | null;
  previous_access_key: string | null;
  previous_access_secret: string | null;
  previous_access_expires_at: Date | null;
  previous_webhook_secret: string | null;
  previous_webhook_expires_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
  previous_last_used_at: Date | null;
  previous_last_used_ip: string | null;
}

export interface AccessActor {
  userId: number;
  mainUserId: number;
  ip: string;
  userAgent: string | null;
}

export async function findAccess(db: Db, userId: number): Promise<AccessRow | undefined> {
  const { rows } = await db.query<AccessRow>('SELECT * FROM api_access WHERE user_id = $1', [userId]);
  return rows[0];
}

/** `/user/userApi/info`: credentials only while approved; -1 when the account never applied. */
export function toApiInfo(row: AccessRow | undefined, now: Date = new Date()): ApiInfo {
  if (!row) {
    return {
      auditStatus: -1,
      accessKey: null,
      accessSecret: null,
      webhookSecret: null,
      notifyUrl: null,
      ipWhitelist: [],
      auditReason: null,
      companyName: null,
      companyWebsite: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      remark: null,
      applyTime: null,
      auditTime: null,
      lastUsedTime: null,
      lastUsedIp: null,
      previousAccessKey: null,
      previousAccessExpireTime: null,
      previousLastUsedTime: null,
      previousLastUsedIp: null,
      previousWebhookSecretExpireTime: null,
    };
  }
  const approved = row.audit_status === 1;
  // A previous secret past its grace is no longer accepted, so it is not shown either.
  const previousKey = approved && row.previous_access_expires_at && row.previous_access_expires_at > now;
  const previousWebhook = approved && row.previous_webhook_expires_at && row.previous_webhook_expires_at > now;
  return {
    auditStatus: row.audit_status,
    accessKey: approved ? row.access_key : null,
    accessSecret: approved ? row.access_secret : null,
    webhookSecret: approved ? row.webhook_secret : null,
    notifyUrl: row.notify_url,
    ipWhitelist: row.ip_whitelist,
    auditReason: row.audit_status === 2 ? row.audit_reason : null,
    companyName: row.company_name,
    companyWebsite: row.company_website,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    remark: row.remark,
    applyTime: row.applied_at.toISOString(),
    auditTime: row.audited_at?.toISOString() ?? null,
    lastUsedTime: row.last_used_at?.toISOString() ?? null,
    lastUsedIp: row.last_used_ip,
    previousAccessKey: previousKey ? row.previous_access_key : null,
    previousAccessExpireTime: previousKey ? row.previous_access_expires_at!.toISOString() : null,
    previousLastUsedTime: previousKey ? (row.previous_last_used_at?.toISOString() ?? null) : null,
    previousLastUsedIp: previousKey ? row.previous_last_used_ip : null,
    previousWebhookSecretExpireTime: previousWebhook ? row.previous_webhook_expires_at!.toISOString() : null,
  };
}

/**
 * The API info of the main account. Staff see the status and the access key but never the
 * secrets: whoever holds the access secret can move the account's money through the API, which is
 * more than any staff permission grants.
 */
export async function apiInfo(db: Db, mainUserId: number, forStaff = false, now: Date = new Date()): Promise<ApiInfo> {
  const info = toApiInfo(await findAccess(db, mainUserId), now);
  return forStaff ? { ...info, accessSecret: null, webhookSecret: null } : info;
}

/** An IPv4 or IPv6 address, or a CIDR block with a prefix the address family allows. */
export function validAllowEntry(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const newAccessKey = () => `ak_${randomBytes(12).toString('hex')}`;
const newAccessSecret = () => randomBytes(32).toString('base64url');

export interface AccessContext {
  db: Db;
  sandbox: boolean;
  now: () => Date;
  resolveHost?: ResolveHost;
}

/**
 * `/user/userApi/save`: applies (or applies again after a rejection) and waits for review, or is
 * approved at once while sandbox auto-approve is on. While approved it updates the details, the
 * callback URL and the allow-list and access stays approved; while awaiting review it is -1109.
 */
export async function applyForAccess(ctx: AccessContext, actor: AccessActor, body: ApiApplyBody): Promise<void> {
  const { db } = ctx;
  const bad = body.ipWhitelist.find((entry) => !validAllowEntry(entry.trim()));
  if (bad !== undefined) throw fieldError('ipWhitelist', 'format', `has '${bad}', which is not an IP address or CIDR block`);
  await checkCallbackUrl(body.notifyUrl, ctx.sandbox, ctx.resolveHost);
  const now = ctx.now();
  const text = (value: string | undefined) => value?.trim() || null;
  const values = [
    actor.mainUserId,
    body.companyName.trim(),
    text(body.companyWebsite),
    body.contactName.trim(),
    body.contactEmail.trim().toLowerCase(),
    body.contactPhone,
    body.notifyUrl,
    [...new Set(body.ipWhitelist.map((ip) => ip.trim()))],
    text(body.remark),
    now,
  ];
  const existing = await findAccess(db, actor.mainUserId);
  if (existing?.audit_status === 0) throw new AppError(Code.API_APPLICATION_STATUS_FORBIDDEN);
  if (existing?.audit_status === 1) {
    await db.query(
      `UPDATE api_access SET company_name = $2, company_website = $3, contact_name = $4, contact_email = $5, contact_phone = $6,
         notify_url = $7, ip_whitelist = $8, remark = $9 WHERE user_id = $1 AND audit_status = 1`,
      values.slice(0, 9),
    );
  } else {
    await db.query(
      `INSERT INTO api_access (user_id, audit_status, company_name, company_website, contact_name, contact_email, contact_phone,
         notify_url, ip_whitelist, remark, applied_at)
       VALUES ($1, 0, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id) DO UPDATE SET audit_status = 0, audit_reason = NULL, company_name = EXCLUDED.company_name,
         company_website = EXCLUDED.company_website, contact_name = EXCLUDED.contact_name, contact_email = EXCLUDED.contact_email,
         contact_phone = EXCLUDED.contact_phone, notify_url = EXCLUDED.notify_url, ip_whitelist = EXCLUDED.ip_whitelist,
         remark = EXCLUDED.remark, applied_at = EXCLUDED.applied_at, audited_at = NULL, audited_by = NULL
       WHERE api_access.audit_status = 2`,
      values,
    );
  }
  await recordUserLog(db, {
    userId: actor.userId,
    operation: 'apiApply',
    ip: actor.ip,
    userAgent: actor.userAgent,
    success: true,
    detail: existing?.audit_status === 1 ? 'settings updated' : 'applied',
    at: now,
  });
  if (existing?.audit_status !== 1 && (await autoApproveInEffect(db, ctx.sandbox))) {
    await reviewAccess(db, actor.mainUserId, { approve: true }, 'sandbox-auto-approve', now);
  }
}

export type AccessDecision = { approve: true } | { approve: false; reason: string };

export interface AccessReviewResult {
  userId: number;
  accountNo: string;
  auditStatus: 1 | 2;
  auditReason: string | null;
}

/**
 * The operator's decision on an application awaiting review. Approval issues the access key and
 * secret, and a webhook secret unless the account kept one from an earlier approval. Rejecting
 * approved access suspends it: its key is then refused with -1105 until it is approved again.
 */
export async function reviewAccess(db: Db, userId: number, decision: AccessDecision, reviewer: string, now: Date = new Date()): Promise<AccessReviewResult> {
  const { rows } = decision.approve
    ? await db.query<{ user_id: number }>(
        `UPDATE api_access SET audit_status = 1, audit_reason = NULL, audited_at = $2, audited_by = $3,
           access_key = COALESCE(access_key, $4), access_secret = COALESCE(access_secret, $5), webhook_secret = COALESCE(webhook_secret, $6)
         WHERE user_id = $1 AND audit_status = 0 RETURNING user_id`,
        [userId, now, reviewer, newAccessKey(), newAccessSecret(), generateWebhookSecret()],
      )
    : await db.query<{ user_id: number }>(
        `UPDATE api_access SET audit_status = 2, audit_reason = $4, audited_at = $2, audited_by = $3
         WHERE user_id = $1 AND audit_status IN (0, 1) RETURNING user_id`,
        [userId, now, reviewer, decision.reason.slice(0, MAX_AUDIT_REASON)],
      );
  if (!rows[0]) {
    const exists = await findAccess(db, userId);
    throw new AppError(exists ? Code.VERIFICATION_STATUS_FORBIDDEN : Code.DATA_NOT_FOUND);
  }
  const { rows: users } = await db.query<{ account_no: string }>('SELECT account_no FROM app_user WHERE id = $1', [userId]);
  return {
    userId,
    accountNo: users[0]?.account_no ?? '',
    auditStatus: decision.approve ? 1 : 2,
    auditReason: decision.approve ? null : decision.reason,
  };
}

export interface PendingAccess {
  userId: number;
  accountNo: string;
  companyName: string;
  contactEmail: string;
  notifyUrl: string;
  ipWhitelist: string[];
  appliedAt: string;
}

/** Applications awaiting review, oldest first. */
export async function listPendingAccess(db: Db): Promise<PendingAccess[]> {
  const { rows } = await db.query<AccessRow & { account_no: string }>(
    `SELECT a.*, u.account_no FROM api_access a JOIN app_user u ON u.id = a.user_id WHERE a.audit_status = 0 ORDER BY a.applied_at, a.user_id`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    accountNo: r.account_no,
    companyName: r.company_name,
    contactEmail: r.contact_email,
    notifyUrl: r.notify_url,
    ipWhitelist: r.ip_whitelist,
    appliedAt: r.applied_at.toISOString(),
  }));
}

const HOUR_MS = 3_600_000;

/**
 * Issues a new access key and secret, or a new webhook secret. With a grace period the one it
 * replaces stays valid until then (a reset during an earlier grace replaces that earlier one: only
 * the last two are ever valid); without one it stops at once.
 */
async function rotate(db: Db, actor: AccessActor, column: 'credentials' | 'webhook', now: Date, graceHours: RotationGraceHours): Promise<ApiInfo> {
  const expires = graceHours > 0 ? new Date(now.getTime() + graceHours * HOUR_MS) : null;
  const { rows } =
    column === 'credentials'
      ? await db.query<AccessRow>(
          `UPDATE api_access SET
             previous_access_key = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE access_key END,
             previous_access_secret = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE access_secret END,
             previous_access_expires_at = $4,
             previous_last_used_at = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE last_used_at END,
             previous_last_used_ip = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE last_used_ip END,
             access_key = $2, access_secret = $3, last_used_at = NULL, last_used_ip = NULL
           WHERE user_id = $1 AND audit_status = 1 RETURNING *`,
          [actor.mainUserId, newAccessKey(), newAccessSecret(), expires],
        )
      : await db.query<AccessRow>(
          `UPDATE api_access SET
             previous_webhook_secret = CASE WHEN $3::timestamptz IS NULL THEN NULL ELSE webhook_secret END,
             previous_webhook_expires_at = $3,
             webhook_secret = $2
           WHERE user_id = $1 AND audit_status = 1 RETURNING *`,
          [actor.mainUserId, generateWebhookSecret(), expires],
        );
  if (!rows[0]) throw new AppError(Code.OPEN_ACCESS_NOT_APPROVED);
  await recordUserLog(db, {
    userId: actor.userId,
    operation: column === 'credentials' ? 'apiRefresh' : 'apiWebhookSecretRefresh',
    ip: actor.ip,
    userAgent: actor.userAgent,
    success: true,
    detail: expires ? `old one valid until ${expires.toISOString()}` : 'old one stopped at once',
    at: now,
  });
  return toApiInfo(rows[0], now);
}

/** `/user/userApi/refresh`: a new access key and secret; the old ones keep working for `graceHours` (0: refused from now on). */
export function refreshCredentials(db: Db, actor: AccessActor, now: Date, graceHours: RotationGraceHours = 0): Promise<ApiInfo> {
  return rotate(db, actor, 'credentials', now, graceHours);
}

/**
 * A new webhook secret; every attempt from now on (retries included) is signed with it, and for
 * `graceHours` also with the old one, so a receiver still holding it verifies them too.
 */
export function refreshWebhookSecret(db: Db, actor: AccessActor, now: Date, graceHours: RotationGraceHours = 0): Promise<ApiInfo> {
  return rotate(db, actor, 'webhook', now, graceHours);
}

/** What a signed request's access key unlocks: its account, the secret it must be signed with, and the account's allow-list. */
export interface SigningAccess {
  user_id: number;
  audit_status: AccessRow['audit_status'];
  access_secret: string;
  ip_whitelist: string[];
  /** Whether the key is the one replaced by the last reset, still inside its grace period. */
  previous: boolean;
}

/** Recent signature failures of one subject (a key at an address, or an address), as far as the lock counts them. */
export interface FailureCount {
  failures: string;
  oldest_failure: Date | null;
}

/**
 * The access a key belongs to (the current key, or the previous one until its grace period ends),
 * read in the same statement as the signature failures of `subject` within the window (at most
 * `limit` of them are counted): a signed call makes one round trip for both. Always one row; the
 * access's columns are null when the key belongs to nobody.
 */
export async function findSigningAccess(
  db: Db,
  accessKey: string,
  now: Date,
  failures: { subject: string; since: Date; limit: number },
): Promise<{ access: SigningAccess | undefined } & FailureCount> {
  const { rows } = await db.query<Partial<SigningAccess> & FailureCount>(
    `WITH f AS (
       SELECT count(*) AS failures, min(created_at) AS oldest_failure FROM (
         SELECT created_at FROM api_signature_failure WHERE subject = $3 AND created_at > $4 ORDER BY created_at DESC LIMIT $5) recent
     ), a AS (
       SELECT user_id, audit_status, access_secret, ip_whitelist, false AS previous FROM api_access WHERE access_key = $1 AND access_secret IS NOT NULL
       UNION ALL
       SELECT user_id, audit_status, previous_access_secret, ip_whitelist, true FROM api_access
         WHERE previous_access_key = $1 AND previous_access_expires_at > $2
       LIMIT 1
     )
     SELECT a.*, f.failures, f.oldest_failure FROM f LEFT JOIN a ON true`,
    [accessKey, now, failures.subject, failures.since, failures.limit],
  );
  const { failures: count, oldest_failure, ...access } = rows[0]!;
  return { access: access.user_id == null ? undefined : (access as SigningAccess), failures: count, oldest_failure };
}

/**
 * How stale a key's shown last use may be. Within it, calls from the same address write nothing:
 * concurrent calls of one merchant would otherwise queue on its access row's lock for a timestamp.
 */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * Uses up a correctly signed call's nonce and, when it was fresh, notes the call as the key's last
 * use (time and caller address) for the console, in one statement. False when the nonce was used
 * before (a replay): then nothing is noted.
 */
export async function useNonce(db: Db, accessKey: string, nonce: string, expiresAt: Date, ip: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `WITH n AS (
       INSERT INTO api_nonce (access_key, nonce, expires_at) VALUES ($1, $5, $6) ON CONFLICT DO NOTHING RETURNING nonce
     ), used AS (
       UPDATE api_access SET
         last_used_at = CASE WHEN access_key = $1 THEN $3 ELSE last_used_at END,
         last_used_ip = CASE WHEN access_key = $1 THEN $2 ELSE last_used_ip END,
         previous_last_used_at = CASE WHEN previous_access_key = $1 THEN $3 ELSE previous_last_used_at END,
         previous_last_used_ip = CASE WHEN previous_access_key = $1 THEN $2 ELSE previous_last_used_ip END
       WHERE EXISTS (SELECT 1 FROM n) AND (
         (access_key = $1 AND (last_used_at IS NULL OR last_used_at <= $4 OR last_used_ip IS DISTINCT FROM $2))
         OR (previous_access_key = $1 AND (previous_last_used_at IS NULL OR previous_last_used_at <= $4 OR previous_last_used_ip IS DISTINCT FROM $2)))
       RETURNING 1
     )
     SELECT EXISTS (SELECT 1 FROM n) AS fresh, (SELECT count(*) FROM used) AS noted`,
    [accessKey, ip, now, new Date(now.getTime() - LAST_USE_PRECISION_MS), nonce, expiresAt],
  );
  return rows[0]!.fresh;
}

/** A correctly signed call's nonce, to be used up (`spendNonce`) by the call's first write or on its own. */
export interface NonceUse {
  accessKey: string;
  nonce: string;
  expiresAt: Date;
  /** The caller's address and the time of the call, noted as the key's last use. */
  ip: string;
  at: Date;
}

/** -1103 for a nonce used before: kept apart so an order's idempotency never answers a replayed request. */
export class NonceUsed extends AppError {
  constructor() {
    super(Code.OPEN_NONCE_INVALID);
  }
}

/** `useNonce` for a call's nonce; NonceUsed when it was used before. */
export async function spendNonce(db: Db, use: NonceUse): Promise<void> {
  if (!(await useNonce(db, use.accessKey, use.nonce, use.expiresAt, use.ip, use.at))) throw new NonceUsed();
}

/**
 * A signed call's nonce left for the call's own transaction to use up, so the call commits once
 * (see `placeMerchantOrder`); `spent` once a committed transaction did. Whatever path the call
 * takes, `spendLeftNonce` uses it up before the answer goes out if nothing else did.
 */
export interface DeferredNonce {
  use: NonceUse;
  spent: boolean;
}

/** Uses up a deferred nonce nothing committed yet; NonceUsed when it was used before. */
export async function spendLeftNonce(db: Db, nonce: DeferredNonce | undefined): Promise<void> {
  if (!nonce || nonce.spent) return;
  await spendNonce(db, nonce.use);
  nonce.spent = true;
}

/** The secrets a notification is signed with now: the current webhook secret, and the previous one during its grace period. */
export async function webhookSigningSecrets(db: Db, userId: number, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ webhook_secret: string | null; previous_webhook_secret: string | null }>(
    `SELECT webhook_secret, CASE WHEN previous_webhook_expires_at > $2 THEN previous_webhook_secret END AS previous_webhook_secret
     FROM api_access WHERE user_id = $1`,
    [userId, now],
  );
  const row = rows[0];
  if (!row?.webhook_secret) return [];
  return row.previous_webhook_secret ? [row.webhook_secret, row.previous_webhook_secret] : [row.webhook_secret];
}
