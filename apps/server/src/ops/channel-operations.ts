import { Type } from 'typebox';
import { listChannelOffers, setChannelOffer } from '../domain/reference/channel-offers.ts';
import { closed, operation } from './operation.ts';

const Currency = Type.String({ pattern: '^[A-Za-z]{3}$' });
const Amount = Type.String({ pattern: '^\\d{1,15}(\\.\\d{1,8})?$' });
// A channel that is no offer's is simply not found.
const PayType = Type.Integer({ minimum: 0, maximum: 999 });

/** The operator's view and changes of the channel offers (`channel:list`, `channel:set`). */
export const channelOperations = {
  'channel/list': operation(
    Type.Object({ countryId: Type.Optional(Type.Integer({ minimum: 1 })), currencyId: Type.Optional(Currency), payType: Type.Optional(PayType) }, closed),
    (context, body) => listChannelOffers(context.db, body),
  ),
  'channel/set': operation(
    Type.Object(
      {
        countryId: Type.Integer({ minimum: 1 }),
        scope: Type.Enum([0, 1]),
        channelType: Type.Enum([-1, 0, 1]),
        payType: PayType,
        currencyId: Currency,
        feeRate: Type.Optional(Type.String({ pattern: '^0(\\.\\d{1,8})?$' })),
        fixedFee: Type.Optional(Amount),
        minAmount: Type.Optional(Amount),
        maxAmount: Type.Optional(Type.Union([Amount, Type.Null()])),
        enabled: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
    (context, body) => setChannelOffer(context.db, body),
  ),
} as const;
