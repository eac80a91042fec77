// The "who are you" part shared by sign-up, login and recovery: a phone number in a country, or
// an email address, in the SDK's wire shapes.
import type { Translate } from '@mizani/i18n';
import type { PhoneFindPwdBody, SendCodeBody, SendMailCodeBody } from '@mizani/sdk';
import { emailSchema } from '@mizani/sdk/validation';
import { mixed, string } from 'yup';

export type IdentityMethod = 'phone' | 'email';

/** Kenya: the default country of every form (spec section 2 lists Kenya first). */
export const DEFAULT_COUNTRY_ID = '254';

export interface IdentityValues {
  method: IdentityMethod;
  /** The dialling code as the select holds it, e.g. '254'. */
  countryId: string;
  /** National number, without the country code. */
  phone: string;
  email: string;
}

export const emptyIdentity = (countryId: string = DEFAULT_COUNTRY_ID): IdentityValues => ({
  method: 'phone',
  countryId,
  phone: '',
  email: '',
});

// The contract's shapes: a national number of 6 to 15 digits, and a code of 4 to 8 digits.
const PHONE = /^\d{6,15}$/;
const CODE = /^\d{4,8}$/;

export function phoneSchema(t: Translate) {
  return string().trim().required(t('validation.required')).matches(PHONE, t('login.phoneFormat'));
}

export function codeSchema(t: Translate) {
  return string().trim().required(t('validation.required')).matches(CODE, t('auth.code.format'));
}

/** Yup fields for IdentityValues: only the chosen method's field is checked. */
export function identityFields(t: Translate) {
  return {
    method: mixed<IdentityMethod>().oneOf(['phone', 'email']).required(),
    countryId: string().required(t('validation.required')),
    phone: string().when('method', { is: 'phone', then: () => phoneSchema(t), otherwise: (schema) => schema.notRequired() }),
    email: string().when('method', { is: 'email', then: () => emailSchema(t), otherwise: (schema) => schema.notRequired() }),
  };
}

/** The field that holds the address for the chosen method. */
export function addressField(method: IdentityMethod): 'phone' | 'email' {
  return method === 'phone' ? 'phone' : 'email';
}

/** One string per address, to tell whether a code was sent to what is typed now. */
export function addressKey(values: IdentityValues): string {
  return values.method === 'phone' ? `+${values.countryId} ${values.phone.trim()}` : values.email.trim().toLowerCase();
}

export type Address = { method: 'phone'; countryId: number; phone: string } | { method: 'email'; email: string };

export function toAddress(values: IdentityValues): Address {
  return values.method === 'phone'
    ? { method: 'phone', countryId: Number(values.countryId), phone: values.phone.trim() }
    : { method: 'email', email: values.email.trim() };
}

type Scene = SendCodeBody['scene'] & SendMailCodeBody['scene'];

/** The body of `/common/sendCode` or `/common/sendMailCode` for an address. */
export function sendCodeRequest(
  address: Address,
  scene: Scene,
): { method: 'phone'; body: SendCodeBody } | { method: 'email'; body: SendMailCodeBody } {
  return address.method === 'phone'
    ? { method: 'phone', body: { countryId: address.countryId, phone: address.phone, scene } }
    : { method: 'email', body: { email: address.email, scene } };
}

/**
 * The body shared by register and password recovery (`/user/register`, `/user/findPwd` and their
 * email twins): the address, the code it received and the new login password.
 */
export function codeAndPasswordRequest(
  address: Address,
  code: string,
  password: string,
): { method: 'phone'; body: PhoneFindPwdBody } | { method: 'email'; body: { email: string; code: string; password: string } } {
  const request = codeRequest(address, code);
  return request.method === 'phone' ? { method: 'phone', body: { ...request.body, password } } : { method: 'email', body: { ...request.body, password } };
}

/** The body of the registration code check (`/user/register/checkCode` or its email twin). */
export function codeRequest(
  address: Address,
  code: string,
): { method: 'phone'; body: { countryId: number; phone: string; code: string } } | { method: 'email'; body: { email: string; code: string } } {
  return address.method === 'phone'
    ? { method: 'phone', body: { countryId: address.countryId, phone: address.phone, code: code.trim() } }
    : { method: 'email', body: { email: address.email, code: code.trim() } };
}

/** How an address reads on screen: '+254 712345678' or the email address. */
export function displayAddress(address: Address): string {
  return address.method === 'phone' ? `+${address.countryId} ${address.phone}` : address.email;
}
