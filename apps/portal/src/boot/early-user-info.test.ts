import { Code, TOKEN_KEY } from '@mizani/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REPLY_WAIT_MS, OK_CODE, requestUserInfoEarly, takeEarlyUserInfo, TOKEN_STORAGE_KEY } from './early-user-info.ts';

const user = { id: 7, email: 'demo@mizani.africa', parentId: 0 };

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the user info asked for as a signed-in page starts', () => {
  afterEach(async () => {
    await takeEarlyUserInfo('drain');
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads the token where the SDK keeps it and knows its success code', () => {
    expect(TOKEN_STORAGE_KEY).toBe(TOKEN_KEY);
    expect(OK_CODE).toBe(Code.OK);
  });

  it('is asked with the token on a /home page and taken once by that session', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const fetchMock = replyWith(200, { code: Code.OK, msg: 'ok', data: user });
    requestUserInfoEarly('/api', '/home/dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/info');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    await expect(takeEarlyUserInfo('tok-1')).resolves.toEqual(user);
    await expect(takeEarlyUserInfo('tok-1')).resolves.toBeNull();
  });

  it('is not asked on public pages or without a token', () => {
    const fetchMock = replyWith(200, { code: Code.OK, data: user });
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    requestUserInfoEarly('/api', '/login');
    requestUserInfoEarly('/api', '/homepage');
    localStorage.clear();
    requestUserInfoEarly('/api', '/home/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not used for another token, a refusal or a failed request', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    replyWith(200, { code: Code.OK, data: user });
    requestUserInfoEarly('/api', '/home');
    await expect(takeEarlyUserInfo('tok-2')).resolves.toBeNull();

    replyWith(200, { code: Code.NOT_LOGGED_IN, msg: 'expired', data: null });
    requestUserInfoEarly('/api', '/home/info');
    await expect(takeEarlyUserInfo('tok-1')).resolves.toBeNull();

    replyWith(502, 'Bad Gateway');
    requestUserInfoEarly('/api', '/home/info');
    await expect(takeEarlyUserInfo('tok-1')).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    requestUserInfoEarly('/api', '/home/info');
    await expect(takeEarlyUserInfo('tok-1')).resolves.toBeNull();
  });

  it('is given up on when it does not come back in time, so the session asks the usual way', async () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem(TOKEN_KEY, 'tok-1');
      vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
      requestUserInfoEarly('/api', '/home/dashboard');
      const taken = takeEarlyUserInfo('tok-1');
      await vi.advanceTimersByTimeAsync(EARLY_REPLY_WAIT_MS);
      await expect(taken).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
