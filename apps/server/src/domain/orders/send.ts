import {
  CHANNEL_FAMILY,
  Code,
  OrderStatus,
  type MrpCreateBody,
  type MrpQuoteBody,
  type PaymentChannel,
  type PspCreateBody,
  type PspQuoteBody,
  type Quote,
  SETTLEMENT_ACCOUNT_CHANNELS,
  type SettlementAccount,
} from '@mizani/sdk/contract';
import { AppError } from '../../http/envelope.ts';
import { getContractWorker } from '../contract-worker/service.ts';
import { findOwnedFile } from '../files/service.ts';
import { getPayablePayee, payeeDestination } from '../payees/service.ts';
import { checkRailRequest, refuseUnknownAccount, type RailRequest } from '../rails/index.ts';
import { normalizePhone } from '../user/account.ts';
import type { Actor, MoneyContext } from './context.ts';
import { DuplicateOrderError, refuseDuplicate, requestHash } from './duplicate.ts';
import { FUND_PASSWORD_GUARD, FUND_PASSWORD_GUARD_FROM, judgeFundPassword, type FundPasswordGuard } from './fund-password.ts';
import { parameterError, parseAmount, payCurrency, payoutCurrency, toDecimal, type CurrencyInfo } from './money.ts';
import { postSendDebit } from './postings.ts';
import { channelFee, checkLimits, offerFor, taxOnFee } from './pricing.ts';
import { QUOTE_COLUMNS, sameFigures, saveQuote, usableQuote, type QuoteResult, type StoredQuote, type StoredQuoteRow } from './quotes.ts';
import { convertDown, convertUpInverse, currentRate, rateText, rateUnits } from './rates.ts';
import { findOrder, generateSn, insertOrderRow, type NewOrder, type OrderRow } from './repository.ts';
import { railDecidesWithin, submitBeforePlacing, submitToRail } from './settle.ts';
import { notifyOrderStatusChange } from './status-hooks.ts';
import { enforceTier, previewTier, TIER_COLUMNS, tierFrom, type Tier, type TierFacts } from '../tiers/limits.ts';
import { fieldError } from '../../http/errors.ts';

/** Everything a send moves and where, computed the same way for the quote and for the order. */
interface SendPlan {
  scope: 0 | 1;
  payType: number;
  currency: CurrencyInfo;
  toCurrency: CurrencyInfo;
  amount: bigint;
  fee: bigint;
  tax: bigint;
  toAmount: bigint;
  /** 10^-8 units; null when nothing is converted. */
  rate: bigint | null;
  payeeId: number | null;
  phone: string | null;
  oppoAccountId: string | null;
  oppoAccountName: string | null;
  oppoBankName: string | null;
  bankCode: string | null;
  narrative: string | null;
  /** Internal transfer (channel 0): the receiving main account. */
  recipientUserId: number | null;
}

function figures(plan: SendPlan): QuoteResult {
  const pay = (minor: bigint) => toDecimal(minor, plan.currency.scale);
  return {
    scope: plan.scope,
    payType: plan.payType as PaymentChannel,
    currencyId: plan.currency.id,
    amount: pay(plan.amount),
    fee: pay(plan.fee),
    taxFee: pay(plan.tax),
    totalAmount: pay(plan.amount + plan.fee + plan.tax),
    receivedAmount: toDecimal(plan.toAmount, plan.toCurrency.scale),
    toCurrencyId: plan.toCurrency.id,
    toAmount: toDecimal(plan.toAmount, plan.toCurrency.scale),
    rate: plan.rate === null ? null : rateText(plan.rate),
    payeeId: plan.payeeId,
    phone: plan.phone,
    oppoAccountId: plan.oppoAccountId,
    oppoAccountName: plan.oppoAccountName,
    oppoBankName: plan.oppoBankName,
  };
}

const clean = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/** Refuses, before any money moves, a destination the rail would turn down (a malformed number...). */
async function checkDestination(ctx: MoneyContext, plan: SendPlan, destination: RailRequest['destination']): Promise<void> {
  if (plan.recipientUserId !== null) return;
  const problem = await checkRailRequest(ctx.db, {
    sn: 'QUOTE',
    channel: plan.payType,
    direction: 'payout',
    amountMinor: plan.toAmount,
    currencyId: plan.toCurrency.id,
    destination,
  });
  if (problem) throw parameterError(problem);
  // Nobody holds the number (the name check says so): refused here, not after the money has left.
  await refuseUnknownAccount(ctx.db, ctx.sandbox, { channel: plan.payType, currencyId: plan.toCurrency.id, destination });
}

