import { isPublicPath } from '@mizani/sdk/permissions';
import { paths } from '../paths.ts';

export type RouteDecision =
  /** Render the page. */
  | { kind: 'allow' }
  /** Replace the navigation with `to`. */
  | { kind: 'redirect'; to: string }
  /** Fetch the user info and the permitted routes, then decide again. */
  | { kind: 'loadUser' };

/** `/home` and everything under it: the area that needs a session. */
export function isSignedInAreaPath(pathname: string): boolean {
  return pathname === '/home' || pathname.startsWith('/home/');
}

/** Where a visitor without a session goes instead of `path` (pathname plus search). */
export function loginHrefFor(path: string): string {
  return paths.login.getHref(path);
}

export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * decideRoute (route-guard.ts) for a visitor without a token. It is kept apart so a visitor's first
 * bundle does not carry the menu catalogue the signed-in rules need: the guard loads those rules
 * only once there is a token.
 */
export function decideVisitorRoute(path: string): RouteDecision {
  const pathname = pathnameOf(path);
  if (isPublicPath(pathname) || !isSignedInAreaPath(pathname)) return { kind: 'allow' };
  return { kind: 'redirect', to: loginHrefFor(path.split('#', 1)[0] ?? path) };
}
