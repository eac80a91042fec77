import { Type, type Static } from 'typebox';
import { VA_PAY_TYPES, VA_STATUSES } from '../enums.ts';
import { CountryId, CurrencyId, DateTime, Id, Nullable, PageQuery } from './primitives.ts';

const closed = { additionalProperties: false } as const;

/**
 * Applies for a virtual account. `agreement` must be true: the user accepted the VA account
 * agreement (otherwise -1008 naming it). One account per payType and currency.
 */
export const VaApplyBody = Type.Object(
  {
    payType: Type.Enum(VA_PAY_TYPES, { description: '100 RTGS, 101 Pesalink, 102 TISS, 103 TIPS, 505 Paybill' }),
    currencyId: CurrencyId,
    countryId: CountryId,
    accountName: Type.String({ minLength: 1, maxLength: 100 }),
    agreement: Type.Boolean(),
  },
  closed,
);
export type VaApplyBody = Static<typeof VaApplyBody>;

export const VaListQuery = PageQuery({
  status: Type.Optional(Type.Enum(VA_STATUSES)),
  payType: Type.Optional(Type.Enum(VA_PAY_TYPES)),
  currencyId: Type.Optional(CurrencyId),
  countryId: Type.Optional(CountryId),
});
export type VaListQuery = Static<typeof VaListQuery>;

const assigned = Nullable(Type.String());

/**
 * A virtual account (spec section 3). `accountId` and the bank or Paybill details are null until
 * the status is SUCCESSFUL; then they are what the user shares with payers (`payBillNum` only for
 * Paybill 505, the bank fields only for the bank channels).
 */
export const VaAccount = Type.Object(
  {
    id: Id,
    payType: Type.Enum(VA_PAY_TYPES),
    currencyId: CurrencyId,
    countryId: CountryId,
    accountName: Type.String(),
    status: Type.Enum(VA_STATUSES),
    accountId: assigned,
    bankName: assigned,
    bankAddress: assigned,
    payBillNum: assigned,
    branchCode: assigned,
    bankCode: assigned,
    createTime: DateTime,
    updateTime: DateTime,
  },
  closed,
);
export type VaAccount = Static<typeof VaAccount>;

export const VaIdParams = Type.Object({ id: Id });
export type VaIdParams = Static<typeof VaIdParams>;
