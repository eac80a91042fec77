import { fromMinorUnits } from '@mizani/sdk/format';
import { OrderStatus, type NotificationEvent } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import type { OrderRow } from '../orders/repository.ts';
import { notify, recipientOf } from './notify.ts';

const { PASS, REJECT, CANCEL } = OrderStatus;

/** An order's status change as the orders' status hooks report it. */
export interface OrderChange {
  sn: string;
  userId: number;
  to: number;
  at: Date;
  /** The order as the change left it, when the caller has it: then it is not read again. */
  order?: OrderFacts;
}

type OrderFacts = Pick<
  OrderRow,
  | 'user_id'
  | 'kind'
  | 'flow'
  | 'scope'
  | 'pay_type'
  | 'currency_id'
  | 'scale'
  | 'pay_amount'
  | 'net_fee_amount'
  | 'tax_fee'
  | 'to_currency_id'
  | 'to_scale'
  | 'to_amount'
  | 'phone'
  | 'oppo_account_id'
  | 'oppo_account_name'
  | 'funds_account'
>;

/** 'KES 2,500.00': every decimal of the currency kept, as on a statement; never through a float. */
const money = (minor: bigint, scale: number, currencyId: string) =>
  `${currencyId} ${fromMinorUnits(minor, scale).replace(/^\d+/, (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ','))}`;

/** 'Amina Otieno (MZ1648131431)'; the number alone when there is no other name for it. */
function party(name: string | null, id: string | null): string {
  if (!id) return name ?? '';
  return name && name !== id ? `${name} (${id})` : id;
}

/** The receiving main account of an internal transfer (channel 0), by the account number sent to, and the sender's name and number. */
async function transferParties(tx: Db, senderId: number, accountNo: string | null): Promise<{ recipient: number | null; name: string; accountNo: string }> {
  const { rows } = await tx.query<{ recipient: number | null; sender_name: string; sender_account_no: string }>(
    `SELECT r.id AS recipient, s.nick_name AS sender_name, s.account_no AS sender_account_no
       FROM app_user s LEFT JOIN app_user r ON r.account_no = $2 AND r.parent_id IS NULL
      WHERE s.id = $1`,
    [senderId, accountNo],
  );
  const row = rows[0];
  return { recipient: accountNo ? (row?.recipient ?? null) : null, name: row?.sender_name ?? '', accountNo: row?.sender_account_no ?? '' };
}

async function readFacts(tx: Db, sn: string): Promise<OrderFacts | undefined> {
  const { rows } = await tx.query<OrderFacts>(
    `SELECT o.user_id, o.kind, o.flow, o.scope, o.pay_type, o.currency_id, c.scale, o.pay_amount, o.net_fee_amount, o.tax_fee,
            o.to_currency_id, tc.scale AS to_scale, o.to_amount, o.phone, o.oppo_account_id, o.oppo_account_name, o.funds_account
       FROM orders o JOIN currency c ON c.id = o.currency_id LEFT JOIN currency tc ON tc.id = o.to_currency_id
      WHERE o.sn = $1`,
    [sn],
  );
  return rows[0];
}

/**
 * Which money event a status change is for the order's owner: a send paid, refused (money back)
 * or cancelled (money back); a top-up or collection credited or refused. A top-up cancelled while
 * it waited moved nothing and tells nothing.
 */
function ownerEvent(kind: -1 | 0, to: number): NotificationEvent | null {
  if (kind === 0) return to === PASS ? 'sent' : to === REJECT ? 'sendFailed' : to === CANCEL ? 'refunded' : null;
  return to === PASS ? 'credited' : to === REJECT ? 'topupFailed' : null;
}

/**
 * The orders' status listener: tells the account (and, for a transfer between two Mizani Pay
 * accounts, the recipient) about a money move, in the transaction of the change. Orders of the
 * merchant API's suspense wallets are left to its signed status notifications.
 */
export async function notifyOrderChange(tx: Db, change: OrderChange): Promise<void> {
  const order = change.order ?? (await readFacts(tx, change.sn));
  if (!order || order.funds_account === 'suspense') return;
  const event = ownerEvent(order.kind, change.to);
  if (!event) return;

  const amount = BigInt(order.pay_amount);
  const fee = BigInt(order.net_fee_amount) + BigInt(order.tax_fee);
  const pay = (minor: bigint) => money(minor, order.scale, order.currency_id);
  const time = change.at.toISOString();
  const counterparty = party(order.oppo_account_name, order.oppo_account_id ?? order.phone);
  const owner = await recipientOf(tx, order.user_id, { scope: order.scope, currencyId: order.currency_id });
  const params: Record<string, string> = { sn: change.sn, amount: pay(amount), fee: pay(fee), balance: pay(BigInt(owner.balance ?? '0')), time };
  if (order.kind === 0) {
    params.counterparty = counterparty;
    if (event !== 'sent') params.refund = pay(amount + fee);
  } else {
    params.flow = order.flow;
    if (event === 'credited') params.credit = pay(amount - fee);
  }
  await notify(tx, { userId: order.user_id, category: 'money', event, key: `order:${change.sn}:${event}`, params, at: change.at }, undefined, owner);

  if (event === 'sent' && order.pay_type === 0) {
    const { recipient, ...sender } = await transferParties(tx, order.user_id, order.oppo_account_id);
    if (recipient === null) return;
    const toCurrency = order.to_currency_id ?? order.currency_id;
    const toScale = order.to_scale ?? order.scale;
    const received = BigInt(order.to_amount ?? order.pay_amount);
    const person = await recipientOf(tx, recipient, { scope: order.scope, currencyId: toCurrency });
    await notify(tx, {
      userId: recipient,
      category: 'money',
      event: 'received',
      key: `order:${change.sn}:received`,
      params: {
        sn: change.sn,
        amount: money(received, toScale, toCurrency),
        fee: money(0n, toScale, toCurrency),
        balance: money(BigInt(person.balance ?? '0'), toScale, toCurrency),
        counterparty: party(sender.name, sender.accountNo),
        time,
      },
      at: change.at,
    }, undefined, person);
  }
}
