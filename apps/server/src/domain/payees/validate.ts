/**
 * The rules a recipient must meet for its payment channel: which fields it needs, their shapes,
 * and where it is paid. The result is the row to store, every text trimmed and '' made absent.
 */
import { CHANNEL_FAMILY, Code, type PayeeAddBody, type PaymentChannel } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import { fieldError } from '../../http/errors.ts';
import { findBank, findChannelOffer } from '../channels/service.ts';
import { BANK_ACCOUNT_PATTERN, CHANNEL_RULES, phoneProblem } from '../rails/rules.ts';

export const CHINA = 86;

const PARAMETER_ERROR = messageOf(Code.PARAMETER_ERROR);
export const parameterError = (detail: string) => new AppError(Code.PARAMETER_ERROR, `${PARAMETER_ERROR}: ${detail}`);

const TEXT_FIELDS = [
  'name',
  'userAccountNo',
  'phone',
  'bankName',
  'bankUser',
  'bankNo',
  'bankSwiftCode',
  'bankAddrees',
  'bankCity',
  'bankZipcode',
  'bankState',
  'bankBranch',
  'bankCode',
  'accountId',
  'accountName',
  'remark',
  'notificationPhone',
] as const;
export type PayeeTextField = (typeof TEXT_FIELDS)[number];

/** A recipient ready to store: where it is paid, and each text field trimmed or null. */
export interface PayeeValues {
  scope: 0 | 1;
  countryId: number;
  payType: PaymentChannel;
  currencyId: string;
  holderType: 1 | 2 | 3;
  text: Record<PayeeTextField, string | null>;
  /** Whether the operator must approve it before it can be paid. */
  needsReview: boolean;
}

const HAN = /\p{Script=Han}/u;
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const CONTACT_PHONE = /^\d{6,15}$/;

/** Spaces and dashes people type inside numbers go; so does the trunk 0 of a national number. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');
const nationalPhone = (value: string) => digitsOf(value).replace(/^0+/, '');

function require(text: Record<PayeeTextField, string | null>, fields: readonly PayeeTextField[], why: string): void {
  for (const field of fields) if (!text[field]) throw fieldError(field, 'required', `is required ${why}`);
}

function checkPhone(field: PayeeTextField, value: string, countryId: number | undefined): void {
  if (countryId === undefined) {
    if (!CONTACT_PHONE.test(value)) throw fieldError(field, 'format', 'must be 6 to 15 digits');
    return;
  }
  const problem = phoneProblem(countryId, value);
  if (problem) throw fieldError(field, 'format', problem);
}

/**
 * Checks a recipient against its channel and returns what to store. Fails with -1012 for an
 * unknown country, -1008 naming the first field that is missing or wrong, -1002 / -1010 for a
 * Mizani Pay account recipient that does not exist or is the caller's own account.
 */
