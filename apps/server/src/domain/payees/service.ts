import {
  Code,
  PayeeAuditStatus,
  type Payee,
  type PayeeAddBody,
  type PayeeEditBody,
  type PayeeListQuery,
  type PaymentChannel,
} from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import type { RailRequest } from '../rails/types.ts';
import { fieldError } from '../../http/errors.ts';
import { recordUserLog } from '../user/log.ts';
import { parameterError, validatePayee, type PayeeTextField, type PayeeValues } from './validate.ts';

type AuditStatus = -1 | 0 | 1 | 2;

/** Text fields and their columns; the wire's `bankAddrees` is the spec's spelling. */
const COLUMNS: readonly (readonly [PayeeTextField, string])[] = [
  ['name', 'name'],
  ['userAccountNo', 'user_account_no'],
  ['phone', 'phone'],
  ['bankName', 'bank_name'],
  ['bankUser', 'bank_user'],
  ['bankNo', 'bank_no'],
  ['bankSwiftCode', 'bank_swift_code'],
  ['bankAddrees', 'bank_address'],
  ['bankCity', 'bank_city'],
  ['bankZipcode', 'bank_zipcode'],
  ['bankState', 'bank_state'],
  ['bankBranch', 'bank_branch'],
  ['bankCode', 'bank_code'],
  ['accountId', 'account_id'],
  ['accountName', 'account_name'],
  ['remark', 'remark'],
  ['notificationPhone', 'notification_phone'],
];
/** Changing only these does not send an approved recipient back for review. */
const NOTE_FIELDS: ReadonlySet<PayeeTextField> = new Set(['remark', 'notificationPhone']);

type PayeeRow = {
  id: number;
  owner_id: number;
  scope: 0 | 1;
  country_id: number;
  pay_type: number;
  currency_id: string;
  holder_type: 1 | 2 | 3;
  audit_status: AuditStatus;
  reject_reason: string | null;
  audited_at: Date | null;
  created_at: Date;
  updated_at: Date;
} & Record<string, unknown>;

function toPayee(row: PayeeRow): Payee {
  const payee: Record<string, unknown> = {
    id: row.id,
    scope: row.scope,
    countryId: row.country_id,
    payType: row.pay_type,
    currencyId: row.currency_id,
    type: row.holder_type,
  };
  for (const [field, column] of COLUMNS) payee[field] = (row[column] as string | null) ?? null;
  return {
    ...(payee as Omit<Payee, 'auditStatus' | 'rejectReason' | 'auditTime' | 'createTime' | 'updateTime'>),
    auditStatus: row.audit_status,
    rejectReason: row.reject_reason,
    auditTime: row.audited_at ? row.audited_at.toISOString() : null,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
  };
}

