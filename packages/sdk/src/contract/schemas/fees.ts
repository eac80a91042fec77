/**
 * Previews of what a money move costs, asked before the user confirms it: top-ups and collections
 * (`/order/recharge/quote`, `/order/collection/quote`) and the console's suspense moves
 * (`/user/suspense/quote`). Sends and conversions have their own quotes (`Quote`, `FxQuote`).
 * A preview books and stores nothing: the create call prices the same request with the same code,
 * and a top-up or collection that names the previewed `fee` and `taxFee` is refused (-1029) at any
 * other price. A preview over a verification tier limit answers the confirm's -1041.
 */
import { Type, type Static } from 'typebox';
import { SCOPES } from '../enums.ts';
import { SUSPENSE_TRANSFER_DIRECTIONS } from './merchant.ts';
import { PAYOUT_CHANNELS } from './open-api.ts';
import { Amount, COLLECTION_CHANNELS, TOP_UP_CHANNELS } from './order.ts';
import { CurrencyId, Money, Phone } from './primitives.ts';

const closed = { additionalProperties: false } as const;

/**
 * The figures of one move, all decimal strings. `totalAmount` is what the payer pays (a top-up,
 * a collection) or what leaves the wallet (a suspense move: amount + fee + tax);
 * `receivedAmount` is what arrives (in the wallet, the suspense wallet or the payee's account),
 * in `currencyId`.
 */
export const MoneyPreview = Type.Object({
  currencyId: CurrencyId,
  amount: Money,
  fee: Money,
  taxFee: Money,
  totalAmount: Money,
  receivedAmount: Money,
});
export type MoneyPreview = Static<typeof MoneyPreview>;

/** What a top-up would be charged: the fields of `/order/recharge/create` that decide the price. */
export const RechargeQuoteBody = Type.Object(
  { scope: Type.Enum(SCOPES), payType: Type.Enum(TOP_UP_CHANNELS), currencyId: CurrencyId, amount: Amount, phone: Type.Optional(Phone) },
  closed,
);
export type RechargeQuoteBody = Static<typeof RechargeQuoteBody>;

/** What a collection would be charged: the fields of `/order/collection/create` that decide the price. */
export const CollectionQuoteBody = Type.Object(
  { scope: Type.Enum(SCOPES), payType: Type.Enum(COLLECTION_CHANNELS), currencyId: CurrencyId, amount: Amount, phone: Type.Optional(Phone) },
  closed,
);
export type CollectionQuoteBody = Static<typeof CollectionQuoteBody>;

/** A top-up or collection preview: the payer pays `totalAmount` (= `amount`), the wallet is credited `receivedAmount`. */
export const FundingQuote = Type.Intersect([MoneyPreview, Type.Object({ scope: Type.Enum(SCOPES), payType: Type.Integer() })]);
export type FundingQuote = Static<typeof FundingQuote>;

export const SUSPENSE_MOVES = ['recharge', 'transfer', 'cashOut'] as const;
export type SuspenseMoveName = (typeof SUSPENSE_MOVES)[number];

/** `/user/suspense/quote`: the move, and for a cash-out the channel that prices it. */
export const SuspenseQuoteBody = Type.Object(
  {
    move: Type.Enum(SUSPENSE_MOVES),
    direction: Type.Optional(Type.Enum(SUSPENSE_TRANSFER_DIRECTIONS)),
    currencyId: CurrencyId,
    amount: Amount,
    channel: Type.Optional(Type.Enum(PAYOUT_CHANNELS)),
  },
  closed,
);
export type SuspenseQuoteBody = Static<typeof SuspenseQuoteBody>;
