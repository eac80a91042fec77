import { Type, type Static } from 'typebox';
import { CHANNEL_TYPES, MAIL_CODE_SCENES, SCOPES, SMS_CODE_SCENES } from '../enums.ts';
import { CountryId, CurrencyId, DateTime, Email, MessageLocale, PageQuery, Phone, Rate } from './primitives.ts';

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
/** A history thinned for a chart: only the last rate of each hour or day (East Africa Time) of a pair. */
export const RATE_HISTORY_BUCKETS = ['hour', 'day'] as const;
export type RateHistoryBucket = (typeof RATE_HISTORY_BUCKETS)[number];
/**
 * `/common/exchangeRateHistory`: every rate the pairs have had, newest first; `beginTime`/`endTime`
 * bound when a rate was set, `bucket` keeps the last rate of each hour or day.
 */
export const ExchangeRateHistoryQuery = PageQuery({ ...ExchangeRatePairFilter, bucket: Type.Optional(Type.Enum(RATE_HISTORY_BUCKETS)) });
export type ExchangeRateHistoryQuery = Static<typeof ExchangeRateHistoryQuery>;
export const ExchangeRateCurrentBody = Type.Object(ExchangeRatePairFilter, { additionalProperties: false });
export type ExchangeRateCurrentBody = Static<typeof ExchangeRateCurrentBody>;

// The channel calls' shapes live in channel.ts; re-exported here under their established names.
export {
  BankTopUpAccount,
  CashTopUpShop,
  Channel,
  ChannelBody,
  ChoiceBankCode,
  ChoiceBankCodesBody,
  CountryBody,
  CountryExtInfo,
  TransferType,
  TransferTypeBody,
} from './channel.ts';
