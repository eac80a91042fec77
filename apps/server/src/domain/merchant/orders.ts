/**
 * Pay-ins (C2B) and payouts (B2C) made through the merchant API, built on the orders and the
 * rails: a payout is a send paid from the merchant's suspense wallet, a pay-in a collection
 * credited to it. The merchant's order number is the idempotency key: the same number with the
 * same request returns the first result and moves nothing; with a different request it is -1059
 * within five minutes of the first (spec section 9) and -1107 after.
 */
import type { Readable } from 'node:stream';
import {
  CHANNEL_FAMILY,
  channelCurrencies,
  Code,
  DUPLICATE_ORDER_WINDOW_SECONDS,
  OrderStatus,
  PayoutStatus,
  type MerchantOrder,
  type MerchantOrderExportForm,
  type MerchantOrderListQuery,
  type MerchantOrderType,
  type OpenPayinBody,
  type OpenPayoutBody,
  type PaymentChannel,
} from '@mizani/sdk/contract';
import { buildWhere, csvExport, formNumber, dateRange, equals, fixed, owner, readPage, textMatch, type KeysetPage, type ListSpec } from '../../db/list-query.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import {
  checkLimits,
  DuplicateOrderError,
  generateSn,
  insertOrder,
  offerFor,
  parameterError,
  parseAmount,
  payCurrency,
  postingKey,
  refuseUncollectable,
  requestHash,
  submitToRail,
  taxOnFee,
  type CurrencyInfo,
  type MoneyContext,
  type NewOrder,
} from '../orders/index.ts';
import { findBank } from '../channels/service.ts';
import { insertOrderRowWithTier } from '../orders/repository.ts';
import { handOverWithin, railDecidesWithin, submitBeforePlacing } from '../orders/settle.ts';
import { postToAccounts, postToAccountsAndCommit, PostingNotFinal, reverse, type LegInput } from '../ledger/index.ts';
import { channelFee } from '../orders/pricing.ts';
import { CHANNEL_RULES, checkRailRequest, type RailRequest } from '../rails/index.ts';
import { enforceTier } from '../tiers/limits.ts';
import { normalizePhone } from '../user/account.ts';
import { enqueueOrderEvent } from '../webhooks/queue.ts';
import { MERCHANT_ORDER_SELECT, merchantClientOrderNo, merchantOrderByNo, merchantOrderBySn, merchantRowOf, toMerchantOrder, type MerchantOrderRow } from './view.ts';
import { fieldError } from '../../http/errors.ts';
import { NonceUsed, spendNonce, type DeferredNonce } from './access.ts';

/** Who places the order: the merchant's main account, and who acted (the same, or staff in the console). */
export interface MerchantActor {
  userId: number;
  createdBy: number;
  /** A signed call's nonce, used up by the order's transaction (marked spent once it commits). */
  nonce?: DeferredNonce | undefined;
}

/** Orders of the API live beside the account's own orders; their client numbers are kept apart. */
const clientOrderNoOf = merchantClientOrderNo;

/**
 * The earlier order under this number when it answers this request (a retry), or the refusal
 * when the number was used for something else.
 */
async function replayOrRefuse(db: Db, userId: number, merchantOrderNo: string, type: MerchantOrderType, hash: string, now: Date): Promise<MerchantOrder | undefined> {
  const existing = await merchantOrderByNo(db, userId, merchantOrderNo);
  if (!existing) return undefined;
  if (existing.type === type && existing.request_hash === hash) return toMerchantOrder(existing);
  const age = now.getTime() - existing.merchant_created_at.getTime();
  if (age < DUPLICATE_ORDER_WINDOW_SECONDS * 1000) throw new DuplicateOrderError(existing.sn);
  throw new AppError(Code.MERCHANT_ORDER_CONFLICT);
}

/** Thrown inside the transaction when the number is taken (a retry, or a concurrent twin first). */
class Taken extends Error {}

/**
 * Runs `place` (the request's checks, then the order under its number) and answers a retry with
 * its first result. The number is looked up only when the order's insert finds it taken or the
 * request is refused before that: a new order, nearly every one, is not read for first, and a
 * reused number still answers as the earlier order says (a replay, -1059 or -1107), whatever
 * else is wrong with the request.
 */
