/**
 * TypeBox schemas per endpoint: the server validates with these and the SDK takes its types from
 * them (type-only imports, so the browser bundle carries no schema code).
 */
import { Type, type Static, type TSchema } from 'typebox';
import type { EndpointName } from '../endpoints.ts';
import { RechargeHistoryQuery } from './account.ts';
import { AssetMovement, Assets } from './assets.ts';
import {
  Channel,
  ChannelBody,
  ChannelTypeItem,
  ChoiceBankCode,
  ChoiceBankCodesBody,
  Country,
  CountryBody,
  CountryExtInfo,
  Currency,
  Empty,
  ExchangeRate,
  ExchangeRateCurrentBody,
  ExchangeRateHistoryQuery,
  Health,
  NoticeBody,
  OutboxMessage,
  SendCodeBody,
  SendMailCodeBody,
  SysNotice,
  TransferType,
  TransferTypeBody,
} from './common.ts';
import { FileUploadResult } from './file.ts';
import { NotificationList, NotificationPreferences, NotificationPreferencesBody, NotificationReadBody } from './notification.ts';
import { CollectionQuoteBody, FundingQuote, MoneyPreview, RechargeQuoteBody, SuspenseQuoteBody } from './fees.ts';
import { FxConvertBody, FxConvertResult, FxConversion, FxExportForm, FxListQuery, FxQuote, FxQuoteBody } from './fx.ts';
import {
  CollectionCreateBody,
  MrpCreateBody,
  MrpQuoteBody,
  Order,
  OrderExportForm,
  OrderListQuery,
  OrderPage,
  OrderSnParams,
  PspCreateBody,
  PspQuoteBody,
  Quote,
  RechargeCreateBody,
} from './order.ts';
import { Receipt, ReceiptPdfForm } from './receipt.ts';
import { Payee, PayeeAddBody, PayeeEditBody, PayeeIdParams, PayeeListQuery } from './payee.ts';
import { PayeeLookup, PayeeLookupBody } from './name-check.ts';
import { CountryId, KeysetPage, Page } from './primitives.ts';
import {
  MenuTree,
  Role,
  RoleAddBody,
  RoleAddResult,
  RoleEditBody,
  RoleListQuery,
  RoleStatusBody,
  TeamAddBody,
  TeamAddResult,
  TeamEditBody,
  TeamListQuery,
  TeamMember,
  TeamMenusText,
  TeamResetPwdBody,
} from './team.ts';
import { ApiApplyBody, ApiInfo, ApiRotateBody } from './user-api.ts';
import {
  MerchantOrderExportForm,
  MerchantOrderListQuery,
  MerchantOrderParams,
  SandboxFundBody,
  SandboxFundResult,
  SuspenseCashOutBody,
  SuspenseMoveResult,
  SuspenseMovement,
  SuspenseRechargeBody,
  SuspenseRecordQuery,
  SuspenseTransferBody,
  WebhookDelivery,
  WebhookIdParams,
  WebhookListQuery,
  WebhookReplayBody,
  WebhookReplayResult,
} from './merchant.ts';
import { RequestLogPage, RequestLogQuery } from './request-log.ts';
import { MerchantOrder, SuspenseBalances } from './open-api.ts';
import { VaAccount, VaApplyBody, VaIdParams, VaListQuery } from './va.ts';
import { TierView } from './tier.ts';
import {
  AuthInfo,
  AuthSaveBody,
  AuthSaveResult,
  ChangeEmailBody,
  ChangePhoneBody,
  ContractWorker,
  ContractWorkerHandleBody,
  ContractWorkerHandleResult,
  EmailFindPwdBody,
  EmailLoginBody,
  EmailRegisterBody,
  EmailRegisterCodeBody,
  IdParams,
  LoginResult,
  OperationLog,
  OperationLogQuery,
  PhoneFindPwdBody,
  PhoneLoginBody,
  PhoneRegisterBody,
  PhoneRegisterCodeBody,
  RegisterResult,
  ResetFundPwdBody,
  ResetPwdBody,
  StartAuthResult,
  TempUrl,
  TempUrlQuery,
  UserInfo,
  UserInfoSaveBody,
} from './user.ts';

export interface EndpointSchema {
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  data: TSchema;
}

const Nothing = Type.Null();

