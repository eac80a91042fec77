import { Type, type Static } from 'typebox';
import { Nullable } from './primitives.ts';

export const TIER_NAMES = ['unverified', 'kyc', 'kyb'] as const;
export const TIER_ACTION_NAMES = ['topup', 'receive', 'send', 'convert', 'collect', 'suspense', 'api_payout', 'api_payin'] as const;

const Decimal = Type.String({ pattern: '^\\d+(\\.\\d+)?$' });

/** One allowance of a verification tier: an action in a currency ('*' for any other), with its limits (null: none). */
export const TierLimit = Type.Object({
  tier: Type.Enum(TIER_NAMES),
  action: Type.Enum(TIER_ACTION_NAMES),
  currencyId: Type.String(),
  perOrder: Nullable(Decimal),
  perDay: Nullable(Decimal),
  perMonth: Nullable(Decimal),
});
export type TierLimit = Static<typeof TierLimit>;

/**
 * `/user/tier`: the main account's verification tier, what it may move with what it used today
 * and this month (East Africa Time; null where nothing is counted), and, while unverified, what
 * an approved individual verification allows. An action missing from `limits` is refused (-1041).
 */
export const TierView = Type.Object({
  tier: Type.Enum(TIER_NAMES),
  limits: Type.Array(Type.Object({ ...TierLimit.properties, usedToday: Nullable(Decimal), usedThisMonth: Nullable(Decimal) })),
  verified: Type.Array(TierLimit),
});
export type TierView = Static<typeof TierView>;