async function findRow(db: Db, ownerId: number, id: number, lock = false): Promise<PayeeRow | undefined> {
  const { rows } = await db.query<PayeeRow>(
    `SELECT * FROM payee WHERE id = $1 AND owner_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, ownerId],
  );
  return rows[0];
}

/**
 * The main account's recipient. Another account's recipient, a deleted one and one that never
 * existed all look the same: -1017.
 */
export async function getPayee(db: Db, ownerId: number, id: number): Promise<Payee> {
  const row = await findRow(db, ownerId, id);
  if (!row) throw new AppError(Code.BENEFICIARY_NOT_FOUND);
  return toPayee(row);
}

/** Where a payment to this recipient goes, in the rails' terms. */
export function payeeDestination(payee: Payee): RailRequest['destination'] {
  const destination: RailRequest['destination'] = {};
  const accountNo = payee.payType === 0 ? payee.userAccountNo : (payee.accountId ?? payee.bankNo);
  const accountName = payee.accountName ?? payee.bankUser ?? payee.name;
  if (payee.phone) destination.phone = payee.phone;
  if (payee.bankCode) destination.bankCode = payee.bankCode;
  if (accountNo) destination.accountNo = accountNo;
  if (accountName) destination.accountName = accountName;
  return destination;
}

/**
 * A recipient an order may pay: the caller's, not deleted, approved, and paid through the given
 * channel. -1017 when it is not the caller's; -1008 saying why otherwise.
 */
export async function getPayablePayee(db: Db, ownerId: number, id: number, payType?: PaymentChannel): Promise<Payee> {
  const payee = await getPayee(db, ownerId, id);
  if (payee.auditStatus !== PayeeAuditStatus.APPROVED) {
    const state = payee.auditStatus === PayeeAuditStatus.REJECTED ? 'was rejected' : 'is waiting for approval';
    throw fieldError('payeeId', 'invalid', `${state} and cannot be paid yet`);
  }
  if (payType !== undefined && payee.payType !== payType) throw fieldError('payeeId', 'invalid', `is paid through payType ${payee.payType}, not ${payType}`);
  return payee;
}

export interface PayeeActor {
  /** The caller (staff act for their main account). */
  userId: number;
  mainUserId: number;
  ip: string;
  userAgent?: string | null | undefined;
}

export interface PayeeOptions {
  /** The sandbox auto-approve switch is on: bank and cross-border recipients are approved at once. */
  autoApprove: boolean;
  now?: Date;
}

function auditFor(values: PayeeValues, autoApprove: boolean, reviewStatus: AuditStatus): { status: AuditStatus; by: string | null } {
  if (!values.needsReview) return { status: PayeeAuditStatus.APPROVED, by: 'instant' };
  if (autoApprove) return { status: PayeeAuditStatus.APPROVED, by: 'sandbox-auto-approve' };
  return { status: reviewStatus, by: null };
}

async function log(tx: Db, actor: PayeeActor, operation: string, detail: string, at: Date): Promise<void> {
  await recordUserLog(tx, { userId: actor.userId, operation, ip: actor.ip, userAgent: actor.userAgent, success: true, detail, at });
}

/** `/payee/add`: mobile-wallet and Mizani Pay account recipients are approved at once; the others wait (-1). */
export async function addPayee(db: Db, actor: PayeeActor, body: PayeeAddBody, options: PayeeOptions): Promise<Payee> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const values = await validatePayee(tx, actor.mainUserId, body);
    const audit = auditFor(values, options.autoApprove, PayeeAuditStatus.PENDING);
    const columns = COLUMNS.map(([, column]) => column);
    const params = COLUMNS.map(([field]) => values.text[field]);
    const placeholders = columns.map((_, i) => `$${i + 13}`).join(', ');
    const { rows } = await tx.query<PayeeRow>(
      `INSERT INTO payee (owner_id, created_by, scope, country_id, pay_type, currency_id, holder_type,
         audit_status, audited_by, audited_at, created_at, updated_at, ${columns.join(', ')})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, ${placeholders})
       RETURNING *`,
      [
        actor.mainUserId,
        actor.userId,
        values.scope,
        values.countryId,
        values.payType,
        values.currencyId,
        values.holderType,
        audit.status,
        audit.by,
        audit.status === PayeeAuditStatus.APPROVED ? now : null,
        now,
        now,
        ...params,
      ],
    );
    const row = rows[0]!;
    await log(tx, actor, 'payeeAdd', `recipient ${row.id} added`, now);
    return toPayee(row);
  });
}

/**
 * `/payee/edit`: replaces the recipient's fields. Changing how a reviewed bank or cross-border
 * recipient is paid sends it back for review (0); a remark or notification number does not.
 */
export async function editPayee(db: Db, actor: PayeeActor, body: PayeeEditBody, options: PayeeOptions): Promise<Payee> {
  const now = options.now ?? new Date();
  const { id, ...fields } = body;
  return db.transaction(async (tx) => {
    const existing = await findRow(tx, actor.mainUserId, id, true);
    if (!existing) throw new AppError(Code.BENEFICIARY_NOT_FOUND);
    const values = await validatePayee(tx, actor.mainUserId, fields);

    const paymentChanged =
      values.countryId !== existing.country_id ||
      values.payType !== existing.pay_type ||
      values.currencyId !== existing.currency_id ||
      values.holderType !== existing.holder_type ||
      COLUMNS.some(([field, column]) => !NOTE_FIELDS.has(field) && values.text[field] !== (existing[column] ?? null));

    const kept = {
      status: existing.audit_status,
      by: (existing.audited_by as string | null) ?? null,
      at: existing.audited_at,
      reason: existing.reject_reason,
    };
    let audit = kept;
    if (paymentChanged || (!values.needsReview && existing.audit_status !== PayeeAuditStatus.APPROVED)) {
      // A new recipient nobody has looked at yet stays new; a reviewed one waits for a new review.
      const waiting = existing.audit_status === PayeeAuditStatus.PENDING ? PayeeAuditStatus.PENDING : PayeeAuditStatus.AWAITING_REVIEW;
      const next = auditFor(values, options.autoApprove, waiting);
      audit = { status: next.status, by: next.by, at: next.status === PayeeAuditStatus.APPROVED ? now : null, reason: null };
    }

    const sets = COLUMNS.map(([, column], i) => `${column} = $${i + 12}`).join(', ');
    const { rows } = await tx.query<PayeeRow>(
      `UPDATE payee SET scope = $2, country_id = $3, pay_type = $4, currency_id = $5, holder_type = $6,
         audit_status = $7, audited_by = $8, audited_at = $9, reject_reason = $10, updated_at = $11, ${sets}
       WHERE id = $1 RETURNING *`,
      [
        id,
        values.scope,
        values.countryId,
        values.payType,
        values.currencyId,
        values.holderType,
        audit.status,
        audit.by,
        audit.at,
        audit.reason,
        now,
        ...COLUMNS.map(([field]) => values.text[field]),
      ],
    );
    await log(tx, actor, 'payeeEdit', `recipient ${id} changed`, now);
    return toPayee(rows[0]!);
  });
}

/** `/payee/delete/{id}`: hides the recipient; orders that paid it keep pointing at it. */
export async function deletePayee(db: Db, actor: PayeeActor, id: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findRow(tx, actor.mainUserId, id, true);
    if (!existing) throw new AppError(Code.BENEFICIARY_NOT_FOUND);
    await tx.query('UPDATE payee SET deleted_at = $2, updated_at = $2 WHERE id = $1', [id, now]);
    await log(tx, actor, 'payeeDelete', `recipient ${id} deleted`, now);
  });
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `/payee/list`: the main account's recipients, newest first, one page at a time. */
export async function listPayees(db: Db, ownerId: number, query: PayeeListQuery): Promise<{ rows: Payee[]; total: number }> {
  const name = query.name?.trim();
  const where = `owner_id = $1 AND deleted_at IS NULL
    AND ($2::text IS NULL OR name ILIKE $2 OR bank_user ILIKE $2 OR account_name ILIKE $2)
    AND ($3::smallint IS NULL OR pay_type = $3)
    AND ($4::integer IS NULL OR country_id = $4)
    AND ($5::text IS NULL OR currency_id = $5)
    AND ($6::smallint IS NULL OR scope = $6)
    AND ($7::smallint IS NULL OR holder_type = $7)
    AND ($8::smallint IS NULL OR audit_status = $8)
    AND ($9::timestamptz IS NULL OR created_at >= $9)
    AND ($10::timestamptz IS NULL OR created_at <= $10)`;
  const filters = [
    ownerId,
    name ? `%${likeEscape(name)}%` : null,
    query.payType ?? null,
    query.countryId ?? null,
    query.currencyId ?? null,
    query.scope ?? null,
    query.type ?? null,
    query.auditStatus ?? null,
    query.beginTime ?? null,
    query.endTime ?? null,
  ];
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM payee WHERE ${where}`, filters);
  const { rows } = await db.query<PayeeRow>(
    `SELECT * FROM payee WHERE ${where} ORDER BY id DESC LIMIT $11 OFFSET $12`,
    [...filters, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return { rows: rows.map(toPayee), total: Number(counted[0]?.total ?? 0) };
}

// Operator side ----------------------------------------------------------------------------------

export interface PayeeQueueEntry {
  id: number;
  accountNo: string;
  name: string;
  payType: number;
  currencyId: string;
  countryId: number;
  scope: 0 | 1;
  auditStatus: AuditStatus;
  rejectReason: string | null;
  createTime: string;
}

function toQueueEntry(r: PayeeRow & { account_no: string }): PayeeQueueEntry {
  return {
    id: r.id,
    accountNo: r.account_no,
    name: r.name as string,
    payType: r.pay_type,
    currencyId: r.currency_id,
    countryId: r.country_id,
    scope: r.scope,
    auditStatus: r.audit_status,
    rejectReason: r.reject_reason,
    createTime: r.created_at.toISOString(),
  };
}

/** Recipients by review status for the operator (default: the ones waiting, -1 and 0), oldest first. */
export async function listPayeeQueue(db: Db, status?: AuditStatus): Promise<PayeeQueueEntry[]> {
  const { rows } = await db.query<PayeeRow & { account_no: string }>(
    `SELECT p.*, u.account_no FROM payee p JOIN app_user u ON u.id = p.owner_id
     WHERE p.deleted_at IS NULL AND (CASE WHEN $1::smallint IS NULL THEN p.audit_status IN (-1, 0) ELSE p.audit_status = $1 END)
     ORDER BY p.id LIMIT 500`,
    [status ?? null],
  );
  return rows.map(toQueueEntry);
}

export type PayeeDecision = { approve: true } | { approve: false; reason: string };

export const MAX_REJECT_REASON = 500;

/** The operator's decision on a recipient waiting for review (-1 or 0). */
export async function reviewPayee(db: Db, id: number, decision: PayeeDecision, reviewer: string, now: Date = new Date()): Promise<PayeeQueueEntry> {
  const reason = decision.approve ? null : decision.reason.trim();
  if (reason !== null && !reason) throw parameterError('a reason is required to reject a recipient');
  if (reason !== null && reason.length > MAX_REJECT_REASON) throw parameterError(`the reason must be at most ${MAX_REJECT_REASON} characters`);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PayeeRow>('SELECT * FROM payee WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [id]);
    const row = rows[0];
    if (!row) throw new AppError(Code.BENEFICIARY_NOT_FOUND, `${messageOf(Code.BENEFICIARY_NOT_FOUND)}: ${id}`);
    if (row.audit_status !== PayeeAuditStatus.PENDING && row.audit_status !== PayeeAuditStatus.AWAITING_REVIEW) {
      const word = row.audit_status === PayeeAuditStatus.APPROVED ? 'approved' : 'rejected';
      throw parameterError(`recipient ${id} is ${word} already, not waiting for review`);
    }
    const status = decision.approve ? PayeeAuditStatus.APPROVED : PayeeAuditStatus.REJECTED;
    await tx.query('UPDATE payee SET audit_status = $2, reject_reason = $3, audited_by = $4, audited_at = $5, updated_at = $5 WHERE id = $1', [
      id,
      status,
      reason,
      reviewer,
      now,
    ]);
    const { rows: decided } = await tx.query<PayeeRow & { account_no: string }>(
      'SELECT p.*, u.account_no FROM payee p JOIN app_user u ON u.id = p.owner_id WHERE p.id = $1',
      [id],
    );
    return toQueueEntry(decided[0]!);
  });
}
