import { Code, OrderStatus } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { reverse } from '../ledger/index.ts';
import { getRail, type RailOutcome, type RailRequest, type RailResultSink } from '../rails/index.ts';
import { railContext, type MoneyContext } from './context.ts';
import { postingKey, postLateReceipt, postRechargeCredit } from './postings.ts';
import { findOrder, lockOrder, ORDER_RETURNING, type NewOrder, type OrderRow } from './repository.ts';
import { assertTransition, canCancel, type OrderStatusValue } from './state.ts';
import { notifyOrderStatusChange } from './status-hooks.ts';

export type FinalOutcome = Exclude<RailOutcome, { status: 'pending' }>;

/**
 * What applying an answer did: `settled` moved the order to PASS or REJECT; `already` found it
 * there; `late-receipt` kept money that arrived after the order was closed; `conflict` means the
 * answer contradicts a final status (the operator must look); `unknown` is an order number that
 * is not an order.
 */
export type SettleResult = 'settled' | 'already' | 'late-receipt' | 'conflict' | 'unknown';

const { MANUAL_PENDING, PAY_PENDING, PENDING, PASS, REJECT, CANCEL } = OrderStatus;

const MAX_REASON = 500;

/** Moves a locked order to `to`, tells the listeners and answers the order as it now stands (not read back). */
async function setStatus(tx: Db, row: OrderRow, to: OrderStatusValue, at: Date, fields: Record<string, unknown> = {}): Promise<OrderRow> {
  assertTransition(row.kind, row.status, to);
  const names = Object.keys(fields);
  const sets = names.map((name, i) => `${name} = $${i + 4}`);
  const { rows } = await tx.query(
    `UPDATE orders SET status = $2, updated_at = $3${sets.length ? `, ${sets.join(', ')}` : ''}
     WHERE id = $1 AND status = ${row.status} RETURNING id`,
    [row.id, to, at, ...names.map((name) => fields[name])],
  );
  if (rows.length === 0) throw new AppError(Code.ORDER_STATUS_FORBIDDEN);
  const order = { ...row, ...fields, status: to, updated_at: at } as OrderRow;
  await notifyOrderStatusChange(tx, { sn: row.sn, userId: row.user_id, from: row.status, to, at, clientOrderNo: row.client_order_no, order });
  return order;
}

/** Closes a send the rail did not pay (or that is cancelled before it went): all its money goes back. */
async function refundSend(tx: Db, row: OrderRow, to: typeof REJECT | typeof CANCEL, at: Date, reason: string | null): Promise<OrderRow> {
  assertTransition(row.kind, row.status, to);
  const refund = row.posting_id ? await reverse(tx, row.posting_id, postingKey.refund(row.sn), at) : null;
  return setStatus(tx, row, to, at, {
    reversal_id: refund?.id ?? null,
    reject_reason: to === REJECT ? (reason ?? 'Failed').slice(0, MAX_REASON) : null,
    ...(row.scope === 1 ? { cross_status: 'FAIL', remit_status: 'RETURNED' } : {}),
  });
}

/** Applies a rail's (or the operator's) final answer to a locked order, inside `tx`. */
export async function applyOutcome(tx: Db, row: OrderRow, outcome: FinalOutcome, at: Date): Promise<SettleResult> {
  return (await applyOutcomeTo(tx, row, outcome, at)).result;
}

/** `applyOutcome`, also answering the order as the answer left it. */
async function applyOutcomeTo(tx: Db, row: OrderRow, outcome: FinalOutcome, at: Date): Promise<{ result: SettleResult; order: OrderRow }> {
  const unchanged = (result: SettleResult) => ({ result, order: row });
  const success = outcome.status === 'success';
  if (row.kind === 0) {
    if (row.status === PENDING) {
      const order = success
        ? await setStatus(tx, row, PASS, at, {
            external_tx_id: outcome.externalTxId,
            payout_time: at,
            ...(row.scope === 1 ? { cross_status: 'SUCCESS', remit_status: 'REMIT_SUCCESS' } : {}),
          })
        : await refundSend(tx, row, REJECT, at, outcome.reason);
      return { result: 'settled', order };
    }
    if ((row.status === PASS && success) || ((row.status === REJECT || row.status === CANCEL) && !success)) return unchanged('already');
    return unchanged('conflict');
  }

  if (row.status === PAY_PENDING || row.status === MANUAL_PENDING) {
    const review = row.status === MANUAL_PENDING ? { audit_status: success ? 1 : 2, audit_time: at } : {};
    if (success) {
      const credit = await postRechargeCredit(
        tx,
        {
          sn: row.sn,
          ownerId: row.user_id,
          scope: row.scope,
          flow: row.flow === 'collection' ? 'collection' : 'topup',
          payType: row.pay_type,
          currencyId: row.currency_id,
          amount: BigInt(row.pay_amount),
          fee: BigInt(row.net_fee_amount),
          tax: BigInt(row.tax_fee),
          into: row.funds_account === 'suspense' ? 'suspense' : 'wallet',
        },
        at,
      );
      return { result: 'settled', order: await setStatus(tx, row, PASS, at, { posting_id: credit.id, external_tx_id: outcome.externalTxId, payout_time: at, ...review }) };
    }
    return { result: 'settled', order: await setStatus(tx, row, REJECT, at, { reject_reason: outcome.reason.slice(0, MAX_REASON), ...review }) };
  }
  if (row.status === PASS && success) return unchanged('already');
  if ((row.status === REJECT || row.status === CANCEL) && !success) return unchanged('already');
  if (success) {
    await postLateReceipt(tx, { sn: row.sn, payType: row.pay_type, currencyId: row.currency_id, amount: BigInt(row.pay_amount) }, at);
    return unchanged('late-receipt');
  }
  return unchanged('conflict');
}