async function firstOrReplay(
  ctx: MoneyContext,
  userId: number,
  request: { no: string; type: MerchantOrderType; hash: string },
  place: () => Promise<Placed>,
): Promise<MerchantOrder> {
  let placed: Placed;
  try {
    placed = await place();
  } catch (error) {
    // A replayed request is refused as such, never answered with the order it placed.
    if (error instanceof NonceUsed) throw error;
    if (!(error instanceof Taken) && !(error instanceof AppError)) throw error;
    const replay = await replayOrRefuse(ctx.db, userId, request.no, request.type, request.hash, ctx.now());
    if (replay) return replay;
    throw error instanceof Taken ? new AppError(Code.MERCHANT_ORDER_CONFLICT) : error;
  }
  // Committed: what the rail does next is this order's, never a reason to look for an earlier one.
  if (placed.view) return placed.view;
  await submitToRail(ctx, placed.sn);
  return afterSubmission(ctx, placed.sn);
}

/** A booked order: its view when a rail in this database took it already, else for `submitToRail`. */
interface Placed {
  sn: string;
  view: MerchantOrder | undefined;
}

async function insertMerchantOrder(tx: Db, sn: string, actor: MerchantActor, no: string, type: MerchantOrderType, source: 'api' | 'console', hash: string, now: Date) {
  const { rows } = await tx.query(
    `INSERT INTO merchant_order (sn, user_id, merchant_order_no, type, source, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, merchant_order_no) DO NOTHING RETURNING sn`,
    [sn, actor.userId, no, type, source, hash, now],
  );
  if (rows.length === 0) throw new Taken();
}

/**
 * After the rail took the order: an order still waiting is now Processing, which the merchant is
 * told about (final answers are told by the orders' status hook).
 */
async function afterSubmission(ctx: MoneyContext, sn: string): Promise<MerchantOrder> {
  return ctx.db.transaction(async (tx) => {
    // Under the order's lock, as settlement takes it: a late answer arriving meanwhile is queued
    // after this event, never before it.
    await tx.query('SELECT id FROM orders WHERE sn = $1 FOR UPDATE', [sn]);
    return reportProcessing(tx, ctx, sn);
  });
}

/**
 * The order as the merchant sees it, its Processing event queued when the rail still has it; under
 * the order's lock. `known` is the row when the caller has it already (read here otherwise).
 */
async function reportProcessing(tx: Db, ctx: MoneyContext, sn: string, known?: MerchantOrderRow): Promise<MerchantOrder> {
  const row = known ?? (await merchantOrderBySn(tx, sn));
  if (!row) throw new AppError(Code.DATA_NOT_FOUND);
  const view = toMerchantOrder(row);
  if (row.rail_submitted_at !== null && (row.status === OrderStatus.PENDING || row.status === OrderStatus.PAY_PENDING)) {
    await enqueueOrderEvent(tx, view, row.user_id, ctx.now());
  }
  return view;
}

/**
 * Moves the order's money as the last work of its transaction. Every payout of a merchant debits
 * the same suspense wallet and credits the same clearing, fee and tax accounts, and the posting
 * holds their row locks until commit: posted here, they are held for the posting and one update
 * of the order, not for the rail's hand-over and settlement besides, so concurrent payouts of one
 * merchant queue for two statements and a commit each. It is all one transaction: a refusal (the
 * wallet holds too little) still rolls back the order and the rail's record with it.
 *
 * A rail that refused the order at once has settled it before its money moved: the money then
 * leaves and comes back in this transaction (the posting and its reversal, as for any refused
 * payout), so the ledger tells the same story whichever way the rail answered.
 */
async function bookLast(tx: Db, sn: string, now: Date, book: Book, view: MerchantOrder | undefined, withCommit: boolean): Promise<void> {
  const refused = view?.status === PayoutStatus.REJECT;
  const postingId = await book(tx, sn, now, withCommit && !refused);
  if (refused) {
    const refund = await reverse(tx, postingId, postingKey.refund(sn), now);
    await tx.query('UPDATE orders SET reversal_id = $2 WHERE sn = $1', [sn, refund.id]);
  }
}

