import { Type, type Static } from 'typebox';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_CHANNELS, SCOPES } from '../enums.ts';
import { CurrencyId, KeysetPageQuery } from './primitives.ts';

// The order is described with the other order calls; listed here too for the SDK's established export.
export type { Order } from './order.ts';

/**
 * `/account/rechargeHistory/list`: movements on the caller's wallets, newest first. `status`,
 * `payType`, `type` and `sn` filter by the order behind a movement; `direction` by its sign.
 */
export const RechargeHistoryQuery = KeysetPageQuery({
  scope: Type.Optional(Type.Enum(SCOPES)),
  currencyId: Type.Optional(CurrencyId),
  status: Type.Optional(Type.Enum(ORDER_STATUSES)),
  payType: Type.Optional(Type.Enum(PAYMENT_CHANNELS)),
  type: Type.Optional(Type.Enum(ORDER_KINDS)),
  sn: Type.Optional(Type.String({ maxLength: 64 })),
  direction: Type.Optional(Type.Enum(['in', 'out'])),
});
export type RechargeHistoryQuery = Static<typeof RechargeHistoryQuery>;