/** Applies a final answer to the order with this number, in its own transaction. */
export async function settleOrderFromRail(db: Db, sn: string, outcome: FinalOutcome, at: Date = new Date()): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, sn);
    if (!row) return 'unknown';
    return applyOutcome(tx, row, outcome, at);
  });
}

/**
 * The rails' result sink: late answers land here (at least once, possibly after a status check
 * already settled the order). Answers that contradict a closed order are logged for the operator.
 */
export function createSettlementSink(ctx: MoneyContext): RailResultSink {
  return async (sn, outcome) => {
    const result = await settleOrderFromRail(ctx.db, sn, outcome, ctx.now());
    if (result === 'conflict') ctx.log.error(`rail answered ${outcome.status} for order ${sn}, which is already closed the other way; check it by hand`);
    if (result === 'late-receipt') ctx.log.warn(`money for closed order ${sn} arrived late; kept in the suspense account`);
    if (result === 'unknown') ctx.log.warn(`rail answered for ${sn}, which is not an order`);
  };
}

/** The order's columns its rail request is made of. */
export type RailRequestFacts = Pick<
  OrderRow,
  'sn' | 'kind' | 'pay_type' | 'phone' | 'bank_code' | 'oppo_account_id' | 'oppo_account_name' | 'account_reference' | 'narrative' | 'pay_amount' | 'currency_id' | 'to_amount' | 'to_currency_id'
>;

/** The facts `railRequestOf` reads, from an order not written yet. */
function railFactsOfNew(order: NewOrder): RailRequestFacts {
  return {
    sn: order.sn,
    kind: order.kind,
    pay_type: order.payType,
    phone: order.phone ?? null,
    bank_code: order.bankCode ?? null,
    oppo_account_id: order.oppoAccountId ?? null,
    oppo_account_name: order.oppoAccountName ?? null,
    account_reference: order.accountReference ?? null,
    narrative: order.narrative ?? null,
    pay_amount: order.payAmount.toString(),
    currency_id: order.currencyId,
    to_amount: order.toAmount == null ? null : order.toAmount.toString(),
    to_currency_id: order.toCurrencyId ?? null,
  };
}

/** What the rail is asked to do for an order, from the order itself (or what it is about to be). */
export function railRequestOf(row: RailRequestFacts): RailRequest {
  const send = row.kind === 0;
  const destination: RailRequest['destination'] = {};
  if (row.phone) destination.phone = row.phone;
  if (row.bank_code) destination.bankCode = row.bank_code;
  if (row.oppo_account_id) destination.accountNo = row.oppo_account_id;
  if (row.oppo_account_name) destination.accountName = row.oppo_account_name;
  destination.reference = row.account_reference ?? row.narrative ?? row.sn;
  return {
    sn: row.sn,
    channel: row.pay_type,
    direction: send ? 'payout' : 'collect',
    amountMinor: BigInt(send && row.to_amount !== null ? row.to_amount : row.pay_amount),
    currencyId: send && row.to_currency_id ? row.to_currency_id : row.currency_id,
    destination,
  };
}

/**
 * Marks a waiting order handed to its rail (which also ends the window in which a send may be
 * cancelled), recording its posting when given, and answers the order as the rail is to see it,
 * from the update itself rather than read back; undefined when it was handed over already.
 */
