import { clearSession } from '@mizani/sdk';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isPublicConsolePath, portal } from '../../paths.ts';

export interface SessionGuardDeps {
  hasToken: () => boolean;
  /** Full page navigation to the portal (injected so tests can watch it). */
  leaveApp: (href: string) => void;
  /**
   * Fetches the signed-in user; the first call of a page load asks the server, later ones answer
   * from the cache. Rejects when the session is no good.
   */
  loadUser: () => Promise<unknown>;
}

/** The route the session guard is the loader of: its data says whether the page is signed in. */
export const SESSION_ROUTE_ID = 'console';

export type SessionGuardData =
  | { signedIn: true }
  | { signedIn: false; loginHref: string }
  /** A public console page (the docs) read without a session. */
  | { signedIn: false; loginHref: string; publicPage: true };

/**
 * Loader of every console page, the portal's route guard for this app (spec section 2):
 * - without a session token the browser goes to the portal's login with the wanted page
 *   (basename included) as the redirect;
 * - with a token, the user info is fetched once per page load; if that fails the session is
 *   cleared and the browser goes to the portal's home page;
 * - the docs are public: without a session (or with one that failed) they are shown signed out.
 * The console renders a short notice with a link meanwhile, in case the navigation is slow or
 * blocked.
 */
export function createSessionGuard({ hasToken, leaveApp, loadUser }: SessionGuardDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionGuardData> => {
    const url = new URL(request.url);
    const loginHref = portal.login(`${url.pathname}${url.search}`);
    const publicPage = isPublicConsolePath(url.pathname);
    if (!hasToken() && publicPage) return { signedIn: false, loginHref, publicPage: true };
    if (!hasToken()) {
      leaveApp(loginHref);
      return { signedIn: false, loginHref };
    }
    try {
      await loadUser();
    } catch {
      clearSession();
      if (publicPage) return { signedIn: false, loginHref, publicPage: true };
      leaveApp(portal.home());
      return { signedIn: false, loginHref };
    }
    return { signedIn: true };
  };
}