/** The Mizani Pay main account an internal transfer goes to: -1002 unknown, -1010 the sender's own. */
async function internalRecipient(ctx: MoneyContext, actor: Actor, accountNo: string): Promise<{ userId: number; name: string }> {
  const { rows } = await ctx.db.query<{ id: number; nick_name: string }>(
    'SELECT id, nick_name FROM app_user WHERE account_no = $1 AND parent_id IS NULL',
    [accountNo],
  );
  const row = rows[0];
  if (!row) throw new AppError(Code.ACCOUNT_NOT_FOUND);
  if (row.id === actor.mainUserId) throw new AppError(Code.USER_IS_SELF);
  return { userId: row.id, name: row.nick_name || accountNo };
}

async function planDomestic(ctx: MoneyContext, actor: Actor, body: PspQuoteBody): Promise<SendPlan> {
  const currency = await payCurrency(ctx.db, body.currencyId);
  const amount = parseAmount(body.amount, currency);
  const payType = body.payType as PaymentChannel;
  const family = CHANNEL_FAMILY[payType];
  const plan: SendPlan = {
    scope: 0,
    payType,
    currency,
    toCurrency: currency,
    amount,
    fee: 0n,
    tax: 0n,
    toAmount: amount,
    rate: null,
    payeeId: null,
    phone: null,
    oppoAccountId: null,
    oppoAccountName: null,
    oppoBankName: null,
    bankCode: null,
    narrative: clean(body.remark),
    recipientUserId: null,
  };
  let destination: RailRequest['destination'] = {};
  let countryId: number | null = null;

  if (body.payeeId !== undefined) {
    const payee = await getPayablePayee(ctx.db, actor.mainUserId, body.payeeId, payType);
    if (payee.scope !== 0) throw fieldError('payeeId', 'invalid', 'is a cross-border recipient: send to it with /order/mrp');
    if (payee.currencyId !== currency.id) throw fieldError('payeeId', 'invalid', `is paid in ${payee.currencyId}, not ${currency.id}`);
    destination = payeeDestination(payee);
    countryId = payee.countryId;
    Object.assign(plan, {
      payeeId: payee.id,
      phone: destination.phone ?? null,
      oppoAccountId: destination.accountNo ?? destination.phone ?? null,
      oppoAccountName: destination.accountName ?? payee.name,
      oppoBankName: payee.bankName,
      bankCode: payee.bankCode,
    });
    if (payType === 0) {
      if (!payee.userAccountNo) throw fieldError('payeeId', 'invalid', 'has no Mizani Pay account number');
      const recipient = await internalRecipient(ctx, actor, payee.userAccountNo);
      plan.recipientUserId = recipient.userId;
    }
  } else if (payType === 0) {
    if (!body.accountNo) throw fieldError('accountNo', 'required', 'is required to send to a Mizani Pay account');
    const recipient = await internalRecipient(ctx, actor, body.accountNo);
    Object.assign(plan, { recipientUserId: recipient.userId, oppoAccountId: body.accountNo, oppoAccountName: recipient.name });
  } else if (family === 'mobile_money') {
    if (!body.phone) throw new AppError(Code.PHONE_EMPTY);
    const phone = normalizePhone(body.phone);
    destination = { phone };
    Object.assign(plan, { phone, oppoAccountId: phone });
  } else {
    throw fieldError('payeeId', 'required', 'is required to send to a bank account');
  }

  const offer = await offerFor(ctx.db, ctx.sandbox, { scope: 0, action: 0, payType, currencyId: currency.id, countryIds: [countryId] });
  checkLimits(offer, amount, currency);
  plan.fee = channelFee(offer, amount);
  plan.tax = taxOnFee(plan.fee, currency.id);
  if (plan.narrative) destination.reference = plan.narrative;
  await checkDestination(ctx, plan, destination);
  return plan;
}

/**
 * `heldRate`: the rate a quote showed, passed by its confirmation. A quote holds its rate until it
 * expires, as its screen says, so a market move meanwhile does not refuse it; fees, limits and the
 * recipient are checked again.
 */
