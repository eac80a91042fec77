/** Paths anyone may open without a session (spec section 2). */
export const PUBLIC_PATHS = [
  '/',
  '/aboutUs',
  '/contactUs',
  '/press',
  '/login',
  '/login/254',
  '/login/255',
  '/register',
  '/forgotPassword',
  '/privacyNotice',
  '/termsConditions',
  '/401',
  '/404',
] as const;

const publicPaths = new Set<string>(PUBLIC_PATHS);

/** Pages a signed-in user is sent away from, to /home/dashboard. */
export const SIGNED_OUT_ONLY_PATHS = ['/login', '/register', '/forgotPassword'] as const;

/** Takes a pathname (query and hash are ignored; a trailing slash does not matter). */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(normalise(pathname));
}

export function isSignedOutOnlyPath(pathname: string): boolean {
  return (SIGNED_OUT_ONLY_PATHS as readonly string[]).includes(normalise(pathname));
}

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
