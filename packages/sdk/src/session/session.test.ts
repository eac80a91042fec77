import { beforeEach, describe, expect, it } from 'vitest';
import { sampleUserInfo } from '../test-fixtures.ts';
import { clearSession, getCachedUserInfo, getToken, hasToken, setCachedUserInfo, setToken, TOKEN_KEY, USER_INFO_KEY } from './session.ts';

beforeEach(() => {
  localStorage.clear();
});

describe('session', () => {
  it('keeps the token in localStorage under "token"', () => {
    expect(TOKEN_KEY).toBe('token');
    expect(hasToken()).toBe(false);
    setToken('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    expect(hasToken()).toBe(true);
  });

  it('keeps the token out of cookies: no request carries it unless the API client sends it', () => {
    setToken('a+b/c=');
    expect(document.cookie).toBe('');
    clearSession();
    expect(document.cookie).toBe('');
  });

  it('caches the user info under "userInfo"', () => {
    expect(USER_INFO_KEY).toBe('userInfo');
    const user = sampleUserInfo();
    setCachedUserInfo(user);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
    expect(getCachedUserInfo()).toEqual(user);
  });

  it('a new token drops the previous user info', () => {
    setToken('first');
    setCachedUserInfo(sampleUserInfo());
    setToken('second');
    expect(getCachedUserInfo()).toBeNull();
  });

  it('clearing the session removes both token and user info', () => {
    setToken('abc');
    setCachedUserInfo(sampleUserInfo());
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('ignores a cached user info that is corrupt or lacks what permissions need', () => {
    localStorage.setItem('userInfo', '{not json');
    expect(getCachedUserInfo()).toBeNull();
    localStorage.setItem('userInfo', JSON.stringify({ userId: 1, nickName: 'x' }));
    expect(getCachedUserInfo()).toBeNull();
  });

  it('refuses an empty token', () => {
    expect(() => setToken('')).toThrow(TypeError);
  });
});
