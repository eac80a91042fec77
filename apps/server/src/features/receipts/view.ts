import { Code, hasReceipt, receiptOutcome, type Order, type Receipt, type ReceiptParty } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { findOrder, toOrder } from '../../domain/orders/index.ts';

/**
 * An account number or phone with only its first two and last four characters showing
 * (`MZ******1431`): enough for the owner to recognise it, too little to reuse it. A receipt is
 * made to be shared, unlike the order detail. Short values keep only their last two.
 */
export function maskAccount(value: string | null): string | null {
  if (!value) return null;
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= 6) return `${'*'.repeat(Math.max(compact.length - 2, 0))}${compact.slice(-2)}`;
  return `${compact.slice(0, 2)}${'*'.repeat(compact.length - 6)}${compact.slice(-4)}`;
}

interface Owner {
  name: string;
  accountNo: string;
}

/**
 * The wallet's party on a receipt. A company that has not set a nickname is named by its approved
 * KYB company name, the name its counterparties know it by; a draft, pending or rejected record
 * names nobody, as its company name has not been checked.
 */
async function ownerOf(db: Db, mainUserId: number): Promise<Owner> {
  const { rows } = await db.query<{ nick_name: string; account_no: string; company_name: string | null }>(
    `SELECT u.nick_name, u.account_no, k.company_name
       FROM app_user u
       LEFT JOIN kyc_record k ON k.user_id = u.id AND k.kind = 'kyb' AND k.status = 1
      WHERE u.id = $1`,
    [mainUserId],
  );
  const row = rows[0];
  if (!row) throw new AppError(Code.DATA_NOT_FOUND);
  return { name: row.nick_name.trim() || row.company_name || row.nick_name, accountNo: row.account_no };
}

/**
 * Who paid and who was paid. A send leaves the owner's wallet for the recipient it names; a top-up
 * comes from the owner's own phone or bank, a collection from the payer it was asked of, and both
 * land in the owner's wallet.
 */
function partiesOf(order: Order, owner: Owner): { sender: ReceiptParty; recipient: ReceiptParty } {
  const wallet: ReceiptParty = { name: owner.name, account: maskAccount(owner.accountNo), bankName: null };
  const other: ReceiptParty = {
    name: order.oppoAccountName,
    account: maskAccount(order.oppoAccountId ?? order.phone),
    bankName: order.oppoBankName,
  };
  if (order.flow === 'send') return { sender: wallet, recipient: other };
  if (order.flow === 'topup') return { sender: { ...other, name: other.name ?? owner.name }, recipient: wallet };
  return { sender: other, recipient: wallet };
}

/** The receipt of the main account's finished order; someone else's order is -1007, an open one -1019. */
export async function receiptFor(db: Db, mainUserId: number, sn: string): Promise<Receipt> {
  const order = toOrder(await findOrder(db, mainUserId, sn));
  const status = order.status;
  if (!hasReceipt(status)) throw new AppError(Code.ORDER_STATUS_FORBIDDEN);
  const outcome = receiptOutcome(order);
  return {
    sn: order.sn,
    scope: order.scope,
    type: order.type,
    flow: order.flow,
    status,
    payType: order.payType,
    createTime: order.createTime,
    finishTime: order.payoutTime ?? order.updateTime ?? order.createTime,
    currencyId: order.currencyId,
    amount: order.payAmount,
    fee: order.netFeeAmount,
    taxFee: order.taxFee,
    total: order.totalAmount,
    outcome: outcome.outcome,
    outcomeAmount: outcome.amount,
    outcomeCurrencyId: outcome.currencyId,
    rate: order.rate,
    ...partiesOf(order, await ownerOf(db, mainUserId)),
    providerReceiptNo: order.externalTxId,
    remark: order.transactionNarrative,
  };
}
