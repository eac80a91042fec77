/**
 * Orders: sends (domestic `/order/psp/*`, cross-border `/order/mrp/*`), top-ups, collections, and
 * the order lists. Amounts are decimal strings in the order's currency, at most that currency's
 * scale (KES, TZS, USD, CNY: 2 places; UGX: none); more places, zero, a sign or an exponent is
 * -1008 naming the field.
 */
import { Type, type Static } from 'typebox';
import { channelsWith } from '../channels.ts';
import { RAIL_REASON_CODES } from '../rail-reasons.ts';
import {
  AUDIT_STATUSES,
  CROSS_BORDER_ORDER_STATUSES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_CHANNELS,
  REMIT_STATUSES,
  SCOPES,
  SETTLEMENT_ACCOUNT_TYPES,
  SOURCES_OF_FUNDS,
  TRADE_TYPES,
} from '../enums.ts';
import { CurrencyId, DateTime, FileId, FundPassword, Id, KeysetPage, KeysetPageQuery, Money, Nullable, Phone, Rate } from './primitives.ts';

const closed = { additionalProperties: false } as const;

// The channel unions are the registry's rows with each capability (channels.ts).
/** Channels a domestic send can pay out through: 0 another Mizani Pay account, mobile money, banks. */
export const DOMESTIC_SEND_CHANNELS = channelsWith('send');
/** Channels the user tops up their own wallet through. */
export const TOP_UP_CHANNELS = channelsWith('topUp');
/** Channels money is requested from a payer through: M-Pesa STK push, Paybill, mobile wallets, offline pay. */
export const COLLECTION_CHANNELS = channelsWith('collect');

/** What made an order: kind -1 covers both the user's own top-up and a collection from a payer. */
export const ORDER_FLOWS = ['send', 'topup', 'collection'] as const;
export type OrderFlow = (typeof ORDER_FLOWS)[number];

/** How long a quote can be confirmed. */
export const QUOTE_TTL_SECONDS = 120;
/** The same client order number within this window is answered -1059 (spec section 9); after it too. */
export const DUPLICATE_ORDER_WINDOW_SECONDS = 300;

/** A positive amount to move, as the user typed it: digits with an optional decimal part. */
export const Amount = Type.String({ pattern: '^\\d{1,18}(\\.\\d{1,18})?$', maxLength: 37, description: 'Positive decimal string, e.g. "1250.50"' });

/**
 * The caller's own number for this submission, generated once per form submission (not per
 * click): the idempotency key of the order. The same number again is -1059 with the existing
 * order's `sn` in `data`.
 */
export const ClientOrderNo = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 });

export const OrderSn = Type.String({ pattern: '^[A-Z0-9]{6,40}$', maxLength: 40 });
export const OrderSnParams = Type.Object({ sn: OrderSn });
export type OrderSnParams = Static<typeof OrderSnParams>;

const Remark = Type.String({ maxLength: 100, description: 'Narrative sent with the payment' });
const RequiredText = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/**
 * A domestic send to quote. The recipient is a saved recipient (`payeeId`), or given directly: a
 * mobile number for mobile money (`phone`), a Mizani Pay account number for 0 (`accountNo`). Banks
 * (100-103) need a saved recipient.
 */
export const PspQuoteBody = Type.Object(
  {
    payType: Type.Enum(DOMESTIC_SEND_CHANNELS),
    currencyId: CurrencyId,
    amount: Amount,
    payeeId: Type.Optional(Id),
    phone: Type.Optional(Phone),
    accountNo: Type.Optional(Type.String({ pattern: '^MZ\\d{10}$', maxLength: 12 })),
    remark: Type.Optional(Remark),
  },
  closed,
);
export type PspQuoteBody = Static<typeof PspQuoteBody>;

/** A cross-border send to quote: paid from the cross-border wallet in `currencyId`, received in `toCurrencyId`. */
export const MrpQuoteBody = Type.Object(
  {
    currencyId: CurrencyId,
    toCurrencyId: CurrencyId,
    amount: Amount,
    payeeId: Id,
    remark: Type.Optional(Remark),
  },
  closed,
);
export type MrpQuoteBody = Static<typeof MrpQuoteBody>;

