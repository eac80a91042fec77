import { channelCurrencies, channelRow, Code, VaStatus, type ChannelWith, type VaAccount, type VaApplyBody, type VaListQuery } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import { enforceTier } from '../../domain/tiers/limits.ts';
import { recordUserLog } from '../../domain/user/log.ts';
import { fieldError } from '../../http/errors.ts';

const PARAMETER_ERROR = messageOf(Code.PARAMETER_ERROR);
const parameterError = (detail: string) => new AppError(Code.PARAMETER_ERROR, `${PARAMETER_ERROR}: ${detail}`);

/**
 * Where the account is opened once it is Successful: the partner bank or the Paybill. Its country
 * and currencies are the channel's in the registry (its `virtualAccount` capability).
 */
interface VaProduct {
  /** Leading digits of the account numbers handed out, so a number tells where it belongs. */
  prefix: string;
  bank?: { name: string; address: string; bankCode: string; branchCode: string };
  payBillNum?: string;
}

const KCB = { name: 'KCB Bank Kenya', address: 'Kencom House, Moi Avenue, Nairobi', bankCode: '01', branchCode: '091' };
const CRDB = { name: 'CRDB Bank', address: 'Azikiwe Street, Dar es Salaam', bankCode: '003', branchCode: '3301' };

export const VA_PRODUCTS: Record<ChannelWith<'virtualAccount'>, VaProduct> = {
  100: { prefix: '8801', bank: KCB },
  101: { prefix: '8802', bank: KCB },
  102: { prefix: '8803', bank: CRDB },
  103: { prefix: '8804', bank: CRDB },
  505: { prefix: '77', payBillNum: '522700' },
};
const productOf = (payType: number): VaProduct => VA_PRODUCTS[payType as ChannelWith<'virtualAccount'>];

