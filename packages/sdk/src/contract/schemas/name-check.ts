/**
 * Confirmation of payee (docs/name-check.md): the name registered to a wallet number or bank
 * account, asked before money leaves. The portal asks it for the recipient of a send; the
 * merchant API offers the same look-up (`open.accountLookup`).
 */
import { Type, type Static } from 'typebox';
import { NAME_CHECK_CHANNELS } from '../name-check.ts';
import { CurrencyId, Id } from './primitives.ts';

const closed = { additionalProperties: false } as const;

/** Where the money would go, as the rail names it. */
export const LookupDestination = {
  phone: Type.Optional(Type.String({ maxLength: 20, description: 'Mobile wallets: the national number (a leading 0 is dropped)' })),
  accountNo: Type.Optional(Type.String({ maxLength: 34, description: 'Banks and CNY accounts: the account number' })),
  bankCode: Type.Optional(Type.String({ maxLength: 20, description: 'RTGS and TISS: the bank code from the bank list' })),
};

/**
 * Either a saved recipient (`payeeId`, whose channel and number are used and whose name is
 * compared), or a channel, its currency and the number typed.
 */
export const PayeeLookupBody = Type.Object(
  {
    payeeId: Type.Optional(Id),
    payType: Type.Optional(Type.Enum(NAME_CHECK_CHANNELS, { description: 'A mobile wallet or bank channel' })),
    currencyId: Type.Optional(CurrencyId),
    ...LookupDestination,
  },
  closed,
);
export type PayeeLookupBody = Static<typeof PayeeLookupBody>;

export const PayeeLookup = Type.Object({
  /** The name the rail holds for the number. */
  name: Type.String(),
  /** The saved recipient's name, when a saved recipient was asked about. */
  payeeName: Type.Union([Type.String(), Type.Null()]),
  /** Whether the two names are the same person's (case, spacing and word order aside); null without a saved recipient. */
  nameMatches: Type.Union([Type.Boolean(), Type.Null()]),
});
export type PayeeLookup = Static<typeof PayeeLookup>;