async function planCrossBorder(ctx: MoneyContext, actor: Actor, body: MrpQuoteBody, heldRate?: bigint): Promise<SendPlan> {
  const currency = await payCurrency(ctx.db, body.currencyId);
  const toCurrency = await payoutCurrency(ctx.db, body.toCurrencyId);
  const payee = await getPayablePayee(ctx.db, actor.mainUserId, body.payeeId);
  if (payee.scope !== 1) throw fieldError('payeeId', 'invalid', 'is a domestic recipient: send to it with /order/psp');
  if (payee.currencyId !== toCurrency.id) throw fieldError('payeeId', 'invalid', `is paid in ${payee.currencyId}, not ${toCurrency.id}`);
  const amount = parseAmount(body.amount, currency);
  const rate = currency.id === toCurrency.id ? null : (heldRate ?? (await currentRate(ctx.db, currency.id, toCurrency.id)));
  const toAmount = rate === null ? amount : convertDown(amount, rate, currency, toCurrency);
  if (toAmount <= 0n) throw fieldError('amount', 'range', `is too small to pay anything in ${toCurrency.id}`);

  const offer = await offerFor(ctx.db, ctx.sandbox, {
    scope: 1,
    action: 0,
    payType: payee.payType,
    currencyId: toCurrency.id,
    countryIds: [payee.countryId],
  });
  checkLimits(offer, toAmount, toCurrency);
  // The rate part of the fee is on what the user pays; a fixed fee set in the recipient's currency
  // is charged in the payer's at the same rate, rounded up.
  const fixed = rate === null ? offer.fixedFee : convertUpInverse(offer.fixedFee, rate, currency, toCurrency);
  const fee = channelFee({ feeRate: offer.feeRate, fixedFee: 0n }, amount) + fixed;
  const destination = payeeDestination(payee);
  const plan: SendPlan = {
    scope: 1,
    payType: payee.payType,
    currency,
    toCurrency,
    amount,
    fee,
    tax: taxOnFee(fee, currency.id),
    toAmount,
    rate,
    payeeId: payee.id,
    phone: destination.phone ?? null,
    oppoAccountId: destination.accountNo ?? destination.phone ?? null,
    oppoAccountName: destination.accountName ?? payee.name,
    oppoBankName: payee.bankName,
    bankCode: payee.bankCode,
    narrative: clean(body.remark),
    recipientUserId: null,
  };
  if (plan.narrative) destination.reference = plan.narrative;
  await checkDestination(ctx, plan, destination);
  return plan;
}

/** Normalised so that the quote stores what was meant, not how it was typed. */
function domesticRequest(body: PspQuoteBody): PspQuoteBody {
  return { ...body, ...(body.phone ? { phone: body.phone.replace(/^0+/, '') } : {}) };
}

/** How far back a send of the same amount to the same recipient counts as a possible repeat. */
const REPEAT_WINDOW_MS = 5 * 60 * 1000;

/**
 * The main account's latest send in the last five minutes that this plan would repeat: same
 * scope, channel, currency, amount and recipient account (or saved recipient when there is no
 * account). Sends that were rejected or cancelled moved nothing and are not counted. The user's
 * list index (user_id, created_at) bounds the scan to those five minutes.
 */
async function recentRepeat(ctx: MoneyContext, actor: Actor, plan: SendPlan): Promise<NonNullable<Quote['recentDuplicate']> | null> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<{ sn: string; created_at: Date }>(
    `SELECT sn, created_at FROM orders
      WHERE user_id = $1 AND created_at > $2 AND created_at <= $3
        AND flow = 'send' AND scope = $4 AND pay_type = $5 AND currency_id = $6 AND pay_amount = $7
        AND status NOT IN ($8, $9)
        AND (oppo_account_id = $10 OR ($10::text IS NULL AND oppo_account_id IS NULL AND payee_id = $11))
      ORDER BY created_at DESC, id DESC
      LIMIT 1`,
    [
      actor.mainUserId,
      new Date(now.getTime() - REPEAT_WINDOW_MS),
      now,
      plan.scope,
      plan.payType,
      plan.currency.id,
      plan.amount.toString(),
      OrderStatus.REJECT,
      OrderStatus.CANCEL,
      plan.oppoAccountId,
      plan.payeeId,
    ],
  );
  const row = rows[0];
  return row ? { sn: row.sn, createTime: row.created_at.toISOString() } : null;
}

