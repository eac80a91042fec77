import { getToken as readToken, type UserInfo } from '@mizani/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { holdApiNavigation } from '@mizani/ui/api-bridge';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { RootLoaderData } from '../hooks/use-signed-in-user.ts';
import { decideVisitorRoute, type RouteDecision } from './visitor-route.ts';
import type { SignedInSession } from './signed-in-session.ts';

export interface SessionGuardDeps {
  /** The query client of the guard and the screens: tests bring a fresh one; the app's is query-layout.tsx's. */
  queryClient?: QueryClient;
  /** The session token; injected so tests can sign in without storage. */
  getToken?: () => string | null;
  /** Loads the user info and permitted routes; null when the session turned out to be dead. */
  loadSession?: (queryClient: QueryClient) => Promise<SignedInSession | null>;
}

// The API client (and axios with it) and the signed-in rules (with the menu catalogue) are loaded
// only once there is a session to check, so a visitor's public page does not carry them.
const loadSessionLazily = async (queryClient: QueryClient) => (await import('./signed-in-session.ts')).loadSignedInSession(queryClient);
// Through signed-in-session.ts, which the guard loads anyway: a dynamic import of the SDK's whole
// query module would list every file of its queries in the first load's preload map.
const forgetLazily = async (queryClient: QueryClient) => (await import('./signed-in-session.ts')).forgetSignedInSession(queryClient);
// The app's query client loads with the routes that query, not with a public page.
const appQueryClient = async () => (await import('./query-layout.tsx')).queryClient;

/**
 * Loader of the root route: runs spec section 2's guard before every navigation. Throws a redirect
 * when the guard says so, and otherwise returns who is signed in.
 */
export function createSessionGuard({ queryClient: given, getToken = readToken, loadSession = loadSessionLazily }: SessionGuardDeps) {
  let sessionToken: string | null = null;
  const client = async () => given ?? appQueryClient();

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
      // Until the session is confirmed, a screen's query failing on a dead token (its loader runs
      // beside this one) must not send the visitor to the login: the guard decides where to go.
      [decision, user] = await holdApiNavigation(async (): Promise<[RouteDecision, UserInfo | null]> => {
        // The rules come in the session check's own file: one request, not one after the other.
        const { decideRoute } = await import('./signed-in-session.ts');
        const first = decideRoute(path, true);
        if (first.kind !== 'loadUser') return [first, null];
        const session = await loadSession(await client());
        if (!session) {
          sessionToken = null;
          throw redirect('/');
        }
        return [decideRoute(path, true, session.user, session.permittedRoutes), session.user];
      });
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return { user };
  };
}