/**
 * Posts the order's money and records the posting on the order (its `posting_id`), in one
 * statement; answers the posting's id. With `withCommit` the posting may go out with the
 * transaction's COMMIT (`postToAccountsAndCommit`): nothing may follow it.
 */
type Book = (tx: Db, sn: string, now: Date, withCommit: boolean) => Promise<string>;

/** What differs between a payout's and a pay-in's order row. */
type MerchantOrderFields = Omit<NewOrder, 'sn' | 'userId' | 'createdBy' | 'scope' | 'clientOrderNo' | 'requestHash' | 'fundsAccount' | 'createdAt'>;

/**
 * Books a merchant order under its number: the order row and the merchant's number in one
 * transaction with `book` (the ledger posting, if any). A number already taken throws `Taken`
 * (see `firstOrReplay`).
 */
async function placeMerchantOrder(
  ctx: MoneyContext,
  actor: MerchantActor,
  request: { no: string; type: MerchantOrderType; source: 'api' | 'console'; hash: string },
  fields: MerchantOrderFields,
  book?: Book,
): Promise<Placed> {
  const now = ctx.now();
  const sn = generateSn(now);
  const attempt = (withCommit: boolean) => ctx.db.transaction(async (tx) => {
    // The signed call's nonce goes in with the order and commits with it, not in a commit of its
    // own. It is sent without waiting for its answer, so it shares the order insert's round trip
    // (the pool pipelines); a copy of the request racing this one waits here on the nonce's key.
    const nonceSpent = actor.nonce && spendNonce(tx, actor.nonce.use);
    // Awaited below; this only keeps it from counting as unhandled if the insert fails first.
    nonceSpent?.catch(() => {});
    // A payout to a rail that decides in this database is handed to it before its row is written,
    // so the row is written once, as the rail's answer leaves it (handed over, and paid when the
    // rail paid at once), not written pending and then updated twice. It is one transaction: a
    // number found taken, a tier refusal or too little money rolls the rail's record back with it.
    const order: NewOrder = {
      ...fields,
      sn,
      userId: actor.userId,
      createdBy: actor.createdBy,
      scope: 0,
      clientOrderNo: clientOrderNoOf(request.no),
      requestHash: request.hash,
      fundsAccount: 'suspense',
      createdAt: now,
    };
    const early = fields.kind === 0 && railDecidesWithin(ctx, fields.payType) ? await submitBeforePlacing(tx, ctx, order, now) : undefined;
    // Written as the rail left it, the row comes back with the account's tier, read by the insert.
    const placedRow = early ? await insertOrderRowWithTier(tx, { ...order, railSubmittedAt: now, ...early.fields }) : undefined;
    const inserted = early ? placedRow !== undefined : await insertOrder(tx, order);
    await nonceSpent;
    if (!inserted) throw new Taken();
    const action = request.type === 'payin' ? 'api_payin' : request.source === 'api' ? 'api_payout' : 'suspense';
    await enforceTier(tx, { mainUserId: actor.userId, action, currencyId: fields.currencyId, amountMinor: fields.payAmount, at: now, tier: placedRow?.tier });
    await insertMerchantOrder(tx, sn, actor, request.no, request.type, request.source, request.hash, now);
    // Otherwise a rail that decides in this database takes the order now (see submitWithin); the
    // order row as the rail left it, with the number this transaction wrote, is the merchant's view.
    const handed = early && placedRow ? await early.settle(placedRow.row) : await handOverWithin(tx, ctx, { sn, payType: fields.payType, postingId: null });
    const own = { merchant_order_no: request.no, type: request.type, source: request.source, request_hash: request.hash, merchant_created_at: now };
    const view = handed === false ? undefined : await reportProcessing(tx, ctx, sn, handed ? merchantRowOf(handed, own) : undefined);
    if (book) await bookLast(tx, sn, now, book, view, withCommit);
    return view;
  });
  let view: MerchantOrder | undefined;
  try {
    view = await attempt(true);
  } catch (error) {
    // The posting sent with the COMMIT was refused and everything rolled back: the careful way
    // tells why (too little money) or gets it through (an account created on first use).
    if (!(error instanceof PostingNotFinal)) throw error;
    view = await attempt(false);
  }
  if (actor.nonce) actor.nonce.spent = true;
  return { sn, view };
}

