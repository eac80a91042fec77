import type { MessageId } from '@mizani/i18n';
import { formatAmount, toMinorUnits } from '@mizani/sdk/format';
import { string } from 'yup';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** The limits of the chosen channel, as the server states them (decimal strings). */
export interface AmountLimits {
  minAmount?: string | null;
  maxAmount?: string | null;
}

const AMOUNT = /^\d{1,18}(\.\d+)?$/;

/**
 * Why `value` is not an amount the channel takes, or null. Compared in integer minor units so a
 * limit is never crossed by a float rounding: money typed by the user stays a string.
 */
export function amountProblem(value: string, scale: number, limits: AmountLimits = {}): { id: MessageId; values?: Record<string, string | number> } | null {
  const typed = value.trim();
  if (!typed) return { id: 'money.required.amount' };
  if (!AMOUNT.test(typed) || (typed.split('.')[1]?.length ?? 0) > scale) return { id: 'money.invalid.amount', values: { scale } };
  if (toMinorUnits(typed, scale) <= 0n) return { id: 'money.invalid.amount', values: { scale } };
  // Limits may carry more places than the currency: compare both at the finer scale.
  const places = (text: string) => text.split('.')[1]?.length ?? 0;
  const compare = (limit: string): number => {
    const common = Math.max(scale, places(limit));
    const a = toMinorUnits(typed, common);
    const b = toMinorUnits(limit, common);
    return a < b ? -1 : a > b ? 1 : 0;
  };
  if (limits.minAmount && compare(limits.minAmount) < 0) return { id: 'money.invalid.belowMin', values: { min: formatAmount(limits.minAmount) } };
  if (limits.maxAmount && compare(limits.maxAmount) > 0) return { id: 'money.invalid.aboveMax', values: { max: formatAmount(limits.maxAmount) } };
  return null;
}

/** The Yup rule of an amount field: required, a positive decimal in the currency's scale, within the channel's limits. */
export function amountSchema(t: Translate, scale: () => number, limits: () => AmountLimits) {
  return string().test('amount', '', function check(value) {
    const problem = amountProblem(value ?? '', scale(), limits());
    return problem ? this.createError({ message: t(problem.id, problem.values) }) : true;
  });
}

/** Scale of the currencies the product serves; the currency list refines it when loaded. */
export const DEFAULT_SCALE = 2;
