import type { Translate } from '@mizani/i18n';
import { fundPasswordSchema } from '@mizani/sdk/validation';
import { string } from 'yup';

const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** A positive amount with at most 2 decimals (the scale of KES and TZS), kept as a string. */
export function amountSchema(t: Translate) {
  return string()
    .trim()
    .required(t('validation.required'))
    .matches(AMOUNT, t('api.suspense.amountInvalid'))
    .test('positive', t('api.suspense.amountInvalid'), (value) => !value || /[1-9]/.test(value));
}

export { fundPasswordSchema };

/** One idempotency key per submission: a retried request is the same order, a new submission is not. */
export function newClientOrderNo(prefix: string): string {
  const random = new Uint8Array(6);
  crypto.getRandomValues(random);
  return `${prefix}-${Date.now().toString(36)}-${Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}
