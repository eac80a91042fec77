import type { Translate } from '@mizani/i18n';
import { fundPasswordSchema } from '@mizani/sdk/validation';
import { useCallback, useRef } from 'react';
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

/**
 * Runs a money move one at a time: a press while one is on its way does nothing. Formik holds the
 * button only once it has re-rendered, and a double click's second press lands before that; each
 * submission has its own idempotency key, so without this it would be a second move.
 */
export function useOneAtATime(): (run: () => Promise<void>) => Promise<void> {
  const busy = useRef(false);
  return useCallback(async (run) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } finally {
      busy.current = false;
    }
  }, []);
}
