import { Type, type Static } from 'typebox';
import { AUDIT_STATUSES, CROSS_BORDER_ORDER_STATUSES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_CHANNELS, SCOPES } from '../enums.ts';
import { CurrencyId, DateTime, FileId, Id, Money, Nullable, PageQuery, Rate } from './primitives.ts';

/** An order (payment or recharge) as spec section 3 lists it, plus its scope. */
export const Order = Type.Object({
  sn: Type.String({ description: 'Opaque, unique order number' }),
  scope: Type.Enum(SCOPES, { description: '0 domestic, 1 cross-border' }),
  type: Type.Enum(ORDER_KINDS, { description: '-1 recharge, 0 payment' }),
  currencyId: CurrencyId,
  payAmount: Money,
  payType: Type.Enum(PAYMENT_CHANNELS),
  netFeeAmount: Money,
  receivedAmount: Money,
  status: Type.Enum(ORDER_STATUSES),
  createTime: DateTime,
  updateTime: Nullable(DateTime),
  payoutTime: Nullable(DateTime),
  payeeId: Nullable(Id),
  rate: Nullable(Rate),
  toCurrencyId: Nullable(CurrencyId),
  toAmount: Nullable(Money),
  transactionReason: Nullable(Type.String()),
  fundsPurpose: Nullable(Type.String()),
  taxFee: Nullable(Money),
  phone: Nullable(Type.String()),
  auditTime: Nullable(DateTime),
  auditStatus: Nullable(Type.Enum(AUDIT_STATUSES)),
  accountNo: Type.String(),
  approvalDate: Nullable(DateTime),
  approvalStatus: Nullable(Type.Enum(CROSS_BORDER_ORDER_STATUSES)),
  thirdOrderNo: Nullable(Type.String()),
  exchangeFile: Nullable(FileId),
  detailFile: Nullable(FileId),
  contractWorker: Nullable(Id),
  senderAddress: Nullable(Type.String()),
  costFeeAmount: Nullable(Money),
  interestFeeAmount: Nullable(Money),
  oppoAccountId: Nullable(Type.String()),
  oppoAccountName: Nullable(Type.String()),
  oppoBankName: Nullable(Type.String()),
  paymentChannel: Nullable(Type.String()),
  transactionNarrative: Nullable(Type.String()),
  externalTxId: Nullable(Type.String()),
});
export type Order = Static<typeof Order>;

export const RechargeHistoryQuery = PageQuery({
  scope: Type.Optional(Type.Enum(SCOPES)),
  currencyId: Type.Optional(CurrencyId),
  status: Type.Optional(Type.Enum(ORDER_STATUSES)),
  payType: Type.Optional(Type.Enum(PAYMENT_CHANNELS)),
  sn: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RechargeHistoryQuery = Static<typeof RechargeHistoryQuery>;
