import type { EndpointName } from '@mizani/sdk/contract';
import { ApiMenu, Btn, Menu } from '@mizani/sdk/permissions';

/**
 * Who may call a route, checked in `defineRoute` after authentication.
 * - public: no session needed (the contract's `auth: false` calls).
 * - any-signed-in: every signed-in caller, staff included, whatever the role: the caller's own
 *   identity (profile, passwords, log) and the reference data every screen needs.
 * - main-only: the main account alone (team, roles, API credentials).
 * - permission: the main account, and staff whose role holds one of `anyOf`.
 */
export type RoutePermission =
  | { kind: 'public' }
  | { kind: 'any-signed-in' }
  | { kind: 'main-only' }
  | { kind: 'permission'; anyOf: string[] };

const PUBLIC: RoutePermission = { kind: 'public' };
const ANY: RoutePermission = { kind: 'any-signed-in' };
const MAIN: RoutePermission = { kind: 'main-only' };
const anyOf = (...names: string[]): RoutePermission => ({ kind: 'permission', anyOf: names });

// Screens that pick a recipient or show a balance, besides the pages that own those records.
const SEND_PAGES = [Menu.PSPIndex, Menu.MRPIndex];
const ORDER_PAGES = [Menu.PSPOrder, Menu.MRPOrder, Menu.AssetsOrder];
const TOP_UP_PAGES = [Menu.PSPRecharge, Menu.MRPRecharge];
const COLLECTION_PAGES = [Menu.PSPRechargeCobo, Menu.MRPRechargeCobo];
const BALANCE_PAGES = [Menu.AssetsTotal, Menu.AssetsPSP, Menu.AssetsMRP, ...SEND_PAGES, ...TOP_UP_PAGES, Menu.FXIndex, Menu.FXConvert];
const API_AREA = [
  Menu.HomeApi,
  ApiMenu.C2B,
  ApiMenu.B2C,
  ApiMenu.SuspenseTransactionRecord,
  ApiMenu.SuspenseTopUp,
  ApiMenu.SuspenseCashOut,
  ApiMenu.SuspenseTransfer,
];
const SUSPENSE = [ApiMenu.SuspenseTransactionRecord, ApiMenu.SuspenseTopUp, ApiMenu.SuspenseCashOut, ApiMenu.SuspenseTransfer];
// KYC documents and the cross-border send's contract-worker and exchange files go through upload.
const FILE_PAGES = [Menu.UserKyc, Menu.MRPIndex];

/**
 * One line per endpoint of the contract. Typed over every `EndpointName`, so a new endpoint
 * without a line here fails the typecheck instead of silently being open to staff.
 */
