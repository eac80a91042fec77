import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCachedUserInfo, getToken, setToken } from '../session/session.ts';
import { envelope, fakeClient, httpError, sampleUserInfo } from '../test-fixtures.ts';
import {
  countryListQuery,
  loginMutation,
  logoutMutation,
  queryKeys,
  REFERENCE_STALE_TIME,
  roleStatusMutation,
  suspenseTransferMutation,
  sysNoticeQuery,
  teamMenusQuery,
  useCountryListQuery,
  userApiRefreshMutation,
  userInfoQuery,
  userInfoSaveMutation,
  useUserInfoQuery,
} from './index.ts';

const kenya = { id: 254, name: 'Kenya', nameZh: '肯尼亚', isoCode: 'KE', currencyId: 'KES' };

function freshClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

beforeEach(() => localStorage.clear());

describe('query keys', () => {
  it('are hierarchical per resource', () => {
    expect(queryKeys.user.info()).toEqual(['user', 'info']);
    expect(queryKeys.common.countries()).toEqual(['common', 'countries']);
    expect(queryKeys.common.currencies()).toEqual(['common', 'currencies']);
    expect(queryKeys.common.sysNotice('zh')).toEqual(['common', 'sysNotice', 'zh']);
    expect(queryKeys.team.list({ pageNum: 2, pageSize: 20 })).toEqual(['team', 'list', { pageNum: 2, pageSize: 20 }]);
    expect(queryKeys.team.list({ pageNum: 1, pageSize: 20 }).slice(0, 1)).toEqual(queryKeys.team.all);
  });
});

describe('query options', () => {
  it('keep key and fetcher together and treat countries as reference data', async () => {
    const server = fakeClient(envelope([kenya]));
    const options = countryListQuery(server.api);
    expect(options.queryKey).toEqual(['common', 'countries']);
    expect(options.staleTime).toBe(REFERENCE_STALE_TIME);
    await expect(freshClient().fetchQuery(options)).resolves.toEqual([kenya]);
    expect(server.last().url).toBe('/common/country');
  });

  it('ask for the notices of the given language', async () => {
    const server = fakeClient(envelope([]));
    const client = freshClient();
    await client.fetchQuery(sysNoticeQuery(server.api, 'zh'));
    expect(JSON.parse(server.last().data as string)).toEqual({ locale: 'zh' });
    expect(client.getQueryData(queryKeys.common.sysNotice('zh'))).toEqual([]);
  });

  it('read twice at once without tripping the duplicate-submit guard', async () => {
    const server = fakeClient(envelope(sampleUserInfo()));
    await Promise.all([freshClient().fetchQuery(userInfoQuery(server.api)), freshClient().fetchQuery(userInfoQuery(server.api))]);
    expect(server.requests).toHaveLength(2);
    expect(server.notify).not.toHaveBeenCalled();
  });

  it('surface failures as ApiError', async () => {
    const server = fakeClient(envelope(null, -1007, ''));
    await expect(freshClient().fetchQuery(userInfoQuery(server.api))).rejects.toMatchObject({ name: 'ApiError', code: -1007 });
  });

  it('give staff permission names parsed from the JSON text', async () => {
    const server = fakeClient(envelope('["HomeApiC2B"]'));
    await expect(freshClient().fetchQuery(teamMenusQuery(server.api))).resolves.toEqual(['HomeApiC2B']);
  });
});

