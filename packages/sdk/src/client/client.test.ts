import { AxiosError } from 'axios';
import { createTranslator, loadMessages } from '@mizani/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../contract/endpoints.ts';
import { getCachedUserInfo, getToken, setCachedUserInfo, setToken, TOKEN_KEY, USER_INFO_KEY } from '../session/session.ts';
import { envelope, fakeClient, httpError, networkError, response, sampleUserInfo } from '../test-fixtures.ts';
import { ApiError } from './api-error.ts';

const EXPIRED = 'The page has expired, please log in again';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('goes to /api with the 120000 ms timeout by default, or to the configured base URL', async () => {
    const server = fakeClient(envelope([]));
    await server.api.common.country();
    expect(server.last().baseURL).toBe('/api');
    expect(server.last().timeout).toBe(120000);
    expect(server.last().url).toBe('/common/country');
    expect(server.last().method).toBe('post');

    const elsewhere = fakeClient(envelope([]), { baseURL: 'https://pay.example/api', timeout: 5000 });
    await elsewhere.api.common.country();
    expect(elsewhere.last().baseURL).toBe('https://pay.example/api');
    expect(elsewhere.last().timeout).toBe(5000);
  });

  it('sends the bearer token on calls that need it and never on "no token" calls', async () => {
    setToken('tok-123');
    const server = fakeClient(envelope([]));
    await server.api.common.currency();
    expect(server.last().headers.get('Authorization')).toBe('Bearer tok-123');

    await server.api.common.country();
    expect(server.last().headers.has('Authorization')).toBe(false);

    server.reply(envelope({ token: 'next' }));
    await server.api.user.login({ countryId: 254, phone: '712345678', password: 'Secret#1' });
    expect(server.last().headers.has('Authorization')).toBe(false);
  });

  it('leaves the header out when there is no session', async () => {
    const server = fakeClient(envelope([]));
    await server.api.common.currency();
    expect(server.last().headers.has('Authorization')).toBe(false);
  });

  it('sends the stored language so the server can word its own messages', async () => {
    localStorage.setItem('LOCALE', 'zh');
    const server = fakeClient(envelope([]));
    await server.api.common.country();
    expect(server.last().headers.get('Accept-Language')).toBe('zh');
  });

  it('appends GET parameters to the path by the query-string rule and fills path parameters', async () => {
    const server = fakeClient(envelope({ url: 'https://files/x', expireTime: '2024-01-01T00:00:00Z' }));
    await server.api.user.getTempUrl('kyc/id front.png');
    expect(server.last().url).toBe('/user/getTempUrl?filePath=kyc%2Fid%20front.png');
    expect(server.last().method).toBe('get');
    expect(server.last().data).toBeUndefined();
    expect(server.last().params).toBeUndefined();

    server.reply(envelope([]));
    await server.api.sandbox.outbox('');
    expect(server.last().url).toBe('/sandbox/outbox');

    await server.api.common.queryChannelType(255);
    expect(server.last().url).toBe('/common/queryChannelType/255');
    await server.api.common.currencyByCountryId(254);
    expect(server.last().url).toBe('/common/currencyByCountryId/254');

    server.reply(envelope({ auditStatus: 0 }));
    await server.api.user.startAuth(12);
    expect(server.last().url).toBe('/user/startAuth/12');
    server.reply(envelope(null));
    await server.api.team.delete(31);
    expect(server.last().url).toBe('/user/team/delete/31');
  });

  it('sends JSON bodies, and an empty object when a POST takes no payload', async () => {
    const server = fakeClient(envelope(null));
    await server.api.user.infoSave({ nickName: 'Amani' });
    expect(JSON.parse(server.last().data as string)).toEqual({ nickName: 'Amani' });
    expect(server.last().headers.get('Content-Type')).toMatch(/application\/json/);

    server.reply(envelope({ auditStatus: -1, accessKey: null, accessSecret: null, notifyUrl: null, ipWhitelist: [] }));
    await server.api.userApi.refresh();
    expect(JSON.parse(server.last().data as string)).toEqual({});
  });

  it('refuses a call with a path parameter missing', async () => {
    const server = fakeClient();
    await expect(server.api.call('team.delete', {})).rejects.toThrow(/Path parameter "id"/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('duplicate submissions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-01T09:00:00Z'));
  });

  it('rejects an identical POST within 300 ms with the spec message', async () => {
    const server = fakeClient(envelope(null));
    const first = server.api.user.infoSave({ nickName: 'Amani' });
    const error = await failure(server.api.user.infoSave({ nickName: 'Amani' }));
    await first;
    expect(error.kind).toBe('duplicate');
    expect(error.message).toBe('The data is being processed, please do not resubmit');
    expect(server.notify).toHaveBeenCalledWith({ type: 'warning', message: 'The data is being processed, please do not resubmit' });
    expect(server.requests).toHaveLength(1);

    vi.setSystemTime(Date.now() + 299);
    expect((await failure(server.api.user.infoSave({ nickName: 'Amani' }))).kind).toBe('duplicate');
    expect(server.requests).toHaveLength(1);
  });

  it('lets a different body, a different URL, or the same request after 300 ms through', async () => {
    const server = fakeClient(envelope(null));
    await server.api.user.infoSave({ nickName: 'Amani' });
    await server.api.user.infoSave({ nickName: 'Baraka' });
    await server.api.user.resetPwd({ oldPassword: 'Old#pass1', password: 'New#pass1' });
    expect(server.requests).toHaveLength(3);

    vi.setSystemTime(Date.now() + 300);
    await server.api.user.infoSave({ nickName: 'Amani' });
    expect(server.requests).toHaveLength(4);
  });

  it('can be skipped for reads that may repeat', async () => {
    const server = fakeClient(envelope([]));
    await Promise.all([
      server.api.call('common.currency', {}, { repeatable: true }),
      server.api.call('common.currency', {}, { repeatable: true }),
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('does not apply to GET requests', async () => {
    const server = fakeClient(envelope([]));
    await Promise.all([server.api.common.queryChannelType(254), server.api.common.queryChannelType(254)]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('envelope handling', () => {
  it('returns data on code 200', async () => {
    const server = fakeClient(envelope([{ id: 'KES', name: 'Kenyan shilling', symbol: 'KSh', scale: 2 }]));
    await expect(server.api.common.currency()).resolves.toEqual([{ id: 'KES', name: 'Kenyan shilling', symbol: 'KSh', scale: 2 }]);
    expect(server.notify).not.toHaveBeenCalled();
  });

  it('-1001 clears the session, goes to /login and shows the expired message', async () => {
    setToken('tok');
    setCachedUserInfo(sampleUserInfo());
    const server = fakeClient(envelope(null, -1001, 'token expired'));
    const error = await failure(server.api.common.currency());
    expect(error).toMatchObject({ kind: 'business', code: -1001, message: EXPIRED });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(server.navigate).toHaveBeenCalledWith('/login');
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: EXPIRED });
  });

  it('handles one expiry once when parallel calls all fail with it', async () => {
    setToken('tok');
    const server = fakeClient(envelope(null, -1001, ''));
    const errors = await Promise.all([failure(server.api.common.currency()), failure(server.api.user.auth()), failure(server.api.userApi.info())]);
    expect(errors.map((error) => error.code)).toEqual([-1001, -1001, -1001]);
    expect(server.notify).toHaveBeenCalledTimes(1);
    expect(server.navigate).toHaveBeenCalledTimes(1);
  });

  it('500 shows the server message, replaced by "System abnormality" past 50 characters', async () => {
    const short = 'Rail unavailable, try again';
    const server = fakeClient(envelope(null, 500, short));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe(short);
    expect(server.notify).toHaveBeenLastCalledWith({ type: 'error', message: short });

    const fifty = 'x'.repeat(50);
    server.reply(envelope(null, 500, fifty));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe(fifty);

    const long = 'java.lang.NullPointerException at com.example.Service.handle(Service.java:42)';
    server.reply(envelope(null, 500, long));
    const error = await failure(server.api.common.queryChannelType(254));
    expect(error).toMatchObject({ kind: 'business', code: 500, message: 'System abnormality', serverMessage: long });
    expect(server.notify).toHaveBeenLastCalledWith({ type: 'error', message: 'System abnormality' });
  });

  it('601 shows a warning', async () => {
    const server = fakeClient(envelope(null, 601, 'Rate changed, please confirm again'));
    const error = await failure(server.api.common.queryChannelType(254));
    expect(error.code).toBe(601);
    expect(server.notify).toHaveBeenCalledWith({ type: 'warning', message: 'Rate changed, please confirm again' });
  });

  it('other codes show the code-table message of the current language', async () => {
    const server = fakeClient(envelope(null, -1004, 'bad credentials'));
    const error = await failure(server.api.user.login({ countryId: 254, phone: '712345678', password: 'x' }));
    expect(error).toMatchObject({ kind: 'business', code: -1004, message: 'Wrong account password', serverMessage: 'bad credentials' });
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: 'Wrong account password' });

    // The translator is asked for on every failure, so a language switch applies at once.
    server.useTranslator(createTranslator('zh', await loadMessages('zh')));
    server.reply(envelope(null, -1023, 'wrong fund password'));
    expect((await failure(server.api.user.resetFundPwd({ password: 'Secret#1', fundPassword: '123456' }))).message).toBe('资金密码错误');
  });

  it('-1008 names the field and the rule from the reply data, in the current language', async () => {
    const server = fakeClient(envelope({ field: 'payee.phone', rule: 'format' }, -1008, 'Parameter error: payee.phone must match pattern'));
    const error = await failure(server.api.common.queryChannelType(254));
    expect(error).toMatchObject({ code: -1008, message: 'Phone number: the format is not valid' });
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: 'Phone number: the format is not valid' });

    server.useTranslator(createTranslator('zh', await loadMessages('zh')));
    server.reply(envelope({ field: 'email', rule: 'required' }, -1008, 'Parameter error: email is required'));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('邮箱地址：此项为必填项');
    // A field the catalogue does not name keeps the table's wording as its label, never a raw key.
    server.reply(envelope({ field: 'bank.swift', rule: 'notAllowed' }, -1008, 'Parameter error: bank.swift is not allowed'));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('参数错误：此处不接受该字段');
    // Without the data, the table's message as before.
    server.reply(envelope(null, -1008, 'Parameter error'));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('参数错误');
  });

  it('-1041 names the tier limit, its period and how to lift it, in the current language', async () => {
    const limit = { action: 'topup', party: 'self', limit: '2000.00', currencyId: 'KES', period: 'day' };
    const server = fakeClient(envelope(limit, -1041, 'Over the limit of your verification tier: top-ups of your account (unverified) are limited to 2000.00 KES a day'));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe(
      'Over the limit of your verification tier for Top up: 2,000 KES a day. Verify your identity (KYC or KYB) to lift it',
    );
    server.useTranslator(createTranslator('zh', await loadMessages('zh')));
    server.reply(envelope({ ...limit, action: 'receive', party: 'recipient', period: 'month' }, -1041, 'Over the limit'));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('收款账户尚未完成身份认证，每月最多可收 2,000 KES');
    // A move the tier does not allow at all names no limit: the table's message.
    server.reply(envelope(null, -1041, 'Over the limit'));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('超出当前认证等级的限额：完成身份认证（KYC/KYB）即可解除限制');
  });

  it('falls back to the server message, then to the default, for codes outside the table', async () => {
    const server = fakeClient(envelope(null, -4242, 'Payee is frozen'));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('Payee is frozen');
    server.reply(envelope(null, -4243, ''));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('System Error.');
    expect(server.notify).toHaveBeenLastCalledWith({ type: 'error', message: 'System Error.' });
  });

  it('silent calls still reject but show nothing', async () => {
    const server = fakeClient(envelope(null, -1007, ''));
    const error = await failure(server.api.call('common.currency', {}, { silent: true }));
    expect(error).toMatchObject({ code: -1007, message: 'Data does not exist' });
    expect(server.notify).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it('a network error shows the expired message and logs out', async () => {
    setToken('tok');
    setCachedUserInfo(sampleUserInfo());
    const server = fakeClient(networkError);
    const error = await failure(server.api.common.queryChannelType(254));
    expect(error).toMatchObject({ kind: 'network', message: EXPIRED });
    expect(getToken()).toBeNull();
    expect(getCachedUserInfo()).toBeNull();
    expect(server.navigate).toHaveBeenCalledWith('/login');
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: EXPIRED });
  });

  it('a network error without a session shows the message but sends no one to /login', async () => {
    const server = fakeClient(networkError);
    expect((await failure(server.api.common.country())).kind).toBe('network');
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: EXPIRED });
    expect(server.navigate).not.toHaveBeenCalled();
  });

  it('a timeout shows "System timeout, please try again later"', async () => {
    const server = fakeClient((config) => {
      throw new AxiosError('timeout of 120000ms exceeded', AxiosError.ETIMEDOUT, config, {});
    });
    const error = await failure(server.api.common.queryChannelType(254));
    expect(error).toMatchObject({ kind: 'timeout', message: 'System timeout, please try again later' });
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: 'System timeout, please try again later' });

    server.reply((config) => {
      throw new AxiosError('timeout of 120000ms exceeded', AxiosError.ECONNABORTED, config, {});
    });
    expect((await failure(server.api.common.queryChannelType(254))).kind).toBe('timeout');
  });

  it('an HTTP failure shows "Exception at system interface" with the status', async () => {
    const server = fakeClient(httpError(502));
    const error = await failure(server.api.common.queryChannelType(254));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 502, message: 'Exception at system interface 502' });
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: 'Exception at system interface 502' });

    // A transport that resolves with an error status is treated the same.
    server.reply((config) => response(config, 'Not Found', 404));
    expect((await failure(server.api.common.queryChannelType(254))).message).toBe('Exception at system interface 404');
  });

  it('a 200 reply that is not an envelope is an interface failure', async () => {
    const server = fakeClient((config) => response(config, '<!doctype html>', 200));
    expect(await failure(server.api.common.queryChannelType(254))).toMatchObject({ kind: 'http', message: 'Exception at system interface 200' });
  });
});