async function quoteSend<R>(ctx: MoneyContext, actor: Actor, scope: 0 | 1, request: R, plan: SendPlan): Promise<Quote> {
  // The tier limits the confirm would refuse with, told now (the confirm still decides).
  const at = ctx.now();
  await previewTier(ctx.db, { mainUserId: actor.mainUserId, action: 'send', currencyId: plan.currency.id, amountMinor: plan.amount, at });
  if (plan.recipientUserId !== null) {
    await previewTier(ctx.db, { mainUserId: plan.recipientUserId, action: 'receive', currencyId: plan.toCurrency.id, amountMinor: plan.toAmount, at, party: 'recipient' });
  }
  const recentDuplicate = await recentRepeat(ctx, actor, plan);
  return saveQuote(ctx.db, { userId: actor.mainUserId, scope, request, result: figures(plan), now: ctx.now(), recentDuplicate });
}

/** `/order/psp/quote`: what a domestic send would cost and deliver. */
export async function quoteDomestic(ctx: MoneyContext, actor: Actor, body: PspQuoteBody): Promise<Quote> {
  const request = domesticRequest(body);
  return quoteSend(ctx, actor, 0, request, await planDomestic(ctx, actor, request));
}

/** `/order/mrp/quote`: what a cross-border send would cost, at which rate, and what arrives. */
export async function quoteCrossBorder(ctx: MoneyContext, actor: Actor, body: MrpQuoteBody): Promise<Quote> {
  return quoteSend(ctx, actor, 1, body, await planCrossBorder(ctx, actor, body));
}

/** The cross-border declarations, checked: the caller's own order files, an existing contract worker. */
async function declarations(ctx: MoneyContext, actor: Actor, body: MrpCreateBody, payType: number) {
  for (const field of ['exchangeFile', 'detailFile'] as const) {
    const file = await findOwnedFile(ctx.db, body[field], actor.mainUserId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === Code.DATA_NOT_FOUND) throw fieldError(field, 'invalid', 'is not a file you uploaded');
      throw error;
    });
    if (file.purpose !== 'order') throw fieldError(field, 'invalid', "must be uploaded for an order (purpose 'order')");
  }
  const fundsPurpose = clean(body.fundsPurpose);
  const senderAddress = clean(body.senderAddress);
  if (!fundsPurpose) throw fieldError('fundsPurpose', 'required', 'is required');
  if (!senderAddress) throw fieldError('senderAddress', 'required', 'is required');
  if (body.tradeType === '5' && body.contractWorker === undefined) {
    throw fieldError('contractWorker', 'required', 'is required for a salary payment (tradeType 5)');
  }
  if (body.contractWorker !== undefined) {
    await getContractWorker(ctx.db, actor.mainUserId, body.contractWorker).catch((error: unknown) => {
      if (error instanceof AppError && error.code === Code.DATA_NOT_FOUND) throw fieldError('contractWorker', 'invalid', 'does not exist');
      throw error;
    });
  }
  return {
    settlementAccount: settlementAccountOf(body, payType),
    sourceOfFunds: body.sourceOfFunds,
    fundsPurpose,
    transactionReason: clean(body.transactionReason),
    senderAddress,
    tradeType: body.tradeType ?? null,
    exchangeFile: body.exchangeFile,
    detailFile: body.detailFile,
    contractWorkerId: body.contractWorker ?? null,
  };
}

const HAN = /\p{Script=Han}/u;

/**
 * The exchange settlement account, trimmed: required for a CNY Account channel (the bank in China
 * pays nothing without it) and refused for the others, which have nowhere to pass it on.
 */