/**
 * What the user confirms. `totalAmount` (amount + fee + tax, in `currencyId`) leaves the wallet;
 * the recipient gets `receivedAmount` (= `toAmount`) in `toCurrencyId`, which is `currencyId` for a
 * domestic send and the recipient's currency at `rate` for a cross-border one (rounded down to the
 * minor unit). The quote holds until `expireTime` and confirms one order.
 */
export const Quote = Type.Object({
  quoteId: Type.String(),
  expireTime: DateTime,
  scope: Type.Enum(SCOPES),
  payType: Type.Enum(PAYMENT_CHANNELS),
  currencyId: CurrencyId,
  amount: Money,
  fee: Money,
  taxFee: Money,
  totalAmount: Money,
  receivedAmount: Money,
  toCurrencyId: CurrencyId,
  toAmount: Money,
  rate: Nullable(Rate),
  payeeId: Nullable(Id),
  phone: Nullable(Type.String()),
  /** The recipient's account: Mizani Pay account number, bank account or wallet number. */
  oppoAccountId: Nullable(Type.String()),
  /** The recipient's name as the server knows it, for the user to check before confirming. */
  oppoAccountName: Nullable(Type.String()),
  oppoBankName: Nullable(Type.String()),
  /**
   * The same main account's send of this amount and currency to this recipient on this channel
   * in the last five minutes, if any: the client warns before a second, likely accidental, send.
   * Absent from servers that predate it.
   */
  recentDuplicate: Type.Optional(Nullable(Type.Object({ sn: Type.String(), createTime: DateTime }))),
});
export type Quote = Static<typeof Quote>;

export const PspCreateBody = Type.Object({ quoteId: Type.String({ minLength: 1, maxLength: 64 }), clientOrderNo: ClientOrderNo, fundPassword: FundPassword }, closed);
export type PspCreateBody = Static<typeof PspCreateBody>;

/**
 * The exchange settlement account of spec section 3, required for a send through a CNY Account
 * channel and refused for any other. `brankBankName` (the branch) keeps the spec's spelling;
 * `lineNumber` is the 12-digit bank line (CNAPS) number; `accountNumber` is needed only when the
 * account is not the card's.
 */
export const SettlementAccount = Type.Object(
  {
    accountName: RequiredText(100),
    type: Type.Enum(SETTLEMENT_ACCOUNT_TYPES),
    idNo: Type.String({ pattern: '^[0-9A-Za-z-]{6,32}$', maxLength: 32 }),
    cardNo: Type.String({ pattern: '^\\d{12,30}$', maxLength: 30 }),
    accountNumber: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z-]{1,40}$', maxLength: 40 })),
    bankName: RequiredText(100),
    brankBankName: RequiredText(100),
    province: RequiredText(50),
    city: RequiredText(50),
    lineNumber: Type.String({ pattern: '^\\d{12}$', maxLength: 12 }),
    applyReason: RequiredText(200),
  },
  closed,
);
export type SettlementAccount = Static<typeof SettlementAccount>;

/**
 * A cross-border send: the quote plus the declarations spec section 5 makes required (source of
 * funds, purpose, sender address, exchange file, detail file). Files are ids of the caller's own
 * uploads (purpose 'order'). Trade type '5' (salary) needs the contract worker being paid; a CNY
 * Account channel (400, 401) needs the exchange settlement account.
 */
export const MrpCreateBody = Type.Object(
  {
    quoteId: Type.String({ minLength: 1, maxLength: 64 }),
    clientOrderNo: ClientOrderNo,
    fundPassword: FundPassword,
    sourceOfFunds: Type.Enum(SOURCES_OF_FUNDS),
    fundsPurpose: RequiredText(200),
    transactionReason: Type.Optional(Type.String({ maxLength: 200 })),
    senderAddress: RequiredText(300),
    exchangeFile: FileId,
    detailFile: FileId,
    tradeType: Type.Optional(Type.Enum(TRADE_TYPES)),
    contractWorker: Type.Optional(Id),
    settlementAccount: Type.Optional(SettlementAccount),
  },
  closed,
);
export type MrpCreateBody = Static<typeof MrpCreateBody>;

