import { fromMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';

/** An order waiting for someone, as the operator's list shows it. */
export interface WaitingOrder {
  sn: string;
  accountNo: string;
  status: -2 | -1 | 0;
  flow: string;
  payType: number;
  currencyId: string;
  amount: string;
  phone: string | null;
  railSubmitted: boolean;
  createTime: string;
}

/** Orders that wait for the operator or a rail (MANUAL_PENDING, PAY_PENDING, PENDING), oldest first. */
export async function listWaitingOrders(db: Db, status?: -2 | -1 | 0): Promise<WaitingOrder[]> {
  const { rows } = await db.query<{
    sn: string;
    account_no: string;
    status: -2 | -1 | 0;
    flow: string;
    pay_type: number;
    currency_id: string;
    scale: number;
    pay_amount: string;
    phone: string | null;
    rail_submitted_at: Date | null;
    created_at: Date;
  }>(
    `SELECT o.sn, u.account_no, o.status, o.flow, o.pay_type, o.currency_id, c.scale, o.pay_amount, o.phone,
            o.rail_submitted_at, o.created_at
     FROM orders o JOIN app_user u ON u.id = o.user_id JOIN currency c ON c.id = o.currency_id
     WHERE o.status IN (-2, -1, 0) AND ($1::smallint IS NULL OR o.status = $1)
     ORDER BY o.created_at, o.id LIMIT 500`,
    [status ?? null],
  );
  return rows.map((r) => ({
    sn: r.sn,
    accountNo: r.account_no,
    status: r.status,
    flow: r.flow,
    payType: r.pay_type,
    currencyId: r.currency_id,
    amount: fromMinorUnits(BigInt(r.pay_amount), r.scale),
    phone: r.phone,
    railSubmitted: r.rail_submitted_at !== null,
    createTime: r.created_at.toISOString(),
  }));
}
