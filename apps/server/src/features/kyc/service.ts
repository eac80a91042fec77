import { Code, VerificationStatus, type AuthInfo, type AuthSaveBody, type Kyb, type Kyc } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import { sendMessage, type OutboxLog } from '../../domain/outbox/outbox.ts';
import { recordUserLog } from '../../domain/user/log.ts';
import { fieldError } from '../../http/errors.ts';

export type KycKind = AuthSaveBody['kind'];
type Status = -1 | 0 | 1 | 2;

/** The operation-log name of a submission, the name of its call like the identity feature's. */
export const KYC_SUBMIT_OPERATION = 'startAuth';

// Every field of the contract with its column. Files are checked for ownership; text is trimmed.
const KYC_FILES = [
  ['idFront', 'id_front'],
  ['idBack', 'id_back'],
  ['livePhoto', 'live_photo'],
] as const;
const KYC_OTHER = [['validityDate', 'validity_date']] as const;
const KYB_TEXT = [
  ['companyPhone', 'company_phone'],
  ['companyEmail', 'company_email'],
  ['companyName', 'company_name'],
  ['companyAddress', 'company_address'],
  ['tradingName', 'trading_name'],
  ['receiveCountry', 'receive_country'],
  ['remitCountry', 'remit_country'],
] as const;
const KYB_CHOICES = [
  ['natureScope', 'nature_scope'],
  ['turnover', 'turnover'],
] as const;
const KYB_FILES = [
  ['incorporationCertificate', 'incorporation_certificate'],
  ['memorandum', 'memorandum'],
  ['boardResolution', 'board_resolution'],
  ['taxPinCertificate', 'tax_pin_certificate'],
  ['taxCompliance', 'tax_compliance'],
  ['proofOfAddress', 'proof_of_address'],
  ['latestAudit', 'latest_audit'],
  ['businessPermit', 'business_permit'],
  ['amlPolicy', 'aml_policy'],
  ['sourceOfFunds', 'source_of_funds'],
  ['tradingLicense', 'trading_license'],
] as const;

const ALL_FIELDS = [...KYC_FILES, ...KYC_OTHER, ...KYB_TEXT, ...KYB_CHOICES, ...KYB_FILES] as const;
type Field = (typeof ALL_FIELDS)[number][0];
const FILE_FIELDS: ReadonlySet<string> = new Set([...KYC_FILES, ...KYB_FILES].map(([field]) => field));

type RecordRow = { id: number; user_id: number; kind: KycKind; status: number; reject_reason: string | null } & Record<
  string,
  unknown
>;

const PARAMETER_ERROR = messageOf(Code.PARAMETER_ERROR);
const parameterError = (detail: string) => new AppError(Code.PARAMETER_ERROR, `${PARAMETER_ERROR}: ${detail}`);
const statusError = (detail: string) =>
  new AppError(Code.VERIFICATION_STATUS_FORBIDDEN, `${messageOf(Code.VERIFICATION_STATUS_FORBIDDEN)}: ${detail}`);

const STATUS_WORDS: Record<Status, string> = { '-1': 'not submitted', 0: 'awaiting review', 1: 'approved', 2: 'rejected' };
export const statusWord = (status: number): string => STATUS_WORDS[status as Status] ?? String(status);

async function findRecord(db: Db, userId: number, lock = false): Promise<RecordRow | undefined> {
  const { rows } = await db.query<RecordRow>(`SELECT * FROM kyc_record WHERE user_id = $1${lock ? ' FOR UPDATE' : ''}`, [userId]);
  return rows[0];
}

