/**
 * Orders made through the merchant API as the merchant sees them (`MerchantOrder`): the API's
 * replies, the status notifications and the console's C2B/B2C lists all use this one view.
 */
import { channelRow, OrderStatus, PayoutStatus, type MerchantOrder, type MerchantOrderType } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { fromMinorUnits } from '@mizani/sdk/format';

/** The client order number of an order placed through the merchant API (`api:` and the merchant's number). */
export const merchantClientOrderNo = (merchantOrderNo: string) => `api:${merchantOrderNo}`;

/** Whether an order's client order number says it was placed through the merchant API. */
export const isMerchantClientOrderNo = (clientOrderNo: string) => clientOrderNo.startsWith('api:');

export interface MerchantOrderRow {
  sn: string;
  user_id: number;
  merchant_order_no: string;
  type: MerchantOrderType;
  source: 'api' | 'console';
  request_hash: string;
  merchant_created_at: Date;
  status: number;
  rail_submitted_at: Date | null;
  pay_amount: string;
  net_fee_amount: string;
  tax_fee: string;
  currency_id: string;
  scale: number;
  pay_type: number;
  phone: string | null;
  oppo_account_id: string | null;
  oppo_account_name: string | null;
  oppo_bank_name: string | null;
  bank_code: string | null;
  narrative: string | null;
  external_tx_id: string | null;
  reject_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export const MERCHANT_ORDER_SELECT = `SELECT m.sn, m.user_id, m.merchant_order_no, m.type, m.source, m.request_hash,
    m.created_at AS merchant_created_at, o.status, o.rail_submitted_at, o.pay_amount, o.net_fee_amount, o.tax_fee,
    o.currency_id, c.scale, o.pay_type, o.phone, o.oppo_account_id, o.oppo_account_name, o.oppo_bank_name, o.bank_code, o.narrative,
    o.external_tx_id, o.reject_reason, o.created_at, o.updated_at
  FROM merchant_order m JOIN orders o ON o.sn = m.sn JOIN currency c ON c.id = o.currency_id`;

/**
 * The payout status of spec section 3 from the order's own: waiting before the rail has it is
 * Pending, waiting at the rail (or for the payer) is Processing, paid is Success, and refused or
 * cancelled is Reject.
 */
export function merchantStatus(status: number, railSubmitted: boolean): MerchantOrder['status'] {
  switch (status) {
    case OrderStatus.PASS:
      return PayoutStatus.SUCCESS;
    case OrderStatus.REJECT:
    case OrderStatus.CANCEL:
      return PayoutStatus.REJECT;
    default:
      return railSubmitted ? PayoutStatus.PROCESSING : PayoutStatus.PENDING;
  }
}

/** Bank payouts show the account they paid; a wallet's number is its phone. */
const isBank = (payType: number) => channelRow(payType)?.family === 'bank';

export function toMerchantOrder(row: MerchantViewRow): MerchantOrder {
  const money = (minor: bigint) => fromMinorUnits(minor, row.scale);
  const bank = isBank(row.pay_type);
  const status = merchantStatus(row.status, row.rail_submitted_at !== null);
  return {
    orderNo: row.sn,
    merchantOrderNo: row.merchant_order_no,
    type: row.type,
    status,
    amount: money(BigInt(row.pay_amount)),
    fee: money(BigInt(row.net_fee_amount) + BigInt(row.tax_fee)),
    currencyId: row.currency_id,
    channel: row.pay_type,
    phone: row.phone,
    accountNo: bank ? row.oppo_account_id : null,
    bankCode: bank ? row.bank_code : null,
    bankName: bank ? row.oppo_bank_name : null,
    accountName: bank ? row.oppo_account_name : null,
    remark: row.narrative,
    // Only a paid order has the provider's receipt; a refund or reversal keeps none to show.
    receipt: status === PayoutStatus.SUCCESS ? row.external_tx_id : null,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
    failureReason: row.status === OrderStatus.CANCEL ? (row.reject_reason ?? 'Cancelled') : row.reject_reason,
  };
}

/** What a merchant order row holds of its own, beside the order's. */
type MerchantOwnFields = 'merchant_order_no' | 'type' | 'source' | 'request_hash' | 'merchant_created_at';

/** What the view shows: the order's fields and, of the merchant order's own, its number and kind. */
export type MerchantViewRow = Omit<MerchantOrderRow, MerchantOwnFields> & Pick<MerchantOrderRow, 'merchant_order_no' | 'type'>;

/**
 * The view's row from an order row already in hand (as an update returned it) and the merchant
 * order's own fields as written: what `merchantOrderBySn` would read, without the read.
 */
export function merchantRowOf<Own extends Pick<MerchantOrderRow, 'merchant_order_no' | 'type'>>(
  order: Omit<MerchantOrderRow, MerchantOwnFields>,
  own: Own,
): Omit<MerchantOrderRow, MerchantOwnFields> & Own {
  return {
    ...own,
    sn: order.sn,
    user_id: order.user_id,
    status: order.status,
    rail_submitted_at: order.rail_submitted_at,
    pay_amount: order.pay_amount,
    net_fee_amount: order.net_fee_amount,
    tax_fee: order.tax_fee,
    currency_id: order.currency_id,
    scale: order.scale,
    pay_type: order.pay_type,
    phone: order.phone,
    oppo_account_id: order.oppo_account_id,
    oppo_account_name: order.oppo_account_name,
    oppo_bank_name: order.oppo_bank_name,
    bank_code: order.bank_code,
    narrative: order.narrative,
    external_tx_id: order.external_tx_id,
    reject_reason: order.reject_reason,
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}

export async function merchantOrderBySn(db: Db, sn: string): Promise<MerchantOrderRow | undefined> {
  const { rows } = await db.query<MerchantOrderRow>(`${MERCHANT_ORDER_SELECT} WHERE m.sn = $1`, [sn]);
  return rows[0];
}

export async function merchantOrderByNo(db: Db, userId: number, merchantOrderNo: string): Promise<MerchantOrderRow | undefined> {
  const { rows } = await db.query<MerchantOrderRow>(`${MERCHANT_ORDER_SELECT} WHERE m.user_id = $1 AND m.merchant_order_no = $2`, [
    userId,
    merchantOrderNo,
  ]);
  return rows[0];
}
