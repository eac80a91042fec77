/**
 * Suspense wallets: the money a merchant keeps for its API business, one per currency (ledger
 * accounts of kind 'suspense' owned by the main account). Payouts are paid from them and pay-ins
 * credited to them; the console tops them up from the main (domestic) wallet, moves money back
 * and cashes out. Every move is one balanced ledger posting in one transaction.
 */
import {
  type SuspenseBalances,
  type SuspenseMovement,
  type SuspenseMovementKind,
  type SuspenseMoveResult,
  type SuspenseRecordQuery,
  type SuspenseTransferDirection,
} from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import { buildWhere, dateRange, equals, fixed, owner, readPage, textMatch, type KeysetPage } from '../../db/list-query.ts';
import type { Db } from '../../db/types.ts';
import { ensureAccounts, findAccount, LedgerError, post, type Posting } from '../ledger/index.ts';
import { enforceTier } from '../tiers/limits.ts';
import { checkFundPassword, DuplicateOrderError, parseAmount, payCurrency, requestHash, type Actor, type MoneyContext } from '../orders/index.ts';

/** `available` is the suspense balance; `pending` what payouts still at the rail have taken from it. */
export async function suspenseBalances(db: Db, userId: number): Promise<SuspenseBalances> {
  const { rows } = await db.query<{ id: string; scale: number; balance: string | null; pending: string | null }>(
    `SELECT c.id, c.scale, a.balance,
       (SELECT sum(o.pay_amount + o.net_fee_amount + o.tax_fee) FROM orders o
         WHERE o.user_id = $1 AND o.currency_id = c.id AND o.funds_account = 'suspense' AND o.kind = 0 AND o.status = 0) AS pending
     FROM currency c
     LEFT JOIN ledger_account a ON a.kind = 'suspense' AND a.owner_id = $1 AND a.currency_id = c.id
     -- Only wallets the merchant API can pay out of or collect into (a domestic send or collection
     -- offered in the currency), and any wallet that already holds a record, so no money is hidden.
     WHERE a.id IS NOT NULL OR EXISTS (
       SELECT 1 FROM channel_offer o WHERE o.enabled AND o.scope = 0 AND o.channel_type IN (0, 1) AND o.currency_id = c.id)
     ORDER BY c.id`,
    [userId],
  );
  return {
    balances: rows.map((r) => ({
      currencyId: r.id,
      available: fromMinorUnits(BigInt(r.balance ?? '0'), r.scale),
      pending: fromMinorUnits(BigInt(r.pending ?? '0'), r.scale),
    })),
  };
}

/** What a posting on a suspense wallet was, from the posting's kind and the entry's sign. */
function movementKind(postingKind: string, amount: bigint): SuspenseMovementKind {
  switch (postingKind) {
    case 'merchant_payout':
      return 'payout';
    case 'merchant_payout.reversal':
      return 'payout_refund';
    case 'suspense_cash_out':
      return 'cash_out';
    case 'suspense_cash_out.reversal':
      return 'cash_out_refund';
    case 'suspense_recharge':
      return 'recharge';
    case 'collection':
      return 'payin';
    default:
      return amount > 0n ? 'transfer_in' : 'transfer_out';
  }
}

const KIND_CONDITION: Record<SuspenseMovementKind, string> = {
  payout: "p.kind = 'merchant_payout'",
  payout_refund: "p.kind = 'merchant_payout.reversal'",
  cash_out: "p.kind = 'suspense_cash_out'",
  cash_out_refund: "p.kind = 'suspense_cash_out.reversal'",
  recharge: "p.kind = 'suspense_recharge'",
  payin: "p.kind = 'collection'",
  transfer_in: "p.kind = 'suspense_transfer' AND e.amount > 0",
  transfer_out: "p.kind = 'suspense_transfer' AND e.amount < 0",
};

interface SuspenseEntryRow {
  id: string;
  created_at: Date;
  currency_id: string;
  scale: number;
  amount: string;
  balance_after: string;
  kind: string;
  order_sn: string | null;
  merchant_order_no: string | null;
}

function toSuspenseMovement(r: SuspenseEntryRow): SuspenseMovement {
  const amount = BigInt(r.amount);
  return {
    id: r.id,
    createTime: r.created_at.toISOString(),
    currencyId: r.currency_id,
    kind: movementKind(r.kind, amount),
    amount: fromMinorUnits(amount, r.scale),
    balanceAfter: fromMinorUnits(BigInt(r.balance_after), r.scale),
    orderNo: r.order_sn,
    merchantOrderNo: r.merchant_order_no,
  };
}

/**
 * `/user/suspense/record/list`: entries on the suspense wallets, newest first in the order the
 * ledger booked them (each wallet's running balance), read from the (account_id, id) index.
 */
