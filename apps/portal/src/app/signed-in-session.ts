import { clearSession, type UserInfo } from '@mizani/sdk';
import { buildUserMenus, routesFromMenus } from '@mizani/sdk/permissions';
import { forgetSessionQueries, queryKeys, userInfoQuery } from '@mizani/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { holdApiNavigation } from '@mizani/ui/api-bridge';

// The guard's rules for a signed-in visitor travel with the session check, which it always loads with them.
export { decideRoute } from './route-guard.ts';

/** What the guard needs to know about the signed-in user. */
export interface SignedInSession {
  user: UserInfo;
  /** Routes of the user's menus (spec section 6), from `buildUserMenus`. */
  permittedRoutes: string[];
}

/**
 * Staff menus come from the server; until a role is given (or when the call fails) staff hold
 * none, so they get the screens every signed-in user has and nothing more. The failure is not
 * shown: it would repeat on every page load and the user could do nothing about it.
 */
async function staffMenuNames(queryClient: QueryClient): Promise<string[]> {
  try {
    return await queryClient.ensureQueryData({
      queryKey: queryKeys.team.menus(),
      queryFn: () => api.team.menus({ repeatable: true, silent: true }),
    });
  } catch {
    return [];
  }
}

/** Drops the cached queries of a session that ended (the token was cleared or replaced). */
export function forgetSignedInSession(queryClient: QueryClient): void {
  forgetSessionQueries(queryClient);
}

/**
 * Loads the user info once per page load (later navigations read the query cache) and the routes
 * the user's menus permit. When the user info cannot be fetched the session is worthless: it is
 * cleared here and null tells the guard to go to /. The API client still shows what went wrong,
 * but its own redirect to /login is held back.
 */
export async function loadSignedInSession(queryClient: QueryClient): Promise<SignedInSession | null> {
  let user: UserInfo;
  try {
    user = await holdApiNavigation(() => queryClient.ensureQueryData(userInfoQuery(api)));
  } catch {
    clearSession();
    forgetSignedInSession(queryClient);
    return null;
  }
  const staffNames = user.parentId > 0 ? await staffMenuNames(queryClient) : [];
  return { user, permittedRoutes: routesFromMenus(buildUserMenus(user, staffNames)) };
}
