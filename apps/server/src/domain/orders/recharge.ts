import { randomBytes } from 'node:crypto';
import {
  CHANNEL_FAMILY,
  Code,
  OrderStatus,
  type CollectionCreateBody,
  type CollectionQuoteBody,
  type FundingQuote,
  type PaymentChannel,
  type RechargeCreateBody,
  type RechargeQuoteBody,
  TRANSFER_REFERENCE_CHANNELS,
} from '@mizani/sdk/contract';
import { AppError } from '../../http/envelope.ts';
import { findOwnedFile } from '../files/service.ts';
import { autoApproveInEffect } from '../kyc/settings.ts';
import type { Db } from '../../db/types.ts';
import { checkRailRequest } from '../rails/index.ts';
import { normalizePhone } from '../user/account.ts';
import type { Actor, MoneyContext } from './context.ts';
import { DuplicateOrderError, refuseDuplicate, requestHash } from './duplicate.ts';
import { parameterError, parseAmount, payCurrency, toDecimal, type CurrencyInfo } from './money.ts';
import { channelFee, checkLimits, isManualChannel, offerFor, taxOnFee } from './pricing.ts';
import { findOrder, generateSn, insertOrder, lockOrder, type OrderRow } from './repository.ts';
import { applyOutcome, reviewManualOrder, submitToRail } from './settle.ts';
import { enforceTier, previewTier } from '../tiers/limits.ts';
import { toMinorUnits } from '@mizani/sdk/format';
import { fieldError } from '../../http/errors.ts';

/** The M-Pesa paybill the house collects on; the order number is the account reference. */
export const PAYBILL_NUMBER = '717171';

type Flow = 'topup' | 'collection';

/** Channels whose rail pushes a payment request to the payer's phone. */
const pushesToPhone = (payType: PaymentChannel) => {
  const family = CHANNEL_FAMILY[payType];
  return family === 'stk_push' || family === 'mobile_money';
};

async function callerContact(ctx: MoneyContext, userId: number): Promise<{ countryId: number | null; phone: string | null }> {
  const { rows } = await ctx.db.query<{ country_id: number | null; phone: string | null }>('SELECT country_id, phone FROM app_user WHERE id = $1', [
    userId,
  ]);
  return { countryId: rows[0]?.country_id ?? null, phone: rows[0]?.phone ?? null };
}

/** The bank transfer's reference of a bank-paid top-up; any other channel has no such transfer to name. */
function transferReferenceOf(body: RechargeCreateBody | CollectionCreateBody, payType: PaymentChannel): string | null {
  const given = 'transferReference' in body ? body.transferReference?.trim() : undefined;
  if (!given) return null;
  if (!(TRANSFER_REFERENCE_CHANNELS as readonly number[]).includes(payType)) {
    throw fieldError('transferReference', 'notAllowed', `is only for top-ups by bank transfer (${TRANSFER_REFERENCE_CHANNELS.join(', ')})`);
  }
  return given;
}

/** What a top-up or collection moves, priced once: the preview shows it and the order books it. */
interface RechargePlan {
  payType: PaymentChannel;
  currency: CurrencyInfo;
  amount: bigint;
  fee: bigint;
  tax: bigint;
  manual: boolean;
  phone: string | null;
}

