import type { MessageId } from '@mizani/i18n';
import { CHANNEL_FAMILY, type ChannelFamily, type Payee, type PayeeAddBody, type PaymentChannel } from '@mizani/sdk';
import { object, string, type AnyObject, type ObjectSchema, type StringSchema } from 'yup';

/** An optional text rule; the channel decides whether it becomes required. */
type TextRule = StringSchema<string | undefined, AnyObject>;

/** The recipient form as Formik holds it: every field text, '' for empty. */
export interface PayeeFormValues {
  countryId: string;
  /** '0' domestic or '1' cross-border: which transfer types are offered. */
  scope: string;
  /** `${payType}:${currencyId}`, one option of `/common/queryTransferType`. */
  channel: string;
  name: string;
  type: string;
  userAccountNo: string;
  phone: string;
  bankName: string;
  bankUser: string;
  /** Digits only; shown grouped in fours. */
  bankNo: string;
  bankBranch: string;
  bankSwiftCode: string;
  bankAddrees: string;
  bankCity: string;
  bankZipcode: string;
  bankState: string;
  bankCode: string;
  accountId: string;
  accountName: string;
  remark: string;
  notificationPhone: string;
}

type TextField = Exclude<keyof PayeeFormValues, 'countryId' | 'scope' | 'channel' | 'type'>;

export const TEXT_FIELDS: readonly TextField[] = [
  'name',
  'userAccountNo',
  'phone',
  'bankName',
  'bankUser',
  'bankNo',
  'bankBranch',
  'bankSwiftCode',
  'bankAddrees',
  'bankCity',
  'bankZipcode',
  'bankState',
  'bankCode',
  'accountId',
  'accountName',
  'remark',
  'notificationPhone',
];

/** RTGS and TISS route by the receiving bank's code, so the bank must be picked from the list. */
export const BANK_CODE_CHANNELS: readonly number[] = [100, 102];
/** Chinese bank codes are listed under China's dialling code. */
export const CHINA = 86;

const HAN = /\p{Script=Han}/u;
const DIGITS_6_20 = /^\d{6,20}$/;
const PHONE = /^\d{6,15}$/;
const SWIFT = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

export function parseChannel(channel: string): { payType: PaymentChannel; currencyId: string } | null {
  const [payType, currencyId] = channel.split(':');
  if (!payType || !currencyId) return null;
  return { payType: Number(payType) as PaymentChannel, currencyId };
}

export function familyOf(channel: string): ChannelFamily | null {
  const parsed = parseChannel(channel);
  return parsed ? (CHANNEL_FAMILY[parsed.payType] ?? null) : null;
}

/** Which groups of fields the chosen channel needs. */
export function fieldsFor(values: Pick<PayeeFormValues, 'channel' | 'scope'>) {
  const family = familyOf(values.channel);
  const parsed = parseChannel(values.channel);
  const bank = family === 'bank' || family === 'cny_account';
  return {
    family,
    account: family === 'internal',
    phone: family === 'mobile_money' || family === 'offline',
    bank,
    chinese: family === 'cny_account',
    /** International bank details: asked for every cross-border or US dollar bank recipient. */
    international: family === 'bank' && (values.scope === '1' || parsed?.currencyId === 'USD'),
    bankCodeRequired: family === 'bank' && parsed !== null && BANK_CODE_CHANNELS.includes(parsed.payType),
    /** Where the bank list comes from. */
    bankListCountry: family === 'cny_account' ? CHINA : undefined,
  };
}

export function emptyPayeeForm(countryId: number | null | undefined): PayeeFormValues {
  return {
    countryId: countryId ? String(countryId) : '',
    scope: '0',
    channel: '',
    name: '',
    type: '2',
    userAccountNo: '',
    phone: '',
    bankName: '',
    bankUser: '',
    bankNo: '',
    bankBranch: '',
    bankSwiftCode: '',
    bankAddrees: '',
    bankCity: '',
    bankZipcode: '',
    bankState: '',
    bankCode: '',
    accountId: '',
    accountName: '',
    remark: '',
    notificationPhone: '',
  };
}

export function payeeFormOf(payee: Payee): PayeeFormValues {
  const values = emptyPayeeForm(payee.countryId);
  values.scope = String(payee.scope);
  values.channel = `${payee.payType}:${payee.currencyId}`;
  values.type = String(payee.type);
  for (const field of TEXT_FIELDS) values[field] = payee[field] ?? '';
  return values;
}

