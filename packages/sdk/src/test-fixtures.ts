// Shared by the SDK's tests: a fake transport for the client and a sample signed-in user.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createTranslator, en, type Translate } from '@mizani/i18n';
import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client/client.ts';
import type { UserInfo } from './contract/schemas/user.ts';

export type Reply = (config: InternalAxiosRequestConfig) => AxiosResponse | Promise<AxiosResponse>;

export function response(config: InternalAxiosRequestConfig, data: unknown, status = 200, headers: Record<string, string> = {}): AxiosResponse {
  return { data, status, statusText: String(status), headers: new AxiosHeaders(headers), config };
}

export const envelope =
  (data: unknown, code = 200, msg = 'ok'): Reply =>
  (config) =>
    response(config, { code, msg, data });

export const networkError: Reply = (config) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
};

export const httpError =
  (status: number): Reply =>
  (config) => {
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response(config, '<html></html>', status));
  };

/** A client whose transport is `reply`; every request it sends is kept in `requests`. */
export function fakeClient(reply: Reply = envelope(null), overrides: Partial<ApiClientOptions> = {}) {
  const requests: InternalAxiosRequestConfig[] = [];
  let current = reply;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return current(config);
  };
  const notify = vi.fn<NonNullable<ApiClientOptions['notify']>>();
  const navigate = vi.fn<NonNullable<ApiClientOptions['navigate']>>();
  let t: Translate = createTranslator('en', en);
  const api = createApiClient({ translate: () => t, notify, navigate, adapter, ...overrides });
  return {
    api,
    requests,
    notify,
    navigate,
    reply: (next: Reply) => {
      current = next;
    },
    useTranslator: (next: Translate) => {
      t = next;
    },
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
  };
}

export function sampleUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 7,
    parentId: 0,
    nickName: 'Amani',
    accountNo: 'MZ0000007',
    avatar: null,
    phone: '712345678',
    email: 'amani@example.co.ke',
    createTime: '2024-05-01T08:00:00.000Z',
    userType: 'company',
    auditStatus: 1,
    countryId: 254,
    countryName: 'Kenya',
    permissions: [],
    pspFlag: 0,
    mrpFlag: 0,
    channelTypeList: [
      { type: 0, channelType: 0 },
      { type: 0, channelType: -1 },
      { type: 1, channelType: 0 },
    ],
    fundPasswordFlag: true,
    ...overrides,
  };
}
