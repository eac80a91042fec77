/**
 * Typed helpers over `call`, grouped as the spec groups the calls: `api.user.login(body)`,
 * `api.common.queryChannelType(254)`. The few that touch the session do it here so every app
 * keeps the token and the cached user info the same way.
 */
import type { EndpointName } from '../contract/endpoints.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import type { ReceiptLanguage } from '../contract/receipt.ts';
import { clearSession, setCachedUserInfo, setToken } from '../session/session.ts';
import type { CallInput, CallOptions, UploadEndpointName, UploadProgress } from './client.ts';

type Call = <N extends EndpointName>(name: N, input?: CallInput<N>, options?: CallOptions) => Promise<DataOf<N>>;
type Locale = 'en' | 'zh';

/** `/user/team/menus` replies with JSON text; this turns it into the permission names it holds. */
export function parseMenuNames(data: unknown): string[] | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(value) && value.every((name) => typeof name === 'string') ? value : undefined;
}

/** Reports a reply whose `data` is not what the contract promises, the way any failure is reported. */
type MalformedReply = (options?: CallOptions) => never;

type Upload = <N extends UploadEndpointName>(
  name: N,
  formData: FormData,
  onProgress?: (progress: UploadProgress) => void,
  options?: CallOptions,
) => Promise<DataOf<N>>;

/** Saves a form-encoded POST's reply as a file (the client's `download`). */
type Download = (path: string, body: Record<string, unknown>, fileName: string) => Promise<void>;

/** The order list's filters, without paging: what `/order/export` takes. */
type OrderExportFilter = Omit<BodyOf<'order.list'>, 'pageNum' | 'pageSize'>;

