/**
 * Shapes of the channel calls under /common (queryChannel, queryChannelType, queryTransferType,
 * countryExtInfo, choice/bankCodes). The schemas the endpoint table uses are re-exported from
 * `common.ts` under their established names.
 */
import { Type, type Static } from 'typebox';
import { CHANNEL_FAMILIES, CHANNEL_TYPES, PAYMENT_CHANNELS, SCOPES, TRANSFER_TYPES } from '../enums.ts';
import { CountryId, CurrencyId, Money, Nullable, Rate, ShortText } from './primitives.ts';

const closed = { additionalProperties: false } as const;

export const ChannelBody = Type.Object(
  {
    countryId: CountryId,
    type: Type.Enum(SCOPES, { description: '0 domestic, 1 cross-border' }),
    channelType: Type.Enum(CHANNEL_TYPES, { description: '-1 top up, 0 send, 1 collection' }),
    currencyId: Type.Optional(CurrencyId),
  },
  closed,
);
export type ChannelBody = Static<typeof ChannelBody>;

/**
 * A payment channel usable for one action in one country, with its limits and fee. The fee of an
 * order is `fixedFee + amount * feeRate` (in `currencyId`, rounded up to the minor unit); amounts
 * are per order. For send channels `currencyId` is what the recipient is paid in; for top-up and
 * collection it is what the wallet is credited in.
 */
export const Channel = Type.Object(
  {
    payType: Type.Enum(PAYMENT_CHANNELS),
    family: Type.Enum(CHANNEL_FAMILIES),
    currencyId: CurrencyId,
    minAmount: Money,
    maxAmount: Nullable(Money),
    feeRate: Rate,
    fixedFee: Money,
    manual: Type.Boolean({ description: 'Settled by the operator: the order waits in MANUAL_PENDING (-2)' }),
  },
  closed,
);
export type Channel = Static<typeof Channel>;

export const TransferTypeBody = Type.Object({ countryId: CountryId, type: Type.Enum(SCOPES) }, closed);
export type TransferTypeBody = Static<typeof TransferTypeBody>;

/** A way a recipient in a country can be paid: Mizani Pay account, mobile wallet, bank, ... */
export const TransferType = Type.Object(
  { transferType: Type.Enum(TRANSFER_TYPES), payType: Type.Enum(PAYMENT_CHANNELS), currencyId: CurrencyId },
  closed,
);
export type TransferType = Static<typeof TransferType>;

export const ChoiceBankCodesBody = Type.Object(
  {
    countryId: Type.Optional(CountryId),
    keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the bank name, code or SWIFT code' })),
  },
  closed,
);
export type ChoiceBankCodesBody = Static<typeof ChoiceBankCodesBody>;

/** A bank a recipient can be paid at ("choice bank"), by its national bank code. */
export const ChoiceBankCode = Type.Object(
  {
    countryId: CountryId,
    bankCode: Type.String({ maxLength: 20 }),
    bankName: Type.String({ maxLength: 100 }),
    swiftCode: Nullable(Type.String({ maxLength: 11 })),
  },
  closed,
);
export type ChoiceBankCode = Static<typeof ChoiceBankCode>;

/** A shop where cash is paid in for a cash top-up (504, and 300 in Tanzania). */
export const CashTopUpShop = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    countryId: CountryId,
    city: ShortText,
    name: ShortText,
    address: Type.String({ maxLength: 300 }),
    openingHours: ShortText,
    phone: ShortText,
  },
  closed,
);
export type CashTopUpShop = Static<typeof CashTopUpShop>;

/** The operator's account a bank top-up (503) is paid into, step two of the four-step procedure. */
export const BankTopUpAccount = Type.Object(
  {
    currencyId: CurrencyId,
    bankName: ShortText,
    accountName: ShortText,
    accountNumber: ShortText,
    branch: ShortText,
    swiftCode: Type.String({ maxLength: 11 }),
  },
  closed,
);
export type BankTopUpAccount = Static<typeof BankTopUpAccount>;

export const CountryBody = Type.Object({ countryId: CountryId }, closed);
export type CountryBody = Static<typeof CountryBody>;

/** What the forms of one country need: phone shape, currencies, operators, banks, top-up places. */
export const CountryExtInfo = Type.Object(
  {
    countryId: CountryId,
    dialCode: Type.String({ pattern: '^\\+\\d{1,4}$', description: 'e.g. "+254"' }),
    phonePattern: Type.String({ description: 'Regular expression the national number (without the leading 0) must match' }),
    phoneLength: Nullable(Type.Integer({ minimum: 4, maximum: 15, description: 'Digits of a mobile number; null where no mobile money is served' })),
    phoneExample: Nullable(Type.String()),
    currencyId: CurrencyId,
    currencyIds: Type.Array(CurrencyId, { description: 'Every currency some channel of the country uses' }),
    mobileOperators: Type.Array(Type.Enum(PAYMENT_CHANNELS)),
    banks: Type.Array(ChoiceBankCode),
    cashTopUpShops: Type.Array(CashTopUpShop),
    bankTopUpAccounts: Type.Array(BankTopUpAccount),
  },
  closed,
);
export type CountryExtInfo = Static<typeof CountryExtInfo>;

