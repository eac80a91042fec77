import { toConsolePath } from '../paths.ts';

interface Navigable {
  navigate: (to: string) => unknown;
  state: { location: { pathname: string; search: string } };
}

export type LeaveApp = (href: string) => void;

/** Full page load: how the console reaches the portal, another app on this origin. */
export const leaveApp: LeaveApp = (href) => window.location.assign(href);

/**
 * Navigation for the API client. Console paths go through the router; anything else is the
 * portal. A bare /login (session expired) carries the current console page so the user comes
 * back to it after signing in again.
 */
export function createConsoleNavigator(router: Navigable, basename: string, leave: LeaveApp = leaveApp) {
  return (path: string): void => {
    const inside = toConsolePath(path);
    if (inside !== null) {
      void router.navigate(inside);
      return;
    }
    if (path === '/login') {
      // The data router's own location carries the basename already.
      const { pathname, search } = router.state.location;
      const here = `${pathname.startsWith(basename) ? pathname : `${basename}${pathname}`}${search}`;
      leave(`/login?redirect=${encodeURIComponent(here)}`);
      return;
    }
    leave(path);
  };
}