async function markSubmitted(db: Db, sn: string, at: Date, postingId: string | null): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders SET rail_submitted_at = $2, updated_at = $2, posting_id = COALESCE($3, posting_id),
       cross_status = CASE WHEN scope = 1 AND kind = 0 THEN 'DEAL' ELSE cross_status END,
       remit_status = CASE WHEN scope = 1 AND kind = 0 THEN 'REMIT_DEAL' ELSE remit_status END
     WHERE sn = $1 AND rail_submitted_at IS NULL AND status IN (${PENDING}, ${PAY_PENDING})
     RETURNING ${ORDER_RETURNING}`,
    [sn, at, postingId],
  );
  return rows[0];
}

/**
 * Hands a new order to its rail inside the transaction `tx` that places it, when the rail decides
 * in this database (`decidesInDatabase`: internal, manual and sandbox rails), and applies an
 * immediate answer there too: the order, its money, the rail's record and the settlement commit
 * together or not at all, one commit instead of four. `postingId` is recorded on the order in the
 * same statement. Answers false for a rail that must be called only once the order has committed
 * (a provider: a call that cannot be rolled back); then the caller commits and calls
 * `submitToRail`, as before.
 */
export async function submitWithin(tx: Db, ctx: MoneyContext, order: { sn: string; payType: number; postingId: string | null }): Promise<boolean> {
  return (await handOverWithin(tx, ctx, order)) !== false;
}

/**
 * `submitWithin`, answering the order as the hand-over and any immediate answer left it (null
 * when it had been handed over already), or false when the rail must be called after the commit.
 */
export async function handOverWithin(
  tx: Db,
  ctx: MoneyContext,
  order: { sn: string; payType: number; postingId: string | null },
): Promise<OrderRow | null | false> {
  const rail = getRail(order.payType, { ...railContext(ctx), db: tx });
  if (!rail.decidesInDatabase) {
    if (order.postingId) await tx.query('UPDATE orders SET posting_id = $2 WHERE sn = $1', [order.sn, order.postingId]);
    return false;
  }
  const row = await markSubmitted(tx, order.sn, ctx.now(), order.postingId);
  return row ? submitPlaced(tx, ctx, row) : null;
}

/** Whether an order on this channel is handed to its rail in the transaction that places it (see `submitWithin`). */
export function railDecidesWithin(ctx: MoneyContext, payType: number): boolean {
  return getRail(payType, railContext(ctx)).decidesInDatabase;
}

/**
 * Hands to its rail, inside `tx`, an order placed in `tx` already marked handed over (with its
 * posting), for a rail that `railDecidesWithin`, and applies an immediate answer there too;
 * answers the order as that left it.
 */
export async function submitPlaced(tx: Db, ctx: MoneyContext, row: OrderRow): Promise<OrderRow> {
  return settlePlaced(tx, ctx, row, await submitWithinRail(tx, ctx, row));
}

/** The rail's answer to an order handed to it inside `tx` (a rail that `railDecidesWithin`). */
function submitWithinRail(tx: Db, ctx: MoneyContext, facts: RailRequestFacts): Promise<RailOutcome> {
  return getRail(facts.pay_type, { ...railContext(ctx), db: tx }).submit(railRequestOf(facts));
}

/** Applies to an order placed in `tx` the answer its rail gave there; answers the order as that left it. */
async function settlePlaced(tx: Db, ctx: MoneyContext, row: OrderRow, outcome: RailOutcome): Promise<OrderRow> {
  if (outcome.status !== 'pending') return (await applyOutcomeTo(tx, row, outcome, ctx.now())).order;
  if (!outcome.recallable || row.rail_recallable) return row;
  await tx.query('UPDATE orders SET rail_recallable = true WHERE sn = $1', [row.sn]);
  return { ...row, rail_recallable: true };
}

/**
 * A send handed to a rail that `railDecidesWithin` before its order row is written in `tx`, so the
 * row is written as the answer leaves it instead of written pending and updated: `fields` are the
 * row's columns from the answer (paid at once, or held recallable); `settle` then tells the status
 * listeners of a payment, or applies a refusal (its refund needs the written order).
 */
export async function submitBeforePlacing(
  tx: Db,
  ctx: MoneyContext,
  order: NewOrder,
  at: Date,
): Promise<{ fields: Partial<NewOrder>; settle: (row: OrderRow) => Promise<OrderRow> }> {
  const outcome = await submitWithinRail(tx, ctx, railFactsOfNew(order));
  if (outcome.status !== 'success') {
    return {
      fields: outcome.status === 'pending' && outcome.recallable ? { railRecallable: true } : {},
      settle: (row) => settlePlaced(tx, ctx, row, outcome),
    };
  }
  return {
    fields: {
      status: PASS,
      externalTxId: outcome.externalTxId,
      payoutTime: at,
      ...(order.scope === 1 ? { crossStatus: 'SUCCESS', remitStatus: 'REMIT_SUCCESS' } : {}),
    },
    settle: async (row) => {
      await notifyOrderStatusChange(tx, { sn: row.sn, userId: row.user_id, from: PENDING, to: PASS, at, clientOrderNo: row.client_order_no, order: row });
      return row;
    },
  };
}

/**
 * Hands a waiting order to its rail, once: the order is marked submitted first (which also ends
 * the window in which a send may be cancelled), then the rail is called outside any transaction,
 * and an immediate answer is applied. A rail that throws leaves the order pending for a status
 * check or the operator: whether it took the order is unknown.
 */
export async function submitToRail(ctx: MoneyContext, sn: string): Promise<void> {
  const row = await markSubmitted(ctx.db, sn, ctx.now(), null);
  if (!row) return;
  let outcome: RailOutcome;
  try {
    outcome = await getRail(row.pay_type, railContext(ctx)).submit(railRequestOf(row));
  } catch (error) {
    ctx.log.error(`rail ${row.pay_type} failed to take order ${sn}: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  if (outcome.status !== 'pending') await settleOrderFromRail(ctx.db, sn, outcome, ctx.now());
  else if (outcome.recallable) await ctx.db.query('UPDATE orders SET rail_recallable = true WHERE sn = $1', [sn]);
}