/** Luhn check digit, so a mistyped account number is caught by the payer's bank or phone. */
function luhn(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Unique because the id is: prefix, the id in eight digits, check digit. */
export function vaAccountNumber(payType: number, id: number): string {
  const body = `${productOf(payType).prefix}${String(id).padStart(8, '0')}`;
  return `${body}${luhn(body)}`;
}

interface VaRow {
  id: number;
  owner_id: number;
  pay_type: number;
  currency_id: string;
  country_id: number;
  account_name: string;
  status: VaStatus;
  account_id: string | null;
  bank_name: string | null;
  bank_address: string | null;
  pay_bill_num: string | null;
  branch_code: string | null;
  bank_code: string | null;
  created_at: Date;
  updated_at: Date;
}

function toVa(row: VaRow): VaAccount {
  return {
    id: row.id,
    payType: row.pay_type as VaAccount['payType'],
    currencyId: row.currency_id,
    countryId: row.country_id,
    accountName: row.account_name,
    status: row.status,
    accountId: row.account_id,
    bankName: row.bank_name,
    bankAddress: row.bank_address,
    payBillNum: row.pay_bill_num,
    branchCode: row.branch_code,
    bankCode: row.bank_code,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
  };
}

/** Moves to SUCCESSFUL and hands out the account details. */
async function open(tx: Db, row: VaRow, now: Date): Promise<VaRow> {
  const product = productOf(row.pay_type);
  const { rows } = await tx.query<VaRow>(
    `UPDATE va_account SET status = 'SUCCESSFUL', account_id = $2, bank_name = $3, bank_address = $4, bank_code = $5,
       branch_code = $6, pay_bill_num = $7, confirmed_at = COALESCE(confirmed_at, $8), successful_at = $8, updated_at = $8
     WHERE id = $1 RETURNING *`,
    [
      row.id,
      vaAccountNumber(row.pay_type, row.id),
      product.bank?.name ?? null,
      product.bank?.address ?? null,
      product.bank?.bankCode ?? null,
      product.bank?.branchCode ?? null,
      product.payBillNum ?? null,
      now,
    ],
  );
  return rows[0]!;
}

export interface VaActor {
  userId: number;
  mainUserId: number;
  ip: string;
  userAgent?: string | null | undefined;
}

/**
 * `/va/apply`: a new application (SUBMITTED), or an open account at once (SUCCESSFUL) while the
 * sandbox auto-approve switch is on. -1003 when the account already has one for that channel and
 * currency.
 */
export async function applyVa(db: Db, actor: VaActor, body: VaApplyBody, options: { autoApprove: boolean; now?: Date }): Promise<VaAccount> {
  const now = options.now ?? new Date();
  if (body.agreement !== true) throw fieldError('agreement', 'required', 'must be accepted: read and agree to the VA account agreement');
  const accountName = body.accountName.trim();
  if (!accountName) throw fieldError('accountName', 'required', 'is required');
  const { rows: countries } = await db.query('SELECT 1 FROM country WHERE id = $1', [body.countryId]);
  if (countries.length === 0) throw new AppError(Code.COUNTRY_NOT_FOUND);
  const countryIds = channelRow(body.payType)?.countries ?? [];
  if (!countryIds.includes(body.countryId)) throw fieldError('payType', 'choice', `${body.payType} virtual accounts are opened in country ${countryIds.join(' or ')} only`);
  const currencies: readonly string[] = channelCurrencies(body.payType, 'virtualAccount');
  if (!currencies.includes(body.currencyId)) {
    throw fieldError('payType', 'choice', `${body.payType} virtual accounts hold ${currencies.join(' or ')}, not ${body.currencyId}`);
  }

  return db.transaction(async (tx) => {
    // Serialises two applications of one account, so the duplicate check below holds.
    await tx.query('SELECT 1 FROM app_user WHERE id = $1 FOR UPDATE', [actor.mainUserId]);
    // A virtual account collects money: only a tier that may collect in its currency opens one.
    await enforceTier(tx, { mainUserId: actor.mainUserId, action: 'collect', currencyId: body.currencyId, amountMinor: 0n, at: now });
    const { rows: existing } = await tx.query<{ id: number }>(
      'SELECT id FROM va_account WHERE owner_id = $1 AND pay_type = $2 AND currency_id = $3',
      [actor.mainUserId, body.payType, body.currencyId],
    );
    if (existing[0]) {
      throw new AppError(
        Code.ACCOUNT_EXISTS,
        `${messageOf(Code.ACCOUNT_EXISTS)}: VA account ${existing[0].id} is already for payType ${body.payType} in ${body.currencyId}`,
      );
    }
    const { rows } = await tx.query<VaRow>(
      `INSERT INTO va_account (owner_id, created_by, pay_type, currency_id, country_id, account_name, status, agreement_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'SUBMITTED', $7, $7, $7) RETURNING *`,
      [actor.mainUserId, actor.userId, body.payType, body.currencyId, body.countryId, accountName, now],
    );
    let row = rows[0]!;
    if (options.autoApprove) row = await open(tx, row, now);
    await recordUserLog(tx, {
      userId: actor.userId,
      operation: 'vaApply',
      ip: actor.ip,
      userAgent: actor.userAgent,
      success: true,
      detail: `VA account ${row.id} applied for (payType ${body.payType}, ${body.currencyId})`,
      at: now,
    });
    return toVa(row);
  });
}

/** `/va/detail/{id}`: the main account's VA account; another account's is -1007. */
export async function getVa(db: Db, ownerId: number, id: number): Promise<VaAccount> {
  const { rows } = await db.query<VaRow>('SELECT * FROM va_account WHERE id = $1 AND owner_id = $2', [id, ownerId]);
  if (!rows[0]) throw new AppError(Code.DATA_NOT_FOUND);
  return toVa(rows[0]);
}

/** `/va/list`: newest first, one page at a time. */
export async function listVa(db: Db, ownerId: number, query: VaListQuery): Promise<{ rows: VaAccount[]; total: number }> {
  const where = `owner_id = $1
    AND ($2::text IS NULL OR status = $2)
    AND ($3::smallint IS NULL OR pay_type = $3)
    AND ($4::text IS NULL OR currency_id = $4)
    AND ($5::integer IS NULL OR country_id = $5)
    AND ($6::timestamptz IS NULL OR created_at >= $6)
    AND ($7::timestamptz IS NULL OR created_at <= $7)`;
  const filters = [
    ownerId,
    query.status ?? null,
    query.payType ?? null,
    query.currencyId ?? null,
    query.countryId ?? null,
    query.beginTime ?? null,
    query.endTime ?? null,
  ];
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM va_account WHERE ${where}`, filters);
  const { rows } = await db.query<VaRow>(`SELECT * FROM va_account WHERE ${where} ORDER BY id DESC LIMIT $8 OFFSET $9`, [
    ...filters,
    query.pageSize,
    (query.pageNum - 1) * query.pageSize,
  ]);
  return { rows: rows.map(toVa), total: Number(counted[0]?.total ?? 0) };
}

export interface VaAdvanceResult {
  accountNo: string;
  va: VaAccount;
  previousStatus: VaStatus;
}

/** The operator moves an application one step: SUBMITTED -> CONFIRMED -> SUCCESSFUL (details handed out). */
export async function advanceVa(db: Db, id: number, now: Date = new Date()): Promise<VaAdvanceResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<VaRow & { account_no: string }>(
      'SELECT v.*, u.account_no FROM va_account v JOIN app_user u ON u.id = v.owner_id WHERE v.id = $1 FOR UPDATE OF v',
      [id],
    );
    const row = rows[0];
    if (!row) throw new AppError(Code.DATA_NOT_FOUND, `${messageOf(Code.DATA_NOT_FOUND)}: no VA account ${id}`);
    let next: VaRow;
    if (row.status === VaStatus.SUBMITTED) {
      const { rows: updated } = await tx.query<VaRow>(
        `UPDATE va_account SET status = 'CONFIRMED', confirmed_at = $2, updated_at = $2 WHERE id = $1 RETURNING *`,
        [id, now],
      );
      next = updated[0]!;
    } else if (row.status === VaStatus.CONFIRMED) {
      next = await open(tx, row, now);
    } else {
      throw parameterError(`VA account ${id} is SUCCESSFUL already: there is no further step`);
    }
    return { accountNo: row.account_no, va: toVa(next), previousStatus: row.status };
  });
}