/** What every order that brings money into the caller's wallet (a top-up, a collection) names. */
const moneyInFields = {
  scope: Type.Enum(SCOPES),
  currencyId: CurrencyId,
  amount: Amount,
  clientOrderNo: ClientOrderNo,
  phone: Type.Optional(Phone),
  remark: Type.Optional(Remark),
  /**
   * The fee and tax the preview (`/order/recharge/quote`, `/order/collection/quote`) showed. When
   * given, an order the server would price differently (an operator changed the channel's fee
   * since) is refused with -1029 and nothing is booked: the client previews again.
   */
  fee: Type.Optional(Money),
  taxFee: Type.Optional(Money),
};

/**
 * Top up the caller's wallet (`scope` 0 domestic, 1 cross-border). 502 pushes a payment request to
 * `phone` (the caller's own number when left out) and waits in PAY_PENDING; 505 answers with the
 * paybill number and account reference to pay to and waits in PAY_PENDING; 200, 300, 503, 504 and
 * the CNY accounts 400/401 wait in MANUAL_PENDING for the operator (`proofFile`: the caller's
 * uploaded payment slip, optional).
 */
export const RechargeCreateBody = Type.Object(
  {
    ...moneyInFields,
    payType: Type.Enum(TOP_UP_CHANNELS),
    proofFile: Type.Optional(FileId),
    /** The reference the user's bank gave the transfer (bank and CNY Account top-ups only). */
    transferReference: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z/ -]{1,64}$', maxLength: 64 })),
  },
  closed,
);
export type RechargeCreateBody = Static<typeof RechargeCreateBody>;


/**
 * Request money from a payer into the caller's wallet: a payment request pushed to the payer's
 * `phone` (502 STK push, mobile wallets; PAY_PENDING until the payer pays), a paybill (505: the
 * reply says where to pay) or offline pay (200: MANUAL_PENDING until the operator confirms).
 */
export const CollectionCreateBody = Type.Object(
  {
    ...moneyInFields,
    payType: Type.Enum(COLLECTION_CHANNELS),
  },
  closed,
);
export type CollectionCreateBody = Static<typeof CollectionCreateBody>;

/**
 * An order as spec section 3 lists it, plus `scope`, `flow`, `toCurrencyId`, `totalAmount`,
 * `remitStatus`, the declarations and the paybill instructions. `approvalStatus` is the
 * cross-border status string, `auditStatus`/`auditTime` the operator's review of a manual top-up.
 * Amounts are in `currencyId`, except what a send's recipient gets (`toAmount`, `receivedAmount`)
 * which is in `toCurrencyId`.
 *
 * Built from two objects because TypeBox's static type of one object with this many required
 * fields is deeper than TypeScript will instantiate inside the client's generic calls.
 */
const OrderCore = Type.Object({
  sn: Type.String({ description: 'Opaque, unique order number' }),
  clientOrderNo: Type.String(),
  scope: Type.Enum(SCOPES, { description: '0 domestic, 1 cross-border' }),
  type: Type.Enum(ORDER_KINDS, { description: '-1 recharge, 0 payment' }),
  flow: Type.Enum(ORDER_FLOWS),
  currencyId: CurrencyId,
  payAmount: Money,
  payType: Type.Enum(PAYMENT_CHANNELS),
  netFeeAmount: Money,
  taxFee: Money,
  /** Send: what leaves the wallet (amount + fee + tax). Top-up and collection: the amount paid in. */
  totalAmount: Money,
  /**
   * Send: what the recipient gets, in `toCurrencyId` (the same as `toAmount`). Top-up and
   * collection: what the wallet is credited, in `currencyId` (amount less fee and tax).
   */
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
  sourceOfFunds: Nullable(Type.Enum(SOURCES_OF_FUNDS)),
  tradeType: Nullable(Type.Enum(TRADE_TYPES)),
});