async function planRecharge(ctx: MoneyContext, actor: Actor, flow: Flow, body: RechargeQuoteBody | CollectionQuoteBody): Promise<RechargePlan> {
  const { db } = ctx;
  const payType = body.payType as PaymentChannel;
  const currency = await payCurrency(db, body.currencyId);
  const amount = parseAmount(body.amount, currency);
  const caller = await callerContact(ctx, actor.userId);
  const offer = await offerFor(db, ctx.sandbox, {
    scope: body.scope,
    action: flow === 'topup' ? -1 : 1,
    payType,
    currencyId: currency.id,
    countryIds: [caller.countryId],
  });
  checkLimits(offer, amount, currency);
  const fee = channelFee(offer, amount);
  const tax = taxOnFee(fee, currency.id);
  if (amount - fee - tax <= 0n) throw fieldError('amount', 'range', 'does not cover the fee');
  const manual = isManualChannel(offer);

  let phone: string | null = null;
  if (pushesToPhone(payType)) {
    // A top-up is paid from the caller's own phone unless they name another; a collection is
    // paid by someone else, who must be named.
    const given = body.phone ?? (flow === 'topup' ? caller.phone : null);
    if (!given) throw new AppError(Code.PHONE_EMPTY);
    phone = normalizePhone(given);
    await refuseUncollectable(db, payType, currency.id, amount, phone);
  } else if (body.phone) {
    phone = normalizePhone(body.phone);
  }
  return { payType, currency, amount, fee, tax, manual, phone };
}

/** What the payer pays, the fee and tax, and what the wallet is credited, as the preview words them. */
function fundingFigures(plan: RechargePlan, scope: FundingQuote['scope']): FundingQuote {
  const money = (minor: bigint) => toDecimal(minor, plan.currency.scale);
  return {
    scope,
    payType: plan.payType,
    currencyId: plan.currency.id,
    amount: money(plan.amount),
    fee: money(plan.fee),
    taxFee: money(plan.tax),
    totalAmount: money(plan.amount),
    receivedAmount: money(plan.amount - plan.fee - plan.tax),
  };
}

const tierAction = (flow: Flow) => (flow === 'topup' ? 'topup' : 'collect');

/**
 * `/order/recharge/quote` and `/order/collection/quote`: the figures, priced by the same plan the
 * order is booked from, and the tier's -1041 if the order would be refused for it. Books nothing.
 */
export async function quoteRecharge(ctx: MoneyContext, actor: Actor, flow: Flow, body: RechargeQuoteBody | CollectionQuoteBody): Promise<FundingQuote> {
  const plan = await planRecharge(ctx, actor, flow, body);
  await previewTier(ctx.db, { mainUserId: actor.mainUserId, action: tierAction(flow), currencyId: plan.currency.id, amountMinor: plan.amount, at: ctx.now() });
  return fundingFigures(plan, body.scope);
}

/** -1029 when the caller names a fee or tax the order would not be booked at: the price changed since its preview. */
function holdPreviewedPrice(plan: RechargePlan, body: RechargeCreateBody | CollectionCreateBody): void {
  const booked = (shown: string | undefined, minor: bigint, field: string) => {
    if (shown === undefined) return true;
    let given: bigint;
    try {
      given = toMinorUnits(shown, plan.currency.scale);
    } catch {
      throw fieldError(field, 'format', `must be a decimal number with at most ${plan.currency.scale} places for ${plan.currency.id}`);
    }
    return given === minor;
  };
  if (!booked(body.fee, plan.fee, 'fee') || !booked(body.taxFee, plan.tax, 'taxFee')) throw new AppError(Code.QUOTE_INVALID);
}

/**
 * A top-up of the caller's wallet or a collection from a payer into it. Nothing moves until the
 * money arrives: a rail-carried order waits in PAY_PENDING for the payer (settled by the rail's
 * answer, a status check, the sandbox paybill payment or the operator), a manual one in
 * MANUAL_PENDING for the operator (or is approved at once while sandbox auto-approve is on).
 */
