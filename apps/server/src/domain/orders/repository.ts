import { randomInt } from 'node:crypto';
import { Code, type Order, type OrderFlow, type SettlementAccount } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { toDecimal } from './money.ts';
import { rateText, rateUnits } from './rates.ts';
import { canCancel, type OrderStatusValue } from './state.ts';
import { railReasonCode } from '../rails/reasons.ts';
import { tierFactsOf, tierFrom, type Tier, type TierFacts } from '../tiers/limits.ts';

/** An `orders` row as read with ORDER_COLUMNS: amounts still bigint text, scales joined in. */
export interface OrderRow {
  id: string;
  sn: string;
  user_id: number;
  created_by: number;
  account_no: string;
  scope: 0 | 1;
  kind: -1 | 0;
  flow: OrderFlow;
  pay_type: number;
  currency_id: string;
  scale: number;
  pay_amount: string;
  net_fee_amount: string;
  tax_fee: string;
  received_amount: string;
  to_currency_id: string | null;
  to_scale: number | null;
  to_amount: string | null;
  rate: string | null;
  status: OrderStatusValue;
  cross_status: Order['approvalStatus'];
  remit_status: Order['remitStatus'];
  audit_status: 0 | 1 | 2 | null;
  audit_time: Date | null;
  payee_id: number | null;
  phone: string | null;
  oppo_account_id: string | null;
  oppo_account_name: string | null;
  oppo_bank_name: string | null;
  bank_code: string | null;
  narrative: string | null;
  transaction_reason: string | null;
  funds_purpose: string | null;
  source_of_funds: Order['sourceOfFunds'];
  sender_address: string | null;
  trade_type: Order['tradeType'];
  exchange_file: string | null;
  detail_file: string | null;
  contract_worker_id: number | null;
  proof_file: string | null;
  third_order_no: string | null;
  external_tx_id: string | null;
  client_order_no: string;
  request_hash: string;
  paybill_number: string | null;
  account_reference: string | null;
  /** Migration 0009. */
  transfer_reference: string | null;
  settlement_account: SettlementAccount | null;
  /** The rail holds the send queued and can still recall it (a cancel asks it to). */
  rail_recallable: boolean;
  reject_reason: string | null;
  posting_id: string | null;
  reversal_id: string | null;
  rail_submitted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  payout_time: Date | null;
  /** Where a top-up or collection is credited (migration 0008): the main wallet or the merchant's suspense wallet. */
  funds_account: 'wallet' | 'suspense';
}

export const ORDER_COLUMNS = `o.*, u.account_no, c.scale, tc.scale AS to_scale`;
export const ORDER_FROM = `orders o JOIN app_user u ON u.id = o.user_id JOIN currency c ON c.id = o.currency_id
  LEFT JOIN currency tc ON tc.id = o.to_currency_id`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The order as the wire describes it. */
export function toOrder(row: OrderRow): Order {
  const money = (minor: string) => toDecimal(BigInt(minor), row.scale);
  const pay = BigInt(row.pay_amount);
  const fee = BigInt(row.net_fee_amount);
  const tax = BigInt(row.tax_fee);
  const toMoney = (minor: string | null) => (minor === null || row.to_scale === null ? null : toDecimal(BigInt(minor), row.to_scale));
  const received = row.kind === 0 && row.to_amount !== null ? toMoney(row.to_amount)! : money(row.received_amount);
  return {
    sn: row.sn,
    clientOrderNo: row.client_order_no,
    scope: row.scope,
    type: row.kind,
    flow: row.flow,
    currencyId: row.currency_id,
    payAmount: money(row.pay_amount),
    payType: row.pay_type as Order['payType'],
    netFeeAmount: money(row.net_fee_amount),
    taxFee: money(row.tax_fee),
    totalAmount: toDecimal(row.kind === 0 ? pay + fee + tax : pay, row.scale),
    receivedAmount: received,
    status: row.status,
    createTime: row.created_at.toISOString(),
    updateTime: iso(row.updated_at),
    payoutTime: iso(row.payout_time),
    payeeId: row.payee_id,
    rate: row.rate === null ? null : rateText(rateUnits(row.rate)),
    toCurrencyId: row.to_currency_id,
    toAmount: toMoney(row.to_amount),
    transactionReason: row.transaction_reason,
    fundsPurpose: row.funds_purpose,
    sourceOfFunds: row.source_of_funds,
    tradeType: row.trade_type,
    phone: row.phone,
    auditTime: iso(row.audit_time),
    auditStatus: row.audit_status,
    accountNo: row.account_no,
    approvalDate: row.cross_status === null ? null : iso(row.updated_at),
    approvalStatus: row.cross_status,
    remitStatus: row.remit_status,
    thirdOrderNo: row.third_order_no,
    exchangeFile: row.exchange_file,
    detailFile: row.detail_file,
    proofFile: row.proof_file,
    contractWorker: row.contract_worker_id,
    senderAddress: row.sender_address,
    // The sandbox rails charge the house nothing and no interest accrues: nothing to show.
    costFeeAmount: null,
    interestFeeAmount: null,
    oppoAccountId: row.oppo_account_id,
    oppoAccountName: row.oppo_account_name,
    oppoBankName: row.oppo_bank_name,
    paymentChannel: row.bank_code,
    transactionNarrative: row.narrative,
    externalTxId: row.external_tx_id,
    rejectReason: row.reject_reason,
    rejectReasonCode: railReasonCode(row.reject_reason),
    paybillNumber: row.paybill_number,
    accountReference: row.account_reference,
    transferReference: row.transfer_reference,
    settlementAccount: row.settlement_account,
    cancellable: canCancel({ kind: row.kind, status: row.status, railSubmitted: row.rail_submitted_at !== null, railRecallable: row.rail_recallable }),
  };
}