/**
 * The channel offer a merchant order goes through. Its refusal is worded as the merchant API's
 * docs speak (`channel`, payouts and pay-ins), not as the portal's orders do (`payType`, sending).
 */
export async function merchantOffer(ctx: MoneyContext, type: MerchantOrderType, channel: PaymentChannel, currencyId: string): Promise<Awaited<ReturnType<typeof offerFor>>> {
  const notOffered = () => fieldError('channel', 'choice', `${channel} is not offered for ${type === 'payout' ? 'payouts' : 'pay-ins'} in ${currencyId}`);
  // The registry's pay-in and payout rows are what the docs and the OpenAPI document promise: an
  // offer an operator adds beyond them is the portal's, not the API's.
  const promised: readonly string[] = channelCurrencies(channel, type === 'payout' ? 'payout' : 'payIn');
  if (!promised.includes(currencyId)) throw notOffered();
  try {
    return await offerFor(ctx.db, ctx.sandbox, { scope: 0, action: type === 'payout' ? 0 : 1, payType: channel, currencyId, countryIds: [] });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== Code.PARAMETER_ERROR) throw error;
    throw notOffered();
  }
}

/**
 * What a merchant order of `amount` is charged: its channel's fee and the duty on that fee, after
 * its limits are checked. Orders and the payout quote both price through here, so a quote says
 * what the order then charges.
 */
export async function priceMerchantOrder(
  ctx: MoneyContext,
  type: MerchantOrderType,
  channel: PaymentChannel,
  currency: CurrencyInfo,
  amount: bigint,
): Promise<{ fee: bigint; tax: bigint }> {
  const offer = await merchantOffer(ctx, type, channel, currency.id);
  checkLimits(offer, amount, currency);
  const fee = channelFee(offer, amount);
  return { fee, tax: taxOnFee(fee, currency.id) };
}

export interface PayoutRequest {
  merchantOrderNo: string;
  amount: string;
  currencyId: string;
  channel: number;
  phone?: string | undefined;
  bankCode?: string | undefined;
  accountNo?: string | undefined;
  accountName?: string | undefined;
  remark?: string | undefined;
}

/**
 * A payout: amount + fee + tax leave the suspense wallet of the currency (-1014 when it holds too
 * little) towards the rail; the rail's answer settles it like any send (a refusal puts all of it
 * back into the suspense wallet).
 */
export async function createPayout(ctx: MoneyContext, actor: MerchantActor, body: PayoutRequest | OpenPayoutBody, source: 'api' | 'console' = 'api'): Promise<MerchantOrder> {
  const request = { ...body } as PayoutRequest;
  const hash = requestHash({ type: 'payout', ...request });
  return firstOrReplay(ctx, actor.userId, { no: request.merchantOrderNo, type: 'payout', hash }, () => placePayout(ctx, actor, request, source, hash));
}