export const routePermissions: Record<EndpointName, RoutePermission> = {
  'user.login': PUBLIC,
  'user.emailLogin': PUBLIC,
  'user.register': PUBLIC,
  'user.emailRegister': PUBLIC,
  'user.logout': ANY,
  'user.info': ANY,
  'user.auth': anyOf(Menu.UserKyc),
  'user.authSave': anyOf(Menu.UserKyc),
  // The caller's own profile, phone, email, passwords and log: about the person, not the account's data.
  'user.infoSave': ANY,
  'user.resetFundPwd': ANY,
  'user.resetPwd': ANY,
  'user.findPwd': PUBLIC,
  'user.emailFindPwd': PUBLIC,
  'user.log': ANY,
  'user.changePhone': ANY,
  'user.changeEmail': ANY,
  'user.startAuth': anyOf(Menu.UserKyc),
  'user.contractWorkerInfo': anyOf(Menu.MRPIndex, Menu.MRPOrder),
  'user.contractWorkerHandle': anyOf(Menu.MRPIndex),
  'user.getTempUrl': anyOf(...FILE_PAGES, ...ORDER_PAGES),
  'file.upload': anyOf(...FILE_PAGES),
  // The API area reads the audit status to decide its menus; credentials stay with the main account.
  'userApi.info': anyOf(...API_AREA),
  'userApi.save': MAIN,
  'userApi.refresh': MAIN,
  'userApi.webhookSecretRefresh': MAIN,
  // Merchant API console (issue 7): orders made through the API and their notifications.
  'merchant.orderList': anyOf(ApiMenu.C2B, ApiMenu.B2C),
  'merchant.orderDetail': anyOf(ApiMenu.C2B, ApiMenu.B2C),
  'merchant.orderExport': anyOf(ApiMenu.C2B, ApiMenu.B2C),
  'suspense.balance': anyOf(...SUSPENSE),
  'suspense.recordList': anyOf(ApiMenu.SuspenseTransactionRecord),
  'suspense.recharge': anyOf(ApiMenu.SuspenseTopUp),
  'suspense.cashOut': anyOf(ApiMenu.SuspenseCashOut),
  'suspense.transfer': anyOf(ApiMenu.SuspenseTransfer),
  'webhook.list': anyOf(ApiMenu.C2B, ApiMenu.B2C),
  'webhook.resend': anyOf(ApiMenu.C2B, ApiMenu.B2C),
  'team.list': MAIN,
  'team.add': MAIN,
  'team.edit': MAIN,
  'team.delete': MAIN,
  'team.resetPwd': MAIN,
  'team.menus': ANY,
  'role.list': MAIN,
  'role.add': MAIN,
  'role.edit': MAIN,
  'role.status': MAIN,
  'role.menuTree': MAIN,
  'common.sendCode': PUBLIC,
  'common.sendMailCode': PUBLIC,
  'common.sysNotice': PUBLIC,
  'common.currency': ANY,
  'common.exchangeRateHistory': ANY,
  'common.exchangeRateCurrent': ANY,
  'common.currencyByCountryId': ANY,
  'common.notice3': PUBLIC,
  'common.countryExtInfo': ANY,
  'common.choiceBankCodes': ANY,
  'common.queryTransferType': ANY,
  'common.queryChannel': ANY,
  'common.country': PUBLIC,
  'common.queryChannelType': ANY,
  'account.rechargeHistoryList': anyOf(...TOP_UP_PAGES, Menu.AssetsOrder),
  'account.assets': anyOf(...BALANCE_PAGES),
  'order.pspQuote': anyOf(Menu.PSPIndex),
  'order.pspCreate': anyOf(Menu.PSPIndex),
  'order.mrpQuote': anyOf(Menu.MRPIndex),
  'order.mrpCreate': anyOf(Menu.MRPIndex),
  'order.rechargeCreate': anyOf(...TOP_UP_PAGES),
  'order.collectionCreate': anyOf(...COLLECTION_PAGES),
  'order.list': anyOf(...ORDER_PAGES),
  'order.export': anyOf(...ORDER_PAGES),
  'order.detail': anyOf(...ORDER_PAGES, ...SEND_PAGES, ...TOP_UP_PAGES, ...COLLECTION_PAGES),
  'order.status': anyOf(...ORDER_PAGES, ...SEND_PAGES, ...TOP_UP_PAGES, ...COLLECTION_PAGES),
  'order.cancel': anyOf(...ORDER_PAGES),
  'sandbox.orderPay': anyOf(...COLLECTION_PAGES, ...ORDER_PAGES),
  'payee.list': anyOf(Menu.AssetsPayee, ...SEND_PAGES),
  'payee.add': anyOf(Btn.AssetsPayeeAdd),
  'payee.edit': anyOf(Btn.AssetsPayeeEdit),
  'payee.delete': anyOf(Btn.AssetsPayeeDelete),
  'payee.detail': anyOf(Menu.AssetsPayee, ...SEND_PAGES, ...ORDER_PAGES),
  'va.list': anyOf(Menu.AssetsVAAccount, ...TOP_UP_PAGES),
  'va.apply': anyOf(Btn.VAAccountAdd),
  'va.detail': anyOf(Menu.AssetsVAAccount, ...TOP_UP_PAGES),
  'fx.quote': anyOf(Menu.FXConvert),
  'fx.convert': anyOf(Menu.FXConvert),
  'fx.list': anyOf(Menu.FXHistory),
  'fx.export': anyOf(Menu.FXHistory),
  'system.health': PUBLIC,
  'sandbox.outbox': PUBLIC,
};
