import { isMessageId, type Translate } from '@mizani/i18n';

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
