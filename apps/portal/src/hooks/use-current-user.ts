import { hasToken, type UserInfo } from '@mizani/sdk';
import { useUserInfoQuery } from '@mizani/sdk/query';
import { api } from '../lib/api.ts';

/**
 * The signed-in user for the screens of the signed-in area, kept current: a profile or
 * verification change invalidates the user info and this observer reads it again. The route guard
 * has filled the cache before a screen renders. Once the session is gone (logout, expiry) it no
 * longer fetches, so a screen on its way out does not ask the server who it is without a token.
 */
export function useCurrentUser(): UserInfo | undefined {
  return useUserInfoQuery(api, { enabled: hasToken() }).data;
}
