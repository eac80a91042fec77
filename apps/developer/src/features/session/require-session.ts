import type { LoaderFunctionArgs } from 'react-router-dom';
import { portal } from '../../paths.ts';

export interface SessionGuardDeps {
  hasToken: () => boolean;
  /** Full page navigation to the portal (injected so tests can watch it). */
  leaveApp: (href: string) => void;
}

export type SessionGuardData = { signedIn: true } | { signedIn: false; loginHref: string };

/**
 * Loader of every console page: without a session token the console cannot show anything, so
 * the browser goes to the portal's login with the wanted page (basename included) as the
 * redirect. The page still renders a short notice with a link, in case the navigation is slow
 * or blocked.
 */
export function createSessionGuard({ hasToken, leaveApp }: SessionGuardDeps) {
  return ({ request }: LoaderFunctionArgs): SessionGuardData => {
    if (hasToken()) return { signedIn: true };
    const url = new URL(request.url);
    const loginHref = portal.login(`${url.pathname}${url.search}`);
    leaveApp(loginHref);
    return { signedIn: false, loginHref };
  };
}