type Translate = (id: MessageId) => string;

/**
 * The client-side rules: the same fields the server asks for per channel (so the user hears about
 * a missing one before sending), the spec's required messages, and Chinese bank details in Chinese.
 */
export function payeeSchema(t: Translate): ObjectSchema<Partial<PayeeFormValues>> {
  const when = (test: (need: ReturnType<typeof fieldsFor>) => boolean, required: MessageId, extra?: (s: TextRule) => TextRule): TextRule =>
    string().when(['channel', 'scope'], ([channel, scope]: string[], schema: TextRule) => {
      const need = fieldsFor({ channel: channel ?? '', scope: scope ?? '0' });
      if (!test(need)) return schema.notRequired();
      const base = schema.trim().required(t(required)) as TextRule;
      return extra ? extra(base) : base;
    });
  const chinese = (s: TextRule): TextRule =>
    s.when('channel', ([channel]: string[], schema: TextRule) =>
      familyOf(channel ?? '') === 'cny_account' ? schema.test('chinese', t('assets.validation.chinese'), (value) => !value || HAN.test(value)) : schema,
    );
  const optionalPattern = (pattern: RegExp, message: MessageId): TextRule =>
    string().trim().test('format', t(message), (value) => !value || pattern.test(value.replace(/[\s-]/g, '')));

  return object({
    countryId: string().required(t('assets.validation.country')),
    scope: string().required(),
    channel: string().required(t('assets.validation.payType')),
    name: string().trim().required(t('assets.validation.name')),
    type: string().required(t('assets.validation.type')),
    userAccountNo: when((need) => need.account, 'assets.validation.userAccountNo'),
    phone: when((need) => need.phone, 'assets.validation.phone', (s) =>
      s.test('format', t('assets.validation.phoneFormat'), (value) => !value || PHONE.test(value.replace(/[\s-]/g, ''))),
    ),
    bankName: chinese(when((need) => need.bank, 'assets.validation.bankName')),
    bankUser: chinese(when((need) => need.bank, 'assets.validation.bankUser')),
    bankNo: when((need) => need.bank, 'assets.validation.bankNo', (s) =>
      s.test('format', t('assets.validation.bankNoFormat'), (value) => !value || DIGITS_6_20.test(value)),
    ),
    bankBranch: chinese(when((need) => need.chinese, 'assets.validation.bankBranch')),
    bankCode: when((need) => need.bankCodeRequired, 'assets.validation.bankCode'),
    bankSwiftCode: when((need) => need.international, 'assets.validation.bankSwiftCode', (s) =>
      s.test('format', t('assets.validation.swiftFormat'), (value) => !value || SWIFT.test(value)),
    ),
    bankAddrees: when((need) => need.international, 'assets.validation.bankAddrees'),
    bankCity: when((need) => need.international, 'assets.validation.bankCity'),
    accountId: optionalPattern(DIGITS_6_20, 'assets.validation.bankNoFormat'),
    notificationPhone: optionalPattern(PHONE, 'assets.validation.phoneFormat'),
  }) as ObjectSchema<Partial<PayeeFormValues>>;
}

/**
 * The request of a filled form: only the fields of the chosen channel (a field of another channel
 * left over from switching is not sent), trimmed, '' left out.
 */
export function toPayeeBody(values: PayeeFormValues): PayeeAddBody {
  const parsed = parseChannel(values.channel);
  if (!parsed) throw new Error('A recipient needs a payment channel');
  const need = fieldsFor(values);
  const allowed = new Set<TextField>(['name', 'remark']);
  if (need.account) allowed.add('userAccountNo');
  if (need.phone) allowed.add('phone');
  if (need.bank) {
    for (const field of ['bankName', 'bankUser', 'bankNo', 'bankBranch', 'bankCode', 'accountId', 'accountName', 'notificationPhone'] as const) allowed.add(field);
    if (need.family === 'bank') for (const field of ['bankSwiftCode', 'bankAddrees', 'bankCity', 'bankZipcode', 'bankState'] as const) allowed.add(field);
  }
  const body: Record<string, unknown> = {
    countryId: Number(values.countryId),
    payType: parsed.payType,
    currencyId: parsed.currencyId,
    type: Number(values.type),
  };
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (allowed.has(field) && value) body[field] = value;
  }
  return body as unknown as PayeeAddBody;
}
