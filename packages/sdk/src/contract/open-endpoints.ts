/**
 * The merchant API's calls as plain data (browser code such as the console's "try it" panel may
 * import this at runtime). They are signed with the access key and secret, not the session, so
 * they live apart from `endpoints`. Paths are under `/api`, like the session calls.
 */
export interface OpenEndpointDef {
  method: 'GET' | 'POST';
  path: string;
  /** false for public reference data (the document, fees and limits, banks): no signature asked. */
  signed?: false;
}

export const OPEN_API_BASE = '/open/v1';

export const openEndpoints = {
  'open.payin': { method: 'POST', path: '/open/v1/payin' },
  'open.payout': { method: 'POST', path: '/open/v1/payout' },
  'open.orderByNo': { method: 'GET', path: '/open/v1/orders/:orderNo' },
  'open.orderByMerchantNo': { method: 'GET', path: '/open/v1/orders' },
  'open.balance': { method: 'GET', path: '/open/v1/balance' },
  'open.payoutQuote': { method: 'POST', path: '/open/v1/payout/quote' },
  'open.accountLookup': { method: 'POST', path: '/open/v1/account/lookup' },
  'open.fees': { method: 'GET', path: '/open/v1/fees', signed: false },
  'open.banks': { method: 'GET', path: '/open/v1/banks', signed: false },
  'open.openapi': { method: 'GET', path: '/open/v1/openapi.json', signed: false },
} as const satisfies Record<string, OpenEndpointDef>;

export type OpenEndpointName = keyof typeof openEndpoints;

/** Request headers of a signed call (docs/merchant-api.md). */
export const OpenApiHeader = {
  ACCESS_KEY: 'X-Access-Key',
  TIMESTAMP: 'X-Timestamp',
  NONCE: 'X-Nonce',
  SIGNATURE: 'X-Signature',
} as const;

/** A request's timestamp may differ from the server clock by this much, either way. */
export const SIGNATURE_WINDOW_SECONDS = 300;
/** How long a nonce is remembered; a reused one within this time is refused. */
export const NONCE_TTL_SECONDS = 600;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The text that is signed: `METHOD\nPATH_WITH_QUERY\nTIMESTAMP\nNONCE\nhex(sha256(body))`, where
 * the path is the request target exactly as sent (`/api/open/v1/orders?merchantOrderNo=A1`).
 */
export function stringToSign(method: string, pathWithQuery: string, timestamp: string, nonce: string, bodySha256Hex: string): string {
  return `${method.toUpperCase()}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${bodySha256Hex}`;
}

/** Status notification headers (Standard Webhooks). */
export const WebhookHeader = { ID: 'webhook-id', TIMESTAMP: 'webhook-timestamp', SIGNATURE: 'webhook-signature' } as const;