describe('download', () => {
  function captureSaves() {
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:mizani/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    return { clicks, created };
  }

  it('POSTs the form-encoded body, asks for a blob, and saves the file', async () => {
    setToken('tok');
    const saves = captureSaves();
    const file = new Blob(['sn,amount\nA1,10.00\n'], { type: 'text/csv' });
    const server = fakeClient((config) => response(config, file, 200, { 'content-type': 'text/csv' }));
    await server.api.download('/order/export', { scope: 0, status: null, name: '', range: { begin: '2024-01-01' } }, 'orders.csv');

    const request = server.last();
    expect(request.method).toBe('post');
    expect(request.url).toBe('/order/export');
    expect(request.data).toBe('scope=0&range[begin]=2024-01-01');
    expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request.responseType).toBe('blob');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(server.notify).toHaveBeenCalledWith({ type: 'info', message: 'Downloading, please wait...' });
    expect(saves.created).toHaveBeenCalledWith(file);
    expect(saves.clicks).toEqual([{ href: 'blob:mizani/1', download: 'orders.csv' }]);
  });

  it('shows the error of a JSON reply sent in place of the file', async () => {
    const saves = captureSaves();
    const reply = new Blob([JSON.stringify({ code: -1007, msg: 'no rows', data: null })], { type: 'application/json' });
    const server = fakeClient((config) => response(config, reply, 200, { 'content-type': 'application/json;charset=utf-8' }));
    const error = await failure(server.api.download('/order/export', {}, 'orders.csv'));
    expect(error).toMatchObject({ kind: 'business', code: -1007, message: 'Data does not exist' });
    expect(server.notify).toHaveBeenLastCalledWith({ type: 'error', message: 'Data does not exist' });
    expect(saves.clicks).toEqual([]);
  });

  it('shows the download failure message when the download fails', async () => {
    const saves = captureSaves();
    const server = fakeClient(httpError(500));
    const error = await failure(server.api.download('/order/export', {}, 'orders.csv'));
    expect(error).toMatchObject({ kind: 'download', status: 500, message: 'There was an error downloading the file, please contact the administrator!' });
    expect(server.notify).toHaveBeenLastCalledWith({
      type: 'error',
      message: 'There was an error downloading the file, please contact the administrator!',
    });

    server.reply(networkError);
    expect((await failure(server.api.download('/order/export', { page: 2 }, 'orders.csv'))).kind).toBe('download');
    expect(saves.clicks).toEqual([]);
  });
});

