import { Code } from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import { tierLimitKey, tierLimitTable } from '../reference/tables.ts';

/**
 * Verification tiers: every money move of a main account (or of its staff, who act under it) is
 * checked here, inside the transaction that moves the money, against the limits of the account's
 * tier in `verification_tier_limit`.
 */
export const TIERS = ['unverified', 'kyc', 'kyb'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_ACTIONS = ['topup', 'receive', 'send', 'convert', 'collect', 'suspense', 'api_payout', 'api_payin'] as const;
export type TierAction = (typeof TIER_ACTIONS)[number];

/** A row for every currency that has none of its own. */
export const ANY_CURRENCY = '*';

const ACTION_WORDS: Record<TierAction, string> = {
  topup: 'top-ups',
  receive: 'money received',
  send: 'sending money',
  convert: 'currency conversion',
  collect: 'collections',
  suspense: 'suspense wallet moves',
  api_payout: 'merchant API payouts',
  api_payin: 'merchant API pay-ins',
};

/** What decides a main account's tier, as read with TIER_COLUMNS. */
export interface TierFacts {
  audit_status: number;
  user_type: string;
  kyc_kind: string | null;
  kyc_status: number | null;
}

/** The columns of TierFacts; `u` is the main account's app_user row, `r` its LEFT JOINed kyc_record (one per user). */
export const TIER_COLUMNS = 'u.audit_status, u.user_type, r.kind AS kyc_kind, r.status AS kyc_status';

/** Where TIER_COLUMNS are read from: the main account `u` and its kyc_record `r`. */
const TIER_SOURCE = 'app_user u LEFT JOIN kyc_record r ON r.user_id = u.id';

/**
 * A scalar SQL expression for the TierFacts of the main account whose id is `userIdSql`, as one
 * JSON object (null for no such account), so another statement the move makes reads the tier too.
 */
export const tierFactsOf = (userIdSql: string) => `(SELECT to_jsonb(t) FROM (SELECT ${TIER_COLUMNS} FROM ${TIER_SOURCE} WHERE u.id = ${userIdSql}) t)`;

/** The tier of a main account: its approved verification's kind; a record-less approval (seeded accounts) by the account's type. */
export function tierFrom(row: TierFacts | null | undefined): Tier {
  if (!row || row.audit_status !== 1) return 'unverified';
  if (row.kyc_status === 1 && (row.kyc_kind === 'kyc' || row.kyc_kind === 'kyb')) return row.kyc_kind;
  return row.user_type === 'company' ? 'kyb' : 'kyc';
}

/** `tierFrom` the main account as it stands. */
export async function tierOf(db: Db, mainUserId: number): Promise<Tier> {
  const { rows } = await db.query<TierFacts>(`SELECT ${TIER_COLUMNS} FROM ${TIER_SOURCE} WHERE u.id = $1`, [mainUserId]);
  return tierFrom(rows[0]);
}

export interface TierRule {
  tier: Tier;
  action: TierAction;
  currencyId: string;
  perOrder: bigint | null;
  perDay: bigint | null;
  perMonth: bigint | null;
}

type RuleRow = { tier: Tier; action: TierAction; currency_id: string; per_order: string | null; per_day: string | null; per_month: string | null };

const optional = (value: string | null) => (value === null ? null : BigInt(value));
export const toRule = (row: RuleRow): TierRule => ({
  tier: row.tier,
  action: row.action,
  currencyId: row.currency_id,
  perOrder: optional(row.per_order),
  perDay: optional(row.per_day),
  perMonth: optional(row.per_month),
});

/** The rule for one action in one currency: the currency's own row, else the tier's '*' row, else none (not allowed). */
export async function ruleFor(db: Db, tier: Tier, action: TierAction, currencyId: string): Promise<TierRule | null> {
  const limits = await tierLimitTable.get(db);
  const row = limits.get(tierLimitKey(tier, action, currencyId)) ?? limits.get(tierLimitKey(tier, action, ANY_CURRENCY));
  return row ? toRule(row as RuleRow) : null;
}

// Days and months are counted as customers in East Africa live them (UTC+3, no daylight saving).
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The usage periods `at` falls in: 'D2026-11-26' and 'M2026-11', East Africa Time. */
export function periodsOf(at: Date): { day: string; month: string } {
  const local = new Date(at.getTime() + EAT_OFFSET_MS).toISOString();
  return { day: `D${local.slice(0, 10)}`, month: `M${local.slice(0, 7)}` };
}

export interface TierMove {
  /** The main account whose tier and limits apply. */
  mainUserId: number;
  action: TierAction;
  currencyId: string;
  amountMinor: bigint;
  at: Date;
  /** Whose limit is checked, as the refusal words it: the caller's own (default) or the receiving account's. */
  party?: 'own' | 'recipient';
  /**
   * The account's tier when the caller read it already (`tierFrom`, with what else it reads first);
   * read here otherwise. The usage it adds to is still counted and locked in the transaction.
   */
  tier?: Tier;
}

async function currencyScale(db: Db, currencyId: string): Promise<number> {
  const { rows } = await db.query<{ scale: number }>('SELECT scale FROM currency WHERE id = $1', [currencyId]);
  return rows[0]?.scale ?? 0;
}

/** How a refusal names the limit it hit, so clients word it in their user's language. */
export interface TierLimitRefusal {
  action: TierAction;
  party: 'self' | 'recipient';
  /** The limit, a decimal string in `currencyId`. */
  limit: string;
  currencyId: string;
  period: 'order' | 'day' | 'month';
}

const PERIOD_WORDS: Record<TierLimitRefusal['period'], string> = { order: 'per order', day: 'a day', month: 'a month' };

async function refusal(db: Db, move: TierMove, tier: Tier, limit?: { amount: bigint; period: TierLimitRefusal['period'] }): Promise<AppError> {
  const whose = move.party === 'recipient' ? "the recipient's account" : 'your account';
  const lift =
    move.party === 'recipient'
      ? 'until it verifies its identity'
      : move.action.startsWith('api_')
        ? 'verify your company (KYB) to lift it'
        : 'verify your identity (KYC or KYB) to lift it';
  let detail: string;
  if (!limit) {
    detail = move.action.startsWith('api_') ? `${ACTION_WORDS[move.action]} need an approved company verification (KYB): ${lift}` : `${ACTION_WORDS[move.action]} are not open to ${whose} (${tier}): ${lift}`;
  } else {
    const amount = fromMinorUnits(limit.amount, await currencyScale(db, move.currencyId));
    detail = `${ACTION_WORDS[move.action]} of ${whose} (${tier}) are limited to ${amount} ${move.currencyId} ${PERIOD_WORDS[limit.period]}; ${lift}`;
    const data: TierLimitRefusal = { action: move.action, party: move.party === 'recipient' ? 'recipient' : 'self', limit: amount, currencyId: move.currencyId, period: limit.period };
    return new AppError(Code.TIER_LIMIT_EXCEEDED, `${messageOf(Code.TIER_LIMIT_EXCEEDED)}: ${detail}`, 200, undefined, data);
  }
  return new AppError(Code.TIER_LIMIT_EXCEEDED, `${messageOf(Code.TIER_LIMIT_EXCEEDED)}: ${detail}`);
}

/** Adds the move to a period's total under the row's lock, returning the new total. */
async function addUsage(tx: Db, move: TierMove, period: string): Promise<bigint> {
  const { rows } = await tx.query<{ total: string }>(
    `INSERT INTO verification_tier_usage (user_id, action, currency_id, period, total) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, action, currency_id, period) DO UPDATE SET total = verification_tier_usage.total + EXCLUDED.total
     RETURNING total`,
    [move.mainUserId, move.action, move.currencyId, period, move.amountMinor],
  );
  return BigInt(rows[0]!.total);
}

/** What the account has already moved in a period, without locking or changing it. */
async function usageSoFar(db: Db, move: TierMove, period: string): Promise<bigint> {
  const { rows } = await db.query<{ total: string }>(
    'SELECT total FROM verification_tier_usage WHERE user_id = $1 AND action = $2 AND currency_id = $3 AND period = $4',
    [move.mainUserId, move.action, move.currencyId, period],
  );
  return rows[0] ? BigInt(rows[0].total) : 0n;
}

/** Refuses the move if its tier does not allow it or `totalWith` (the period's total with the move in it) passes a limit. */
async function judgeTier(db: Db, move: TierMove, totalWith: (period: string) => Promise<bigint>): Promise<void> {
  const tier = move.tier ?? (await tierOf(db, move.mainUserId));
  const rule = await ruleFor(db, tier, move.action, move.currencyId);
  if (!rule) throw await refusal(db, move, tier);
  if (rule.perOrder !== null && move.amountMinor > rule.perOrder) throw await refusal(db, move, tier, { amount: rule.perOrder, period: 'order' });
  const { day, month } = periodsOf(move.at);
  if (rule.perDay !== null && (await totalWith(day)) > rule.perDay) throw await refusal(db, move, tier, { amount: rule.perDay, period: 'day' });
  if (rule.perMonth !== null && (await totalWith(month)) > rule.perMonth) {
    throw await refusal(db, move, tier, { amount: rule.perMonth, period: 'month' });
  }
}

/**
 * Refuses with -1041 a move the account's tier does not allow or that would pass one of its
 * limits, and otherwise counts it. Call it with the transaction that moves the money: the usage
 * rows it adds to are locked until that transaction ends, so racing moves of one account wait for
 * each other and see each other's totals, and a move that fails later in the transaction is not
 * counted (its addition rolls back with it).
 */
export function enforceTier(tx: Db, move: TierMove): Promise<void> {
  return judgeTier(tx, move, (period) => addUsage(tx, move, period));
}

/**
 * The same -1041 a confirm would answer, for a preview: so the user learns of a limit before
 * confirming. Counts and locks nothing; the confirm still decides, under its lock.
 */
export function previewTier(db: Db, move: TierMove): Promise<void> {
  return judgeTier(db, move, async (period) => (await usageSoFar(db, move, period)) + move.amountMinor);
}
