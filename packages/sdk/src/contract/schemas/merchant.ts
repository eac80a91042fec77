/**
 * The developer console's calls about the merchant API (signed-in session): the orders made
 * through the API (C2B pay-ins, B2C payouts), the suspense wallets that fund payouts, and the
 * status-notification deliveries.
 */
import { Type, type Static } from 'typebox';
import { PAYOUT_STATUSES } from '../enums.ts';
import { MERCHANT_ORDER_TYPES, MerchantOrderNo, PAYOUT_CHANNELS } from './open-api.ts';
import { Amount, ClientOrderNo, OrderSn } from './order.ts';
import { CurrencyId, DateTime, FundPassword, Id, KeysetPageQuery, Money, Nullable, Phone } from './primitives.ts';

const closed = { additionalProperties: false } as const;

/** `/user/userApi/orders/list`: the merchant's API orders of one type, newest first. */
export const MerchantOrderListQuery = KeysetPageQuery(
  {
    type: Type.Enum(MERCHANT_ORDER_TYPES),
    status: Type.Optional(Type.Enum(PAYOUT_STATUSES)),
    channel: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
    currencyId: Type.Optional(CurrencyId),
    merchantOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
    orderNo: Type.Optional(Type.String({ maxLength: 40 })),
  },
  // The list is keyed by the order number: the last row's number is the next page's cursor.
  OrderSn,
);
export type MerchantOrderListQuery = Static<typeof MerchantOrderListQuery>;

const digits = (pattern: string, maxLength: number) => Type.Optional(Type.String({ pattern, maxLength }));

/** `/user/userApi/orders/export`: the list's filters, form-encoded (every value is text); replies text/csv. */
export const MerchantOrderExportForm = Type.Object(
  {
    type: Type.Enum(MERCHANT_ORDER_TYPES),
    status: digits('^[0-3]$', 1),
    channel: digits('^\\d{1,3}$', 3),
    currencyId: Type.Optional(CurrencyId),
    merchantOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
    orderNo: Type.Optional(Type.String({ maxLength: 40 })),
    beginTime: Type.Optional(DateTime),
    endTime: Type.Optional(DateTime),
  },
  closed,
);
export type MerchantOrderExportForm = Static<typeof MerchantOrderExportForm>;

export const MerchantOrderParams = Type.Object({ orderNo: OrderSn }, closed);
export type MerchantOrderParams = Static<typeof MerchantOrderParams>;

/**
 * What moved a suspense wallet: a payout out (and its money back when it failed), a top-up from
 * the main wallet, a transfer either way, a cash-out (and its money back).
 */
export const SUSPENSE_MOVEMENT_KINDS = ['payout', 'payout_refund', 'payin', 'recharge', 'transfer_in', 'transfer_out', 'cash_out', 'cash_out_refund'] as const;
export type SuspenseMovementKind = (typeof SUSPENSE_MOVEMENT_KINDS)[number];

/** `/user/suspense/record/list`: movements of the suspense wallets, newest first. */
export const SuspenseRecordQuery = KeysetPageQuery({
  currencyId: Type.Optional(CurrencyId),
  kind: Type.Optional(Type.Enum(SUSPENSE_MOVEMENT_KINDS)),
  orderNo: Type.Optional(Type.String({ maxLength: 40 })),
});
export type SuspenseRecordQuery = Static<typeof SuspenseRecordQuery>;

/** One ledger entry on a suspense wallet: signed amount (+ in, - out) and the balance right after. */
export const SuspenseMovement = Type.Object({
  id: Type.String({ description: 'Ledger entry id' }),
  createTime: DateTime,
  currencyId: CurrencyId,
  kind: Type.Enum(SUSPENSE_MOVEMENT_KINDS),
  amount: Money,
  balanceAfter: Money,
  orderNo: Nullable(Type.String()),
  merchantOrderNo: Nullable(Type.String()),
});
export type SuspenseMovement = Static<typeof SuspenseMovement>;

/** Top up a suspense wallet from the main (domestic) wallet of the same currency. */
export const SuspenseRechargeBody = Type.Object(
  { currencyId: CurrencyId, amount: Amount, fundPassword: FundPassword, clientOrderNo: ClientOrderNo },
  closed,
);
export type SuspenseRechargeBody = Static<typeof SuspenseRechargeBody>;

export const SUSPENSE_TRANSFER_DIRECTIONS = ['toSuspense', 'toMain'] as const;
export type SuspenseTransferDirection = (typeof SUSPENSE_TRANSFER_DIRECTIONS)[number];

/** Move money between the suspense wallet and the main (domestic) wallet of one currency. */
export const SuspenseTransferBody = Type.Object(
  {
    direction: Type.Enum(SUSPENSE_TRANSFER_DIRECTIONS),
    currencyId: CurrencyId,
    amount: Amount,
    fundPassword: FundPassword,
    clientOrderNo: ClientOrderNo,
  },
  closed,
);
export type SuspenseTransferBody = Static<typeof SuspenseTransferBody>;