export function createResources(call: Call, malformedReply: MalformedReply, upload: Upload, download?: Download) {
  const body =
    <N extends EndpointName>(name: N) =>
    (payload: BodyOf<N>, options?: CallOptions) =>
      call(name, { body: payload }, options);
  const empty =
    <N extends EndpointName>(name: N) =>
    (options?: CallOptions) =>
      call(name, {}, options);

  return {
    user: {
      /** Signs in by phone and keeps the token. */
      login: async (payload: BodyOf<'user.login'>, options?: CallOptions) => {
        const data = await call('user.login', { body: payload }, options);
        setToken(data.token);
        return data;
      },
      /** Signs in by email and keeps the token. */
      emailLogin: async (payload: BodyOf<'user.emailLogin'>, options?: CallOptions) => {
        const data = await call('user.emailLogin', { body: payload }, options);
        setToken(data.token);
        return data;
      },
      register: body('user.register'),
      emailRegister: body('user.emailRegister'),
      registerCheckCode: body('user.registerCheckCode'),
      emailRegisterCheckCode: body('user.emailRegisterCheckCode'),
      /** Ends the session on the server; the local session is cleared even when that call fails. */
      logout: async (options?: CallOptions) => {
        try {
          return await call('user.logout', {}, options);
        } finally {
          clearSession();
        }
      },
      /** Fetches the signed-in user and refreshes the cached copy. */
      info: async (options?: CallOptions) => {
        const data = await call('user.info', {}, options);
        setCachedUserInfo(data);
        return data;
      },
      auth: empty('user.auth'),
      tier: empty('user.tier'),
      authSave: body('user.authSave'),
      infoSave: body('user.infoSave'),
      resetFundPwd: body('user.resetFundPwd'),
      resetPwd: body('user.resetPwd'),
      findPwd: body('user.findPwd'),
      emailFindPwd: body('user.emailFindPwd'),
      log: body('user.log'),
      changePhone: body('user.changePhone'),
      changeEmail: body('user.changeEmail'),
      startAuth: (id: number, options?: CallOptions) => call('user.startAuth', { params: { id } }, options),
      contractWorkerInfo: (id: number, options?: CallOptions) => call('user.contractWorkerInfo', { params: { id } }, options),
      contractWorkerHandle: body('user.contractWorkerHandle'),
      getTempUrl: (filePath: string, options?: CallOptions) => call('user.getTempUrl', { query: { filePath } }, options),
    },
    file: {
      /** `formData` holds `file` and `purpose` ('avatar', 'kyc', 'kyb' or 'order'); replies `{ fileId }`. */
      upload: (formData: FormData, onProgress?: (progress: UploadProgress) => void, options?: CallOptions) =>
        upload('file.upload', formData, onProgress, options),
    },
    userApi: {
      info: empty('userApi.info'),
      save: body('userApi.save'),
      refresh: empty('userApi.refresh'),
      webhookSecretRefresh: empty('userApi.webhookSecretRefresh'),
    },
    merchant: {
      orderList: body('merchant.orderList'),
      orderDetail: (orderNo: string, options?: CallOptions) => call('merchant.orderDetail', { params: { orderNo } }, options),
      /** Saves every API order of one type matching the filter as a CSV file. */
      orderExport: (filter: Omit<BodyOf<'merchant.orderList'>, 'pageNum' | 'pageSize'>, fileName = `${filter.type === 'payin' ? 'c2b' : 'b2c'}.csv`) => {
        if (!download) throw new Error('This client cannot download files.');
        return download('/user/userApi/orders/export', filter, fileName);
      },
    },
    suspense: {
      balance: empty('suspense.balance'),
      recordList: body('suspense.recordList'),
      recharge: body('suspense.recharge'),
      cashOut: body('suspense.cashOut'),
      transfer: body('suspense.transfer'),
      quote: body('suspense.quote'),
    },
    webhook: {
      list: body('webhook.list'),
      resend: (id: string, options?: CallOptions) => call('webhook.resend', { params: { id } }, options),
      replayFailed: body('webhook.replayFailed'),
    },
    requestLog: {
      list: body('requestLog.list'),
    },
    team: {
      list: body('team.list'),
      add: body('team.add'),
      edit: body('team.edit'),
      delete: (id: number, options?: CallOptions) => call('team.delete', { params: { id } }, options),
      resetPwd: body('team.resetPwd'),
      /** The staff member's permission names, parsed from the JSON text the server sends. */
      menus: async (options?: CallOptions): Promise<string[]> => {
        const names = parseMenuNames(await call('team.menus', {}, options));
        return names ?? malformedReply(options);
      },
    },
    role: {
      list: body('role.list'),
      add: body('role.add'),
      edit: body('role.edit'),
      status: body('role.status'),
      menuTree: empty('role.menuTree'),
    },
    common: {
      sendCode: body('common.sendCode'),
      sendMailCode: body('common.sendMailCode'),
      sysNotice: (locale?: Locale, options?: CallOptions) => call('common.sysNotice', { body: locale ? { locale } : {} }, options),
      currency: empty('common.currency'),
      exchangeRateHistory: body('common.exchangeRateHistory'),
      exchangeRateCurrent: (payload: BodyOf<'common.exchangeRateCurrent'> = {}, options?: CallOptions) =>
        call('common.exchangeRateCurrent', { body: payload }, options),
      currencyByCountryId: (countryId: number, options?: CallOptions) =>
        call('common.currencyByCountryId', { params: { id: countryId } }, options),
      notice3: (locale?: Locale, options?: CallOptions) => call('common.notice3', { body: locale ? { locale } : {} }, options),
      countryExtInfo: (countryId: number, options?: CallOptions) => call('common.countryExtInfo', { body: { countryId } }, options),
      choiceBankCodes: (payload: BodyOf<'common.choiceBankCodes'> = {}, options?: CallOptions) =>
        call('common.choiceBankCodes', { body: payload }, options),
      queryTransferType: body('common.queryTransferType'),
      queryChannel: body('common.queryChannel'),
      country: empty('common.country'),
      queryChannelType: (countryId: number, options?: CallOptions) => call('common.queryChannelType', { params: { countryId } }, options),
    },
    account: {
      rechargeHistoryList: body('account.rechargeHistoryList'),
      assets: empty('account.assets'),
    },
    order: {
      pspQuote: body('order.pspQuote'),
      pspCreate: body('order.pspCreate'),
      mrpQuote: body('order.mrpQuote'),
      mrpCreate: body('order.mrpCreate'),
      rechargeCreate: body('order.rechargeCreate'),
      collectionCreate: body('order.collectionCreate'),
      rechargeQuote: body('order.rechargeQuote'),
      collectionQuote: body('order.collectionQuote'),
      list: body('order.list'),
      detail: (sn: string, options?: CallOptions) => call('order.detail', { params: { sn } }, options),
      status: (sn: string, options?: CallOptions) => call('order.status', { params: { sn } }, options),
      cancel: (sn: string, options?: CallOptions) => call('order.cancel', { params: { sn } }, options),
      receipt: (sn: string, options?: CallOptions) => call('order.receipt', { params: { sn } }, options),
      /** Saves the finished order's receipt as a PDF in `lang`. */
      receiptPdf: (sn: string, lang: ReceiptLanguage, fileName = `receipt-${sn}.pdf`) => {
        if (!download) throw new Error('This client cannot download files.');
        return download(`/order/receiptPdf/${encodeURIComponent(sn)}`, { lang }, fileName);
      },
      /** Saves every order matching the filter as a CSV file. */
      export: (filter: OrderExportFilter = {}, fileName = 'orders.csv') => {
        if (!download) throw new Error('This client cannot download files.');
        return download('/order/export', filter, fileName);
      },
    },
    payee: {
      list: body('payee.list'),
      add: body('payee.add'),
      edit: body('payee.edit'),
      delete: (id: number, options?: CallOptions) => call('payee.delete', { params: { id } }, options),
      detail: (id: number, options?: CallOptions) => call('payee.detail', { params: { id } }, options),
      lookup: body('payee.lookup'),
    },
    notification: {
      list: body('notification.list'),
      read: body('notification.read'),
      preferences: body('notification.preferences'),
      preferencesSave: body('notification.preferencesSave'),
    },
    va: {
      list: body('va.list'),
      apply: body('va.apply'),
      detail: (id: number, options?: CallOptions) => call('va.detail', { params: { id } }, options),
    },
    fx: {
      quote: body('fx.quote'),
      convert: body('fx.convert'),
      list: body('fx.list'),
      /** Saves every conversion matching the filter as a CSV file. */
      export: (filter: Omit<BodyOf<'fx.list'>, 'pageNum' | 'pageSize'> = {}, fileName = 'conversions.csv') => {
        if (!download) throw new Error('This client cannot download files.');
        return download('/fx/export', filter, fileName);
      },
    },
    system: {
      health: empty('system.health'),
    },
    sandbox: {
      outbox: (to?: string, options?: CallOptions) => call('sandbox.outbox', { query: to ? { to } : {} }, options),
      /** Pays a Paybill order as the payer would (sandbox mode only). */
      orderPay: (sn: string, options?: CallOptions) => call('sandbox.orderPay', { params: { sn } }, options),
      /** Credits the suspense wallet from the sandbox funding account (sandbox mode only). */
      suspenseFund: body('sandbox.suspenseFund'),
    },
  };
}

export type Resources = ReturnType<typeof createResources>;
