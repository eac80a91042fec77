// Console paths are relative to the router's basename; the portal is another app on this origin.

/** Where the console is mounted; Vite's `base` is the same path with a trailing slash. */
export const BASENAME = '/homeApi';

export const paths = {
  root: { path: '/', getHref: () => '/' },
  account: { path: '/account', getHref: () => '/account' },
} as const;

/** Portal pages the console links to. They need a full page load. */
export const portal = {
  home: () => '/',
  login: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  wallet: () => '/home',
  profile: () => '/home/info',
} as const;

/** `/homeApi/account` -> `/account`: menu paths are absolute, router links are not. */
export function toConsolePath(href: string): string | null {
  if (href === BASENAME || href === `${BASENAME}/`) return '/';
  return href.startsWith(`${BASENAME}/`) ? href.slice(BASENAME.length) : null;
}
