/**
 * Query keys, one factory per resource, hierarchical so a whole resource can be invalidated at
 * once (`queryKeys.team.all`). Screens never write key arrays by hand.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@mizani/i18n';
import type { ApiError } from '../client/api-error.ts';
import type { BodyOf } from '../contract/schemas/index.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // Every SDK call rejects with ApiError, so that is what queries and mutations report.
    defaultError: ApiError;
  }
}

export const queryKeys = {
  user: {
    all: ['user'] as const,
    info: () => ['user', 'info'] as const,
    auth: () => ['user', 'auth'] as const,
    tier: () => ['user', 'tier'] as const,
    log: (params: BodyOf<'user.log'>) => ['user', 'log', params] as const,
    contractWorker: (id: number) => ['user', 'contractWorker', id] as const,
    tempUrl: (filePath: string) => ['user', 'tempUrl', filePath] as const,
  },
  userApi: {
    all: ['userApi'] as const,
    info: () => ['userApi', 'info'] as const,
  },
  merchant: {
    all: ['merchant'] as const,
    orderList: (params: BodyOf<'merchant.orderList'>) => ['merchant', 'orderList', params] as const,
    orderDetail: (orderNo: string) => ['merchant', 'orderDetail', orderNo] as const,
  },
  suspense: {
    all: ['suspense'] as const,
    balance: () => ['suspense', 'balance'] as const,
    recordList: (params: BodyOf<'suspense.recordList'>) => ['suspense', 'recordList', params] as const,
  },
  webhook: {
    all: ['webhook'] as const,
    list: (params: BodyOf<'webhook.list'>) => ['webhook', 'list', params] as const,
  },
  requestLog: {
    all: ['requestLog'] as const,
    list: (params: BodyOf<'requestLog.list'>) => ['requestLog', 'list', params] as const,
  },
  team: {
    all: ['team'] as const,
    list: (params: BodyOf<'team.list'>) => ['team', 'list', params] as const,
    menus: () => ['team', 'menus'] as const,
  },
  role: {
    all: ['role'] as const,
    list: (params: BodyOf<'role.list'>) => ['role', 'list', params] as const,
    menuTree: () => ['role', 'menuTree'] as const,
  },
  account: {
    all: ['account'] as const,
    rechargeHistory: (params: BodyOf<'account.rechargeHistoryList'>) => ['account', 'rechargeHistory', params] as const,
    assets: () => ['account', 'assets'] as const,
  },
  payee: {
    all: ['payee'] as const,
    list: (params: BodyOf<'payee.list'>) => ['payee', 'list', params] as const,
    detail: (id: number) => ['payee', 'detail', id] as const,
    lookup: (params: BodyOf<'payee.lookup'>) => ['payee', 'lookup', params] as const,
  },
  va: {
    all: ['va'] as const,
    list: (params: BodyOf<'va.list'>) => ['va', 'list', params] as const,
    detail: (id: number) => ['va', 'detail', id] as const,
  },
  order: {
    all: ['order'] as const,
    list: (params: BodyOf<'order.list'>) => ['order', 'list', params] as const,
    detail: (sn: string) => ['order', 'detail', sn] as const,
    receipt: (sn: string) => ['order', 'receipt', sn] as const,
  },
  notification: {
    all: ['notification'] as const,
    list: () => ['notification', 'list'] as const,
    preferences: (locale: Locale) => ['notification', 'preferences', locale] as const,
  },
  fx: {
    all: ['fx'] as const,
    list: (params: BodyOf<'fx.list'>) => ['fx', 'list', params] as const,
  },
  common: {
    all: ['common'] as const,
    countries: () => ['common', 'countries'] as const,
    currencies: () => ['common', 'currencies'] as const,
    sysNotice: (locale: Locale) => ['common', 'sysNotice', locale] as const,
    notice3: (locale: Locale) => ['common', 'notice3', locale] as const,
    currenciesByCountry: (countryId: number) => ['common', 'currenciesByCountry', countryId] as const,
    channelTypes: (countryId: number) => ['common', 'channelTypes', countryId] as const,
    countryExtInfo: (countryId: number) => ['common', 'countryExtInfo', countryId] as const,
    exchangeRatesCurrent: (params: BodyOf<'common.exchangeRateCurrent'>) => ['common', 'exchangeRatesCurrent', params] as const,
    exchangeRateHistory: (params: BodyOf<'common.exchangeRateHistory'>) => ['common', 'exchangeRateHistory', params] as const,
    choiceBankCodes: (params: BodyOf<'common.choiceBankCodes'>) => ['common', 'choiceBankCodes', params] as const,
    transferTypes: (params: BodyOf<'common.queryTransferType'>) => ['common', 'transferTypes', params] as const,
    channels: (params: BodyOf<'common.queryChannel'>) => ['common', 'channels', params] as const,
  },
  system: {
    health: () => ['system', 'health'] as const,
  },
} as const;

/** Everything cached for one signed-in user; dropped when the session starts or ends. */
export const SESSION_SCOPED_KEYS = [queryKeys.user.all, queryKeys.userApi.all, queryKeys.team.all, queryKeys.role.all, queryKeys.account.all, queryKeys.order.all, queryKeys.merchant.all, queryKeys.suspense.all, queryKeys.webhook.all, queryKeys.fx.all] as const;

export function forgetSessionQueries(queryClient: QueryClient): void {
  for (const queryKey of SESSION_SCOPED_KEYS) queryClient.removeQueries({ queryKey });
}

/** Reference data (countries, currencies) changes rarely; refetching it per screen is waste. */
export const REFERENCE_STALE_TIME = 60 * 60_000;

/**
 * Call options of every query fetcher. Queries only read, and a refetch may repeat the same POST
 * within the duplicate-submit window (mount, then window focus), so the guard is for submissions.
 */
export const READ = { repeatable: true } as const;