async function userAuditStatus(db: Db, userId: number, lock = false): Promise<Status> {
  const { rows } = await db.query<{ audit_status: number }>(
    `SELECT audit_status FROM app_user WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new AppError(Code.USER_NOT_FOUND);
  return row.audit_status as Status;
}

function toAuthInfo(record: RecordRow): AuthInfo {
  const pick = (fields: readonly (readonly [string, string])[]) => {
    const out: Record<string, unknown> = {};
    for (const [field, column] of fields) if (record[column] !== null && record[column] !== undefined) out[field] = record[column];
    return out;
  };
  return {
    id: record.id,
    auditStatus: record.status as Status,
    rejectReason: record.reject_reason,
    kyc: record.kind === 'kyc' ? (pick([...KYC_FILES, ...KYC_OTHER]) as Kyc) : null,
    kyb: record.kind === 'kyb' ? (pick([...KYB_TEXT, ...KYB_CHOICES, ...KYB_FILES]) as Kyb) : null,
  };
}

/** `/user/auth`: the account's record, or its status alone when it has none yet. */
export async function getAuthInfo(db: Db, mainUserId: number): Promise<AuthInfo> {
  const record = await findRecord(db, mainUserId);
  if (record) return toAuthInfo(record);
  return { id: null, auditStatus: await userAuditStatus(db, mainUserId), rejectReason: null, kyc: null, kyb: null };
}

/** A record can be edited and submitted while it is a draft or after a rejection, never otherwise. */
function assertEditable(status: number, action: string): void {
  if (status === VerificationStatus.AWAITING_REVIEW || status === VerificationStatus.APPROVED) {
    throw statusError(`it is ${statusWord(status)} and cannot be ${action}`);
  }
}

/** Every file the record names must be one the account uploaded for this kind of verification. */
async function checkFiles(tx: Db, ownerId: number, kind: KycKind, files: [string, string][]): Promise<void> {
  if (files.length === 0) return;
  const { rows } = await tx.query<{ id: string; owner_id: number; purpose: string }>(
    'SELECT id, owner_id, purpose FROM file_object WHERE id = ANY($1::text[])',
    [files.map(([, id]) => id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [field, id] of files) {
    const file = byId.get(id);
    if (!file || file.owner_id !== ownerId) throw fieldError(field, 'invalid', 'is not a file you uploaded');
    if (file.purpose !== kind) throw fieldError(field, 'invalid', `must be a file uploaded for ${kind}`);
  }
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The column values of a saved body: trimmed text, every field of the other kind cleared. */
function columnValues(body: AuthSaveBody, now: Date): { values: Map<string, unknown>; files: [string, string][] } {
  const given = body as unknown as Partial<Record<Field, unknown>>;
  const values = new Map<string, unknown>();
  const files: [string, string][] = [];
  for (const [field, column] of ALL_FIELDS) {
    let value = given[field];
    if (typeof value === 'string') {
      value = value.trim();
      if (value === '') {
        // Company fields are required; an optional document left blank is simply absent.
        if (FILE_FIELDS.has(field) && !isRequired(body.kind, field)) value = undefined;
        else throw fieldError(field, 'required', 'is required');
      }
    }
    if (value !== undefined && FILE_FIELDS.has(field)) files.push([field, value as string]);
    values.set(column, value ?? null);
  }
  if (body.kind === 'kyc' && body.validityDate < today(now)) throw fieldError('validityDate', 'range', 'has passed: the document has expired');
  return { values, files };
}

const REQUIRED_KYB_FILES = new Set(['incorporationCertificate', 'memorandum', 'taxPinCertificate', 'proofOfAddress']);
function isRequired(kind: KycKind, field: string): boolean {
  return kind === 'kyc' || REQUIRED_KYB_FILES.has(field);
}

/**
 * `/user/auth/save`: creates or replaces the account's KYC or KYB draft. A rejected record may be
 * edited (it stays rejected, with its reason, until it is submitted again); one awaiting review or
 * approved may not (-1040).
 */
export async function saveAuth(db: Db, mainUserId: number, body: AuthSaveBody, now: Date = new Date()): Promise<{ id: number }> {
  const { values, files } = columnValues(body, now);
  return db.transaction(async (tx) => {
    const userStatus = await userAuditStatus(tx, mainUserId, true);
    const existing = await findRecord(tx, mainUserId, true);
    assertEditable(existing?.status ?? userStatus, 'changed');
    await checkFiles(tx, mainUserId, body.kind, files);

    const columns = [...values.keys()];
    const params = [...values.values()];
    if (existing) {
      const sets = columns.map((column, i) => `${column} = $${i + 3}`).join(', ');
      await tx.query(`UPDATE kyc_record SET kind = $1, updated_at = $2, ${sets} WHERE id = $${columns.length + 3}`, [
        body.kind,
        now,
        ...params,
        existing.id,
      ]);
      return { id: existing.id };
    }
    const placeholders = columns.map((_, i) => `$${i + 4}`).join(', ');
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO kyc_record (user_id, kind, created_at, updated_at, ${columns.join(', ')})
       VALUES ($1, $2, $3, $3, ${placeholders}) RETURNING id`,
      [mainUserId, body.kind, now, ...params],
    );
    return { id: rows[0]!.id };
  });
}

export interface Reviewer {
  /** Who decided: 'ops-cli', 'ops-api' or 'sandbox-auto-approve'. */
  name: string;
  log?: OutboxLog | undefined;
}

export type Decision = { approve: true } | { approve: false; reason: string };

const APPROVED_TEXT = 'Your identity verification was approved.';
const rejectedText = (reason: string) => `Your identity verification was rejected: ${reason}`;

