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
  /**
   * Whether the call changes anything (a record, a session, money, a message sent). The server
   * types its permission map on this: a call that writes needs a write permission.
   */
  writes: boolean;
}

export const endpoints = {
  // User calls (spec section 7)
  'user.login': { method: 'POST', path: '/user/login', auth: false, writes: true },
  'user.emailLogin': { method: 'POST', path: '/user/emailLogin', auth: false, writes: true },
  'user.register': { method: 'POST', path: '/user/register', auth: false, writes: true },
  'user.emailRegister': { method: 'POST', path: '/user/emailRegister', auth: false, writes: true },
  // The sign-up form's first step: checks a registration code without using it up. A wrong guess
  // is recorded against the caller's address, hence a write.
  'user.registerCheckCode': { method: 'POST', path: '/user/register/checkCode', auth: false, writes: true },
  'user.emailRegisterCheckCode': { method: 'POST', path: '/user/emailRegister/checkCode', auth: false, writes: true },
  'user.logout': { method: 'POST', path: '/user/logout', auth: true, writes: true },
  'user.info': { method: 'POST', path: '/user/info', auth: true, writes: false },
  'user.auth': { method: 'POST', path: '/user/auth', auth: true, writes: false },
  'user.tier': { method: 'POST', path: '/user/tier', auth: true, writes: false },
  'user.authSave': { method: 'POST', path: '/user/auth/save', auth: true, writes: true },
  'user.infoSave': { method: 'POST', path: '/user/info/save', auth: true, writes: true },
  'user.resetFundPwd': { method: 'POST', path: '/user/resetFundPwd', auth: true, writes: true },
  'user.resetPwd': { method: 'POST', path: '/user/resetPwd', auth: true, writes: true },
  // The spec does not mark findPwd "no token", but it is the phone recovery made while signed
  // out (its email twin is marked): there is no token to send.
  'user.findPwd': { method: 'POST', path: '/user/findPwd', auth: false, writes: true },
  'user.emailFindPwd': { method: 'POST', path: '/user/emailFindPwd', auth: false, writes: true },
  'user.log': { method: 'POST', path: '/user/log', auth: true, writes: false },
  'user.changePhone': { method: 'POST', path: '/user/changePhone', auth: true, writes: true },
  'user.changeEmail': { method: 'POST', path: '/user/changeEmail', auth: true, writes: true },
  // Money and security notifications: the in-app list, marking read, the channel choices.
  'notification.list': { method: 'POST', path: '/user/notification/list', auth: true, writes: false },
  'notification.read': { method: 'POST', path: '/user/notification/read', auth: true, writes: true },
  'notification.preferences': { method: 'POST', path: '/user/notification/preferences', auth: true, writes: false },
  'notification.preferencesSave': { method: 'POST', path: '/user/notification/preferences/save', auth: true, writes: true },
  'user.startAuth': { method: 'POST', path: '/user/startAuth/:id', auth: true, writes: true },
  'user.contractWorkerInfo': { method: 'GET', path: '/user/ContractWorker/info/:id', auth: true, writes: false },
  'user.contractWorkerHandle': { method: 'POST', path: '/user/ContractWorker/handle', auth: true, writes: true },
  'user.getTempUrl': { method: 'GET', path: '/user/getTempUrl', auth: true, writes: false },
  // Files: multipart upload (fields `file` and `purpose`), replying with the id records hold.
  'file.upload': { method: 'POST', path: '/user/file/upload', auth: true, writes: true },
  // API credentials
  'userApi.info': { method: 'POST', path: '/user/userApi/info', auth: true, writes: false },
  'userApi.save': { method: 'POST', path: '/user/userApi/save', auth: true, writes: true },
  'userApi.refresh': { method: 'POST', path: '/user/userApi/refresh', auth: true, writes: true },
  'userApi.webhookSecretRefresh': { method: 'POST', path: '/user/userApi/webhookSecret/refresh', auth: true, writes: true },
  // Merchant API console (issue 7): API orders, suspense wallets, notification deliveries
  'merchant.orderList': { method: 'POST', path: '/user/userApi/orders/list', auth: true, writes: false },
  'merchant.orderDetail': { method: 'POST', path: '/user/userApi/orders/detail/:orderNo', auth: true, writes: false },
  // Form-encoded (the client's `download`), replies text/csv.
  'merchant.orderExport': { method: 'POST', path: '/user/userApi/orders/export', auth: true, writes: false },
  'suspense.balance': { method: 'POST', path: '/user/suspense/balance', auth: true, writes: false },
  'suspense.recordList': { method: 'POST', path: '/user/suspense/record/list', auth: true, writes: false },
  'suspense.recharge': { method: 'POST', path: '/user/suspense/recharge', auth: true, writes: true },
  'suspense.cashOut': { method: 'POST', path: '/user/suspense/cashOut', auth: true, writes: true },
  'suspense.transfer': { method: 'POST', path: '/user/suspense/transfer', auth: true, writes: true },
  // What a recharge, transfer or cash-out would cost, before the user confirms it; books nothing.
  'suspense.quote': { method: 'POST', path: '/user/suspense/quote', auth: true, writes: false },
  'webhook.list': { method: 'POST', path: '/user/userApi/webhooks/list', auth: true, writes: false },
  'webhook.resend': { method: 'POST', path: '/user/userApi/webhooks/resend/:id', auth: true, writes: true },
  'webhook.replayFailed': { method: 'POST', path: '/user/userApi/webhooks/replayFailed', auth: true, writes: true },
  // The merchant's own merchant API calls of the last 7 days (issue 24)
  'requestLog.list': { method: 'POST', path: '/user/userApi/requestLog/list', auth: true, writes: false },
  // Team
  'team.list': { method: 'POST', path: '/user/team/list', auth: true, writes: false },
  'team.add': { method: 'POST', path: '/user/team/add', auth: true, writes: true },
  'team.edit': { method: 'POST', path: '/user/team/edit', auth: true, writes: true },
  'team.delete': { method: 'POST', path: '/user/team/delete/:id', auth: true, writes: true },
  'team.resetPwd': { method: 'POST', path: '/user/team/resetPwd', auth: true, writes: true },
  'team.menus': { method: 'POST', path: '/user/team/menus', auth: true, writes: false },
  // Roles of the main account, and the menu tree a role is built from
  'role.list': { method: 'POST', path: '/user/role/list', auth: true, writes: false },
  'role.add': { method: 'POST', path: '/user/role/add', auth: true, writes: true },
  'role.edit': { method: 'POST', path: '/user/role/edit', auth: true, writes: true },
  'role.status': { method: 'POST', path: '/user/role/status', auth: true, writes: true },
  'role.menuTree': { method: 'POST', path: '/user/role/menuTree', auth: true, writes: false },
  // Common calls
  'common.sendCode': { method: 'POST', path: '/common/sendCode', auth: false, writes: true },
  'common.sendMailCode': { method: 'POST', path: '/common/sendMailCode', auth: false, writes: true },
  'common.sysNotice': { method: 'POST', path: '/common/sysNotice', auth: false, writes: false },
  'common.currency': { method: 'POST', path: '/common/currency', auth: true, writes: false },
  'common.exchangeRateHistory': { method: 'POST', path: '/common/exchangeRateHistory', auth: true, writes: false },
  'common.exchangeRateCurrent': { method: 'POST', path: '/common/exchangeRate/current', auth: true, writes: false },
  'common.currencyByCountryId': { method: 'POST', path: '/common/currencyByCountryId/:id', auth: true, writes: false },
  'common.notice3': { method: 'POST', path: '/common/notice/3', auth: false, writes: false },
  'common.countryExtInfo': { method: 'POST', path: '/common/countryExtInfo', auth: true, writes: false },
  'common.choiceBankCodes': { method: 'POST', path: '/common/choice/bankCodes', auth: true, writes: false },
  'common.queryTransferType': { method: 'POST', path: '/common/queryTransferType', auth: true, writes: false },
  'common.queryChannel': { method: 'POST', path: '/common/queryChannel', auth: true, writes: false },
  'common.country': { method: 'POST', path: '/common/country', auth: false, writes: false },
  'common.queryChannelType': { method: 'GET', path: '/common/queryChannelType/:countryId', auth: true, writes: false },
  // Account
  'account.rechargeHistoryList': { method: 'POST', path: '/account/rechargeHistory/list', auth: true, writes: false },
  'account.assets': { method: 'POST', path: '/account/assets', auth: true, writes: false },
  // Orders: sends (domestic psp, cross-border mrp) by quote then create, top-ups, collections
  'order.pspQuote': { method: 'POST', path: '/order/psp/quote', auth: true, writes: false },
  'order.pspCreate': { method: 'POST', path: '/order/psp/create', auth: true, writes: true },
  'order.mrpQuote': { method: 'POST', path: '/order/mrp/quote', auth: true, writes: false },
  'order.mrpCreate': { method: 'POST', path: '/order/mrp/create', auth: true, writes: true },
  'order.rechargeCreate': { method: 'POST', path: '/order/recharge/create', auth: true, writes: true },
  'order.collectionCreate': { method: 'POST', path: '/order/collection/create', auth: true, writes: true },
  // What a top-up or collection would be charged and credit, before the user confirms it; books nothing.
  'order.rechargeQuote': { method: 'POST', path: '/order/recharge/quote', auth: true, writes: false },
  'order.collectionQuote': { method: 'POST', path: '/order/collection/quote', auth: true, writes: false },
  'order.list': { method: 'POST', path: '/order/list', auth: true, writes: false },
  // Form-encoded (the client's `download`), replies text/csv.
  'order.export': { method: 'POST', path: '/order/export', auth: true, writes: false },
  'order.detail': { method: 'POST', path: '/order/detail/:sn', auth: true, writes: false },
  // Asks the rail about a pending order and settles it when the rail has an answer.
  'order.status': { method: 'POST', path: '/order/status/:sn', auth: true, writes: false },
  'order.cancel': { method: 'POST', path: '/order/cancel/:sn', auth: true, writes: true },
  // A finished order's receipt (issue 22); the PDF is form-encoded (the client's `download`) and replies application/pdf.
  'order.receipt': { method: 'POST', path: '/order/receipt/:sn', auth: true, writes: false },
  'order.receiptPdf': { method: 'POST', path: '/order/receiptPdf/:sn', auth: true, writes: false },
  // Sandbox only: the payer pays a Paybill (505) order.
  'sandbox.orderPay': { method: 'POST', path: '/sandbox/order/pay/:sn', auth: true, writes: true },
  // Recipients (payees) of the caller's main account
  'payee.list': { method: 'POST', path: '/payee/list', auth: true, writes: false },
  'payee.add': { method: 'POST', path: '/payee/add', auth: true, writes: true },
  'payee.edit': { method: 'POST', path: '/payee/edit', auth: true, writes: true },
  'payee.delete': { method: 'POST', path: '/payee/delete/:id', auth: true, writes: true },
  'payee.detail': { method: 'POST', path: '/payee/detail/:id', auth: true, writes: false },
  // Confirmation of payee: the name a number is registered to. Like a quote it changes nothing the
  // user owns (the number is only counted against the hourly limit), so it is not a write.
  'payee.lookup': { method: 'POST', path: '/payee/lookup', auth: true, writes: false },
  // Virtual accounts
  'va.list': { method: 'POST', path: '/va/list', auth: true, writes: false },
  'va.apply': { method: 'POST', path: '/va/apply', auth: true, writes: true },
  'va.detail': { method: 'POST', path: '/va/detail/:id', auth: true, writes: false },
  // Currency conversion between the caller's own wallets (FX)
  'fx.quote': { method: 'POST', path: '/fx/quote', auth: true, writes: false },
  'fx.convert': { method: 'POST', path: '/fx/convert', auth: true, writes: true },
  'fx.list': { method: 'POST', path: '/fx/list', auth: true, writes: false },
  // Form-encoded (the client's `download`), replies text/csv.
  'fx.export': { method: 'POST', path: '/fx/export', auth: true, writes: false },
  // Operations
  'system.health': { method: 'GET', path: '/health', auth: false, writes: false },
  'sandbox.outbox': { method: 'GET', path: '/sandbox/outbox', auth: false, writes: false },
  // Sandbox only: credits the caller's suspense wallet from the sandbox funding account.
  'sandbox.suspenseFund': { method: 'POST', path: '/sandbox/suspense/fund', auth: true, writes: true },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