/** The parties, declarations, review and rail details. */
const OrderParties = Type.Object({
  /** Recipient phone of a send; payer phone of a top-up or collection. */
  phone: Nullable(Type.String()),
  auditTime: Nullable(DateTime),
  auditStatus: Nullable(Type.Enum(AUDIT_STATUSES)),
  /** The Mizani Pay account the order belongs to. */
  accountNo: Type.String(),
  approvalDate: Nullable(DateTime),
  approvalStatus: Nullable(Type.Enum(CROSS_BORDER_ORDER_STATUSES)),
  remitStatus: Nullable(Type.Enum(REMIT_STATUSES)),
  thirdOrderNo: Nullable(Type.String()),
  exchangeFile: Nullable(FileId),
  detailFile: Nullable(FileId),
  proofFile: Nullable(FileId),
  contractWorker: Nullable(Id),
  senderAddress: Nullable(Type.String()),
  costFeeAmount: Nullable(Money),
  interestFeeAmount: Nullable(Money),
  oppoAccountId: Nullable(Type.String()),
  oppoAccountName: Nullable(Type.String()),
  oppoBankName: Nullable(Type.String()),
  /** The bank code the payment went through, for bank channels. */
  paymentChannel: Nullable(Type.String()),
  transactionNarrative: Nullable(Type.String()),
  externalTxId: Nullable(Type.String()),
  rejectReason: Nullable(Type.String()),
  /** Why the rail failed it, as a code the apps word in the user's language; null for other reasons (an operator's words). */
  rejectReasonCode: Nullable(Type.Enum(RAIL_REASON_CODES)),
  /** 505: where the payer sends the money while the order is PAY_PENDING. */
  paybillNumber: Nullable(Type.String()),
  accountReference: Nullable(Type.String()),
  /** The bank transfer's reference the user gave with a bank or CNY Account top-up. */
  transferReference: Nullable(Type.String()),
  /** The exchange settlement account of a CNY Account send. */
  settlementAccount: Nullable(SettlementAccount),
  /** Whether `/order/cancel/{sn}` would be accepted now. */
  cancellable: Type.Boolean(),
});

export const Order = Type.Intersect([OrderCore, OrderParties]);
export type Order = Static<typeof Order>;

const orderFilters = {
  scope: Type.Optional(Type.Enum(SCOPES)),
  type: Type.Optional(Type.Enum(ORDER_KINDS)),
  flow: Type.Optional(Type.Enum(ORDER_FLOWS)),
  status: Type.Optional(Type.Enum(ORDER_STATUSES)),
  payType: Type.Optional(Type.Enum(PAYMENT_CHANNELS)),
  currencyId: Type.Optional(CurrencyId),
  sn: Type.Optional(Type.String({ maxLength: 40, description: 'Exact order number' })),
  clientOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
};

/**
 * `/order/list`: the caller's orders, newest first, filtered; `beginTime`/`endTime` bound `createTime`;
 * paged by `cursor` or `pageNum` (KeysetPageQuery).
 */
export const OrderListQuery = KeysetPageQuery(orderFilters);
export type OrderListQuery = Static<typeof OrderListQuery>;

/** A page of `/order/list`: a capped total and the next page's cursor (KeysetPage). */
export const OrderPage = KeysetPage(Order);
export type OrderPage = Static<typeof OrderPage>;

const digits = (pattern: string, maxLength: number) => Type.Optional(Type.String({ pattern, maxLength }));

/**
 * `/order/export`: the same filters as the list, sent form-encoded (the SDK's `download`), so every
 * value arrives as text. Replies `text/csv` with every matching row, newest first.
 */
export const OrderExportForm = Type.Object(
  {
    scope: digits('^[01]$', 1),
    type: digits('^(-1|0)$', 2),
    flow: Type.Optional(Type.Enum(ORDER_FLOWS)),
    status: digits('^(-2|-1|0|1|2|3)$', 2),
    payType: digits('^\\d{1,3}$', 3),
    currencyId: Type.Optional(CurrencyId),
    sn: Type.Optional(Type.String({ maxLength: 40 })),
    clientOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
    beginTime: Type.Optional(DateTime),
    endTime: Type.Optional(DateTime),
  },
  closed,
);
export type OrderExportForm = Static<typeof OrderExportForm>;

/** The columns of the CSV export, in order. */
export const ORDER_EXPORT_COLUMNS = [
  'sn',
  'clientOrderNo',
  'createTime',
  'scope',
  'type',
  'flow',
  'payType',
  'status',
  'currencyId',
  'payAmount',
  'netFeeAmount',
  'taxFee',
  'totalAmount',
  'receivedAmount',
  'toCurrencyId',
  'toAmount',
  'rate',
  'phone',
  'oppoAccountId',
  'oppoAccountName',
  'externalTxId',
  'transferReference',
  'payoutTime',
  'rejectReason',
] as const;

/** -1059's `data`: the order the number already belongs to. */
export const DuplicateOrder = Type.Object({ sn: Type.String() });
export type DuplicateOrder = Static<typeof DuplicateOrder>;