/** Records the decision on a record awaiting review, updates the account and tells the user. */
async function decide(tx: Db, record: RecordRow, decision: Decision, reviewer: Reviewer, now: Date): Promise<Status> {
  const status: Status = decision.approve ? VerificationStatus.APPROVED : VerificationStatus.REJECTED;
  const reason = decision.approve ? null : decision.reason;
  // The snapshot is taken before the update: it is the data as submitted and decided on.
  await tx.query(
    `INSERT INTO kyc_review (record_id, decision, reason, reviewer, snapshot, created_at)
     SELECT r.id, $2, $3, $4, to_jsonb(r), $5 FROM kyc_record r WHERE r.id = $1`,
    [record.id, status, reason, reviewer.name, now],
  );
  await tx.query('UPDATE kyc_record SET status = $2, reject_reason = $3, reviewed_at = $4, updated_at = $4 WHERE id = $1', [
    record.id,
    status,
    reason,
    now,
  ]);
  await tx.query('UPDATE app_user SET audit_status = $2 WHERE id = $1', [record.user_id, status]);

  const { rows } = await tx.query<{ country_id: number | null; phone: string | null; email: string | null }>(
    'SELECT country_id, phone, email FROM app_user WHERE id = $1',
    [record.user_id],
  );
  const contact = rows[0];
  const text = decision.approve ? APPROVED_TEXT : rejectedText(decision.reason);
  if (contact?.phone && contact.country_id) {
    await sendMessage(tx, { to: `+${contact.country_id}${contact.phone}`, channel: 'sms', text }, reviewer.log);
  }
  if (contact?.email) await sendMessage(tx, { to: contact.email, channel: 'email', text }, reviewer.log);
  return status;
}

export interface SubmitContext {
  /** The caller (a staff member acts for the main account). */
  userId: number;
  mainUserId: number;
  ip: string;
  userAgent?: string | null | undefined;
  /** Approve at once (the sandbox auto-approve switch). */
  autoApprove: boolean;
  log?: OutboxLog | undefined;
  now?: Date;
}

/**
 * `/user/startAuth/:id`: sends the account's saved record for review (status 0). Allowed for a
 * draft and after a rejection; the submission goes into the caller's operation log.
 */
export async function startAuth(db: Db, recordId: number, context: SubmitContext): Promise<{ auditStatus: Status }> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locking the account first, as saveAuth does, keeps a save and a submit of one account in order.
    await userAuditStatus(tx, context.mainUserId, true);
    const record = await findRecord(tx, context.mainUserId, true);
    if (!record || record.id !== recordId) throw new AppError(Code.DATA_NOT_FOUND);
    assertEditable(record.status, 'submitted again');

    await tx.query(
      `UPDATE kyc_record SET status = 0, reject_reason = NULL, submitted_at = $2, reviewed_at = NULL, updated_at = $2
       WHERE id = $1`,
      [record.id, now],
    );
    await tx.query('UPDATE app_user SET audit_status = 0 WHERE id = $1', [context.mainUserId]);
    await recordUserLog(tx, {
      userId: context.userId,
      operation: KYC_SUBMIT_OPERATION,
      ip: context.ip,
      userAgent: context.userAgent,
      success: true,
      detail: `${record.kind.toUpperCase()} record ${record.id} submitted for review`,
      at: now,
    });
    if (!context.autoApprove) return { auditStatus: VerificationStatus.AWAITING_REVIEW };
    const submitted = { ...record, status: VerificationStatus.AWAITING_REVIEW };
    return { auditStatus: await decide(tx, submitted, { approve: true }, { name: 'sandbox-auto-approve', log: context.log }, now) };
  });
}

export interface ReviewResult {
  accountNo: string;
  recordId: number;
  kind: KycKind;
  auditStatus: Status;
  rejectReason: string | null;
}

export const MAX_REASON_LENGTH = 500;

