import type { UserInfo } from '@mizani/sdk';
import { ALWAYS_PERMITTED_USER_PATHS, isPublicPath, isSignedOutOnlyPath, menuCatalogue, routesFromMenus } from '@mizani/sdk/permissions';
import { paths } from '../paths.ts';
import { decideVisitorRoute, isSignedInAreaPath, pathnameOf, type RouteDecision } from './visitor-route.ts';

export { isSignedInAreaPath, loginHrefFor, type RouteDecision } from './visitor-route.ts';

const DASHBOARD_PATH = paths.dashboard.path;
const NO_ACCESS_PATH = paths.noAccess.path;
const LOGIN_PATH = paths.login.path;

/**
 * Screens of the signed-in area any signed-in user may open whatever their menus: the dashboard,
 * the user's own profile, notices, docs and the log of their own actions. Staff without a User
 * menu still have to be able to edit their own profile. The KYC/KYB record is the main account's,
 * so staff reach it only with UserKyc, as the server's check has it.
 */
export const ALWAYS_PERMITTED_PATHS: readonly string[] = [
  ...ALWAYS_PERMITTED_USER_PATHS,
  paths.profile.path,
  paths.operationLog.path,
];

/** Team and role management belong to the main account whatever a role says (the server agrees). */
export const MAIN_ACCOUNT_ONLY_PATHS: readonly string[] = ['/home/system-userRole', '/home/system-userTeam'];

/** Every /home route the permission scheme knows; a path outside this set is no one's to refuse. */
const GUARDED_ROUTES: readonly string[] = routesFromMenus(menuCatalogue()).filter(isSignedInAreaPath);

const allow: RouteDecision = { kind: 'allow' };
const redirectTo = (to: string): RouteDecision => ({ kind: 'redirect', to });

/** `/login/254` and `/login/255` are login pages as much as `/login` is. */
function isSignedOutOnly(pathname: string): boolean {
  return isSignedOutOnlyPath(pathname) || (pathname.startsWith(`${LOGIN_PATH}/`) && isPublicPath(pathname));
}

/**
 * Whether `pathname` is `route` or a page below it (a detail screen of a permitted list). `/home`
 * itself only redirects to the dashboard, so it covers nothing below it.
 */
function within(pathname: string, route: string): boolean {
  return pathname === route || (route !== '/home' && pathname.startsWith(`${route}/`));
}

/**
 * The route guard of spec section 2 as a pure decision, so every rule is testable without a
 * router or a server.
 *
 * - With a token, the login, register and password-recovery pages go to the dashboard.
 * - With a token but no user info loaded yet, the user info (and from it the permitted routes)
 *   must be loaded first; the caller then decides again with them.
 * - Without a token only public paths are open; a path of the signed-in area goes to the login
 *   with the wanted path (search included) as `redirect`. A path that is no page at all is left to
 *   the 404 page, which is public: sending a mistyped address to the login would only lead to a
 *   404 after signing in.
 * - A signed-in user opening a /home page their menus do not permit goes to /401. The screens in
 *   ALWAYS_PERMITTED_PATHS are open to everyone signed in; /home paths the permission scheme does
 *   not know are left to the router's 404.
 *
 * @param path pathname, optionally with search and hash
 * @param permittedRoutes the routes of the user's menus (`routesFromMenus(buildUserMenus(...))`)
 */
export function decideRoute(
  path: string,
  hasToken: boolean,
  userInfo?: UserInfo | null,
  permittedRoutes?: readonly string[],
): RouteDecision {
  const pathname = pathnameOf(path);

  if (!hasToken) return decideVisitorRoute(path);

  if (isSignedOutOnly(pathname)) return redirectTo(DASHBOARD_PATH);
  if (!userInfo || !permittedRoutes) return { kind: 'loadUser' };

  if (!isSignedInAreaPath(pathname)) return allow;
  if (userInfo.parentId > 0 && MAIN_ACCOUNT_ONLY_PATHS.some((route) => within(pathname, route))) return redirectTo(NO_ACCESS_PATH);
  if (ALWAYS_PERMITTED_PATHS.some((route) => within(pathname, route))) return allow;
  if (!GUARDED_ROUTES.some((route) => within(pathname, route))) return allow;
  return permittedRoutes.some((route) => within(pathname, route)) ? allow : redirectTo(NO_ACCESS_PATH);
}