/**
 * 'MZ', the UTC date and ten random digits: unique with overwhelming likelihood (checked on
 * insert), not guessable from a neighbour's, and telling nothing about how many orders exist.
 */
export function generateSn(now: Date): string {
  const date = now.toISOString().slice(0, 10).replace(/-/g, '');
  let digits = '';
  for (let i = 0; i < 10; i += 1) digits += String(randomInt(10));
  return `MZ${date}${digits}`;
}

/** The main account's order, or -1007 (someone else's order and no order look the same). */
export async function findOrder(db: Db, mainUserId: number, sn: string): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.sn = $1 AND o.user_id = $2`, [sn, mainUserId]);
  if (!rows[0]) throw new AppError(Code.DATA_NOT_FOUND);
  return rows[0];
}

/** The order by number whoever owns it, locked for the rest of the transaction (settlement). */
export async function lockOrder(tx: Db, sn: string): Promise<OrderRow | undefined> {
  const { rows: locked } = await tx.query<{ id: string }>('SELECT id FROM orders WHERE sn = $1 FOR UPDATE', [sn]);
  if (!locked[0]) return undefined;
  const { rows } = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`, [locked[0].id]);
  return rows[0];
}

export async function orderBySn(db: Db, sn: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.sn = $1`, [sn]);
  return rows[0];
}

/** The order a main account already placed under this client order number, if any. */
export async function findByClientOrderNo(db: Db, mainUserId: number, clientOrderNo: string): Promise<{ sn: string; requestHash: string; createdAt: Date } | undefined> {
  const { rows } = await db.query<{ sn: string; request_hash: string; created_at: Date }>(
    'SELECT sn, request_hash, created_at FROM orders WHERE user_id = $1 AND client_order_no = $2',
    [mainUserId, clientOrderNo],
  );
  const row = rows[0];
  return row ? { sn: row.sn, requestHash: row.request_hash, createdAt: row.created_at } : undefined;
}

/** Columns a new order is inserted with; the rest take their defaults. */
export interface NewOrder {
  sn: string;
  userId: number;
  createdBy: number;
  scope: 0 | 1;
  kind: -1 | 0;
  flow: OrderFlow;
  payType: number;
  currencyId: string;
  payAmount: bigint;
  fee: bigint;
  tax: bigint;
  receivedAmount: bigint;
  toCurrencyId?: string | null;
  toAmount?: bigint | null;
  rate?: string | null;
  status: OrderStatusValue;
  crossStatus?: Order['approvalStatus'];
  remitStatus?: Order['remitStatus'];
  auditStatus?: 0 | null;
  payeeId?: number | null;
  phone?: string | null;
  oppoAccountId?: string | null;
  oppoAccountName?: string | null;
  oppoBankName?: string | null;
  bankCode?: string | null;
  narrative?: string | null;
  transactionReason?: string | null;
  fundsPurpose?: string | null;
  sourceOfFunds?: string | null;
  senderAddress?: string | null;
  tradeType?: string | null;
  exchangeFile?: string | null;
  detailFile?: string | null;
  contractWorkerId?: number | null;
  proofFile?: string | null;
  clientOrderNo: string;
  requestHash: string;
  paybillNumber?: string | null;
  accountReference?: string | null;
  transferReference?: string | null;
  settlementAccount?: SettlementAccount | null;
  payoutTime?: Date | null;
  fundsAccount?: 'wallet' | 'suspense';
  /** Set when the order is placed with its posting already made (a send). */
  postingId?: string | null;
  /** Set when the order is placed already handed to a rail that decides in this database. */
  railSubmittedAt?: Date | null;
  /** Set when that rail paid it at once (the order is placed PASS) or holds it recallable. */
  externalTxId?: string | null;
  railRecallable?: boolean;
  createdAt: Date;
}

const COLUMN_OF: Record<keyof NewOrder, string> = {
  sn: 'sn',
  userId: 'user_id',
  createdBy: 'created_by',
  scope: 'scope',
  kind: 'kind',
  flow: 'flow',
  payType: 'pay_type',
  currencyId: 'currency_id',
  payAmount: 'pay_amount',
  fee: 'net_fee_amount',
  tax: 'tax_fee',
  receivedAmount: 'received_amount',
  toCurrencyId: 'to_currency_id',
  toAmount: 'to_amount',
  rate: 'rate',
  status: 'status',
  crossStatus: 'cross_status',
  remitStatus: 'remit_status',
  auditStatus: 'audit_status',
  payeeId: 'payee_id',
  phone: 'phone',
  oppoAccountId: 'oppo_account_id',
  oppoAccountName: 'oppo_account_name',
  oppoBankName: 'oppo_bank_name',
  bankCode: 'bank_code',
  narrative: 'narrative',
  transactionReason: 'transaction_reason',
  fundsPurpose: 'funds_purpose',
  sourceOfFunds: 'source_of_funds',
  senderAddress: 'sender_address',
  tradeType: 'trade_type',
  exchangeFile: 'exchange_file',
  detailFile: 'detail_file',
  contractWorkerId: 'contract_worker_id',
  proofFile: 'proof_file',
  clientOrderNo: 'client_order_no',
  requestHash: 'request_hash',
  paybillNumber: 'paybill_number',
  accountReference: 'account_reference',
  transferReference: 'transfer_reference',
  settlementAccount: 'settlement_account',
  payoutTime: 'payout_time',
  fundsAccount: 'funds_account',
  postingId: 'posting_id',
  railSubmittedAt: 'rail_submitted_at',
  externalTxId: 'external_tx_id',
  railRecallable: 'rail_recallable',
  createdAt: 'created_at',
};

/** RETURNING list of an INSERT or UPDATE of `orders` that yields the same row as ORDER_COLUMNS. */
export const ORDER_RETURNING = `*, (SELECT u.account_no FROM app_user u WHERE u.id = orders.user_id) AS account_no,
  (SELECT c.scale FROM currency c WHERE c.id = orders.currency_id) AS scale,
  (SELECT tc.scale FROM currency tc WHERE tc.id = orders.to_currency_id) AS to_scale`;

/**
 * Inserts the order unless the main account already has one under this client order number; then
 * returns false and writes nothing (the caller answers -1059). A concurrent twin waits for the
 * first to commit and then finds it.
 */
export async function insertOrder(tx: Db, order: NewOrder): Promise<boolean> {
  return (await insertReturning(tx, order, 'id')) !== undefined;
}

/**
 * `insertOrder`, answering the order as inserted (as ORDER_COLUMNS reads it), or undefined when the
 * number was taken. With `quoteId`, the order also uses that quote up in the same statement, and
 * is not inserted (undefined) when the quote was used already.
 */
export function insertOrderRow(tx: Db, order: NewOrder, quoteId?: string): Promise<OrderRow | undefined> {
  return insertReturning<OrderRow>(tx, order, ORDER_RETURNING, quoteId);
}

/**
 * `insertOrderRow`, also answering the tier of the order's main account as it stands, read by the
 * insert itself rather than by a statement of its own (the move's limits are still counted and
 * locked by `enforceTier`).
 */
export async function insertOrderRowWithTier(tx: Db, order: NewOrder): Promise<{ row: OrderRow; tier: Tier } | undefined> {
  const inserted = await insertReturning<OrderRow & { tier_facts: TierFacts | null }>(tx, order, `${ORDER_RETURNING}, ${tierFactsOf('orders.user_id')} AS tier_facts`);
  if (!inserted) return undefined;
  const { tier_facts: facts, ...row } = inserted;
  return { row, tier: tierFrom(facts) };
}

async function insertReturning<T>(tx: Db, order: NewOrder, returning: string, quoteId?: string): Promise<T | undefined> {
  const entries = Object.entries(order).filter(([, value]) => value !== undefined) as [keyof NewOrder, unknown][];
  const columns = [...entries.map(([key]) => COLUMN_OF[key]), 'updated_at'];
  // A document column goes as JSON text, which both database drivers read the same way.
  const values = [...entries.map(([key, value]) => (key === 'settlementAccount' && value !== null ? JSON.stringify(value) : value)), order.createdAt];
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  // The quote's claim is the insert's only row source: no claim, no order. Claimed but refused by
  // the client order number, the caller throws and the claim rolls back with the transaction.
  const claim =
    quoteId === undefined
      ? ''
      : `WITH claim AS (UPDATE order_quote SET used_by_sn = $${columns.indexOf('sn') + 1} WHERE id = $${values.length + 1} AND used_by_sn IS NULL RETURNING id) `;
  const { rows } = await tx.query<T>(
    `${claim}INSERT INTO orders (${columns.join(', ')}) ${quoteId === undefined ? `VALUES (${placeholders})` : `SELECT ${placeholders} FROM claim`}
     ON CONFLICT (user_id, client_order_no) DO NOTHING RETURNING ${returning}`,
    quoteId === undefined ? values : [...values, quoteId],
  );
  return rows[0];
}
