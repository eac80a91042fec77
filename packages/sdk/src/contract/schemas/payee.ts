import { Type, type Static } from 'typebox';
import { ACCOUNT_HOLDER_TYPES, PAYEE_AUDIT_STATUSES, PAYMENT_CHANNELS, SCOPES } from '../enums.ts';
import { CountryId, CurrencyId, DateTime, Id, Nullable, PageQuery } from './primitives.ts';

const closed = { additionalProperties: false } as const;

// Optional text a form may send empty: the server trims it and treats '' as absent.
const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));

/**
 * What the caller gives for a recipient (spec section 3). Which of the optional fields are needed
 * depends on `payType`: a Mizani Pay account (0) needs `userAccountNo`; a mobile wallet (2, 3, 5,
 * 6, 7) `phone`; a bank (100-103) `bankName`, `bankNo` and `bankUser`, plus `bankCode` from
 * `/common/choice/bankCodes` for RTGS (100) and TISS (102), plus `bankSwiftCode`, `bankAddrees` and
 * `bankCity` when paid in US dollars; a CNY account (400, 401) `bankName`, `bankNo`, `bankUser` and
 * `bankBranch` written in Chinese; offline pay (200) `phone`. A missing one is -1008 naming it.
 */
const payeeFields = {
  countryId: CountryId,
  payType: Type.Enum(PAYMENT_CHANNELS, { description: 'Payment channel the recipient is paid through, offered for sending in countryId' }),
  currencyId: CurrencyId,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  type: Type.Enum(ACCOUNT_HOLDER_TYPES, { description: 'Account holder: 1 company, 2 individual, 3 own account' }),
  userAccountNo: text(40, "The recipient's Mizani Pay account number (payType 0)"),
  phone: text(20, 'National number; a leading 0 is dropped'),
  bankName: text(100),
  bankUser: text(100, 'Name on the bank account'),
  bankNo: text(34, 'Bank account number, digits only'),
  bankSwiftCode: text(11),
  // The spec's spelling on the wire.
  bankAddrees: text(300),
  bankCity: text(100),
  bankZipcode: text(20),
  bankState: text(100),
  bankBranch: text(100),
  bankCode: text(20, 'Bank code from /common/choice/bankCodes'),
  accountId: text(34, 'Account id at the chosen bank, when it differs from bankNo'),
  accountName: text(100, 'Account name at the chosen bank, when it differs from bankUser'),
  remark: text(500),
  notificationPhone: text(20, 'Number told by SMS when a payment is made'),
};

export const PayeeAddBody = Type.Object(payeeFields, closed);
export type PayeeAddBody = Static<typeof PayeeAddBody>;

/** Replaces every field of the recipient (fields left out are cleared). */
export const PayeeEditBody = Type.Object({ id: Id, ...payeeFields }, closed);
export type PayeeEditBody = Static<typeof PayeeEditBody>;

export const PayeeListQuery = PageQuery({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, bank account name or account name' })),
  payType: Type.Optional(Type.Enum(PAYMENT_CHANNELS)),
  countryId: Type.Optional(CountryId),
  currencyId: Type.Optional(CurrencyId),
  scope: Type.Optional(Type.Enum(SCOPES, { description: '0 domestic, 1 cross-border' })),
  type: Type.Optional(Type.Enum(ACCOUNT_HOLDER_TYPES)),
  auditStatus: Type.Optional(Type.Enum(PAYEE_AUDIT_STATUSES)),
});
export type PayeeListQuery = Static<typeof PayeeListQuery>;

const nullableText = Nullable(Type.String());

/**
 * A recipient as stored. Only an approved one (auditStatus 1) can be paid: mobile-wallet and
 * Mizani Pay account recipients are approved at once, bank and cross-border ones start at -1 and
 * wait for the operator (0 after their payment details changed).
 *
 * Left open, unlike the request bodies: closing an object this wide makes the endpoint table's
 * types too deep for the compiler, and replies are not validated.
 */
export const Payee = Type.Object(
  {
    id: Id,
    scope: Type.Enum(SCOPES),
    countryId: CountryId,
    payType: Type.Enum(PAYMENT_CHANNELS),
    currencyId: CurrencyId,
    name: Type.String(),
    type: Type.Enum(ACCOUNT_HOLDER_TYPES),
    userAccountNo: nullableText,
    phone: nullableText,
    bankName: nullableText,
    bankUser: nullableText,
    bankNo: nullableText,
    bankSwiftCode: nullableText,
    bankAddrees: nullableText,
    bankCity: nullableText,
    bankZipcode: nullableText,
    bankState: nullableText,
    bankBranch: nullableText,
    bankCode: nullableText,
    accountId: nullableText,
    accountName: nullableText,
    remark: nullableText,
    notificationPhone: nullableText,
    auditStatus: Type.Enum(PAYEE_AUDIT_STATUSES),
    rejectReason: nullableText,
    auditTime: Nullable(DateTime),
    createTime: DateTime,
    updateTime: DateTime,
  },
);
export type Payee = Static<typeof Payee>;

export const PayeeIdParams = Type.Object({ id: Id });
export type PayeeIdParams = Static<typeof PayeeIdParams>;
