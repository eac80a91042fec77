/**
 * `/home` and everything under it: the area that needs a session. Free of imports, so the first
 * script (main.tsx, through early-user-info.ts) can use it without pulling in more code.
 */
export function isSignedInAreaPath(pathname: string): boolean {
  return pathname === '/home' || pathname.startsWith('/home/');
}
