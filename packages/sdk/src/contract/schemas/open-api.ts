/**
 * The merchant API (`/api/open/v1`, signed with the access key and secret, see
 * docs/merchant-api.md). The server validates with these schemas and the OpenAPI document at
 * `/api/open/v1/openapi.json` is generated from them.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { channelsWith, describeChannels } from '../channels.ts';
import { PAYOUT_STATUSES } from '../enums.ts';
import type { OpenEndpointName } from '../open-endpoints.ts';
import { hasNameCheck } from '../name-check.ts';
import { LookupDestination } from './name-check.ts';
import { OrderSn } from './order.ts';
import { CurrencyId, DateTime, Money, Nullable, Phone, Rate } from './primitives.ts';

const closed = { additionalProperties: false } as const;

/** The merchant's own order number: the idempotency key of a pay-in or payout. */
export const MerchantOrderNo = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', minLength: 1, maxLength: 64 });

/** Channels a pay-in (C2B) asks the payer through (the registry's `payIn` rows): mobile money requests, M-Pesa STK push. */
export const PAYIN_CHANNELS = channelsWith('payIn');
/** Channels a payout (B2C) pays through (the registry's `payout` rows): mobile money or banks. */
export const PAYOUT_CHANNELS = channelsWith('payout');
export const MERCHANT_ORDER_TYPES = ['payin', 'payout'] as const;
export type MerchantOrderType = (typeof MERCHANT_ORDER_TYPES)[number];

const Remark = Type.String({ maxLength: 100 });

/**
 * The currencies of the merchant API's suspense wallets: the only ones a pay-in or payout can be
 * in (the contract test checks the balance call lists exactly these).
 */
export const MERCHANT_CURRENCIES = ['KES', 'TZS'] as const;
export const MerchantCurrencyId = Type.Enum(MERCHANT_CURRENCIES, { description: 'ISO 4217 code of a currency the merchant API moves' });

/**
 * An order amount as the server takes it: greater than zero, at most 2 decimal places (the scale of
 * every merchant currency) and below 10,000,000,000,000, the largest order the ledger accepts.
 */
export const OpenAmount = Type.String({
  pattern: '^(?:[1-9][0-9]{0,12}(?:\\.[0-9]{1,2})?|0\\.(?:[1-9][0-9]?|0[1-9]))$',
  maxLength: 16,
  description: 'Positive decimal string with at most 2 decimal places, e.g. "1250.50"',
});

export const OpenPayinBody = Type.Object(
  {
    merchantOrderNo: MerchantOrderNo,
    amount: OpenAmount,
    currencyId: MerchantCurrencyId,
    channel: Type.Enum(PAYIN_CHANNELS, { description: `Channel and the currencies it takes pay-ins in: ${describeChannels('payIn')}` }),
    phone: Phone,
    remark: Type.Optional(Remark),
  },
  closed,
);
export type OpenPayinBody = Static<typeof OpenPayinBody>;

/** Mobile money needs `phone`; banks need `bankCode`, `accountNo` and `accountName`. */
export const OpenPayoutBody = Type.Object(
  {
    merchantOrderNo: MerchantOrderNo,
    amount: OpenAmount,
    currencyId: MerchantCurrencyId,
    channel: Type.Enum(PAYOUT_CHANNELS, { description: `Channel and the currencies it pays out in: ${describeChannels('payout')}` }),
    phone: Type.Optional(Phone),
    bankCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{2,20}$', maxLength: 20 })),
    accountNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{4,34}$', maxLength: 34 })),
    accountName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    remark: Type.Optional(Remark),
  },
  closed,
);
export type OpenPayoutBody = Static<typeof OpenPayoutBody>;

/**
 * An order made through the merchant API, as the merchant sees it (API replies, webhooks, the
 * console's C2B/B2C lists). `status` is the payout status of spec section 3: 0 Pending,
 * 1 Processing, 2 Success, 3 Reject.
 */
export const MerchantOrder = Type.Object({
  orderNo: Type.String({ description: 'The platform order number' }),
  merchantOrderNo: Type.String(),
  type: Type.Enum(MERCHANT_ORDER_TYPES),
  status: Type.Enum(PAYOUT_STATUSES, { description: '0 Pending, 1 Processing, 2 Success, 3 Reject' }),
  amount: Money,
  fee: Money,
  currencyId: CurrencyId,
  channel: Type.Integer(),
  phone: Nullable(Type.String()),
  accountNo: Nullable(Type.String()),
  bankCode: Nullable(Type.String({ description: 'Bank payouts: the bank code sent' })),
  bankName: Nullable(Type.String({ description: 'Bank payouts: the name of the bank of that code' })),
  accountName: Nullable(Type.String({ description: "Bank payouts: the account holder's name sent" })),
  remark: Nullable(Type.String({ description: 'Your own remark, as sent' })),
  receipt: Nullable(
    Type.String({ description: "The provider's transaction id (for M-Pesa its receipt number), once the provider has paid; null before" }),
  ),
  createTime: DateTime,
  updateTime: DateTime,
  failureReason: Nullable(Type.String()),
});
export type MerchantOrder = Static<typeof MerchantOrder>;

export const OpenOrderParams = Type.Object({ orderNo: OrderSn }, closed);
export type OpenOrderParams = Static<typeof OpenOrderParams>;
export const OpenOrderQuery = Type.Object({ merchantOrderNo: MerchantOrderNo }, closed);
export type OpenOrderQuery = Static<typeof OpenOrderQuery>;

