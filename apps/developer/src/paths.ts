// Console paths are relative to the router's basename; the portal is another app on this origin.

/** Where the console is mounted; Vite's `base` is the same path with a trailing slash. */
export const BASENAME = '/homeApi';

const page = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: page('/'),
  account: page('/account'),
  accountCreate: page('/account-create'),
  c2b: page('/c2b'),
  b2c: page('/b2c'),
  suspenseRecord: page('/suspense-record'),
  suspenseRecharge: page('/suspense-recharge'),
  suspenseCashOut: page('/suspense-cashOut'),
  suspenseTransfer: page('/suspense-transfer'),
  webhooks: page('/webhooks'),
  requestLog: page('/request-log'),
  docs: { path: '/docs', getHref: (topic?: string) => (topic ? `/docs/${topic}` : '/docs') },
} as const;

/** Console pages anyone may read without a session (the portal's public paths are its own). */
export function isPublicConsolePath(pathname: string): boolean {
  const inside = toConsolePath(pathname) ?? pathname;
  return inside === paths.docs.path || inside.startsWith(`${paths.docs.path}/`);
}

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
