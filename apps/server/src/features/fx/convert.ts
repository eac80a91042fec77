import { randomBytes, randomInt } from 'node:crypto';
import {
  Code,
  FX_QUOTE_TTL_SECONDS,
  type FxConversion,
  type FxConvertBody,
  type FxConvertResult,
  type FxFixedSide,
  type FxQuote,
  type FxQuoteBody,
} from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { ensureAccounts, post, type AccountSpec } from '../../domain/ledger/index.ts';
import {
  checkFundPassword,
  convertDown,
  convertUpInverse,
  currentRate,
  DuplicateOrderError,
  MAX_ORDER_MINOR,
  parseAmount,
  payCurrency,
  rateText,
  rateUnits,
  type Actor,
  type CurrencyInfo,
  type MoneyContext,
} from '../../domain/orders/index.ts';
import { enforceTier } from '../../domain/tiers/limits.ts';
import { recordUserLog } from '../../domain/user/log.ts';
import { conversionCharges, type FxLegColumns } from './list.ts';
import { fieldError } from '../../http/errors.ts';

/** Everything a conversion moves, computed once for the quote; the conversion posts exactly this. */
export interface ConversionPlan {
  from: CurrencyInfo;
  to: CurrencyInfo;
  fromScope: 0 | 1;
  toScope: 0 | 1;
  /** Leaves the `from` wallet (includes `fee`). */
  fromAmount: bigint;
  /** Arrives in the `to` wallet. */
  toAmount: bigint;
  /** 10^-8 units: 1 `from` buys this many `to`. */
  rate: bigint;
  /** In `from`'s minor units; the house earns its spread through the rate, so none is charged now. */
  fee: bigint;
  fixedSide: FxFixedSide;
}

/**
 * The exact arithmetic of a conversion at `rate`, always in the house's favour:
 * - `from` fixed: the user gives `amount`, and gets what it buys rounded down;
 * - `to` fixed: the user gets `amount`, and gives what it costs rounded up.
 * Either way the user never receives a fraction of a minor unit the house did not get.
 */
export function conversionAmounts(
  amount: bigint,
  fixedSide: FxFixedSide,
  rate: bigint,
  from: CurrencyInfo,
  to: CurrencyInfo,
): { fromAmount: bigint; toAmount: bigint } {
  if (fixedSide === 'from') return { fromAmount: amount, toAmount: convertDown(amount, rate, from, to) };
  return { fromAmount: convertUpInverse(amount, rate, from, to), toAmount: amount };
}

/** What converting the body's amount would take and give now: -1021, -1016 or -1008 when it cannot. */
export async function planConversion(db: Db, body: FxQuoteBody): Promise<ConversionPlan> {
  const from = await payCurrency(db, body.fromCurrency);
  const to = await payCurrency(db, body.toCurrency);
  if (from.id === to.id) throw fieldError('toCurrency', 'choice', 'must differ from fromCurrency');
  const rate = await currentRate(db, from.id, to.id);
  const amount = parseAmount(body.amount, body.fixedSide === 'from' ? from : to);
  const { fromAmount, toAmount } = conversionAmounts(amount, body.fixedSide, rate, from, to);
  if (toAmount <= 0n) throw fieldError('amount', 'range', `is too small to buy anything in ${to.id}`);
  if (fromAmount > MAX_ORDER_MINOR) throw fieldError('amount', 'range', 'is too large');
  return {
    from,
    to,
    fromScope: body.fromScope,
    toScope: body.toScope,
    fromAmount,
    toAmount,
    rate,
    fee: 0n,
    fixedSide: body.fixedSide,
  };
}

function figures(plan: ConversionPlan) {
  return {
    fromScope: plan.fromScope,
    fromCurrency: plan.from.id,
    fromAmount: fromMinorUnits(plan.fromAmount, plan.from.scale),
    toScope: plan.toScope,
    toCurrency: plan.to.id,
    toAmount: fromMinorUnits(plan.toAmount, plan.to.scale),
    rate: rateText(plan.rate),
    fee: fromMinorUnits(plan.fee, plan.from.scale),
    ...conversionCharges(plan.fromAmount, plan.fee, plan.from.scale),
    fixedSide: plan.fixedSide,
  };
}

