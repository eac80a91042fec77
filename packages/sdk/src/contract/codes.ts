/** Reply codes of the envelope (spec section 8). Messages live in @mizani/i18n under `error.code.<code>`. */
export const Code = {
  OK: 200,
  SERVER_ERROR: 500,
  WARNING: 601,
  NO_PERMISSION: 1000,
  NOT_LOGGED_IN: -1001,
  ACCOUNT_NOT_FOUND: -1002,
  ACCOUNT_EXISTS: -1003,
  WRONG_PASSWORD: -1004,
  CERTIFICATE_NOT_FOUND: -1005,
  WRONG_CODE: -1006,
  DATA_NOT_FOUND: -1007,
  PARAMETER_ERROR: -1008,
  USER_NOT_FOUND: -1009,
  USER_IS_SELF: -1010,
  COUNTRY_EMPTY: -1011,
  COUNTRY_NOT_FOUND: -1012,
  INSUFFICIENT_DOMESTIC_BALANCE: -1013,
  INSUFFICIENT_ASSET_BALANCE: -1014,
  PHONE_EMPTY: -1015,
  RATE_NOT_CONFIGURED: -1016,
  BENEFICIARY_NOT_FOUND: -1017,
  ORDER_STATUS_FORBIDDEN: -1019,
  PAYOUT_CURRENCY_NOT_FOUND: -1020,
  CURRENCY_NOT_FOUND: -1021,
  FUND_PASSWORD_NOT_SET: -1022,
  WRONG_FUND_PASSWORD: -1023,
  CODE_TOO_FREQUENT: -1026,
  /** Password login refused for a while after repeated failures (added by this product, not in the spec's table). */
  LOGIN_LOCKED: -1027,
  /**
   * Added beside the spec's table: the fund password was entered wrongly too often, so sending is
   * refused for a while (5 wrong in 15 minutes lock it for 15 minutes).
   */
  FUND_PASSWORD_LOCKED: -1028,
  /**
   * Added beside the spec's table: the quote being confirmed has expired, was used already, or no
   * longer matches the current fees or rate; the client asks for a fresh quote.
   */
  QUOTE_INVALID: -1029,
  WRONG_OLD_PASSWORD: -1033,
  DUPLICATE_ORDER: -1059,
  /**
   * Added beside the spec's table: the identity verification (KYC/KYB) is awaiting review or
   * approved, so it cannot be edited or submitted again. -1019 speaks of orders, so it is not reused.
   */
  VERIFICATION_STATUS_FORBIDDEN: -1040,
  /**
   * Added beside the spec's table: the money move is not allowed to the account's verification
   * tier, or would pass one of its limits (per order, day or month in a currency). The message
   * names the limit; verifying the identity (KYC, or KYB for the merchant API) lifts it.
   */
  TIER_LIMIT_EXCEEDED: -1041,
  /**
   * Added beside the spec's table (docs/name-check.md): the name check found no account at that
   * number, so a send to it is refused before any money moves.
   */
  NO_SUCH_ACCOUNT: -1043,
  /** Added beside the spec's table: the name check cannot answer now (its rail is not configured, or too many look-ups). */
  NAME_CHECK_UNAVAILABLE: -1044,
  /**
   * Merchant API (added beside the spec's table, docs/merchant-api.md): each refusal of a signed
   * request has its own code so an integrator can tell what to fix.
   */
  OPEN_ACCESS_KEY_INVALID: -1100,
  OPEN_SIGNATURE_INVALID: -1101,
  OPEN_TIMESTAMP_INVALID: -1102,
  OPEN_NONCE_INVALID: -1103,
  OPEN_IP_NOT_ALLOWED: -1104,
  OPEN_ACCESS_NOT_APPROVED: -1105,
  OPEN_SIGNATURE_LOCKED: -1106,
  /** The merchant order number was used before with a different request (after the -1059 window). */
  MERCHANT_ORDER_CONFLICT: -1107,
  /** The callback URL is not a public http(s) address (outside sandbox mode). */
  CALLBACK_URL_REFUSED: -1108,
  /** API access cannot be applied for while an application awaits review. */
  API_APPLICATION_STATUS_FORBIDDEN: -1109,
  /** Sandbox only: funding would take the suspense wallet past the most sandbox funding may hold. */
  SANDBOX_FUNDING_CAP: -1110,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** Every reply of the API has this shape. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