/** One suspense wallet: `available` can be paid out; `pending` is held by payouts not yet final. */
export const SuspenseBalance = Type.Object({ currencyId: CurrencyId, available: Money, pending: Money });
export type SuspenseBalance = Static<typeof SuspenseBalance>;
export const SuspenseBalances = Type.Object({ balances: Type.Array(SuspenseBalance) });
export type SuspenseBalances = Static<typeof SuspenseBalances>;

/** What a payout would cost, asked before making it: the fields that decide the fee and limits. */
export const OpenPayoutQuoteBody = Type.Object(
  {
    amount: OpenAmount,
    currencyId: MerchantCurrencyId,
    channel: Type.Enum(PAYOUT_CHANNELS, { description: `Channel and the currencies it pays out in: ${describeChannels('payout')}` }),
  },
  closed,
);
export type OpenPayoutQuoteBody = Static<typeof OpenPayoutQuoteBody>;

/** `fee` is what the order will show (the channel's fee and the duty on it); `total` leaves the suspense wallet. */
export const OpenPayoutQuote = Type.Object({
  amount: Money,
  fee: Money,
  total: Money,
  currencyId: CurrencyId,
  channel: Type.Integer(),
});
export type OpenPayoutQuote = Static<typeof OpenPayoutQuote>;

/** Confirmation of payee (docs/name-check.md): the name a wallet number or bank account is registered to, before paying it. */
export const OpenAccountLookupBody = Type.Object(
  {
    channel: Type.Enum(
      PAYOUT_CHANNELS.filter((payType) => hasNameCheck(payType)),
      { description: 'A mobile wallet or bank payout channel' },
    ),
    currencyId: MerchantCurrencyId,
    ...LookupDestination,
  },
  closed,
);
export type OpenAccountLookupBody = Static<typeof OpenAccountLookupBody>;
export const OpenAccountLookup = Type.Object({ name: Type.String({ description: 'The name the account is registered to' }) });
export type OpenAccountLookup = Static<typeof OpenAccountLookup>;

/**
 * One line of the fee and limits table: what an order of `type` through `channel` in `currencyId`
 * may be, and what it is charged: `fixedFee + amount x feeRate` (rounded up to the minor unit), plus
 * `taxRate` of that fee (excise duty or VAT on the fee, rounded up).
 */
export const OpenFee = Type.Object({
  type: Type.Enum(MERCHANT_ORDER_TYPES),
  channel: Type.Integer(),
  currencyId: CurrencyId,
  minAmount: Money,
  maxAmount: Nullable(Money),
  fixedFee: Money,
  /** A fraction of the amount: "0.01" is 1 %. */
  feeRate: Rate,
  /** A fraction of the fee: "0.2" is 20 %. */
  taxRate: Rate,
});
export type OpenFee = Static<typeof OpenFee>;
export const OpenFees = Type.Object({ fees: Type.Array(OpenFee) });
export type OpenFees = Static<typeof OpenFees>;

export const OpenBanksQuery = Type.Object({ currencyId: Type.Optional(CurrencyId) }, closed);
export type OpenBanksQuery = Static<typeof OpenBanksQuery>;
/** A bank a bank payout can be sent to, by the `bankCode` the payout names. */
export const OpenBank = Type.Object({ bankCode: Type.String(), bankName: Type.String(), swiftCode: Nullable(Type.String()), currencyId: CurrencyId });
export type OpenBank = Static<typeof OpenBank>;
export const OpenBanks = Type.Object({ banks: Type.Array(OpenBank) });
export type OpenBanks = Static<typeof OpenBanks>;

/** Body of a status notification (`type` 'order.status_changed'), signed as Standard Webhooks says. */
export const WebhookEvent = Type.Object({
  type: Type.Literal('order.status_changed'),
  timestamp: DateTime,
  data: MerchantOrder,
});
export type WebhookEvent = Static<typeof WebhookEvent>;

export interface OpenEndpointSchema {
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  data: TSchema;
}

export const openSchemas = {
  'open.payin': { body: OpenPayinBody, data: MerchantOrder },
  'open.payout': { body: OpenPayoutBody, data: MerchantOrder },
  'open.orderByNo': { params: OpenOrderParams, data: MerchantOrder },
  'open.orderByMerchantNo': { querystring: OpenOrderQuery, data: MerchantOrder },
  'open.balance': { data: SuspenseBalances },
  'open.payoutQuote': { body: OpenPayoutQuoteBody, data: OpenPayoutQuote },
  'open.accountLookup': { body: OpenAccountLookupBody, data: OpenAccountLookup },
  'open.fees': { data: OpenFees },
  'open.banks': { querystring: OpenBanksQuery, data: OpenBanks },
  // The OpenAPI document itself (not wrapped in the envelope).
  'open.openapi': { data: Type.Object({}, { additionalProperties: true }) },
} as const satisfies Record<OpenEndpointName, OpenEndpointSchema>;

type OpenSchemaOf<N extends OpenEndpointName> = (typeof openSchemas)[N];
type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;
export type OpenBodyOf<N extends OpenEndpointName> = StaticOr<OpenSchemaOf<N> extends { body: infer B } ? B : undefined, void>;
export type OpenParamsOf<N extends OpenEndpointName> = StaticOr<OpenSchemaOf<N> extends { params: infer P } ? P : undefined, void>;
export type OpenQueryOf<N extends OpenEndpointName> = StaticOr<OpenSchemaOf<N> extends { querystring: infer Q } ? Q : undefined, void>;
export type OpenDataOf<N extends OpenEndpointName> = Static<OpenSchemaOf<N>['data']>;
