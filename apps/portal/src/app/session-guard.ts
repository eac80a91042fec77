import { getToken as readToken, type UserInfo } from '@mizani/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { RootLoaderData } from '../hooks/use-signed-in-user.ts';
import { loadQueryClient } from './lazy-query.tsx';
import { decideVisitorRoute, isSignedInAreaPath, type RouteDecision } from './visitor-route.ts';
import type { SignedInSession } from './signed-in-session.ts';

export interface SessionGuardDeps {
  /**
   * The query client of the guard and the screens. Without one the app's client is loaded the
   * first time there is a session: a visitor's first page carries no query code.
   */
  queryClient?: QueryClient;
  /** The session token; injected so tests can sign in without storage. */
  getToken?: () => string | null;
  /** Loads the user info and permitted routes; null when the session turned out to be dead. */
  loadSession?: (queryClient: QueryClient) => Promise<SignedInSession | null>;
}

// The API client (and axios with it) is loaded only once there is a session to check, so a
// visitor's first page does not carry it.
const loadSessionLazily = async (queryClient: QueryClient) => (await import('./signed-in-session.ts')).loadSignedInSession(queryClient);
const forgetLazily = async (queryClient: QueryClient) => (await import('@mizani/sdk/query')).forgetSessionQueries(queryClient);

/** The given client, or the app's, loaded on first use. */
export function queryClientSource(queryClient: QueryClient | undefined): () => Promise<QueryClient> {
  return queryClient ? () => Promise.resolve(queryClient) : loadQueryClient;
}

/**
 * Loader of the root route: runs spec section 2's guard before every navigation. Throws a redirect
 * when the guard says so, and otherwise returns who is signed in.
 */
export function createSessionGuard({ queryClient, getToken = readToken, loadSession = loadSessionLazily }: SessionGuardDeps) {
  const client = queryClientSource(queryClient);
  let sessionToken: string | null = null;

  return async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData> => {
    const token = getToken();
    // The cached user belongs to one session. The developer console shares the storage, so a
    // logout or a sign-in as someone else there ends it here too.
    if (sessionToken !== null && token !== sessionToken) await forgetLazily(await client());
    sessionToken = token;

    const url = new URL(request.url);
    const path = `${url.pathname}${url.search}`;
    let decision: RouteDecision;
    let user: UserInfo | null = null;
    if (token === null) {
      decision = decideVisitorRoute(path);
    } else {
      // The signed-in rules, and the menu catalogue they read, load with the first session. On a
      // signed-in page the query client and the session check are needed too: all three are asked
      // for at once rather than one after another, a round trip each on a slow network. The awaits
      // below take them from the module cache and report any failure.
      const rules = import('./route-guard.ts');
      if (isSignedInAreaPath(url.pathname)) {
        void client().catch(() => undefined);
        if (loadSession === loadSessionLazily) void import('./signed-in-session.ts').catch(() => undefined);
      }
      const { decideRoute } = await rules;
      decision = decideRoute(path, true);
      if (decision.kind === 'loadUser') {
        const session = await loadSession(await client());
        if (!session) {
          sessionToken = null;
          throw redirect('/');
        }
        user = session.user;
        decision = decideRoute(path, true, session.user, session.permittedRoutes);
      }
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return { user };
  };
}