async function placePayout(ctx: MoneyContext, actor: MerchantActor, request: PayoutRequest, source: 'api' | 'console', hash: string): Promise<Placed> {
  const { db } = ctx;
  const currency = await payCurrency(db, request.currencyId);
  const amount = parseAmount(request.amount, currency);
  const payType = request.channel as PaymentChannel;
  const family = CHANNEL_FAMILY[payType];
  const destination: RailRequest['destination'] = {};
  let phone: string | null = null;
  if (family === 'mobile_money') {
    if (!request.phone) throw new AppError(Code.PHONE_EMPTY);
    phone = normalizePhone(request.phone);
    destination.phone = phone;
  } else if (family === 'bank') {
    if (!request.accountNo) throw fieldError('accountNo', 'required', 'is required for a bank payout');
    destination.accountNo = request.accountNo;
    if (request.bankCode) destination.bankCode = request.bankCode;
    if (request.accountName) destination.accountName = request.accountName.trim();
  } else {
    throw fieldError('channel', 'invalid', `${payType} cannot pay out`);
  }
  const remark = request.remark?.trim() || null;
  if (remark) destination.reference = remark;
  const { fee, tax } = await priceMerchantOrder(ctx, 'payout', payType, currency, amount);
  const problem = await checkRailRequest(db, { sn: 'QUOTE', channel: payType, direction: 'payout', amountMinor: amount, currencyId: currency.id, destination });
  if (problem) throw parameterError(problem);
  // The bank's name travels with the order, so its notifications can say where the money went.
  const bankCountry = destination.bankCode ? CHANNEL_RULES[payType].country?.(currency.id) : undefined;
  const bank = bankCountry && destination.bankCode ? await findBank(db, bankCountry, destination.bankCode) : undefined;

  return placeMerchantOrder(
    ctx,
    actor,
    { no: request.merchantOrderNo, type: 'payout', source, hash },
    {
      kind: 0,
      flow: 'send',
      payType,
      currencyId: currency.id,
      payAmount: amount,
      fee,
      tax,
      receivedAmount: amount,
      status: OrderStatus.PENDING,
      phone,
      oppoAccountId: destination.accountNo ?? phone,
      oppoAccountName: destination.accountName ?? null,
      oppoBankName: bank?.bankName ?? null,
      bankCode: destination.bankCode ?? null,
      narrative: remark,
    },
    async (tx, sn, now, withCommit) => {
      const legs = [
        { spec: { kind: 'suspense', ownerId: actor.userId, currencyId: currency.id }, amountMinor: -(amount + fee + tax) },
        { spec: { kind: 'rail_clearing', channel: payType, currencyId: currency.id }, amountMinor: amount },
        { spec: { kind: 'fee_income', currencyId: currency.id }, amountMinor: fee },
        { spec: { kind: 'tax_payable', currencyId: currency.id }, amountMinor: tax },
      ] satisfies LegInput[];
      const posting = await (withCommit ? postToAccountsAndCommit : postToAccounts)(tx, {
        idempotencyKey: postingKey.debit(sn),
        kind: source === 'api' ? 'merchant_payout' : 'suspense_cash_out',
        orderSn: sn,
        // A channel without a fee or a currency without duty leaves out the leg of zero.
        legs: legs.filter((leg) => leg.amountMinor !== 0n),
        at: now,
        recordOnOrder: true,
      });
      return posting.id;
    },
  );
}

/**
 * A pay-in: a payment request pushed to the payer's phone; when the payer pays, the amount less
 * fee and tax is credited to the merchant's suspense wallet of the currency.
 */
export async function createPayin(ctx: MoneyContext, actor: MerchantActor, body: OpenPayinBody): Promise<MerchantOrder> {
  const hash = requestHash({ type: 'payin', ...body });
  return firstOrReplay(ctx, actor.userId, { no: body.merchantOrderNo, type: 'payin', hash }, () => placePayin(ctx, actor, body, hash));
}

async function placePayin(ctx: MoneyContext, actor: MerchantActor, body: OpenPayinBody, hash: string): Promise<Placed> {
  const { db } = ctx;
  const currency = await payCurrency(db, body.currencyId);
  const amount = parseAmount(body.amount, currency);
  const payType = body.channel as PaymentChannel;
  const { fee, tax } = await priceMerchantOrder(ctx, 'payin', payType, currency, amount);
  if (amount - fee - tax <= 0n) throw fieldError('amount', 'range', 'does not cover the fee');
  const phone = normalizePhone(body.phone);
  const remark = body.remark?.trim() || null;
  await refuseUncollectable(db, payType, currency.id, amount, phone);

  return placeMerchantOrder(ctx, actor, { no: body.merchantOrderNo, type: 'payin', source: 'api', hash }, {
    kind: -1,
    flow: 'collection',
    payType,
    currencyId: currency.id,
    payAmount: amount,
    fee,
    tax,
    receivedAmount: amount - fee - tax,
    status: OrderStatus.PAY_PENDING,
    phone,
    narrative: remark,
  });
}