export async function listSuspenseMovements(db: Db, userId: number, query: SuspenseRecordQuery): Promise<KeysetPage<SuspenseMovement>> {
  const from = 'ledger_entry e JOIN ledger_account a ON a.id = e.account_id JOIN ledger_posting p ON p.id = e.posting_id';
  return readPage(
    db,
    {
      select: `SELECT e.id, p.created_at, a.currency_id, c.scale, e.amount, e.balance_after, p.kind, p.order_sn, m.merchant_order_no
               FROM ${from} JOIN currency c ON c.id = a.currency_id LEFT JOIN merchant_order m ON m.sn = p.order_sn`,
      countFrom: from,
      where: buildWhere([
        owner('a.owner_id', userId),
        fixed("a.kind = 'suspense'"),
        equals('a.currency_id', query.currencyId),
        textMatch('p.order_sn', query.orderNo),
        dateRange('p.created_at', query.beginTime, query.endTime),
        ...(query.kind ? [fixed(KIND_CONDITION[query.kind])] : []),
      ]),
      key: { id: 'e.id' },
      cursorOf: (row: SuspenseEntryRow) => row.id,
    },
    query,
    toSuspenseMovement,
  );
}

export interface SuspenseMove {
  kind: 'recharge' | 'transfer';
  direction: SuspenseTransferDirection;
  currencyId: string;
  amount: string;
  fundPassword: string;
  clientOrderNo: string;
}

interface MoveRow {
  posting_id: string;
  currency_id: string;
  amount: string;
  request_hash: string;
}

async function resultOf(db: Db, userId: number, row: MoveRow): Promise<SuspenseMoveResult> {
  const currency = await payCurrency(db, row.currency_id);
  const [suspense, main] = await Promise.all([
    findAccount(db, { kind: 'suspense', ownerId: userId, currencyId: row.currency_id }),
    findAccount(db, { kind: 'wallet', ownerId: userId, scope: 0, currencyId: row.currency_id }),
  ]);
  return {
    reference: `SP${row.posting_id}`,
    currencyId: row.currency_id,
    amount: fromMinorUnits(BigInt(row.amount), currency.scale),
    suspenseBalance: fromMinorUnits(suspense?.balance ?? 0n, currency.scale),
    mainBalance: fromMinorUnits(main?.balance ?? 0n, currency.scale),
  };
}

/**
 * `/user/suspense/recharge` and `/user/suspense/transfer`: money between the main (domestic)
 * wallet and the suspense wallet of one currency, with the fund password. The client order number
 * makes it idempotent like an order: used before, it is -1059 and nothing moves.
 */
export async function moveSuspense(ctx: MoneyContext, actor: Actor, move: SuspenseMove): Promise<SuspenseMoveResult> {
  const { db } = ctx;
  await checkFundPassword(db, { userId: actor.userId, password: move.fundPassword, ip: actor.ip, userAgent: actor.userAgent, now: ctx.now() });
  const { rows: earlier } = await db.query<{ id: string }>('SELECT id FROM suspense_move WHERE user_id = $1 AND client_order_no = $2', [
    actor.mainUserId,
    move.clientOrderNo,
  ]);
  if (earlier[0]) throw new DuplicateOrderError('');
  const currency = await payCurrency(db, move.currencyId);
  const amount = parseAmount(move.amount, currency);
  const now = ctx.now();
  const hash = requestHash({ kind: move.kind, direction: move.direction, currencyId: currency.id, amount: amount.toString() });
  const toSuspense = move.direction === 'toSuspense';
  const row = await db.transaction(async (tx) => {
    await enforceTier(tx, { mainUserId: actor.mainUserId, action: 'suspense', currencyId: currency.id, amountMinor: amount, at: now });
    const [walletId, suspenseId] = await ensureAccounts(
      tx,
      [
        { kind: 'wallet', ownerId: actor.mainUserId, scope: 0, currencyId: currency.id },
        { kind: 'suspense', ownerId: actor.mainUserId, currencyId: currency.id },
      ],
      now,
    );
    let posting: Posting;
    try {
      posting = await post(tx, {
        idempotencyKey: `suspense:${actor.mainUserId}:${move.clientOrderNo}`,
        kind: move.kind === 'recharge' ? 'suspense_recharge' : 'suspense_transfer',
        entries: [
          { accountId: walletId!, amountMinor: toSuspense ? -amount : amount },
          { accountId: suspenseId!, amountMinor: toSuspense ? amount : -amount },
        ],
        at: now,
      });
    } catch (error) {
      // A concurrent twin with other figures posted under this number first.
      if (error instanceof LedgerError) throw new DuplicateOrderError('');
      throw error;
    }
    if (posting.replayed) throw new DuplicateOrderError('');
    const { rows } = await tx.query<MoveRow>(
      `INSERT INTO suspense_move (user_id, created_by, client_order_no, direction, kind, currency_id, amount, posting_id, request_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id, client_order_no) DO NOTHING
       RETURNING posting_id, currency_id, amount, request_hash`,
      [actor.mainUserId, actor.userId, move.clientOrderNo, move.direction, move.kind, currency.id, amount, posting.id, hash, now],
    );
    return rows[0];
  });
  if (!row) throw new DuplicateOrderError('');
  return resultOf(db, actor.mainUserId, row);
}

