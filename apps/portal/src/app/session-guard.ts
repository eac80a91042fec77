import { getToken as readToken, type UserInfo } from '@mizani/sdk';
import { forgetSessionQueries } from '@mizani/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { RootLoaderData } from '../hooks/use-signed-in-user.ts';
import { decideRoute } from './route-guard.ts';
import type { SignedInSession } from './session.ts';

export interface SessionGuardDeps {
  queryClient: QueryClient;
  /** The session token; injected so tests can sign in without storage. */
  getToken?: () => string | null;
  /** Loads the user info and permitted routes; null when the session turned out to be dead. */
  loadSession?: (queryClient: QueryClient) => Promise<SignedInSession | null>;
}

// The API client (and axios with it) is loaded only once there is a session to check, so a
// visitor's first page does not carry it.
const loadSessionLazily = async (queryClient: QueryClient) => (await import('./session.ts')).loadSignedInSession(queryClient);

/**
 * Loader of the root route: runs spec section 2's guard before every navigation. Throws a redirect
 * when the guard says so, and otherwise returns who is signed in.
 */
export function createSessionGuard({ queryClient, getToken = readToken, loadSession = loadSessionLazily }: SessionGuardDeps) {
  let sessionToken: string | null = null;

  return async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData> => {
    const token = getToken();
    // The cached user belongs to one session. The developer console shares the storage, so a
    // logout or a sign-in as someone else there ends it here too.
    if (sessionToken !== null && token !== sessionToken) forgetSessionQueries(queryClient);
    sessionToken = token;

    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    let decision = decideRoute(path, token !== null);
    let user: UserInfo | null = null;
    if (decision.kind === 'loadUser') {
      const session = await loadSession(queryClient);
      if (!session) {
        sessionToken = null;
        throw redirect('/');
      }
      user = session.user;
      decision = decideRoute(path, true, session.user, session.permittedRoutes);
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return { user };
  };
}