/** The operator's decision on the verification awaiting review of the account `accountNo`. */
export async function reviewAuth(
  db: Db,
  accountNo: string,
  decision: Decision,
  reviewer: Reviewer,
  now: Date = new Date(),
): Promise<ReviewResult> {
  if (!decision.approve) {
    const reason = decision.reason.trim();
    if (!reason) throw parameterError('a reason is required to reject a verification');
    if (reason.length > MAX_REASON_LENGTH) throw parameterError(`the reason must be at most ${MAX_REASON_LENGTH} characters`);
    decision = { approve: false, reason };
  }
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; parent_id: number | null }>(
      'SELECT id, parent_id FROM app_user WHERE account_no = $1 FOR UPDATE',
      [accountNo.trim()],
    );
    const user = rows[0];
    if (!user) throw new AppError(Code.ACCOUNT_NOT_FOUND, `${messageOf(Code.ACCOUNT_NOT_FOUND)}: ${accountNo}`);
    if (user.parent_id !== null) {
      throw new AppError(Code.DATA_NOT_FOUND, `${messageOf(Code.DATA_NOT_FOUND)}: ${accountNo} is a staff account; its main account is verified`);
    }
    const record = await findRecord(tx, user.id, true);
    if (!record) throw new AppError(Code.DATA_NOT_FOUND, `${messageOf(Code.DATA_NOT_FOUND)}: ${accountNo} has no verification record`);
    if (record.status !== VerificationStatus.AWAITING_REVIEW) {
      throw statusError(`the verification of ${accountNo} is ${statusWord(record.status)}, not awaiting review`);
    }
    const status = await decide(tx, record, decision, reviewer, now);
    return {
      accountNo: accountNo.trim(),
      recordId: record.id,
      kind: record.kind,
      auditStatus: status,
      rejectReason: decision.approve ? null : decision.reason,
    };
  });
}

export interface QueueEntry {
  accountNo: string;
  nickName: string;
  userType: string;
  kind: KycKind;
  auditStatus: Status;
  /** The company name for KYB. */
  companyName: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  rejectReason: string | null;
}

/** Verification records for the operator, oldest submission first (the order to review them in). */
export async function listAuth(db: Db, status?: number): Promise<QueueEntry[]> {
  const { rows } = await db.query<{
    account_no: string;
    nick_name: string;
    user_type: string;
    kind: KycKind;
    status: number;
    company_name: string | null;
    submitted_at: Date | null;
    reviewed_at: Date | null;
    reject_reason: string | null;
  }>(
    `SELECT u.account_no, u.nick_name, u.user_type, r.kind, r.status, r.company_name, r.submitted_at, r.reviewed_at,
            r.reject_reason
     FROM kyc_record r JOIN app_user u ON u.id = r.user_id
     WHERE ($1::smallint IS NULL OR r.status = $1)
     ORDER BY r.submitted_at ASC NULLS LAST, r.id ASC`,
    [status ?? null],
  );
  return rows.map((r) => ({
    accountNo: r.account_no,
    nickName: r.nick_name,
    userType: r.user_type,
    kind: r.kind,
    auditStatus: r.status as Status,
    companyName: r.company_name,
    submittedAt: r.submitted_at?.toISOString() ?? null,
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
    rejectReason: r.reject_reason,
  }));
}

export interface RecordFile {
  field: string;
  fileId: string;
}

export interface RecordDetail extends QueueEntry {
  recordId: number;
  /** The record's text fields as saved (files are in `files`). */
  fields: { field: string; value: string }[];
  files: RecordFile[];
}

/** Everything an operator reviews of the account's record: its fields and the files it names. */
export async function showAuth(db: Db, accountNo: string): Promise<RecordDetail> {
  const { rows } = await db.query<{ id: number; parent_id: number | null; nick_name: string; user_type: string }>(
    'SELECT id, parent_id, nick_name, user_type FROM app_user WHERE account_no = $1',
    [accountNo.trim()],
  );
  const user = rows[0];
  if (!user) throw new AppError(Code.ACCOUNT_NOT_FOUND, `${messageOf(Code.ACCOUNT_NOT_FOUND)}: ${accountNo}`);
  const record = user.parent_id === null ? await findRecord(db, user.id) : undefined;
  if (!record) throw new AppError(Code.DATA_NOT_FOUND, `${messageOf(Code.DATA_NOT_FOUND)}: ${accountNo} has no verification record`);
  const kindFields = record.kind === 'kyc' ? [...KYC_FILES, ...KYC_OTHER] : [...KYB_TEXT, ...KYB_CHOICES, ...KYB_FILES];
  const fields: RecordDetail['fields'] = [];
  const files: RecordFile[] = [];
  for (const [field, column] of kindFields) {
    const value = record[column];
    if (value === null || value === undefined) continue;
    if (FILE_FIELDS.has(field)) files.push({ field, fileId: String(value) });
    else fields.push({ field, value: String(value) });
  }
  const at = (column: string) => (record[column] instanceof Date ? (record[column] as Date).toISOString() : null);
  return {
    accountNo: accountNo.trim(),
    nickName: user.nick_name,
    userType: user.user_type,
    kind: record.kind,
    recordId: record.id,
    auditStatus: record.status as Status,
    companyName: (record.company_name as string | null) ?? null,
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    rejectReason: record.reject_reason,
    fields,
    files,
  };
}
