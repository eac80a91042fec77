/**
 * Every refusal each merchant API call can answer with: the HTTP status and the envelope's code.
 * The OpenAPI document declares them per operation, and the contract test provokes each one it
 * can against a real server and checks the reply is declared. Plain data, like `openEndpoints`.
 */
import { Code } from './codes.ts';
import type { OpenEndpointName } from './open-endpoints.ts';

export interface OpenRefusal {
  /** HTTP status: 200 when the request reached the application (the envelope says how it went). */
  status: number;
  code: number;
  /** When it happens, as the document says it. */
  when: string;
}

const refusal = (status: number, code: number, when: string): OpenRefusal => ({ status, code, when });

/** Refusals of the signature check, before any input is read. */
const SIGNATURE: readonly OpenRefusal[] = [
  refusal(200, Code.OPEN_ACCESS_KEY_INVALID, 'X-Access-Key is missing or unknown'),
  refusal(200, Code.OPEN_SIGNATURE_INVALID, 'X-Signature does not match the request'),
  refusal(200, Code.OPEN_TIMESTAMP_INVALID, 'X-Timestamp is missing or more than 300 s from the server clock'),
  refusal(200, Code.OPEN_NONCE_INVALID, 'X-Nonce is missing, malformed or was used in the last 10 minutes'),
  refusal(200, Code.OPEN_IP_NOT_ALLOWED, "the caller's address is not on the key's allow-list"),
  refusal(200, Code.OPEN_ACCESS_NOT_APPROVED, 'API access is not approved'),
  refusal(200, Code.OPEN_SIGNATURE_LOCKED, 'too many bad signatures from this address: wait for Retry-After'),
];

/** Any input that breaks the schema, a control character in any text, or a value the server cannot use. */
const PARAMETER = refusal(200, Code.PARAMETER_ERROR, 'a parameter is missing, malformed or not allowed; msg names it');
const SERVER = refusal(500, Code.SERVER_ERROR, 'an unexpected failure on our side; safe to retry with the same merchantOrderNo');
const ROUTER = refusal(400, Code.PARAMETER_ERROR, 'the address itself cannot be read (a malformed percent-encoding)');
const LONG_PARAMETER = refusal(414, Code.PARAMETER_ERROR, 'a path parameter is longer than 100 characters');
/** A status check asks the rail about a waiting order and settles it, which may meet a concurrent change. */
const CHANGED = refusal(200, Code.ORDER_STATUS_FORBIDDEN, 'the order changed while it was being checked: ask again');

/** What a body that cannot even be read gets, before validation. */
const BODY: readonly OpenRefusal[] = [
  refusal(400, Code.PARAMETER_ERROR, 'the body is not valid JSON'),
  refusal(413, Code.PARAMETER_ERROR, 'the body is larger than 1 MB'),
  refusal(415, Code.PARAMETER_ERROR, 'the body is not sent as application/json'),
];

const PLACING: readonly OpenRefusal[] = [
  refusal(200, Code.DUPLICATE_ORDER, 'merchantOrderNo was used within 5 minutes for a different request; data.orderNo names that order'),
  refusal(200, Code.MERCHANT_ORDER_CONFLICT, 'merchantOrderNo was used earlier for a different request'),
  refusal(200, Code.TIER_LIMIT_EXCEEDED, "the account's verification tier does not allow this amount yet"),
];

export const openRefusals = {
  'open.payin': [...SIGNATURE, ...BODY, PARAMETER, ...PLACING, ROUTER, SERVER],
  'open.payout': [
    ...SIGNATURE,
    ...BODY,
    PARAMETER,
    refusal(200, Code.PHONE_EMPTY, 'a mobile money payout has no phone'),
    refusal(200, Code.INSUFFICIENT_ASSET_BALANCE, 'the suspense wallet holds less than amount + fee'),
    ...PLACING,
    ROUTER,
    SERVER,
  ],
  'open.orderByNo': [...SIGNATURE, PARAMETER, refusal(200, Code.DATA_NOT_FOUND, 'no order of yours has this number'), CHANGED, ROUTER, LONG_PARAMETER, SERVER],
  'open.orderByMerchantNo': [...SIGNATURE, PARAMETER, refusal(200, Code.DATA_NOT_FOUND, 'no order of yours has this merchantOrderNo'), CHANGED, ROUTER, SERVER],
  'open.balance': [...SIGNATURE, PARAMETER, ROUTER, SERVER],
  'open.payoutQuote': [...SIGNATURE, ...BODY, PARAMETER, ROUTER, SERVER],
  'open.accountLookup': [
    ...SIGNATURE,
    ...BODY,
    PARAMETER,
    refusal(200, Code.NO_SUCH_ACCOUNT, 'no account is registered at that number (in the sandbox, a number ending in 6)'),
    refusal(200, Code.NAME_CHECK_UNAVAILABLE, 'the name check cannot answer now: too many different numbers looked up this hour (wait for Retry-After), or the rail is not configured'),
    ROUTER,
    SERVER,
  ],
  'open.fees': [PARAMETER, ROUTER, SERVER],
  'open.banks': [PARAMETER, ROUTER, SERVER],
  'open.openapi': [ROUTER, SERVER],
} as const satisfies Record<OpenEndpointName, readonly OpenRefusal[]>;