export async function validatePayee(db: Db, ownerId: number, body: PayeeAddBody): Promise<PayeeValues> {
  const given = body as unknown as Partial<Record<PayeeTextField, string>>;
  const text = {} as Record<PayeeTextField, string | null>;
  for (const field of TEXT_FIELDS) {
    const value = given[field]?.trim();
    text[field] = value ? value : null;
  }
  if (!text.name) throw fieldError('name', 'required', 'is required');
  for (const field of ['phone', 'notificationPhone'] as const) {
    const value = text[field];
    if (value) text[field] = nationalPhone(value);
  }
  for (const field of ['bankNo', 'accountId'] as const) {
    const value = text[field];
    if (value) text[field] = digitsOf(value);
  }
  if (text.bankSwiftCode) text.bankSwiftCode = text.bankSwiftCode.toUpperCase();
  if (text.bankCode) text.bankCode = text.bankCode.toUpperCase();

  const { rows: countries } = await db.query('SELECT 1 FROM country WHERE id = $1', [body.countryId]);
  if (countries.length === 0) throw new AppError(Code.COUNTRY_NOT_FOUND);

  const payType = body.payType as PaymentChannel;
  const offer = await findChannelOffer(db, { countryId: body.countryId, scope: 0, channelType: 0, payType, currencyId: body.currencyId })
    ?? (await findChannelOffer(db, { countryId: body.countryId, scope: 1, channelType: 0, payType, currencyId: body.currencyId }));
  if (!offer) {
    throw fieldError('payType', 'choice', `${payType} is not offered for sending ${body.currencyId} in country ${body.countryId}`);
  }

  const family = CHANNEL_FAMILY[payType];
  const rule = CHANNEL_RULES[payType];
  switch (family) {
    case 'internal':
      require(text, ['userAccountNo'], 'for a Mizani Pay account recipient');
      await checkInternalAccount(db, ownerId, text.userAccountNo!);
      break;
    case 'mobile_money':
      require(text, ['phone'], 'for a mobile wallet recipient');
      checkPhone('phone', text.phone!, rule.country?.(body.currencyId));
      break;
    case 'offline':
      require(text, ['phone'], 'for an offline payment, to reach the recipient');
      checkPhone('phone', text.phone!, undefined);
      break;
    case 'bank':
      require(text, ['bankName', 'bankNo', 'bankUser'], 'for a bank recipient');
      if (rule.needsBankCode) require(text, ['bankCode'], `for payType ${payType}: choose the bank from the bank list`);
      if (offer.scope === 1) require(text, ['bankSwiftCode', 'bankAddrees', 'bankCity'], 'for a cross-border bank recipient');
      await checkBankCode(db, text.bankCode, rule.country?.(body.currencyId));
      break;
    case 'cny_account':
      require(text, ['bankName', 'bankNo', 'bankUser', 'bankBranch'], 'for a Chinese bank recipient');
      // Chinese banks match the beneficiary by the name as the bank holds it, in Chinese.
      for (const field of ['bankName', 'bankUser', 'bankBranch'] as const) {
        if (!HAN.test(text[field]!)) throw fieldError(field, 'format', 'must be written in Chinese for a Chinese bank recipient');
      }
      await checkBankCode(db, text.bankCode, CHINA);
      break;
    default:
      throw fieldError('payType', 'invalid', `${payType} cannot be used to pay a recipient`);
  }

  if (text.bankNo && !BANK_ACCOUNT_PATTERN.test(text.bankNo)) throw fieldError('bankNo', 'format', 'must be 6 to 20 digits');
  if (text.accountId && !BANK_ACCOUNT_PATTERN.test(text.accountId)) throw fieldError('accountId', 'format', 'must be 6 to 20 digits');
  if (text.bankSwiftCode && !SWIFT.test(text.bankSwiftCode)) throw fieldError('bankSwiftCode', 'format', 'must be a SWIFT code of 8 or 11 letters and digits');
  if (text.notificationPhone) checkPhone('notificationPhone', text.notificationPhone, undefined);

  return {
    scope: offer.scope,
    countryId: body.countryId,
    payType,
    currencyId: body.currencyId,
    holderType: body.type,
    text,
    needsReview: offer.scope === 1 || (family !== 'mobile_money' && family !== 'internal'),
  };
}

async function checkInternalAccount(db: Db, ownerId: number, accountNo: string): Promise<void> {
  const { rows } = await db.query<{ id: number; parent_id: number | null }>('SELECT id, parent_id FROM app_user WHERE account_no = $1', [accountNo]);
  const account = rows[0];
  // Staff accounts hold no money: only a main account can be paid.
  if (!account || account.parent_id !== null) throw new AppError(Code.ACCOUNT_NOT_FOUND, `${messageOf(Code.ACCOUNT_NOT_FOUND)}: ${accountNo}`);
  if (account.id === ownerId) throw new AppError(Code.USER_IS_SELF);
}

async function checkBankCode(db: Db, bankCode: string | null, countryId: number | undefined): Promise<void> {
  if (!bankCode || countryId === undefined) return;
  if (!(await findBank(db, countryId, bankCode))) throw fieldError('bankCode', 'invalid', `${bankCode} is not in the bank list of country ${countryId}`);
}
