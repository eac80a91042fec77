/**
 * Yup schemas for the rules of spec section 5. Each factory takes the translator so one schema
 * speaks the user's language; messages come only from the @mizani/i18n catalogue.
 */
import type { Translate } from '@mizani/i18n';
import { ref, string } from 'yup';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_MIN_LENGTH, LOGIN_PASSWORD_PATTERN } from '../contract/password-rule.ts';

export const PASSWORD_MIN_LENGTH = LOGIN_PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX_LENGTH = LOGIN_PASSWORD_MAX_LENGTH;
const FUND_PASSWORD = /^\d{6}$/;
export const STRONG_PASSWORD = new RegExp(LOGIN_PASSWORD_PATTERN);

/**
 * A new login password: 6 to 12 characters with a digit, an upper and a lower case letter and a
 * special character other than a space, the rule the server holds it to.
 */
export function passwordSchema(t: Translate) {
  const length = t('validation.passwordLength');
  return string()
    .required(t('validation.required'))
    .min(PASSWORD_MIN_LENGTH, length)
    .max(PASSWORD_MAX_LENGTH, length)
    .matches(STRONG_PASSWORD, t('validation.passwordStrength'));
}

/** Repeats the password held in the sibling field `refField`. */
export function confirmPasswordSchema(t: Translate, refField: string) {
  return string()
    .required(t('validation.required'))
    .oneOf([ref(refField)], t('validation.passwordMismatch'));
}

/** A new login password: the length rule, and different from the sibling field `oldField`. */
export function newPasswordSchema(t: Translate, oldField: string) {
  return passwordSchema(t).notOneOf([ref(oldField)], t('validation.passwordSameAsOld'));
}

/** Transaction (fund) password: exactly 6 digits. */
export function fundPasswordSchema(t: Translate) {
  return string().required(t('validation.required')).matches(FUND_PASSWORD, t('validation.fundPassword'));
}

export function emailSchema(t: Translate) {
  return string().trim().required(t('validation.required')).email(t('validation.emailFormat')).max(254, t('validation.emailFormat'));
}

// Spacing and a leading 0 do not make a different phone number.
function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

/** A new phone number, which must not be the current one (`old`). */
export function newPhoneSchema(t: Translate, old: string | null | undefined) {
  return string()
    .trim()
    .required(t('validation.required'))
    .test('phone-differs', t('validation.phoneSameAsOld'), (value) => !old || !value || phoneDigits(value) !== phoneDigits(old));
}

/** A new email address, which must not be the current one (`old`); case does not make it new. */
export function newEmailSchema(t: Translate, old: string | null | undefined) {
  return emailSchema(t).test(
    'email-differs',
    t('validation.emailSameAsOld'),
    (value) => !old || !value || value.trim().toLowerCase() !== old.trim().toLowerCase(),
  );
}