export const schemas = {
  'user.login': { body: PhoneLoginBody, data: LoginResult },
  'user.emailLogin': { body: EmailLoginBody, data: LoginResult },
  'user.register': { body: PhoneRegisterBody, data: RegisterResult },
  'user.emailRegister': { body: EmailRegisterBody, data: RegisterResult },
  'user.registerCheckCode': { body: PhoneRegisterCodeBody, data: Nothing },
  'user.emailRegisterCheckCode': { body: EmailRegisterCodeBody, data: Nothing },
  'user.logout': { body: Empty, data: Nothing },
  'user.info': { body: Empty, data: UserInfo },
  'user.auth': { body: Empty, data: AuthInfo },
  'user.tier': { body: Empty, data: TierView },
  'user.authSave': { body: AuthSaveBody, data: AuthSaveResult },
  'user.infoSave': { body: UserInfoSaveBody, data: Nothing },
  'user.resetFundPwd': { body: ResetFundPwdBody, data: Nothing },
  'user.resetPwd': { body: ResetPwdBody, data: Nothing },
  'user.findPwd': { body: PhoneFindPwdBody, data: Nothing },
  'user.emailFindPwd': { body: EmailFindPwdBody, data: Nothing },
  'user.log': { body: OperationLogQuery, data: KeysetPage(OperationLog) },
  'user.changePhone': { body: ChangePhoneBody, data: Nothing },
  'user.changeEmail': { body: ChangeEmailBody, data: Nothing },
  'notification.list': { body: Empty, data: NotificationList },
  'notification.read': { body: NotificationReadBody, data: Nothing },
  'notification.preferences': { body: NotificationPreferencesBody, data: NotificationPreferences },
  'notification.preferencesSave': { body: NotificationPreferences, data: Nothing },
  'user.startAuth': { params: IdParams, body: Empty, data: StartAuthResult },
  'user.contractWorkerInfo': { params: IdParams, data: ContractWorker },
  'user.contractWorkerHandle': { body: ContractWorkerHandleBody, data: ContractWorkerHandleResult },
  'user.getTempUrl': { querystring: TempUrlQuery, data: TempUrl },
  // The body is multipart/form-data (see FileUploadFields); the client sends it with `upload`.
  'file.upload': { body: Empty, data: FileUploadResult },

  'userApi.info': { body: Empty, data: ApiInfo },
  'userApi.save': { body: ApiApplyBody, data: Nothing },
  'userApi.refresh': { body: ApiRotateBody, data: ApiInfo },
  'userApi.webhookSecretRefresh': { body: ApiRotateBody, data: ApiInfo },
  'merchant.orderList': { body: MerchantOrderListQuery, data: KeysetPage(MerchantOrder) },
  'merchant.orderDetail': { params: MerchantOrderParams, body: Empty, data: MerchantOrder },
  // The reply is the CSV file itself; failures still come as the envelope.
  'merchant.orderExport': { body: MerchantOrderExportForm, data: Nothing },
  'suspense.balance': { body: Empty, data: SuspenseBalances },
  'suspense.recordList': { body: SuspenseRecordQuery, data: KeysetPage(SuspenseMovement) },
  'suspense.recharge': { body: SuspenseRechargeBody, data: SuspenseMoveResult },
  'suspense.cashOut': { body: SuspenseCashOutBody, data: MerchantOrder },
  'suspense.transfer': { body: SuspenseTransferBody, data: SuspenseMoveResult },
  'suspense.quote': { body: SuspenseQuoteBody, data: MoneyPreview },
  'webhook.list': { body: WebhookListQuery, data: KeysetPage(WebhookDelivery) },
  'webhook.resend': { params: WebhookIdParams, body: Empty, data: WebhookDelivery },
  'webhook.replayFailed': { body: WebhookReplayBody, data: WebhookReplayResult },
  'requestLog.list': { body: RequestLogQuery, data: RequestLogPage },

  'team.list': { body: TeamListQuery, data: Page(TeamMember) },
  'team.add': { body: TeamAddBody, data: TeamAddResult },
  'team.edit': { body: TeamEditBody, data: Nothing },
  'team.delete': { params: IdParams, body: Empty, data: Nothing },
  'team.resetPwd': { body: TeamResetPwdBody, data: Nothing },
  'team.menus': { body: Empty, data: TeamMenusText },
  'role.list': { body: RoleListQuery, data: Page(Role) },
  'role.add': { body: RoleAddBody, data: RoleAddResult },
  'role.edit': { body: RoleEditBody, data: Nothing },
  'role.status': { body: RoleStatusBody, data: Nothing },
  'role.menuTree': { body: Empty, data: MenuTree },

  'common.sendCode': { body: SendCodeBody, data: Nothing },
  'common.sendMailCode': { body: SendMailCodeBody, data: Nothing },
  'common.sysNotice': { body: NoticeBody, data: Type.Array(SysNotice) },
  'common.currency': { body: Empty, data: Type.Array(Currency) },
  'common.exchangeRateHistory': { body: ExchangeRateHistoryQuery, data: Page(ExchangeRate) },
  'common.exchangeRateCurrent': { body: ExchangeRateCurrentBody, data: Type.Array(ExchangeRate) },
  'common.currencyByCountryId': { params: Type.Object({ id: CountryId }), body: Empty, data: Type.Array(Currency) },
  // Type-3 notices (announcements) of one language, newest first; `locale` defaults to the
  // caller's Accept-Language, then English.
  'common.notice3': { body: NoticeBody, data: Type.Array(SysNotice) },
  'common.countryExtInfo': { body: CountryBody, data: CountryExtInfo },
  'common.choiceBankCodes': { body: ChoiceBankCodesBody, data: Type.Array(ChoiceBankCode) },
  'common.queryTransferType': { body: TransferTypeBody, data: Type.Array(TransferType) },
  'common.queryChannel': { body: ChannelBody, data: Type.Array(Channel) },
  'common.country': { body: Empty, data: Type.Array(Country) },
  'common.queryChannelType': { params: Type.Object({ countryId: CountryId }), data: Type.Array(ChannelTypeItem) },

  'account.rechargeHistoryList': { body: RechargeHistoryQuery, data: KeysetPage(AssetMovement) },
  'account.assets': { body: Empty, data: Assets },

  'order.pspQuote': { body: PspQuoteBody, data: Quote },
  'order.pspCreate': { body: PspCreateBody, data: Order },
  'order.mrpQuote': { body: MrpQuoteBody, data: Quote },
  'order.mrpCreate': { body: MrpCreateBody, data: Order },
  'order.rechargeCreate': { body: RechargeCreateBody, data: Order },
  'order.collectionCreate': { body: CollectionCreateBody, data: Order },
  'order.rechargeQuote': { body: RechargeQuoteBody, data: FundingQuote },
  'order.collectionQuote': { body: CollectionQuoteBody, data: FundingQuote },
  'order.list': { body: OrderListQuery, data: OrderPage },
  // The reply is the CSV file itself; `data` describes nothing (failures still come as the envelope).
  'order.export': { body: OrderExportForm, data: Nothing },
  'order.detail': { params: OrderSnParams, body: Empty, data: Order },
  'order.status': { params: OrderSnParams, body: Empty, data: Order },
  'order.cancel': { params: OrderSnParams, body: Empty, data: Order },
  'order.receipt': { params: OrderSnParams, body: Empty, data: Receipt },
  // The reply is the PDF itself; failures still come as the envelope.
  'order.receiptPdf': { params: OrderSnParams, body: ReceiptPdfForm, data: Nothing },
  'sandbox.orderPay': { params: OrderSnParams, body: Empty, data: Order },

  'payee.list': { body: PayeeListQuery, data: Page(Payee) },
  'payee.add': { body: PayeeAddBody, data: Payee },
  'payee.edit': { body: PayeeEditBody, data: Payee },
  'payee.delete': { params: PayeeIdParams, body: Empty, data: Nothing },
  'payee.detail': { params: PayeeIdParams, body: Empty, data: Payee },
  'payee.lookup': { body: PayeeLookupBody, data: PayeeLookup },

  'va.list': { body: VaListQuery, data: Page(VaAccount) },
  'va.apply': { body: VaApplyBody, data: VaAccount },
  'va.detail': { params: VaIdParams, body: Empty, data: VaAccount },

  'fx.quote': { body: FxQuoteBody, data: FxQuote },
  'fx.convert': { body: FxConvertBody, data: FxConvertResult },
  'fx.list': { body: FxListQuery, data: KeysetPage(FxConversion) },
  // The reply is the CSV file itself; `data` describes nothing (failures still come as the envelope).
  'fx.export': { body: FxExportForm, data: Nothing },

  'system.health': { data: Health },
  'sandbox.outbox': { querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }), data: Type.Array(OutboxMessage) },
  'sandbox.suspenseFund': { body: SandboxFundBody, data: SandboxFundResult },
} as const satisfies Record<EndpointName, EndpointSchema>;

type SchemaOf<N extends EndpointName> = (typeof schemas)[N];
type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** Request body type of an endpoint (void when it takes none). */
export type BodyOf<N extends EndpointName> = StaticOr<SchemaOf<N> extends { body: infer B } ? B : undefined, void>;
/** Path parameters of an endpoint. */
export type ParamsOf<N extends EndpointName> = StaticOr<SchemaOf<N> extends { params: infer P } ? P : undefined, void>;
/** Query-string parameters of an endpoint. */
export type QueryOf<N extends EndpointName> = StaticOr<SchemaOf<N> extends { querystring: infer Q } ? Q : undefined, void>;
/** The `data` of a successful reply. */
export type DataOf<N extends EndpointName> = Static<SchemaOf<N>['data']>;
