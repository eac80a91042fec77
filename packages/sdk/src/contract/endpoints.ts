/**
 * Every call of the API as plain data: method, path (Fastify-style `:param`) and whether it
 * carries the session token. Both the browser client and the server read this table; it holds no
 * schema code so it costs the browser bundle almost nothing. The TypeBox schemas for each entry
 * are in `schemas/index.ts`, keyed by the same names.
 */
export interface EndpointDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** false for the calls the spec marks "no token". */
  auth: boolean;
}

export const endpoints = {
  // User calls (spec section 7)
  'user.login': { method: 'POST', path: '/user/login', auth: false },
  'user.emailLogin': { method: 'POST', path: '/user/emailLogin', auth: false },
  'user.register': { method: 'POST', path: '/user/register', auth: false },
  'user.emailRegister': { method: 'POST', path: '/user/emailRegister', auth: false },
  'user.logout': { method: 'POST', path: '/user/logout', auth: true },
  'user.info': { method: 'POST', path: '/user/info', auth: true },
  'user.auth': { method: 'POST', path: '/user/auth', auth: true },
  'user.authSave': { method: 'POST', path: '/user/auth/save', auth: true },
  'user.infoSave': { method: 'POST', path: '/user/info/save', auth: true },
  'user.resetFundPwd': { method: 'POST', path: '/user/resetFundPwd', auth: true },
  'user.resetPwd': { method: 'POST', path: '/user/resetPwd', auth: true },
  // The spec does not mark findPwd "no token", but it is the phone recovery made while signed
  // out (its email twin is marked): there is no token to send.
  'user.findPwd': { method: 'POST', path: '/user/findPwd', auth: false },
  'user.emailFindPwd': { method: 'POST', path: '/user/emailFindPwd', auth: false },
  'user.log': { method: 'POST', path: '/user/log', auth: true },
  'user.changePhone': { method: 'POST', path: '/user/changePhone', auth: true },
  'user.changeEmail': { method: 'POST', path: '/user/changeEmail', auth: true },
  'user.startAuth': { method: 'POST', path: '/user/startAuth/:id', auth: true },
  'user.contractWorkerInfo': { method: 'GET', path: '/user/ContractWorker/info/:id', auth: true },
  'user.contractWorkerHandle': { method: 'POST', path: '/user/ContractWorker/handle', auth: true },
  'user.getTempUrl': { method: 'GET', path: '/user/getTempUrl', auth: true },
  // Files: multipart upload (fields `file` and `purpose`), replying with the id records hold.
  'file.upload': { method: 'POST', path: '/user/file/upload', auth: true },
  // API credentials
  'userApi.info': { method: 'POST', path: '/user/userApi/info', auth: true },
  'userApi.save': { method: 'POST', path: '/user/userApi/save', auth: true },
  'userApi.refresh': { method: 'POST', path: '/user/userApi/refresh', auth: true },
  'userApi.webhookSecretRefresh': { method: 'POST', path: '/user/userApi/webhookSecret/refresh', auth: true },
  // Merchant API console (issue 7): API orders, suspense wallets, notification deliveries
  'merchant.orderList': { method: 'POST', path: '/user/userApi/orders/list', auth: true },
  'merchant.orderDetail': { method: 'POST', path: '/user/userApi/orders/detail/:orderNo', auth: true },
  // Form-encoded (the client's `download`), replies text/csv.
  'merchant.orderExport': { method: 'POST', path: '/user/userApi/orders/export', auth: true },
  'suspense.balance': { method: 'POST', path: '/user/suspense/balance', auth: true },
  'suspense.recordList': { method: 'POST', path: '/user/suspense/record/list', auth: true },
  'suspense.recharge': { method: 'POST', path: '/user/suspense/recharge', auth: true },
  'suspense.cashOut': { method: 'POST', path: '/user/suspense/cashOut', auth: true },
  'suspense.transfer': { method: 'POST', path: '/user/suspense/transfer', auth: true },
  'webhook.list': { method: 'POST', path: '/user/userApi/webhooks/list', auth: true },
  'webhook.resend': { method: 'POST', path: '/user/userApi/webhooks/resend/:id', auth: true },
  // Team
  'team.list': { method: 'POST', path: '/user/team/list', auth: true },
  'team.add': { method: 'POST', path: '/user/team/add', auth: true },
  'team.edit': { method: 'POST', path: '/user/team/edit', auth: true },
  'team.delete': { method: 'POST', path: '/user/team/delete/:id', auth: true },
  'team.resetPwd': { method: 'POST', path: '/user/team/resetPwd', auth: true },
  'team.menus': { method: 'POST', path: '/user/team/menus', auth: true },
  // Roles of the main account, and the menu tree a role is built from
  'role.list': { method: 'POST', path: '/user/role/list', auth: true },
  'role.add': { method: 'POST', path: '/user/role/add', auth: true },
  'role.edit': { method: 'POST', path: '/user/role/edit', auth: true },
  'role.status': { method: 'POST', path: '/user/role/status', auth: true },
  'role.menuTree': { method: 'POST', path: '/user/role/menuTree', auth: true },
  // Common calls
  'common.sendCode': { method: 'POST', path: '/common/sendCode', auth: false },
  'common.sendMailCode': { method: 'POST', path: '/common/sendMailCode', auth: false },
  'common.sysNotice': { method: 'POST', path: '/common/sysNotice', auth: false },
  'common.currency': { method: 'POST', path: '/common/currency', auth: true },
  'common.exchangeRateHistory': { method: 'POST', path: '/common/exchangeRateHistory', auth: true },
  'common.exchangeRateCurrent': { method: 'POST', path: '/common/exchangeRate/current', auth: true },
  'common.currencyByCountryId': { method: 'POST', path: '/common/currencyByCountryId/:id', auth: true },
  'common.notice3': { method: 'POST', path: '/common/notice/3', auth: false },
  'common.countryExtInfo': { method: 'POST', path: '/common/countryExtInfo', auth: true },
  'common.choiceBankCodes': { method: 'POST', path: '/common/choice/bankCodes', auth: true },
  'common.queryTransferType': { method: 'POST', path: '/common/queryTransferType', auth: true },
  'common.queryChannel': { method: 'POST', path: '/common/queryChannel', auth: true },
  'common.country': { method: 'POST', path: '/common/country', auth: false },
  'common.queryChannelType': { method: 'GET', path: '/common/queryChannelType/:countryId', auth: true },
  // Account
  'account.rechargeHistoryList': { method: 'POST', path: '/account/rechargeHistory/list', auth: true },
  'account.assets': { method: 'POST', path: '/account/assets', auth: true },
  // Orders: sends (domestic psp, cross-border mrp) by quote then create, top-ups, collections
  'order.pspQuote': { method: 'POST', path: '/order/psp/quote', auth: true },
  'order.pspCreate': { method: 'POST', path: '/order/psp/create', auth: true },
  'order.mrpQuote': { method: 'POST', path: '/order/mrp/quote', auth: true },
  'order.mrpCreate': { method: 'POST', path: '/order/mrp/create', auth: true },
  'order.rechargeCreate': { method: 'POST', path: '/order/recharge/create', auth: true },
  'order.collectionCreate': { method: 'POST', path: '/order/collection/create', auth: true },
  'order.list': { method: 'POST', path: '/order/list', auth: true },
  // Form-encoded (the client's `download`), replies text/csv.
  'order.export': { method: 'POST', path: '/order/export', auth: true },
  'order.detail': { method: 'POST', path: '/order/detail/:sn', auth: true },
  // Asks the rail about a pending order and settles it when the rail has an answer.
  'order.status': { method: 'POST', path: '/order/status/:sn', auth: true },
  'order.cancel': { method: 'POST', path: '/order/cancel/:sn', auth: true },
  // Sandbox only: the payer pays a Paybill (505) order.
  'sandbox.orderPay': { method: 'POST', path: '/sandbox/order/pay/:sn', auth: true },
  // Recipients (payees) of the caller's main account
  'payee.list': { method: 'POST', path: '/payee/list', auth: true },
  'payee.add': { method: 'POST', path: '/payee/add', auth: true },
  'payee.edit': { method: 'POST', path: '/payee/edit', auth: true },
  'payee.delete': { method: 'POST', path: '/payee/delete/:id', auth: true },
  'payee.detail': { method: 'POST', path: '/payee/detail/:id', auth: true },
  // Virtual accounts
  'va.list': { method: 'POST', path: '/va/list', auth: true },
  'va.apply': { method: 'POST', path: '/va/apply', auth: true },
  'va.detail': { method: 'POST', path: '/va/detail/:id', auth: true },
  // Currency conversion between the caller's own wallets (FX)
  'fx.quote': { method: 'POST', path: '/fx/quote', auth: true },
  'fx.convert': { method: 'POST', path: '/fx/convert', auth: true },
  'fx.list': { method: 'POST', path: '/fx/list', auth: true },
  // Form-encoded (the client's `download`), replies text/csv.
  'fx.export': { method: 'POST', path: '/fx/export', auth: true },
  // Operations
  'system.health': { method: 'GET', path: '/health', auth: false },
  'sandbox.outbox': { method: 'GET', path: '/sandbox/outbox', auth: false },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
