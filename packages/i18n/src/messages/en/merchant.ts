// The merchant API: refusal codes -1100..-1109 (docs/merchant-api.md) and the operation-log labels of API-credential changes.
export const merchantMessages = {
  'error.code.-1100': 'Access key missing or unknown',
  'error.code.-1101': 'Signature does not match the request',
  'error.code.-1102': 'Timestamp missing or more than 300 seconds from server time',
  'error.code.-1103': 'Nonce missing, malformed or already used',
  'error.code.-1104': 'Caller IP address is not in the allow-list',
  'error.code.-1105': 'API access is not approved',
  'error.code.-1106': 'Too many failed signatures, please try again later',
  'error.code.-1107': 'The merchant order number was already used for a different request',
  'error.code.-1108': 'The callback URL must be a public http or https address',
  'error.code.-1109': 'The API application is awaiting review and cannot be changed',
  // Operation-log labels of the API-credential operations.
  'operationLog.op.apiApply': 'Apply for API access',
  'operationLog.op.apiRefresh': 'Reset API credentials',
  'operationLog.op.apiWebhookSecretRefresh': 'Reset webhook secret',
} as const;
