import { ORDER_CANCEL_PERMISSIONS, type endpoints, type EndpointName, type WritePermission } from '@mizani/sdk/contract';
import { ApiMenu, Btn, Menu } from '@mizani/sdk/permissions';

/**
 * Who may call a route, checked in `defineRoute` after authentication.
 * - public: no session needed (the contract's `auth: false` calls).
 * - any-signed-in: every signed-in caller, staff included, whatever the role: reads of the
 *   caller's own identity and the reference data every screen needs.
 * - own-identity: a call that writes, but only to the caller's own person (profile, passwords,
 *   phone, email, session): every signed-in caller may make it for themselves.
 * - main-only: the main account alone (team, roles, API credentials).
 * - permission: the main account, and staff whose role holds one of `anyOf`. On a call that
 *   writes, `anyOf` may only name write permissions (`WRITE_PERMISSIONS` of the contract).
 */
export type RoutePermission =
  | { kind: 'public' }
  | { kind: 'any-signed-in' }
  | { kind: 'own-identity' }
  | { kind: 'main-only' }
  | { kind: 'permission'; anyOf: readonly string[]; writes: boolean };

type ReadRule = Extract<RoutePermission, { kind: 'public' | 'any-signed-in' | 'main-only' }> | { kind: 'permission'; anyOf: readonly string[]; writes: false };
type WriteRule =
  | Extract<RoutePermission, { kind: 'public' | 'own-identity' | 'main-only' }>
  | { kind: 'permission'; anyOf: readonly WritePermission[]; writes: true };
/** The rule an endpoint may have: one that writes (the contract says so) only a write rule. */
type RuleOf<N extends EndpointName> = (typeof endpoints)[N]['writes'] extends true ? WriteRule : ReadRule;

const PUBLIC = { kind: 'public' } as const;
const ANY = { kind: 'any-signed-in' } as const;
const OWN = { kind: 'own-identity' } as const;
const MAIN = { kind: 'main-only' } as const;
const anyOf = (...names: string[]) => ({ kind: 'permission', anyOf: names, writes: false }) as const;
const write = (...names: WritePermission[]) => ({ kind: 'permission', anyOf: names, writes: true }) as const;

// Screens that pick a recipient or show a balance, besides the pages that own those records.
const SEND_PAGES = [Menu.PSPIndex, Menu.MRPIndex];
const ORDER_PAGES = [Menu.PSPOrder, Menu.MRPOrder, Menu.AssetsOrder];
const TOP_UP_PAGES = [Menu.PSPRecharge, Menu.MRPRecharge] as const;
const COLLECTION_PAGES = [Menu.PSPRechargeCobo, Menu.MRPRechargeCobo] as const;
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
const FILE_PAGES = [Menu.UserKyc, Menu.MRPIndex] as const;

/**
 * One line per endpoint of the contract. Typed over every `EndpointName`, so a new endpoint
 * without a line here fails the typecheck instead of silently being open to staff; and typed on
 * the endpoint's `writes`, so a call that writes cannot be let through by a permission to look.
 */