function settlementAccountOf(body: MrpCreateBody, payType: number): SettlementAccount | null {
  const needed = (SETTLEMENT_ACCOUNT_CHANNELS as readonly number[]).includes(payType);
  const given = body.settlementAccount;
  if (!needed) {
    if (given) throw fieldError('settlementAccount', 'notAllowed', `is only for the CNY Account channels (${SETTLEMENT_ACCOUNT_CHANNELS.join(', ')})`);
    return null;
  }
  if (!given) throw fieldError('settlementAccount', 'required', `is required for channel ${payType}`);
  const trimmed = Object.fromEntries(Object.entries(given).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as SettlementAccount;
  for (const field of ['accountName', 'bankName', 'brankBankName', 'province', 'city', 'applyReason'] as const) {
    if (!trimmed[field]) throw fieldError(`settlementAccount.${field}`, 'required', 'is required');
  }
  // Spec section 5: the bank details of a Chinese recipient are written in Chinese.
  for (const field of ['bankName', 'brankBankName', 'province', 'city'] as const) {
    if (!HAN.test(trimmed[field])) throw fieldError(`settlementAccount.${field}`, 'format', 'must be written in Chinese');
  }
  return trimmed;
}

/**
 * What a confirm checks before it places anything, in one read: the fund password's state of the
 * person confirming, the order already placed under this client order number, the quote, and what
 * decides the main account's tier (its limits are still counted inside the transaction).
 */
async function readConfirm(ctx: MoneyContext, actor: Actor, scope: 0 | 1, body: PspCreateBody | MrpCreateBody) {
  const { rows } = await ctx.db.query<FundPasswordGuard & StoredQuoteRow & TierFacts & { duplicate_sn: string | null }>(
    `SELECT ${FUND_PASSWORD_GUARD}, ${QUOTE_COLUMNS}, t.*,
            (SELECT o.sn FROM orders o WHERE o.user_id = $2 AND o.client_order_no = $3) AS duplicate_sn
       FROM ${FUND_PASSWORD_GUARD_FROM} LEFT JOIN order_quote q ON q.id = $4 AND q.user_id = $2 AND q.scope = $5
       LEFT JOIN LATERAL (SELECT ${TIER_COLUMNS} FROM app_user u LEFT JOIN kyc_record r ON r.user_id = u.id WHERE u.id = $2) t ON true
      WHERE u.id = $1`,
    [actor.userId, actor.mainUserId, body.clientOrderNo, body.quoteId, scope],
  );
  return rows[0];
}

/** Refusals after which a twin placed meanwhile under the same client order number is named instead (-1059). */
const TWIN_REFUSALS: readonly number[] = [Code.QUOTE_INVALID, Code.INSUFFICIENT_DOMESTIC_BALANCE, Code.INSUFFICIENT_ASSET_BALANCE];

async function createSend(
  ctx: MoneyContext,
  actor: Actor,
  scope: 0 | 1,
  body: PspCreateBody | MrpCreateBody,
  replan: (request: never, quoted: QuoteResult) => Promise<SendPlan>,
): Promise<OrderRow> {
  const { db } = ctx;
  const read = await readConfirm(ctx, actor, scope, body);
  await judgeFundPassword(db, { userId: actor.userId, password: body.fundPassword, ip: actor.ip, userAgent: actor.userAgent, now: ctx.now() }, read);
  // The same refusals, in the same order, as reading each after the password was checked: a twin
  // placed meanwhile is still caught by the quote's or the order number's claim in the transaction.
  if (read?.duplicate_sn) throw new DuplicateOrderError(read.duplicate_sn);
  try {
    return await placeSend(ctx, actor, scope, body, usableQuote<never>(read, ctx.now()), tierFrom(read), replan);
  } catch (error) {
    // A twin submission that got in first used up the quote (or the money the twin would spend):
    // say which order it made.
    if (error instanceof AppError && TWIN_REFUSALS.includes(error.code)) await refuseDuplicate(db, actor.mainUserId, body.clientOrderNo);
    throw error;
  }
}

async function placeSend(
  ctx: MoneyContext,
  actor: Actor,
  scope: 0 | 1,
  body: PspCreateBody | MrpCreateBody,
  quote: StoredQuote<never>,
  tier: Tier,
  replan: (request: never, quoted: QuoteResult) => Promise<SendPlan>,
): Promise<OrderRow> {
  const { db } = ctx;
  // Fees, limits or the recipient may have changed since the quote (its rate holds): the order
  // must be exactly what the user saw, or a new quote.
  const plan = await replan(quote.request, quote.result);
  if (!sameFigures(figures(plan), quote.result)) throw new AppError(Code.QUOTE_INVALID);
  const declared = scope === 1 ? await declarations(ctx, actor, body as MrpCreateBody, plan.payType) : {};

  const now = ctx.now();
  const sn = generateSn(now);
  const internal = plan.recipientUserId !== null;
  // A send to a rail that decides in this database is placed already handed to it; any other goes
  // to its rail once the order has committed. A transfer is paid by its posting alone.
  const within = !internal && railDecidesWithin(ctx, plan.payType);
  const placed = await db.transaction(async (tx) => {
    await enforceTier(tx, { mainUserId: actor.mainUserId, action: 'send', currencyId: plan.currency.id, amountMinor: plan.amount, at: now, tier });
    if (internal) {
      const received = { action: 'receive', currencyId: plan.toCurrency.id, amountMinor: plan.toAmount, at: now, party: 'recipient' } as const;
      await enforceTier(tx, { mainUserId: plan.recipientUserId!, ...received });
    }
    const posting = await postSendDebit(
      tx,
      {
        sn,
        ownerId: actor.mainUserId,
        scope,
        payType: plan.payType,
        currencyId: plan.currency.id,
        amount: plan.amount,
        fee: plan.fee,
        tax: plan.tax,
        toCurrencyId: plan.toCurrency.id,
        toAmount: plan.toAmount,
        recipientUserId: plan.recipientUserId,
      },
      now,
    );
    const row: NewOrder = {
      sn,
      userId: actor.mainUserId,
      createdBy: actor.userId,
      scope,
      kind: 0,
      flow: 'send',
      payType: plan.payType,
      currencyId: plan.currency.id,
      payAmount: plan.amount,
      fee: plan.fee,
      tax: plan.tax,
      receivedAmount: plan.toAmount,
      toCurrencyId: plan.toCurrency.id,
      toAmount: plan.toAmount,
      rate: plan.rate === null ? null : rateText(plan.rate),
      status: internal ? OrderStatus.PASS : OrderStatus.PENDING,
      crossStatus: scope === 1 ? (within ? 'DEAL' : 'INIT') : null,
      remitStatus: scope === 1 ? (within ? 'REMIT_DEAL' : 'REMIT_INIT') : null,
      payeeId: plan.payeeId,
      phone: plan.phone,
      oppoAccountId: plan.oppoAccountId,
      oppoAccountName: plan.oppoAccountName,
      oppoBankName: plan.oppoBankName,
      bankCode: plan.bankCode,
      narrative: plan.narrative,
      ...declared,
      clientOrderNo: body.clientOrderNo,
      requestHash: requestHash({ scope, request: quote.request, declared }),
      payoutTime: internal ? now : null,
      postingId: posting.id,
      railSubmittedAt: within ? now : null,
      createdAt: now,
    };
    // The rail that decides here answers before the order is written, so the order is written
    // once, as the answer leaves it (paid at once: no second write of a row with seven indexes).
    const rail = within ? await submitBeforePlacing(tx, ctx, row, now) : undefined;
    // The order is written once, with its posting, hand-over and the quote's use, after the money:
    // a twin under the same client order number or quote waits on the accounts meanwhile, then
    // finds the number or the quote taken.
    const order = await insertOrderRow(tx, { ...row, ...rail?.fields }, quote.id);
    // Taken meanwhile: the caller names the twin under this client order number, or refuses the quote.
    if (!order) throw new AppError(Code.QUOTE_INVALID);
    // A transfer between two accounts is paid as it is placed, with no status change to report:
    // its listeners hear of it as a send settled at once.
    if (internal) {
      await notifyOrderStatusChange(tx, { sn, userId: actor.mainUserId, from: OrderStatus.PENDING, to: OrderStatus.PASS, at: now, order });
      return order;
    }
    return rail ? rail.settle(order) : order;
  });
  if (internal || within) return placed;
  await submitToRail(ctx, sn);
  return findOrder(db, actor.mainUserId, sn);
}

/** `/order/psp/create`: confirms a domestic quote with the fund password. */
export function createDomesticSend(ctx: MoneyContext, actor: Actor, body: PspCreateBody): Promise<OrderRow> {
  return createSend(ctx, actor, 0, body, (request: PspQuoteBody) => planDomestic(ctx, actor, request));
}

/** `/order/mrp/create`: confirms a cross-border quote with the fund password and the declarations. */
export function createCrossBorderSend(ctx: MoneyContext, actor: Actor, body: MrpCreateBody): Promise<OrderRow> {
  return createSend(ctx, actor, 1, body, (request: MrpQuoteBody, quoted) =>
    planCrossBorder(ctx, actor, request, quoted.rate === null ? undefined : rateUnits(quoted.rate)),
  );
}