export async function findMerchantOrder(db: Db, userId: number, by: { orderNo: string } | { merchantOrderNo: string }): Promise<MerchantOrderRow> {
  const row = 'orderNo' in by ? await merchantOrderBySn(db, by.orderNo) : await merchantOrderByNo(db, userId, by.merchantOrderNo);
  if (!row || row.user_id !== userId) throw new AppError(Code.DATA_NOT_FOUND);
  return row;
}

interface MerchantFilter {
  type: MerchantOrderType;
  status?: number | undefined;
  channel?: number | undefined;
  currencyId?: string | undefined;
  merchantOrderNo?: string | undefined;
  orderNo?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

/** Payout status back to the order statuses it covers. */
function statusCondition(status: number): string {
  switch (status) {
    case 0:
      return `(o.status IN (${OrderStatus.PENDING}, ${OrderStatus.PAY_PENDING}, ${OrderStatus.MANUAL_PENDING}) AND o.rail_submitted_at IS NULL)`;
    case 1:
      return `(o.status IN (${OrderStatus.PENDING}, ${OrderStatus.PAY_PENDING}, ${OrderStatus.MANUAL_PENDING}) AND o.rail_submitted_at IS NOT NULL)`;
    case 2:
      return `o.status = ${OrderStatus.PASS}`;
    default:
      return `o.status IN (${OrderStatus.REJECT}, ${OrderStatus.CANCEL})`;
  }
}

/** A merchant's API orders of one type under a filter, newest first, keyed by the (user_id, type, created_at, sn) index. */
function merchantOrdersOf(userId: number, filter: MerchantFilter): ListSpec<MerchantOrderRow> {
  return {
    select: MERCHANT_ORDER_SELECT,
    // The orders are joined in for the total only when the filter asks about them.
    countFrom:
      filter.status === undefined && filter.channel === undefined && !filter.currencyId ? 'merchant_order m' : 'merchant_order m JOIN orders o ON o.sn = m.sn',
    where: buildWhere([
      owner('m.user_id', userId),
      equals('m.type', filter.type),
      ...(filter.status === undefined ? [] : [fixed(statusCondition(filter.status))]),
      equals('o.pay_type', filter.channel),
      equals('o.currency_id', filter.currencyId),
      textMatch('m.merchant_order_no', filter.merchantOrderNo),
      textMatch('m.sn', filter.orderNo),
      dateRange('m.created_at', filter.beginTime, filter.endTime),
    ]),
    key: {
      time: 'm.created_at',
      id: 'm.sn',
      cursorType: 'text',
      cursorRow: 'SELECT c.created_at, c.sn FROM merchant_order c WHERE c.sn = $c AND c.user_id = $1',
    },
    cursorOf: (row) => row.sn,
    // Kept only while the filter is over the merchant's own order rows (an order's status changes).
    version: filter.status === undefined && filter.channel === undefined && !filter.currencyId ? { list: 'merchant_order', owner: userId } : undefined,
  };
}

/** `/user/userApi/orders/list`: newest first, ties by order number. */
export async function listMerchantOrders(db: Db, userId: number, query: MerchantOrderListQuery): Promise<KeysetPage<MerchantOrder>> {
  return readPage(db, merchantOrdersOf(userId, query), query, toMerchantOrder);
}

export const MERCHANT_EXPORT_COLUMNS = [
  'orderNo',
  'merchantOrderNo',
  'type',
  'status',
  'amount',
  'fee',
  'currencyId',
  'channel',
  'phone',
  'accountNo',
  'createTime',
  'updateTime',
  'failureReason',
] as const satisfies readonly (keyof MerchantOrder)[];

export function merchantExportFilter(form: MerchantOrderExportForm): MerchantFilter {
  return {
    type: form.type,
    status: formNumber(form.status),
    channel: formNumber(form.channel),
    currencyId: form.currencyId,
    merchantOrderNo: form.merchantOrderNo,
    orderNo: form.orderNo,
    beginTime: form.beginTime,
    endTime: form.endTime,
  };
}

/** Every matching order as CSV, newest first, read in batches so memory stays flat. */
export function exportMerchantOrders(db: Db, userId: number, filter: MerchantFilter): Readable {
  return csvExport(db, merchantOrdersOf(userId, filter), MERCHANT_EXPORT_COLUMNS, toMerchantOrder);
}
