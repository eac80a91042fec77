/**
 * The browser session: the bearer token and a cached copy of the user info, both in localStorage
 * so the portal and the developer console (one origin) share them. Logging out or expiring clears
 * both (spec section 4).
 */
import type { UserInfo } from '../contract/schemas/user.ts';

export const TOKEN_KEY = 'token';
export const USER_INFO_KEY = 'userInfo';

function storage(): Storage | undefined {
  // localStorage is missing outside the browser and throws when the browser denies storage.
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function getToken(): string | null {
  const token = storage()?.getItem(TOKEN_KEY);
  return token ? token : null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

/** Stores a new token; the cached user info belonged to the previous session, so it goes. */
export function setToken(token: string): void {
  if (!token) throw new TypeError('setToken needs a non-empty token');
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.removeItem(USER_INFO_KEY);
}

export function getCachedUserInfo(): UserInfo | null {
  const raw = storage()?.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return looksLikeUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function setCachedUserInfo(info: UserInfo): void {
  storage()?.setItem(USER_INFO_KEY, JSON.stringify(info));
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_INFO_KEY);
}

// A cache written by an older build (or edited by hand) must not be trusted for menus and
// permissions: the fields those read have to be there with the right shape.
function looksLikeUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'number' &&
    typeof v.parentId === 'number' &&
    typeof v.userType === 'string' &&
    Array.isArray(v.permissions) &&
    Array.isArray(v.channelTypeList) &&
    typeof v.pspFlag === 'number' &&
    typeof v.mrpFlag === 'number'
  );
}
