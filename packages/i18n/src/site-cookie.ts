/*
 * The site's own cookies. They copy what the browser keeps for itself (the session token, the
 * language, whether the screen is wide) so the server can draw a signed-in page with a page
 * request (ADR 0010); nothing reads them in the browser. Free of imports: the first script
 * of each app (apps/portal/src/main.tsx, apps/developer/src/main.tsx) uses it.
 */

/** "1" from 768 px wide (the side panel and tables show), else "0"; written by the first script. */
export const SCREEN_COOKIE = 'mz_wide';

/** How long the site's cookies last: the server checks the session on every use anyway. */
const SITE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Writes (or, with null, removes) one of the site's own cookies: every path, never sent from
 * another site's pages, only over TLS when the site is served over it.
 */
export function writeSiteCookie(name: string, value: string | null): void {
  // Typed here rather than from the DOM library: the server imports this module too.
  const { document: doc, location } = globalThis as { document?: { cookie: string }; location?: { protocol: string } };
  if (!doc) return;
  const secure = location?.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? 'Max-Age=0' : `Max-Age=${SITE_COOKIE_MAX_AGE_SECONDS}`;
  doc.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; Path=/; ${lifetime}; SameSite=Strict${secure}`;
}


/**
 * Keeps the screen-width cookie current, for the apps' first scripts: the server draws a page for
 * the width it says, and a wrong guess costs the phone a redraw of the whole page.
 */
export function rememberScreenWidth(): void {
  const scope = globalThis as { matchMedia?: (query: string) => { matches: boolean; addEventListener(type: 'change', listener: () => void): void } };
  if (!scope.matchMedia) return;
  const wideScreen = scope.matchMedia('(min-width: 48rem)');
  const remember = () => writeSiteCookie(SCREEN_COOKIE, wideScreen.matches ? '1' : '0');
  remember();
  wideScreen.addEventListener('change', remember);
}
