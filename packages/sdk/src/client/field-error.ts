import { isMessageId, type Translate } from '@mizani/i18n';
import { formatAmount } from '../format/amount.ts';

/**
 * A -1008 refusal in the user's language, "<field label>: <rule>", from the `{ field, rule }` the
 * server puts in the envelope's data. The label is the catalogue's `field.<name>` for the last
 * part of the field (`payee.phone` is a phone); a field the catalogue does not name keeps the
 * table's "Parameter error" as its label rather than showing a raw key. Undefined when the data
 * does not say which field and rule.
 */
export function fieldErrorMessage(t: Translate, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { field, rule } = data as { field?: unknown; rule?: unknown };
  if (typeof field !== 'string' || typeof rule !== 'string') return undefined;
  const ruleId = `field.rule.${rule}`;
  const labelId = `field.${field.split('.').pop() ?? field}`;
  const ruleText = t(isMessageId(ruleId) ? ruleId : 'field.rule.invalid');
  const label = isMessageId(labelId) ? t(labelId) : t('error.code.-1008');
  return t('field.error', { field: label, rule: ruleText });
}

const TIER_PERIODS = new Set(['order', 'day', 'month']);

/**
 * A -1041 over a verification tier's limit in the user's language: which move, the limit and its
 * period, and how to lift it, from the `{ action, party, limit, currencyId, period }` the server
 * puts in the envelope's data. Undefined when the data names no limit (a move the tier does not
 * allow at all keeps the table's message).
 */
export function tierLimitMessage(t: Translate, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { action, party, limit, currencyId, period } = data as Record<string, unknown>;
  if (typeof action !== 'string' || typeof limit !== 'string' || typeof currencyId !== 'string' || typeof period !== 'string' || !TIER_PERIODS.has(period)) return undefined;
  const actionId = `dashboard.tier.action.${action}`;
  if (!isMessageId(actionId)) return undefined;
  return t(party === 'recipient' ? 'error.tierLimit.recipient' : 'error.tierLimit.self', {
    action: t(actionId),
    amount: formatAmount(limit),
    currency: currencyId,
    period: t(`error.tierLimit.period.${period as 'order' | 'day' | 'month'}`),
  });
}
