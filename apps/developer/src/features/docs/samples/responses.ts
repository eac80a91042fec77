import { type DocRequestId, EXAMPLE_ORDER_NO } from './requests.ts';

/**
 * The replies the docs show. `docs.test.ts` checks each against what the real server answers to
 * the request of the same id: the same fields, of the same types.
 */

const order = {
  orderNo: EXAMPLE_ORDER_NO,
  merchantOrderNo: 'PAY-2026-0001',
  type: 'payout',
  status: 2,
  amount: '150.00',
  // M-Pesa (KES) payouts: KES 30.00 plus the 20 % excise duty on it (the fees and limits page).
  fee: '36.00',
  currencyId: 'KES',
  channel: 2,
  phone: '712345670',
  accountNo: null,
  bankCode: null,
  bankName: null,
  accountName: null,
  remark: 'Refund 2026-0001',
  receipt: 'MPKQ7H3XK2D9RT',
  createTime: '2026-11-21T06:30:45.000Z',
  updateTime: '2026-11-21T06:30:45.000Z',
  failureReason: null,
};

export const docResponses: Record<DocRequestId, unknown> = {
  payin: {
    code: 200,
    msg: 'success',
    // Waiting for the payer: 1 % of the amount plus the 20 % duty on it, no receipt yet.
    data: {
      ...order,
      orderNo: 'MZ202611217730516942',
      merchantOrderNo: 'INV-2026-0001',
      type: 'payin',
      status: 1,
      amount: '1000.00',
      fee: '12.00',
      channel: 502,
      phone: '712345671',
      remark: 'Invoice 2026-0001',
      receipt: null,
    },
  },
  payout: { code: 200, msg: 'success', data: order },
  idempotentPayout: {
    code: 200,
    msg: 'success',
    data: { ...order, orderNo: 'MZ202611210386275519', merchantOrderNo: 'PAY-2026-0002', remark: 'Refund 2026-0002', receipt: 'MPK8WN4PL6ZC3V' },
  },
  sandboxPayout: {
    code: 200,
    msg: 'success',
    data: { ...order, orderNo: 'MZ202611216204839177', merchantOrderNo: 'TEST-2026-0001', remark: 'Sandbox test payout', receipt: 'MPK5TD2MQ9HX7B' },
  },
  orderByNo: { code: 200, msg: 'success', data: order },
  orderByMerchantNo: { code: 200, msg: 'success', data: order },
  balance: {
    code: 200,
    msg: 'success',
    data: { balances: [{ currencyId: 'KES', available: '9814.00', pending: '0.00' }] },
  },
  payoutQuote: { code: 200, msg: 'success', data: { amount: '150.00', fee: '36.00', total: '186.00', currencyId: 'KES', channel: 2 } },
  fees: {
    code: 200,
    msg: 'success',
    data: {
      fees: [
        { type: 'payin', channel: 502, currencyId: 'KES', minAmount: '10.00', maxAmount: '250000.00', fixedFee: '0.00', feeRate: '0.01', taxRate: '0.2' },
        { type: 'payout', channel: 2, currencyId: 'KES', minAmount: '10.00', maxAmount: '250000.00', fixedFee: '30.00', feeRate: '0', taxRate: '0.2' },
      ],
    },
  },
  banks: {
    code: 200,
    msg: 'success',
    data: { banks: [{ bankCode: '01', bankName: 'KCB Bank Kenya', swiftCode: 'KCBLKENX', currencyId: 'KES' }] },
  },
};

/** A refused request: the envelope carries the code and its message, `data` is null. */
export const exampleRefusal = { code: -1101, msg: 'Signature does not match the request', data: null };

/** The body of a status notification (`order.status_changed`). */
export const exampleWebhookEvent = {
  type: 'order.status_changed',
  timestamp: '2026-11-21T06:30:50.000Z',
  data: { ...order, updateTime: '2026-11-21T06:30:50.000Z' },
};

/** The same event for a bank payout still at the bank: its bank details, no receipt yet. */
export const exampleBankWebhookEvent = {
  type: 'order.status_changed',
  timestamp: '2026-11-21T07:02:11.000Z',
  data: {
    ...order,
    orderNo: 'MZ202611215093716284',
    merchantOrderNo: 'PAY-2026-0003',
    status: 1,
    amount: '25000.00',
    // Pesalink: KES 50.00 plus the 20 % duty.
    fee: '60.00',
    channel: 101,
    phone: null,
    accountNo: '0123456780',
    bankCode: '68',
    bankName: 'Equity Bank Kenya',
    accountName: 'Amani Traders',
    remark: 'Supplier invoice 118',
    receipt: null,
    createTime: '2026-11-21T07:02:10.000Z',
    updateTime: '2026-11-21T07:02:11.000Z',
  },
};

export const exampleWebhookHeaders = {
  'webhook-id': 'msg_2p6YqGfVbN3kTz8W',
  'webhook-timestamp': '1795156250',
  'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