/** `/fx/quote`: prices a conversion and holds its rate for `FX_QUOTE_TTL_SECONDS`. */
export async function quoteConversion(ctx: MoneyContext, actor: Actor, body: FxQuoteBody): Promise<FxQuote> {
  const plan = await planConversion(ctx.db, body);
  const id = randomBytes(18).toString('base64url');
  const now = ctx.now();
  const expires = new Date(now.getTime() + FX_QUOTE_TTL_SECONDS * 1000);
  await ctx.db.query(
    `INSERT INTO fx_quote (id, user_id, from_scope, from_currency, from_amount, to_scope, to_currency, to_amount, rate, fee, fixed_side, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [id, actor.mainUserId, plan.fromScope, plan.from.id, plan.fromAmount, plan.toScope, plan.to.id, plan.toAmount, rateText(plan.rate), plan.fee, plan.fixedSide, now, expires],
  );
  return { quoteId: id, expireTime: expires.toISOString(), ...figures(plan) };
}

interface QuoteRow extends FxLegColumns {
  id: string;
  expires_at: Date;
  used_by_sn: string | null;
}

/** The main account's quote that can still be confirmed: -1029 when unknown, used or expired. */
async function loadQuote(db: Db, mainUserId: number, quoteId: string, now: Date): Promise<ConversionPlan> {
  const { rows } = await db.query<QuoteRow>(
    `SELECT q.*, f.scale AS from_scale, t.scale AS to_scale FROM fx_quote q
     JOIN currency f ON f.id = q.from_currency JOIN currency t ON t.id = q.to_currency
     WHERE q.id = $1 AND q.user_id = $2`,
    [quoteId, mainUserId],
  );
  const row = rows[0];
  if (!row || row.used_by_sn !== null || row.expires_at.getTime() <= now.getTime()) throw new AppError(Code.QUOTE_INVALID);
  return {
    from: { id: row.from_currency, scale: row.from_scale },
    to: { id: row.to_currency, scale: row.to_scale },
    fromScope: row.from_scope,
    toScope: row.to_scope,
    fromAmount: BigInt(row.from_amount),
    toAmount: BigInt(row.to_amount),
    rate: rateUnits(row.rate),
    fee: BigInt(row.fee),
    fixedSide: row.fixed_side,
  };
}

/** 'FX' + the UTC date + ten random digits: unique (a constraint), not guessable from a neighbour. */
export function generateConversionSn(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const digits = Array.from({ length: 10 }, () => randomInt(0, 10)).join('');
  return `FX${day}${digits}`;
}

async function conversionByClientNo(db: Db, mainUserId: number, clientOrderNo: string): Promise<string | null> {
  const { rows } = await db.query<{ sn: string }>('SELECT sn FROM fx_conversion WHERE user_id = $1 AND client_order_no = $2', [mainUserId, clientOrderNo]);
  return rows[0]?.sn ?? null;
}

/** -1059 with the conversion the number already names, as orders do. */
async function refuseDuplicate(db: Db, mainUserId: number, clientOrderNo: string): Promise<void> {
  const sn = await conversionByClientNo(db, mainUserId, clientOrderNo);
  if (sn !== null) throw new DuplicateOrderError(sn);
}

/**
 * The ledger legs of a conversion: in `from`, the wallet pays the liquidity account (and fee
 * income, when there is a fee); in `to`, the liquidity account pays the wallet. Each currency sums
 * to zero on its own, so no minor unit appears or vanishes.
 */
export function conversionLegs(ownerId: number, plan: ConversionPlan): { spec: AccountSpec; amountMinor: bigint }[] {
  const legs: { spec: AccountSpec; amountMinor: bigint }[] = [
    { spec: { kind: 'wallet', ownerId, scope: plan.fromScope, currencyId: plan.from.id }, amountMinor: -plan.fromAmount },
    { spec: { kind: 'fx_liquidity', currencyId: plan.from.id }, amountMinor: plan.fromAmount - plan.fee },
    { spec: { kind: 'fx_liquidity', currencyId: plan.to.id }, amountMinor: -plan.toAmount },
    { spec: { kind: 'wallet', ownerId, scope: plan.toScope, currencyId: plan.to.id }, amountMinor: plan.toAmount },
  ];
  if (plan.fee > 0n) legs.push({ spec: { kind: 'fee_income', currencyId: plan.from.id }, amountMinor: plan.fee });
  return legs;
}

/** Marks a client order number another conversion took while this one was being made. */
class Taken extends Error {}

/**
 * `/fx/convert`: confirms a quote with the fund password (-1022 / -1023 / -1028 as for sends) at
 * the quoted rate. Its number must be new (-1059 with the conversion it names); an expired or used
 * quote is -1029, never silently re-priced; a wallet that cannot pay is -1013 (domestic) or -1014.
 * Both legs, the quote's use and the conversion record commit together.
 */
export async function convert(ctx: MoneyContext, actor: Actor, body: FxConvertBody): Promise<FxConvertResult> {
  const { db } = ctx;
  await checkFundPassword(db, { userId: actor.userId, password: body.fundPassword, ip: actor.ip, userAgent: actor.userAgent, now: ctx.now() });
  await refuseDuplicate(db, actor.mainUserId, body.clientOrderNo);
  const now = ctx.now();
  const sn = generateConversionSn(now);
  let result: { plan: ConversionPlan; fromBalance: bigint; toBalance: bigint };
  try {
    const plan = await loadQuote(db, actor.mainUserId, body.quoteId, now);
    result = await db.transaction(async (tx) => {
      // Takes the quote for this conversion; a twin submission waits here and then finds it used.
      const { rows: used } = await tx.query(
        'UPDATE fx_quote SET used_by_sn = $2 WHERE id = $1 AND used_by_sn IS NULL AND expires_at > $3 RETURNING id',
        [body.quoteId, sn, now],
      );
      if (used.length === 0) throw new AppError(Code.QUOTE_INVALID);
      await enforceTier(tx, { mainUserId: actor.mainUserId, action: 'convert', currencyId: plan.from.id, amountMinor: plan.fromAmount, at: now });
      const legs = conversionLegs(actor.mainUserId, plan);
      const ids = await ensureAccounts(tx, legs.map((leg) => leg.spec), now);
      const posting = await post(tx, {
        idempotencyKey: `fx:${sn}`,
        kind: 'fx_convert',
        orderSn: sn,
        entries: legs.map((leg, i) => ({ accountId: ids[i]!, amountMinor: leg.amountMinor })),
        at: now,
      });
      const { rows: inserted } = await tx.query(
        `INSERT INTO fx_conversion (sn, user_id, created_by, client_order_no, quote_id, from_scope, from_currency, from_amount,
           to_scope, to_currency, to_amount, rate, fee, fixed_side, posting_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT (user_id, client_order_no) DO NOTHING RETURNING id`,
        [
          sn,
          actor.mainUserId,
          actor.userId,
          body.clientOrderNo,
          body.quoteId,
          plan.fromScope,
          plan.from.id,
          plan.fromAmount,
          plan.toScope,
          plan.to.id,
          plan.toAmount,
          rateText(plan.rate),
          plan.fee,
          plan.fixedSide,
          posting.id,
          now,
        ],
      );
      if (inserted.length === 0) throw new Taken();
      const balanceOf = (accountId: string) => posting.entries.find((e) => e.accountId === accountId)!.balanceAfter;
      return { plan, fromBalance: balanceOf(ids[0]!), toBalance: balanceOf(ids[3]!) };
    });
  } catch (error) {
    // A twin submission with the same number got in first (and may have used the quote): say which.
    if (error instanceof Taken || (error instanceof AppError && error.code === Code.QUOTE_INVALID)) {
      await refuseDuplicate(db, actor.mainUserId, body.clientOrderNo);
    }
    if (error instanceof Taken) throw new DuplicateOrderError('');
    throw error;
  }
  const { plan } = result;
  await recordUserLog(db, {
    userId: actor.userId,
    operation: 'fxConvert',
    ip: actor.ip,
    userAgent: actor.userAgent,
    success: true,
    detail: `${sn}: ${fromMinorUnits(plan.fromAmount, plan.from.scale)} ${plan.from.id} -> ${fromMinorUnits(plan.toAmount, plan.to.scale)} ${plan.to.id} at ${rateText(plan.rate)}`,
    at: now,
  });
  return {
    conversion: { sn, clientOrderNo: body.clientOrderNo, createTime: now.toISOString(), ...figures(plan) },
    fromBalance: fromMinorUnits(result.fromBalance, plan.from.scale),
    toBalance: fromMinorUnits(result.toBalance, plan.to.scale),
  };
}

export type { FxConversion };