describe('typed helpers', () => {
  it('login keeps the token; info caches the user; logout clears both even when the server fails', async () => {
    const server = fakeClient(envelope({ token: 'fresh-token' }));
    await server.api.user.emailLogin({ email: 'amani@example.co.ke', password: 'Secret#1' });
    expect(getToken()).toBe('fresh-token');

    const user = sampleUserInfo();
    server.reply(envelope(user));
    await expect(server.api.user.info()).resolves.toEqual(user);
    expect(getCachedUserInfo()).toEqual(user);

    server.reply(httpError(503));
    await expect(server.api.user.logout({ silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(getCachedUserInfo()).toBeNull();
  });

  it('team.menus parses the JSON text of permission names', async () => {
    const server = fakeClient(envelope('["PSPIndex","HomeApiC2B"]'));
    await expect(server.api.team.menus()).resolves.toEqual(['PSPIndex', 'HomeApiC2B']);
    server.reply(envelope('not json'));
    await expect(server.api.team.menus({ repeatable: true })).rejects.toMatchObject({ kind: 'business', message: 'System abnormality' });
    expect(server.notify).toHaveBeenCalledWith({ type: 'error', message: 'System abnormality' });
  });

  it('has a helper for every endpoint group of the contract', () => {
    const server = fakeClient();
    const groups = new Set(Object.keys(endpoints).map((name) => name.split('.')[0]));
    for (const group of groups) expect(server.api).toHaveProperty(group as string);
    for (const name of Object.keys(endpoints)) {
      const [group, op] = name.split('.') as [string, string];
      expect({ name, helper: typeof (server.api as unknown as Record<string, Record<string, unknown>>)[group]?.[op] }).toEqual({ name, helper: 'function' });
    }
  });
});
