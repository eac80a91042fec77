/*
 * A signed-in page's first call is always the user info (app/signed-in-session.ts), and the session check
 * makes it only once the app's code has arrived and run: on a slow network, one more round trip
 * after seconds of loading. main.tsx asks for it as the page starts instead. The session check
 * takes that reply when it was asked with the token still in use and the server answered with
 * the user info; otherwise it asks again the usual way, with the API client's error handling and
 * messages. Reading the user info changes nothing on the server, so asking twice is harmless.
 */

import { isSignedInAreaPath } from './signed-in-area.ts';

/** @mizani/sdk's TOKEN_KEY and Code.OK, written out so this module imports nothing else (early-user-info.test.ts checks they agree). */
export const TOKEN_STORAGE_KEY = 'token';
export const OK_CODE = 200;

/**
 * How long the session check waits for the early reply before asking the usual way (which has the
 * API client's time limit and messages): a request that hangs must not keep the page on its splash.
 */
export const EARLY_REPLY_WAIT_MS = 10_000;

interface EarlyRequest {
  token: string;
  reply: Promise<unknown>;
}

let early: EarlyRequest | null = null;

/** Asks for the user info now, when the page is one of the signed-in area's and there is a token. */
export function requestUserInfoEarly(apiBaseUrl: string, pathname: string): void {
  if (!isSignedInAreaPath(pathname)) return;
  let token: string | null;
  try {
    token = localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return;
  }
  if (!token) return;
  const reply = fetch(`${apiBaseUrl}/user/info`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: '{}',
  })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  early = { token, reply };
}

/**
 * The early reply's user info, once: null when none was asked, it was asked with another token,
 * or it did not succeed.
 */
export async function takeEarlyUserInfo<T extends object>(token: string | null): Promise<T | null> {
  const request = early;
  early = null;
  if (!request || token === null || request.token !== token) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), EARLY_REPLY_WAIT_MS);
  });
  const body = (await Promise.race([request.reply, waited]).finally(() => clearTimeout(timer))) as { code?: unknown; data?: unknown } | null;
  if (!body || body.code !== OK_CODE || typeof body.data !== 'object' || body.data === null) return null;
  return body.data as T;
}
