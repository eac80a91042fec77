/**
 * Currency conversion between the caller's own wallets (`/fx/*`): a quote that holds its rate for
 * `FX_QUOTE_TTL_SECONDS`, the conversion that confirms it with the fund password, and the list and
 * export of past conversions. Amounts are decimal strings in their currency's scale; rates decimal
 * strings with up to 8 places (1 unit of `fromCurrency` buys `rate` units of `toCurrency`).
 */
import { Type, type Static } from 'typebox';
import { SCOPES } from '../enums.ts';
import { Amount, ClientOrderNo } from './order.ts';
import { CurrencyId, DateTime, FundPassword, KeysetPageQuery, Money, Rate } from './primitives.ts';

const closed = { additionalProperties: false } as const;

/** How long a conversion quote can be confirmed; after that the client asks for a new one (-1029). */
export const FX_QUOTE_TTL_SECONDS = 30;

/** Which amount the user typed: what leaves the `from` wallet, or what arrives in the `to` wallet. */
export const FX_FIXED_SIDES = ['from', 'to'] as const;
export type FxFixedSide = (typeof FX_FIXED_SIDES)[number];

/** `/fx/quote`: what converting `amount` (of the fixed side) would take and give, at which rate. */
export const FxQuoteBody = Type.Object(
  {
    /** The wallets: scope 0 domestic asset, 1 cross-border asset, in one currency each. */
    fromScope: Type.Enum(SCOPES),
    fromCurrency: CurrencyId,
    toScope: Type.Enum(SCOPES),
    toCurrency: CurrencyId,
    amount: Amount,
    fixedSide: Type.Enum(FX_FIXED_SIDES, { description: "'from': amount leaves the from wallet; 'to': amount arrives in the to wallet" }),
  },
  closed,
);
export type FxQuoteBody = Static<typeof FxQuoteBody>;

/** The figures of a conversion as the user sees them before and after confirming. */
const conversionFigures = {
  fromScope: Type.Enum(SCOPES),
  fromCurrency: CurrencyId,
  /** Leaves the `from` wallet: what is converted plus the fee. */
  fromAmount: Money,
  toScope: Type.Enum(SCOPES),
  toCurrency: CurrencyId,
  /** Arrives in the `to` wallet. */
  toAmount: Money,
  rate: Rate,
  /** Charged in `fromCurrency`, included in `fromAmount`. */
  fee: Money,
  /** Duty on the fee, in `fromCurrency`: a conversion carries none (it has no fee), shown as 0 all the same. */
  taxFee: Money,
  /** What is converted at `rate`: `fromAmount` less `fee` and `taxFee`. */
  convertedAmount: Money,
  fixedSide: Type.Enum(FX_FIXED_SIDES),
};

export const FxQuote = Type.Object({
  quoteId: Type.String(),
  /** The quote can be confirmed until this instant (`FX_QUOTE_TTL_SECONDS` after it was made). */
  expireTime: DateTime,
  ...conversionFigures,
});
export type FxQuote = Static<typeof FxQuote>;

/** `/fx/convert`: confirms a quote. `clientOrderNo` is unique per main account (-1059 with `data.sn`). */
export const FxConvertBody = Type.Object(
  { quoteId: Type.String({ minLength: 1, maxLength: 64 }), clientOrderNo: ClientOrderNo, fundPassword: FundPassword },
  closed,
);
export type FxConvertBody = Static<typeof FxConvertBody>;

/** A conversion that happened: both legs posted together, final at once. */
export const FxConversion = Type.Object({
  sn: Type.String(),
  clientOrderNo: Type.String(),
  createTime: DateTime,
  ...conversionFigures,
});
export type FxConversion = Static<typeof FxConversion>;

/** `/fx/convert`'s reply: the conversion and both wallets' balances right after it. */
export const FxConvertResult = Type.Object({
  conversion: FxConversion,
  fromBalance: Money,
  toBalance: Money,
});
export type FxConvertResult = Static<typeof FxConvertResult>;

const fxFilters = {
  fromCurrency: Type.Optional(CurrencyId),
  toCurrency: Type.Optional(CurrencyId),
  sn: Type.Optional(Type.String({ maxLength: 40, description: 'Exact conversion number' })),
};

/** `/fx/list`: the caller's conversions, newest first; `beginTime`/`endTime` bound `createTime`. */
export const FxListQuery = KeysetPageQuery(fxFilters);
export type FxListQuery = Static<typeof FxListQuery>;

/** `/fx/export`: the list's filters, form-encoded; replies `text/csv` with every matching row. */
export const FxExportForm = Type.Object(
  {
    ...fxFilters,
    beginTime: Type.Optional(DateTime),
    endTime: Type.Optional(DateTime),
  },
  closed,
);
export type FxExportForm = Static<typeof FxExportForm>;

/** The columns of the conversions CSV, in order. */
export const FX_EXPORT_COLUMNS = [
  'sn',
  'clientOrderNo',
  'createTime',
  'fromScope',
  'fromCurrency',
  'fromAmount',
  'fee',
  'toScope',
  'toCurrency',
  'toAmount',
  'rate',
  'fixedSide',
] as const;
