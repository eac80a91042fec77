import { Type, type Static } from 'typebox';

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
