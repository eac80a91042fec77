/**
 * The requests the docs show, as data: the MDX pages, the code samples and the try-it panel all
 * read them from here, and `docs.test.ts` sends them to a real server, so a page cannot describe
 * a request the API would refuse.
 */

export type DocRequestId =
  | 'payin'
  | 'payout'
  | 'idempotentPayout'
  | 'sandboxPayout'
  | 'orderByNo'
  | 'orderByMerchantNo'
  | 'balance'
  | 'payoutQuote'
  | 'fees'
  | 'banks';

export interface DocRequest {
  id: DocRequestId;
  method: 'GET' | 'POST';
  /**
   * The request target as sent, path and query, with `{name}` placeholders filled from
   * `pathValues` (a real call substitutes its own values).
   */
  path: string;
  pathValues?: Record<string, string>;
  /** The JSON body of a POST; its exact bytes are what the signature covers. */
  body?: Record<string, string | number>;
}

/** Where the samples send requests unless MIZANI_BASE_URL says otherwise: the reference server. */
export const SAMPLE_BASE_URL = 'http://localhost:8080';

/**
 * An order number of the kind the platform gives (`MZ`, the UTC date, ten digits), for examples
 * that look an order up; the reader puts in the `orderNo` their own payout answered.
 */
export const EXAMPLE_ORDER_NO = 'MZ202611214829163057';

/** A payout to the M-pesa(KES) sandbox success number; each page that shows one uses its own merchant order number. */
const mpesaPayout = (merchantOrderNo: string, remark: string): DocRequest['body'] => ({
  merchantOrderNo,
  amount: '150.00',
  currencyId: 'KES',
  channel: 2,
  phone: '712345670',
  remark,
});

export const docRequests: Record<DocRequestId, DocRequest> = {
  payin: {
    id: 'payin',
    method: 'POST',
    path: '/api/open/v1/payin',
    body: {
      merchantOrderNo: 'INV-2026-0001',
      amount: '1000.00',
      currencyId: 'KES',
      channel: 502,
      phone: '712345671',
      remark: 'Invoice 2026-0001',
    },
  },
  payout: {
    id: 'payout',
    method: 'POST',
    path: '/api/open/v1/payout',
    body: mpesaPayout('PAY-2026-0001', 'Refund 2026-0001'),
  },
  idempotentPayout: {
    id: 'idempotentPayout',
    method: 'POST',
    path: '/api/open/v1/payout',
    body: mpesaPayout('PAY-2026-0002', 'Refund 2026-0002'),
  },
  sandboxPayout: {
    id: 'sandboxPayout',
    method: 'POST',
    path: '/api/open/v1/payout',
    body: mpesaPayout('TEST-2026-0001', 'Sandbox test payout'),
  },
  orderByNo: {
    id: 'orderByNo',
    method: 'GET',
    path: '/api/open/v1/orders/{orderNo}',
    pathValues: { orderNo: EXAMPLE_ORDER_NO },
  },
  orderByMerchantNo: {
    id: 'orderByMerchantNo',
    method: 'GET',
    path: '/api/open/v1/orders?merchantOrderNo={merchantOrderNo}',
    pathValues: { merchantOrderNo: 'PAY-2026-0001' },
  },
  balance: { id: 'balance', method: 'GET', path: '/api/open/v1/balance' },
  // The pay-out page's payout, asked for its fee before it is made.
  payoutQuote: { id: 'payoutQuote', method: 'POST', path: '/api/open/v1/payout/quote', body: { amount: '150.00', currencyId: 'KES', channel: 2 } },
  fees: { id: 'fees', method: 'GET', path: '/api/open/v1/fees' },
  banks: { id: 'banks', method: 'GET', path: '/api/open/v1/banks?currencyId={currencyId}', pathValues: { currencyId: 'KES' } },
};

/** The request target with its placeholders filled (`values` override the documented ones). */
export function requestTarget(request: DocRequest, values: Record<string, string> = {}): string {
  const all = { ...request.pathValues, ...values };
  return request.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(all[name] ?? ''));
}

/** The body exactly as the samples send it: compact JSON, keys in the documented order. */
export function requestBody(request: DocRequest): string {
  return request.body ? JSON.stringify(request.body) : '';
}
