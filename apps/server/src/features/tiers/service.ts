import { fromMinorUnits, toMinorUnits } from '@mizani/sdk/format';
import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import { ANY_CURRENCY, periodsOf, tierOf, toRule, type Tier, type TierAction, type TierRule } from '../../domain/tiers/limits.ts';
import { referenceChanged } from '../../domain/reference/cache.ts';
import { fieldError } from '../../http/errors.ts';

/** A rule as the operator and the dashboard read it: amounts as decimal text of the currency, null for no limit. */
export interface TierLimit {
  tier: Tier;
  action: TierAction;
  /** A currency code, or '*' for every currency without a row of its own. */
  currencyId: string;
  perOrder: string | null;
  perDay: string | null;
  perMonth: string | null;
}

async function scales(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: string; scale: number }>('SELECT id, scale FROM currency');
  return new Map(rows.map((row) => [row.id, row.scale]));
}

function shown(rule: TierRule, scale: number): TierLimit {
  const text = (minor: bigint | null) => (minor === null ? null : fromMinorUnits(minor, scale));
  return { ...rule, perOrder: text(rule.perOrder), perDay: text(rule.perDay), perMonth: text(rule.perMonth) };
}

async function rules(db: Db, tier?: Tier): Promise<TierLimit[]> {
  const { rows } = await db.query<Parameters<typeof toRule>[0]>(
    `SELECT tier, action, currency_id, per_order, per_day, per_month FROM verification_tier_limit
     WHERE $1::text IS NULL OR tier = $1
     ORDER BY array_position(ARRAY['unverified', 'kyc', 'kyb'], tier),
              array_position(ARRAY['topup', 'receive', 'send', 'convert', 'collect', 'suspense', 'api_payout', 'api_payin'], action),
              currency_id = '*', currency_id`,
    [tier ?? null],
  );
  const scaleOf = await scales(db);
  return rows.map((row) => shown(toRule(row), scaleOf.get(row.currency_id) ?? 0));
}

/** `tier:list`: every rule, tier by tier. */
export function listTierLimits(db: Db, tier?: Tier): Promise<TierLimit[]> {
  return rules(db, tier);
}

export interface TierLimitChange {
  tier: Tier;
  action: TierAction;
  currencyId: string;
  /** Decimal text in the currency, or null for no limit; an absent field keeps its value. */
  perOrder?: string | null;
  perDay?: string | null;
  perMonth?: string | null;
  /** Removes the rule: the action is then refused to the tier in that currency (unless a '*' rule allows it). */
  remove?: boolean;
}

const parameterError = (detail: string) => new AppError(Code.PARAMETER_ERROR, `${messageOf(Code.PARAMETER_ERROR)}: ${detail}`);

function minor(text: string | null | undefined, scale: number, field: string): bigint | null | undefined {
  if (text === undefined || text === null) return text;
  const pattern = scale === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`);
  if (!pattern.test(text)) {
    throw fieldError(field, 'format', `must be an amount with at most ${scale} decimal places, or none`);
  }
  const value = toMinorUnits(text, scale);
  if (value <= 0n) throw fieldError(field, 'range', 'must be more than zero (remove the rule to refuse the action)');
  return value;
}

/**
 * `tier:set`: creates or changes one rule (or removes it). A change applies to the next move; what
 * was moved earlier in the day or month still counts.
 */
export async function setTierLimit(db: Db, change: TierLimitChange, now: Date = new Date()): Promise<TierLimit | null> {
  const currencyId = change.currencyId === ANY_CURRENCY ? ANY_CURRENCY : change.currencyId.toUpperCase();
  if (change.remove) {
    await db.query('DELETE FROM verification_tier_limit WHERE tier = $1 AND action = $2 AND currency_id = $3', [change.tier, change.action, currencyId]);
    referenceChanged(db);
    return null;
  }
  let scale = 0;
  if (currencyId === ANY_CURRENCY) {
    if ([change.perOrder, change.perDay, change.perMonth].some((value) => value !== undefined && value !== null)) {
      throw parameterError("a '*' rule cannot carry amounts: they need a currency");
    }
  } else {
    const found = (await scales(db)).get(currencyId);
    if (found === undefined) throw new AppError(Code.CURRENCY_NOT_FOUND, `${messageOf(Code.CURRENCY_NOT_FOUND)}: ${currencyId}`);
    scale = found;
  }
  const perOrder = minor(change.perOrder, scale, 'perOrder');
  const perDay = minor(change.perDay, scale, 'perDay');
  const perMonth = minor(change.perMonth, scale, 'perMonth');
  // An absent field keeps the stored value (or none for a new rule); null clears it.
  await db.query(
    `INSERT INTO verification_tier_limit (tier, action, currency_id, per_order, per_day, per_month, updated_at)
     VALUES ($1, $2, $3, $5, $7, $9, $10)
     ON CONFLICT (tier, action, currency_id) DO UPDATE SET
       per_order = CASE WHEN $4 THEN EXCLUDED.per_order ELSE verification_tier_limit.per_order END,
       per_day = CASE WHEN $6 THEN EXCLUDED.per_day ELSE verification_tier_limit.per_day END,
       per_month = CASE WHEN $8 THEN EXCLUDED.per_month ELSE verification_tier_limit.per_month END,
       updated_at = EXCLUDED.updated_at`,
    [
      change.tier,
      change.action,
      currencyId,
      perOrder !== undefined,
      perOrder ?? null,
      perDay !== undefined,
      perDay ?? null,
      perMonth !== undefined,
      perMonth ?? null,
      now,
    ],
  );
  // Moves read the limits from memory: they must see this change from the next one on.
  referenceChanged(db);
  return (await rules(db, change.tier)).find((rule) => rule.action === change.action && rule.currencyId === currencyId) ?? null;
}

export interface TierUsage extends TierLimit {
  /** What the account moved under this rule today and this month (East Africa Time); null without a limit to count against. */
  usedToday: string | null;
  usedThisMonth: string | null;
}

export interface TierView {
  tier: Tier;
  limits: TierUsage[];
  /** What an approved individual verification (KYC) allows: the dashboard shows what verifying unlocks. */
  verified: TierLimit[];
}

/** The main account's tier, its limits with what it used of them, and what verification opens. */
export async function tierView(db: Db, mainUserId: number, now: Date = new Date()): Promise<TierView> {
  const tier = await tierOf(db, mainUserId);
  const { day, month } = periodsOf(now);
  const { rows } = await db.query<{ action: string; currency_id: string; period: string; total: string }>(
    'SELECT action, currency_id, period, total FROM verification_tier_usage WHERE user_id = $1 AND period IN ($2, $3)',
    [mainUserId, day, month],
  );
  const scaleOf = await scales(db);
  const used = (limit: TierLimit, period: string, counted: string | null) => {
    if (counted === null) return null;
    const row = rows.find((r) => r.action === limit.action && r.currency_id === limit.currencyId && r.period === period);
    return fromMinorUnits(BigInt(row?.total ?? '0'), scaleOf.get(limit.currencyId) ?? 0);
  };
  const limits = (await rules(db, tier)).map((limit) => ({
    ...limit,
    usedToday: used(limit, day, limit.perDay),
    usedThisMonth: used(limit, month, limit.perMonth),
  }));
  return { tier, limits, verified: tier === 'unverified' ? await rules(db, 'kyc') : [] };
}
