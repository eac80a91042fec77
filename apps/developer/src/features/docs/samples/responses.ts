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
  fee: '0.00',
  currencyId: 'KES',
  channel: 2,
  phone: '712345670',
  accountNo: null,
  createTime: '2026-11-21T06:30:45.000Z',
  updateTime: '2026-11-21T06:30:45.000Z',
  failureReason: null,
};

export const docResponses: Record<DocRequestId, unknown> = {
  payin: {
    code: 200,
    msg: 'success',
    data: { ...order, orderNo: 'MZ202611217730516942', merchantOrderNo: 'INV-2026-0001', type: 'payin', amount: '1000.00', channel: 502, phone: '712345671' },
  },
  payout: { code: 200, msg: 'success', data: order },
  idempotentPayout: {
    code: 200,
    msg: 'success',
    data: { ...order, orderNo: 'MZ202611210386275519', merchantOrderNo: 'PAY-2026-0002' },
  },
  sandboxPayout: {
    code: 200,
    msg: 'success',
    data: { ...order, orderNo: 'MZ202611216204839177', merchantOrderNo: 'TEST-2026-0001' },
  },
  orderByNo: { code: 200, msg: 'success', data: order },
  orderByMerchantNo: { code: 200, msg: 'success', data: order },
  balance: {
    code: 200,
    msg: 'success',
    data: { balances: [{ currencyId: 'KES', available: '850.00', pending: '0.00' }] },
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

export const exampleWebhookHeaders = {
  'webhook-id': 'msg_2p6YqGfVbN3kTz8W',
  'webhook-timestamp': '1795156250',
  'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
