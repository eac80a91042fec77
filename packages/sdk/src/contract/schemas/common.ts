import { Type, type Static } from 'typebox';
import { CHANNEL_TYPES, MAIL_CODE_SCENES, PAYMENT_CHANNELS, SCOPES, SMS_CODE_SCENES } from '../enums.ts';
import { CountryId, CurrencyId, DateTime, Email, MessageLocale, Money, Nullable, PageQuery, Phone, Rate, ShortText } from './primitives.ts';

/** A body with nothing in it. */
export const Empty = Type.Object({}, { additionalProperties: false });

export const Country = Type.Object({
  id: Type.Integer({ description: 'Dialling code used as the country id, e.g. 254 Kenya, 255 Tanzania' }),
  name: Type.String(),
  nameZh: Type.String(),
  isoCode: Type.String({ minLength: 2, maxLength: 2 }),
  currencyId: Type.String({ description: 'ISO 4217 code of the domestic currency' }),
});
export type Country = Static<typeof Country>;

export const Currency = Type.Object({
  id: Type.String({ description: 'ISO 4217 code' }),
  name: Type.String(),
  symbol: Type.String(),
  scale: Type.Integer({ minimum: 0, maximum: 8, description: 'Digits after the decimal point of the minor unit' }),
});
export type Currency = Static<typeof Currency>;

export const SysNotice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  locale: Type.Union([Type.Literal('en'), Type.Literal('zh')]),
  createTime: Type.String({ format: 'date-time' }),
});
export type SysNotice = Static<typeof SysNotice>;

export const Health = Type.Object({ status: Type.Literal('ok'), database: Type.String(), sandbox: Type.Boolean() });
export type Health = Static<typeof Health>;

export const OutboxMessage = Type.Object({
  to: Type.String(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('notice')]),
  code: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** Which service (domestic / cross-border) offers which action (top up / send / collect). */
export const ChannelTypeItem = Type.Object({
  type: Type.Enum(SCOPES, { description: '0 domestic (PSP), 1 cross-border (MRP)' }),
  channelType: Type.Enum(CHANNEL_TYPES, { description: '-1 top up, 0 send, 1 collection' }),
});
export type ChannelTypeItem = Static<typeof ChannelTypeItem>;

export const SendCodeBody = Type.Object(
  { countryId: CountryId, phone: Phone, scene: Type.Enum(SMS_CODE_SCENES) },
  { additionalProperties: false },
);
export type SendCodeBody = Static<typeof SendCodeBody>;

export const SendMailCodeBody = Type.Object({ email: Email, scene: Type.Enum(MAIL_CODE_SCENES) }, { additionalProperties: false });
export type SendMailCodeBody = Static<typeof SendMailCodeBody>;

export const NoticeBody = Type.Object({ locale: Type.Optional(MessageLocale) }, { additionalProperties: false });
export type NoticeBody = Static<typeof NoticeBody>;

export const ExchangeRate = Type.Object({
  fromCurrency: CurrencyId,
  toCurrency: CurrencyId,
  rate: Rate,
  createTime: DateTime,
});
export type ExchangeRate = Static<typeof ExchangeRate>;

export const ExchangeRatePairFilter = {
  fromCurrency: Type.Optional(CurrencyId),
  toCurrency: Type.Optional(CurrencyId),
};
export const ExchangeRateHistoryQuery = PageQuery(ExchangeRatePairFilter);
export type ExchangeRateHistoryQuery = Static<typeof ExchangeRateHistoryQuery>;
export const ExchangeRateCurrentBody = Type.Object(ExchangeRatePairFilter, { additionalProperties: false });
export type ExchangeRateCurrentBody = Static<typeof ExchangeRateCurrentBody>;

export const CountryBody = Type.Object({ countryId: CountryId }, { additionalProperties: false });
export type CountryBody = Static<typeof CountryBody>;

/** What the forms of one country need: dialling prefix, phone shape, currencies, mobile operators. */
export const CountryExtInfo = Type.Object({
  countryId: CountryId,
  dialCode: Type.String({ pattern: '^\\+\\d{1,4}$', description: 'e.g. "+254"' }),
  phonePattern: Type.String({ description: 'Regular expression a national number must match' }),
  currencyIds: Type.Array(CurrencyId),
  mobileOperators: Type.Array(Type.Enum(PAYMENT_CHANNELS)),
});
export type CountryExtInfo = Static<typeof CountryExtInfo>;

export const ChoiceBankCodesBody = Type.Object(
  { countryId: Type.Optional(CountryId), keyword: Type.Optional(ShortText) },
  { additionalProperties: false },
);
export type ChoiceBankCodesBody = Static<typeof ChoiceBankCodesBody>;

export const ChoiceBankCode = Type.Object({ bankCode: Type.String(), bankName: Type.String() });
export type ChoiceBankCode = Static<typeof ChoiceBankCode>;

export const TransferTypeBody = Type.Object({ countryId: CountryId, type: Type.Enum(SCOPES) }, { additionalProperties: false });
export type TransferTypeBody = Static<typeof TransferTypeBody>;

/** A way a recipient in a country can be paid (mobile wallet, bank rail...). */
export const TransferType = Type.Object({ payType: Type.Enum(PAYMENT_CHANNELS), currencyId: CurrencyId });
export type TransferType = Static<typeof TransferType>;

export const ChannelBody = Type.Object(
  {
    countryId: CountryId,
    type: Type.Enum(SCOPES),
    channelType: Type.Enum(CHANNEL_TYPES),
    currencyId: Type.Optional(CurrencyId),
  },
  { additionalProperties: false },
);
export type ChannelBody = Static<typeof ChannelBody>;

/** A payment channel usable for one action, with its limits and fees. */
export const Channel = Type.Object({
  payType: Type.Enum(PAYMENT_CHANNELS),
  currencyId: CurrencyId,
  minAmount: Money,
  maxAmount: Nullable(Money),
  feeRate: Rate,
  fixedFee: Money,
});
export type Channel = Static<typeof Channel>;
