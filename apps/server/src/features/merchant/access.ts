/**
 * API access: the application (company details, callback URL, IP allow-list), the operator's
 * review, and the credentials approved access carries. Rotating the access secret replaces it at
 * once: requests signed with the old one are refused from that moment.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { Code, type ApiApplyBody, type ApiInfo } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { autoApproveInEffect } from '../kyc/settings.ts';
import { parameterError } from '../orders/index.ts';
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
export function toApiInfo(row: AccessRow | undefined): ApiInfo {
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
    };
  }
  const approved = row.audit_status === 1;
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
  };
}

/**
 * The API info of the main account. Staff see the status and the access key but never the
 * secrets: whoever holds the access secret can move the account's money through the API, which is
 * more than any staff permission grants.
 */
export async function apiInfo(db: Db, mainUserId: number, forStaff = false): Promise<ApiInfo> {
  const info = toApiInfo(await findAccess(db, mainUserId));
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
  if (bad !== undefined) throw parameterError(`ipWhitelist has '${bad}', which is not an IP address or CIDR block`);
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

async function rotate(db: Db, actor: AccessActor, column: 'credentials' | 'webhook', now: Date): Promise<ApiInfo> {
  const { rows } =
    column === 'credentials'
      ? await db.query<AccessRow>('UPDATE api_access SET access_key = $2, access_secret = $3 WHERE user_id = $1 AND audit_status = 1 RETURNING *', [
          actor.mainUserId,
          newAccessKey(),
          newAccessSecret(),
        ])
      : await db.query<AccessRow>('UPDATE api_access SET webhook_secret = $2 WHERE user_id = $1 AND audit_status = 1 RETURNING *', [
          actor.mainUserId,
          generateWebhookSecret(),
        ]);
  if (!rows[0]) throw new AppError(Code.OPEN_ACCESS_NOT_APPROVED);
  await recordUserLog(db, {
    userId: actor.userId,
    operation: column === 'credentials' ? 'apiRefresh' : 'apiWebhookSecretRefresh',
    ip: actor.ip,
    userAgent: actor.userAgent,
    success: true,
    at: now,
  });
  return toApiInfo(rows[0]);
}

/** `/user/userApi/refresh`: a new access key and secret; the old ones are refused from now on. */
export function refreshCredentials(db: Db, actor: AccessActor, now: Date): Promise<ApiInfo> {
  return rotate(db, actor, 'credentials', now);
}

/** A new webhook secret; every attempt from now on (retries included) is signed with it. */
export function refreshWebhookSecret(db: Db, actor: AccessActor, now: Date): Promise<ApiInfo> {
  return rotate(db, actor, 'webhook', now);
}