/**
 * `/order/status/{sn}`: asks the rail about an order that waits for it and applies a final answer.
 * A send the rail never got (the server stopped in between) is handed over now.
 */
export async function checkOrderStatus(ctx: MoneyContext, mainUserId: number, sn: string): Promise<OrderRow> {
  const row = await findOrder(ctx.db, mainUserId, sn);
  const waitingForRail = row.status === PENDING || row.status === PAY_PENDING;
  if (waitingForRail && row.rail_submitted_at === null) {
    if (row.kind === 0) await submitToRail(ctx, sn);
  } else if (waitingForRail) {
    const outcome = await getRail(row.pay_type, railContext(ctx)).checkStatus(sn);
    if (outcome.status !== 'pending') await settleOrderFromRail(ctx.db, sn, outcome, ctx.now());
  }
  return findOrder(ctx.db, mainUserId, sn);
}

/**
 * `/order/cancel/{sn}`: irreversible; -1019 unless `canCancel` allows it now. A send its rail
 * holds queued is first recalled at the rail (outside the transaction: a provider call); only
 * when the rail confirms it will never pay is the money given back.
 */
export async function cancelOrder(ctx: MoneyContext, mainUserId: number, sn: string): Promise<OrderRow> {
  const before = await findOrder(ctx.db, mainUserId, sn);
  const atRail = before.kind === 0 && before.rail_submitted_at !== null;
  if (atRail) {
    const cancellable = canCancel({ kind: before.kind, status: before.status, railSubmitted: true, railRecallable: before.rail_recallable });
    if (!cancellable || !(await getRail(before.pay_type, railContext(ctx)).recall(sn))) throw new AppError(Code.ORDER_STATUS_FORBIDDEN);
  }
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, sn);
    if (!row || row.user_id !== mainUserId) throw new AppError(Code.DATA_NOT_FOUND);
    // Once recalled, the rail will never pay: the send may be closed even though the rail had it.
    const railRecallable = row.rail_recallable || atRail;
    if (!canCancel({ kind: row.kind, status: row.status, railSubmitted: row.rail_submitted_at !== null, railRecallable })) {
      throw new AppError(Code.ORDER_STATUS_FORBIDDEN);
    }
    const at = ctx.now();
    if (row.kind === 0) await refundSend(tx, row, CANCEL, at, null);
    else await setStatus(tx, row, CANCEL, at);
  });
  return findOrder(ctx.db, mainUserId, sn);
}

export type OperatorDecision = { decision: 'pass' } | { decision: 'reject'; reason: string };

async function decide(ctx: MoneyContext, sn: string, allowed: readonly OrderStatusValue[], decision: OperatorDecision): Promise<OrderRow> {
  let owner = 0;
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, sn);
    if (!row) throw new AppError(Code.DATA_NOT_FOUND);
    if (!allowed.includes(row.status)) throw new AppError(Code.ORDER_STATUS_FORBIDDEN);
    owner = row.user_id;
    const outcome: FinalOutcome =
      decision.decision === 'pass' ? { status: 'success', externalTxId: `OPS-${sn}` } : { status: 'failed', reason: decision.reason };
    await applyOutcome(tx, row, outcome, ctx.now());
  });
  return findOrder(ctx.db, owner, sn);
}

/**
 * `order:resolve`: the operator settles an order whose rail never answers (a send PENDING, a
 * top-up or collection PAY_PENDING), as the rail would have: pass pays out or credits, reject
 * refunds (fee included) or closes.
 */
export function resolveOrder(ctx: MoneyContext, sn: string, decision: OperatorDecision): Promise<OrderRow> {
  return decide(ctx, sn, [PENDING, PAY_PENDING], decision);
}

/** `order:approve` / `order:reject`: the operator's review of a MANUAL_PENDING top-up. */
export function reviewManualOrder(ctx: MoneyContext, sn: string, decision: OperatorDecision): Promise<OrderRow> {
  return decide(ctx, sn, [MANUAL_PENDING], decision);
}