describe('mutations', () => {
  it('login keeps the token and forgets what was cached for the previous user', async () => {
    const client = freshClient();
    client.setQueryData(queryKeys.user.info(), sampleUserInfo({ userId: 99 }));
    client.setQueryData(queryKeys.common.countries(), [kenya]);
    const server = fakeClient(envelope({ token: 'new-token' }));
    await new MutationObserver(client, loginMutation(server.api, client)).mutate({
      by: 'phone',
      body: { countryId: 254, phone: '712345678', password: 'Secret#1' },
    });
    expect(getToken()).toBe('new-token');
    expect(server.last().url).toBe('/user/login');
    expect(client.getQueryData(queryKeys.user.info())).toBeUndefined();
    expect(client.getQueryData(queryKeys.common.countries())).toEqual([kenya]);

    await new MutationObserver(client, loginMutation(server.api, client)).mutate({ by: 'email', body: { email: 'a@example.com', password: 'x' } });
    expect(server.last().url).toBe('/user/emailLogin');
  });

  it('logout clears session and user data even when the server fails', async () => {
    setToken('tok');
    const client = freshClient();
    client.setQueryData(queryKeys.userApi.info(), { auditStatus: 1, accessKey: 'k', accessSecret: 's', notifyUrl: null, ipWhitelist: [] });
    const server = fakeClient(httpError(502));
    await expect(new MutationObserver(client, logoutMutation(server.api, client)).mutate()).rejects.toMatchObject({ kind: 'http' });
    expect(getToken()).toBeNull();
    expect(client.getQueryData(queryKeys.userApi.info())).toBeUndefined();
  });

  it('saving the profile invalidates the user info', async () => {
    const client = freshClient();
    client.setQueryData(queryKeys.user.info(), sampleUserInfo());
    const server = fakeClient(envelope(null));
    await new MutationObserver(client, userInfoSaveMutation(server.api, client)).mutate({ nickName: 'Baraka' });
    expect(client.getQueryState(queryKeys.user.info())?.isInvalidated).toBe(true);
  });

  it('a role change sends its body to the role call and makes the role and team lists stale, nothing else', async () => {
    const client = freshClient();
    client.setQueryData(queryKeys.role.all, []);
    client.setQueryData(queryKeys.team.all, []);
    client.setQueryData(queryKeys.user.info(), sampleUserInfo());
    const server = fakeClient(envelope(null));
    await new MutationObserver(client, roleStatusMutation(server.api, client)).mutate({ roleId: 7, status: 1 });
    expect(server.last().url).toContain('/user/role/status');
    expect(JSON.parse(String(server.last().data))).toEqual({ roleId: 7, status: 1 });
    expect(client.getQueryState(queryKeys.role.all)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.team.all)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.user.info())?.isInvalidated).toBe(false);
  });

  it('a failed suspense transfer leaves the balances as they were', async () => {
    const client = freshClient();
    client.setQueryData(queryKeys.suspense.all, []);
    const server = fakeClient(httpError(502));
    await expect(new MutationObserver(client, suspenseTransferMutation(server.api, client)).mutate({} as never)).rejects.toBeDefined();
    expect(client.getQueryState(queryKeys.suspense.all)?.isInvalidated).toBe(false);
  });

  it('refreshing API credentials puts the new ones in the cache at once', async () => {
    const client = freshClient();
    const fresh = { auditStatus: 1 as const, accessKey: 'ak-2', accessSecret: 'sk-2', notifyUrl: null, ipWhitelist: [] };
    const server = fakeClient(envelope(fresh));
    await new MutationObserver(client, userApiRefreshMutation(server.api, client)).mutate();
    expect(client.getQueryData(queryKeys.userApi.info())).toEqual(fresh);
  });
});

describe('hooks', () => {
  const wrapperFor = (client: QueryClient) => ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);

  it('useCountryListQuery loads the countries', async () => {
    const server = fakeClient(envelope([kenya]));
    const { result } = renderHook(() => useCountryListQuery(server.api), { wrapper: wrapperFor(freshClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([kenya]);
  });

  it('useUserInfoQuery waits while disabled, then loads and caches the user', async () => {
    const user = sampleUserInfo();
    const server = fakeClient(envelope(user));
    const client = freshClient();
    const { result, rerender } = renderHook(({ enabled }) => useUserInfoQuery(server.api, { enabled }), {
      wrapper: wrapperFor(client),
      initialProps: { enabled: false },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(user));
    expect(getCachedUserInfo()).toEqual(user);
  });
});
