// Browser-safe entry: the client, session and contract types. Schema code stays behind
// `@mizani/sdk/contract` (type-only here) so it never reaches an app bundle.
export {
  createApiClient,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  LOGIN_PATH,
  MAX_SERVER_MESSAGE_LENGTH,
  type ApiClient,
  type ApiClientOptions,
  type CallInput,
  type CallOptions,
  type Notification,
  type NotificationType,
  type UploadEndpointName,
  type UploadProgress,
} from './client/client.ts';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './client/api-error.ts';
export { DUPLICATE_WINDOW_MS } from './client/duplicate-guard.ts';
export { appendQuery, buildQueryString, type QueryParams, type QueryScalar } from './client/query-string.ts';
export { parseMenuNames, type Resources } from './client/resources.ts';
export { clearSession, getCachedUserInfo, getToken, hasToken, setCachedUserInfo, setToken, TOKEN_KEY, USER_INFO_KEY } from './session/session.ts';

export { Code, type Envelope } from './contract/codes.ts';
export { endpoints, type EndpointDef, type EndpointName } from './contract/endpoints.ts';
export { ORDER_CANCEL_PERMISSIONS, WRITE_PERMISSIONS, type WritePermission } from './contract/write-permissions.ts';
export * from './contract/enums.ts';
export * from './contract/channels.ts';
export * from './contract/receipt.ts';
export type { Receipt, ReceiptParty } from './contract/schemas/receipt.ts';
export * from './contract/name-check.ts';
export * from './contract/rail-reasons.ts';
export type { PayeeLookup, PayeeLookupBody } from './contract/schemas/name-check.ts';
export type { BodyOf, DataOf, ParamsOf, QueryOf } from './contract/schemas/index.ts';
export type {
  Channel,
  ChannelBody,
  ChannelTypeItem,
  ChoiceBankCode,
  ChoiceBankCodesBody,
  Country,
  CountryExtInfo,
  Currency,
  ExchangeRate,
  ExchangeRateCurrentBody,
  ExchangeRateHistoryQuery,
  Health,
  OutboxMessage,
  SendCodeBody,
  SendMailCodeBody,
  SysNotice,
  TransferType,
  TransferTypeBody,
} from './contract/schemas/common.ts';
export type {
  AuthInfo,
  AuthSaveBody,
  ChangeEmailBody,
  ChangePhoneBody,
  ContractWorker,
  ContractWorkerHandleBody,
  EmailFindPwdBody,
  EmailLoginBody,
  EmailRegisterBody,
  Kyb,
  Kyc,
  LoginResult,
  OperationLog,
  OperationLogQuery,
  PhoneFindPwdBody,
  PhoneLoginBody,
  PhoneRegisterBody,
  RegisterResult,
  ResetFundPwdBody,
  ResetPwdBody,
  StartAuthResult,
  TempUrl,
  UserInfo,
  UserInfoSaveBody,
} from './contract/schemas/user.ts';
export type { FileUploadFields, FileUploadResult } from './contract/schemas/file.ts';
export type { ApiApplyBody, ApiInfo } from './contract/schemas/user-api.ts';
export type { TeamAddBody, TeamEditBody, TeamListQuery, TeamMember, TeamResetPwdBody } from './contract/schemas/team.ts';
export type { Order, RechargeHistoryQuery } from './contract/schemas/account.ts';
export type {
  CollectionCreateBody,
  DuplicateOrder,
  MrpCreateBody,
  MrpQuoteBody,
  OrderExportForm,
  OrderFlow,
  OrderListQuery,
  PspCreateBody,
  PspQuoteBody,
  Quote,
  RechargeCreateBody,
  SettlementAccount,
} from './contract/schemas/order.ts';
export type { AssetMovement, Assets, AssetTotal, Wallet } from './contract/schemas/assets.ts';
export type { FundingQuote, MoneyPreview, SuspenseQuoteBody } from './contract/schemas/fees.ts';
export type { Payee, PayeeAddBody, PayeeEditBody, PayeeListQuery } from './contract/schemas/payee.ts';
export type { VaAccount, VaApplyBody, VaListQuery } from './contract/schemas/va.ts';
export type { BankTopUpAccount, CashTopUpShop } from './contract/schemas/channel.ts';
export type { NotificationEvent, NotificationItem, NotificationList, NotificationPreferences } from './contract/schemas/notification.ts';

/** One page of a list reply. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}
