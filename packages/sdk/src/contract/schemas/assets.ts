/**
 * The caller's money: wallets per currency and scope (`/account/assets`) and the movements on them
 * (`/account/rechargeHistory/list`). Balances are decimal strings in the currency's scale.
 */
import { Type, type Static } from 'typebox';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_CHANNELS, SCOPES } from '../enums.ts';
import { CurrencyId, DateTime, Money, Nullable } from './primitives.ts';
import { ORDER_FLOWS } from './order.ts';

/** One wallet: scope 0 is the domestic asset, 1 the cross-border asset. A wallet never used shows 0. */
export const Wallet = Type.Object({
  scope: Type.Enum(SCOPES),
  currencyId: CurrencyId,
  balance: Money,
});
export type Wallet = Static<typeof Wallet>;

/** Total asset in one currency: both scopes added up. */
export const AssetTotal = Type.Object({
  currencyId: CurrencyId,
  domestic: Money,
  crossBorder: Money,
  total: Money,
});
export type AssetTotal = Static<typeof AssetTotal>;

/** Every currency in both scopes, zero where the caller holds nothing, ordered by scope then currency. */
export const Assets = Type.Object({
  wallets: Type.Array(Wallet),
  totals: Type.Array(AssetTotal),
});
export type Assets = Static<typeof Assets>;

/**
 * One movement on one of the caller's wallets: a ledger entry, signed (+ in, - out), with the
 * wallet's balance right after it and the order that caused it, if any.
 */
export const AssetMovement = Type.Object({
  id: Type.String({ description: 'Ledger entry id' }),
  createTime: DateTime,
  scope: Type.Enum(SCOPES),
  currencyId: CurrencyId,
  amount: Money,
  balanceAfter: Money,
  /** What moved the money: 'send', 'topup', 'collection', 'transfer_in', 'opening', '... .reversal' (money back). */
  kind: Type.String(),
  sn: Nullable(Type.String()),
  type: Nullable(Type.Enum(ORDER_KINDS)),
  flow: Nullable(Type.Enum(ORDER_FLOWS)),
  payType: Nullable(Type.Enum(PAYMENT_CHANNELS)),
  status: Nullable(Type.Enum(ORDER_STATUSES)),
  /** A transfer received from another Mizani Pay account: who sent it (null otherwise). */
  sender: Type.Optional(Nullable(Type.Object({ name: Type.String(), accountNo: Type.String() }))),
});
export type AssetMovement = Static<typeof AssetMovement>;