async function createRecharge(ctx: MoneyContext, actor: Actor, flow: Flow, body: RechargeCreateBody | CollectionCreateBody): Promise<OrderRow> {
  const { db } = ctx;
  const plan = await planRecharge(ctx, actor, flow, body);
  const { payType, currency, amount, fee, tax, manual, phone } = plan;

  const proofFile = 'proofFile' in body ? body.proofFile : undefined;
  if (proofFile !== undefined) {
    await findOwnedFile(db, proofFile, actor.mainUserId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === Code.DATA_NOT_FOUND) throw fieldError('proofFile', 'invalid', 'is not a file you uploaded');
      throw error;
    });
  }

  const transferReference = transferReferenceOf(body, payType);

  await refuseDuplicate(db, actor.mainUserId, body.clientOrderNo);
  // After the duplicate check: a retry of an order already booked answers that order, whatever the price now.
  holdPreviewedPrice(plan, body);
  const now = ctx.now();
  const sn = generateSn(now);
  const paybill = CHANNEL_FAMILY[payType] === 'paybill';
  // The tier's limits count the order from the moment it is placed, in the transaction that places it.
  const inserted = await db.transaction(async (tx) => {
    await enforceTier(tx, { mainUserId: actor.mainUserId, action: tierAction(flow), currencyId: currency.id, amountMinor: amount, at: now });
    return insertOrder(tx, {
    sn,
    userId: actor.mainUserId,
    createdBy: actor.userId,
    scope: body.scope,
    kind: -1,
    flow,
    payType,
    currencyId: currency.id,
    payAmount: amount,
    fee,
    tax,
    receivedAmount: amount - fee - tax,
    status: manual ? OrderStatus.MANUAL_PENDING : OrderStatus.PAY_PENDING,
    auditStatus: manual ? 0 : null,
    phone,
    narrative: body.remark?.trim() || null,
    proofFile: proofFile ?? null,
    transferReference,
    clientOrderNo: body.clientOrderNo,
    requestHash: requestHash({ flow, ...body }),
    paybillNumber: paybill ? PAYBILL_NUMBER : null,
    accountReference: paybill ? sn : null,
    createdAt: now,
    });
  });
  if (!inserted) {
    await refuseDuplicate(db, actor.mainUserId, body.clientOrderNo);
    throw new DuplicateOrderError('');
  }

  if (manual) {
    if (await autoApproveInEffect(db, ctx.sandbox)) await reviewManualOrder(ctx, sn, { decision: 'pass' });
  } else if (pushesToPhone(payType)) {
    await submitToRail(ctx, sn);
  }
  return findOrder(db, actor.mainUserId, sn);
}

/** `/order/recharge/create`. */
export function createTopUp(ctx: MoneyContext, actor: Actor, body: RechargeCreateBody): Promise<OrderRow> {
  return createRecharge(ctx, actor, 'topup', body);
}

/** `/order/collection/create`. */
export function createCollection(ctx: MoneyContext, actor: Actor, body: CollectionCreateBody): Promise<OrderRow> {
  return createRecharge(ctx, actor, 'collection', body);
}

/**
 * Sandbox only: the payer pays a Paybill order (to the paybill number, with the order number as
 * the account reference), as M-Pesa would report it.
 */
export async function payPaybillInSandbox(ctx: MoneyContext, mainUserId: number, sn: string): Promise<OrderRow> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, sn);
    if (!row || row.user_id !== mainUserId) throw new AppError(Code.DATA_NOT_FOUND);
    if (row.paybill_number === null || row.status !== OrderStatus.PAY_PENDING) throw new AppError(Code.ORDER_STATUS_FORBIDDEN);
    const receipt = `PBL${randomBytes(5).toString('hex').toUpperCase()}`;
    await applyOutcome(tx, row, { status: 'success', externalTxId: receipt }, ctx.now());
  });
  return findOrder(ctx.db, mainUserId, sn);
}

/**
 * Refuses, before anything is booked, a collection the rail would refuse for its phone (a number
 * of another network or country): the portal's top-ups and collections and the merchant pay-in.
 */
export async function refuseUncollectable(db: Db, channel: number, currencyId: string, amountMinor: bigint, phone: string): Promise<void> {
  const problem = await checkRailRequest(db, { sn: 'QUOTE', channel, direction: 'collect', amountMinor, currencyId, destination: { phone } });
  if (problem) throw parameterError(problem);
}
