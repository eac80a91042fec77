/**
 * The receipt of a finished order (issue 22, item 4): what the portal's receipt page shows and the
 * PDF prints, built once by the server so the two never disagree. Only a finished order (PASS,
 * REJECT, CANCEL) has one; an open order is refused with -1019.
 */
import { Type, type Static } from 'typebox';
import { ORDER_KINDS, PAYMENT_CHANNELS, SCOPES } from '../enums.ts';
import { ORDER_FLOWS } from './order.ts';
import { CurrencyId, DateTime, Money, Nullable, Rate } from './primitives.ts';
import { RECEIPT_LANGUAGES, RECEIPT_OUTCOMES, RECEIPT_STATUSES } from '../receipt.ts';

/** One side of the payment. A receipt is made to be shared, so account numbers and phones come masked. */
export const ReceiptParty = Type.Object({
  name: Nullable(Type.String()),
  account: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
});
export type ReceiptParty = Static<typeof ReceiptParty>;

export const Receipt = Type.Object({
  sn: Type.String(),
  scope: Type.Enum(SCOPES),
  type: Type.Enum(ORDER_KINDS),
  flow: Type.Enum(ORDER_FLOWS),
  status: Type.Enum(RECEIPT_STATUSES),
  payType: Type.Enum(PAYMENT_CHANNELS),
  createTime: DateTime,
  /** When the order reached its final status. */
  finishTime: DateTime,
  currencyId: CurrencyId,
  amount: Money,
  fee: Money,
  taxFee: Money,
  total: Money,
  outcome: Type.Enum(RECEIPT_OUTCOMES),
  /** Null when nothing moved (`notCredited`). */
  outcomeAmount: Nullable(Money),
  outcomeCurrencyId: Nullable(CurrencyId),
  rate: Nullable(Rate),
  sender: ReceiptParty,
  recipient: ReceiptParty,
  /** The payment provider's own transaction number (an M-Pesa receipt, a bank reference), where there is one. */
  providerReceiptNo: Nullable(Type.String()),
  remark: Nullable(Type.String()),
});
export type Receipt = Static<typeof Receipt>;

/** Form-encoded (the client's `download`): the language to print in, English when left out. */
export const ReceiptPdfForm = Type.Object({ lang: Type.Optional(Type.Enum(RECEIPT_LANGUAGES)) }, { additionalProperties: false });
export type ReceiptPdfForm = Static<typeof ReceiptPdfForm>;