export const routePermissions: { readonly [N in EndpointName]: RuleOf<N> } = {
  'user.login': PUBLIC,
  'user.emailLogin': PUBLIC,
  'user.register': PUBLIC,
  'user.emailRegister': PUBLIC,
  'user.registerCheckCode': PUBLIC,
  'user.emailRegisterCheckCode': PUBLIC,
  'user.logout': OWN,
  'user.info': ANY,
  'user.auth': anyOf(Menu.UserKyc),
  'user.tier': ANY,
  'user.authSave': write(Menu.UserKyc),
  // The caller's own profile, phone, email, passwords and log: about the person, not the account's data.
  'user.infoSave': OWN,
  'user.resetFundPwd': OWN,
  'user.resetPwd': OWN,
  'user.findPwd': PUBLIC,
  'user.emailFindPwd': PUBLIC,
  'user.log': ANY,
  'user.changePhone': OWN,
  'user.changeEmail': OWN,
  // The caller's own notices: reading and marking them read is about the person. The channel
  // choices are the main account's (its money messages): staff may look, not change.
  'notification.list': ANY,
  'notification.read': OWN,
  'notification.preferences': ANY,
  'notification.preferencesSave': MAIN,
  'user.startAuth': write(Menu.UserKyc),
  // Contract workers' identity documents are KYC data: read only with the KYC permission.
  'user.contractWorkerInfo': anyOf(Menu.UserKyc),
  'user.contractWorkerHandle': write(Menu.MRPIndex),
  // Then per file: KYC and KYB files need the KYC permission (files/routes.ts).
  'user.getTempUrl': anyOf(...FILE_PAGES, ...ORDER_PAGES),
  'file.upload': write(...FILE_PAGES),
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
  'suspense.recharge': write(ApiMenu.SuspenseTopUp),
  'suspense.cashOut': write(ApiMenu.SuspenseCashOut),
  'suspense.transfer': write(ApiMenu.SuspenseTransfer),
  // A preview books nothing: whoever may make one of the moves may ask what it costs.
  'suspense.quote': anyOf(ApiMenu.SuspenseTopUp, ApiMenu.SuspenseTransfer, ApiMenu.SuspenseCashOut),
  // Then per delivery: a payin's with C2B, a payout's with B2C (webhooks/routes.ts).
  'webhook.list': anyOf(ApiMenu.C2B, ApiMenu.B2C),
  'webhook.resend': write(ApiMenu.C2B, ApiMenu.B2C),
  'webhook.replayFailed': write(ApiMenu.C2B, ApiMenu.B2C),
  // Then per call: a pay-in's with C2B, a payout's with B2C (request-log/routes.ts).
  'requestLog.list': anyOf(ApiMenu.C2B, ApiMenu.B2C),
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
  'order.pspCreate': write(Menu.PSPIndex),
  'order.mrpQuote': anyOf(Menu.MRPIndex),
  'order.mrpCreate': write(Menu.MRPIndex),
  'order.rechargeCreate': write(...TOP_UP_PAGES),
  'order.collectionCreate': write(...COLLECTION_PAGES),
  'order.rechargeQuote': anyOf(...TOP_UP_PAGES),
  'order.collectionQuote': anyOf(...COLLECTION_PAGES),
  'order.list': anyOf(...ORDER_PAGES),
  'order.export': anyOf(...ORDER_PAGES),
  'order.detail': anyOf(...ORDER_PAGES, ...SEND_PAGES, ...TOP_UP_PAGES, ...COLLECTION_PAGES),
  'order.status': anyOf(...ORDER_PAGES, ...SEND_PAGES, ...TOP_UP_PAGES, ...COLLECTION_PAGES),
  // Irreversible (and a recall at the rail): for who may make orders, never for who only reads them.
  'order.cancel': write(...ORDER_CANCEL_PERMISSIONS),
  // A receipt is the order seen another way: whoever may open the order may open its receipt.
  'order.receipt': anyOf(...ORDER_PAGES, ...SEND_PAGES, ...TOP_UP_PAGES, ...COLLECTION_PAGES),
  'order.receiptPdf': anyOf(...ORDER_PAGES, ...SEND_PAGES, ...TOP_UP_PAGES, ...COLLECTION_PAGES),
  'sandbox.orderPay': write(...COLLECTION_PAGES),
  'payee.list': anyOf(Menu.AssetsPayee, ...SEND_PAGES),
  'payee.add': write(Btn.AssetsPayeeAdd),
  'payee.edit': write(Btn.AssetsPayeeEdit),
  'payee.delete': write(Btn.AssetsPayeeDelete),
  'payee.detail': anyOf(Menu.AssetsPayee, ...SEND_PAGES, ...ORDER_PAGES),
  'payee.lookup': anyOf(...SEND_PAGES),
  'va.list': anyOf(Menu.AssetsVAAccount, ...TOP_UP_PAGES),
  'va.apply': write(Btn.VAAccountAdd),
  'va.detail': anyOf(Menu.AssetsVAAccount, ...TOP_UP_PAGES),
  'fx.quote': anyOf(Menu.FXConvert),
  'fx.convert': write(Menu.FXConvert),
  'fx.list': anyOf(Menu.FXHistory),
  'fx.export': anyOf(Menu.FXHistory),
  'system.health': PUBLIC,
  'sandbox.outbox': PUBLIC,
  // The main account's own sandbox money: staff do not fund it.
  'sandbox.suspenseFund': MAIN,
};