/** Result of a recharge or transfer: both wallets' balances right after it. */
export const SuspenseMoveResult = Type.Object({
  reference: Type.String({ description: 'Ledger posting reference of the move' }),
  currencyId: CurrencyId,
  amount: Money,
  suspenseBalance: Money,
  mainBalance: Money,
});
export type SuspenseMoveResult = Static<typeof SuspenseMoveResult>;

/**
 * Sandbox funding, in major units per currency: what one press adds to the suspense wallet, and
 * the balance from which presses stop adding (the server's rule, the console's wording).
 */
export const SANDBOX_FUNDING: Readonly<Record<string, { amount: string; ceiling: string }>> = {
  KES: { amount: '10000', ceiling: '100000' },
  TZS: { amount: '500000', ceiling: '5000000' },
};

/** Sandbox funding: `requestId` is made once per press, so a repeated request adds nothing more. */
export const SandboxFundBody = Type.Object(
  { currencyId: CurrencyId, requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', minLength: 16, maxLength: 64 }) },
  { additionalProperties: false },
);
export type SandboxFundBody = Static<typeof SandboxFundBody>;
export const SandboxFundResult = Type.Object({ currencyId: CurrencyId, amount: Money, available: Money });
export type SandboxFundResult = Static<typeof SandboxFundResult>;

/**
 * Cash out of a suspense wallet to a mobile money number (`phone`) or a bank account (`bankCode`,
 * `accountNo`, `accountName`), through the rails like a payout. Replies the payout order.
 */
export const SuspenseCashOutBody = Type.Object(
  {
    currencyId: CurrencyId,
    amount: Amount,
    channel: Type.Enum(PAYOUT_CHANNELS),
    phone: Type.Optional(Phone),
    bankCode: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{2,20}$', maxLength: 20 })),
    accountNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{4,34}$', maxLength: 34 })),
    accountName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    remark: Type.Optional(Type.String({ maxLength: 100 })),
    fundPassword: FundPassword,
    clientOrderNo: MerchantOrderNo,
  },
  closed,
);
export type SuspenseCashOutBody = Static<typeof SuspenseCashOutBody>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One POST to the callback URL. `responseStatus` is null when no HTTP answer came (`error` says why). */
export const WebhookAttempt = Type.Object({
  attemptNo: Type.Integer({ minimum: 1 }),
  time: DateTime,
  url: Type.String(),
  responseStatus: Nullable(Type.Integer()),
  responseBody: Nullable(Type.String({ description: 'First 2000 characters' })),
  error: Nullable(Type.String()),
  durationMs: Type.Integer({ minimum: 0 }),
});
export type WebhookAttempt = Static<typeof WebhookAttempt>;

/**
 * One status notification: `eventId` is the `webhook-id` header, the same on every retry and
 * resend; `payload` is the exact JSON body posted. 'pending' is retried at `nextAttemptTime`;
 * 'failed' gave up after three days (a resend queues it again).
 */
export const WebhookDelivery = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  orderNo: Nullable(Type.String()),
  /** The merchant's own order reference of the order the event is about. */
  merchantOrderNo: Nullable(Type.String()),
  /** The order status the event reports (0 Pending, 1 Processing, 2 Success, 3 Reject). */
  eventStatus: Nullable(Type.Enum(PAYOUT_STATUSES)),
  url: Type.String(),
  status: Type.Enum(WEBHOOK_DELIVERY_STATUSES),
  attemptCount: Type.Integer({ minimum: 0 }),
  nextAttemptTime: Nullable(DateTime),
  createTime: DateTime,
  deliveredTime: Nullable(DateTime),
  payload: Type.String(),
  attempts: Type.Array(WebhookAttempt),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookListQuery = KeysetPageQuery({
  orderNo: Type.Optional(Type.String({ maxLength: 40 })),
  merchantOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
  status: Type.Optional(Type.Enum(WEBHOOK_DELIVERY_STATUSES)),
});
export type WebhookListQuery = Static<typeof WebhookListQuery>;

export const WebhookIdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,18}$', maxLength: 18 }) }, closed);
export type WebhookIdParams = Static<typeof WebhookIdParams>;

/**
 * `/user/userApi/webhooks/replayFailed`: every notification that gave up ('failed') since `since`
 * is due again at once. Asking twice queues nothing twice: a replayed one is no longer 'failed'.
 */
export const WebhookReplayBody = Type.Object({ since: DateTime }, closed);
export type WebhookReplayBody = Static<typeof WebhookReplayBody>;
export const WebhookReplayResult = Type.Object({ replayed: Type.Integer({ minimum: 0 }) });
export type WebhookReplayResult = Static<typeof WebhookReplayResult>;

/** Operator: approve or reject an API application (ops endpoint / CLI). */
export const ApiAuditBody = Type.Object({ userId: Id, approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 200 })) }, closed);
export type ApiAuditBody = Static<typeof ApiAuditBody>;
