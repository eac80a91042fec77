// Every portal URL in one typed table: links and redirects use getHref(), routes use path.

function withRedirect(base: string, redirect?: string): string {
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect)}` : base;
}

export const SERVICE_SECTION = { globalService: 'global-service', fx: 'fx' } as const;

export const paths = {
  home: {
    path: '/',
    getHref: (section?: (typeof SERVICE_SECTION)[keyof typeof SERVICE_SECTION]) => (section ? `/#${section}` : '/'),
  },
  aboutUs: { path: '/aboutUs', getHref: () => '/aboutUs' },
  contactUs: { path: '/contactUs', getHref: () => '/contactUs' },
  press: { path: '/press', getHref: () => '/press' },
  privacyNotice: { path: '/privacyNotice', getHref: () => '/privacyNotice' },
  termsConditions: { path: '/termsConditions', getHref: () => '/termsConditions' },
  login: { path: '/login', getHref: (redirect?: string) => withRedirect('/login', redirect) },
  countryLogin: {
    path: '/login/:countryId',
    getHref: (countryId: string, redirect?: string) => withRedirect(`/login/${countryId}`, redirect),
  },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgotPassword', getHref: () => '/forgotPassword' },
  noAccess: { path: '/401', getHref: () => '/401' },
  dashboard: { path: '/home/dashboard', getHref: () => '/home/dashboard' },
  profile: { path: '/home/info', getHref: () => '/home/info' },
  // The signed-in area (/home); its routes are declared in app/home-routes.tsx.
  homeArea: { path: '/home', getHref: () => '/home' },
  kyc: { path: '/home/kyc', getHref: () => '/home/kyc' },
  kycAuth: { path: '/home/kyc-auth', getHref: () => '/home/kyc-auth' },
  notice: { path: '/home/notice', getHref: () => '/home/notice' },
  docs: { path: '/home/docs', getHref: () => '/home/docs' },
  operationLog: { path: '/home/operation-log', getHref: () => '/home/operation-log' },
  /** A finished order's receipt: a stable link the owner can print, share or reopen. */
  receipt: { path: '/home/receipt/:sn', getHref: (sn: string) => `/home/receipt/${encodeURIComponent(sn)}` },
  /** Total asset: the header's wallet link (the page itself comes with the money screens). */
  wallet: { path: '/home/assets', getHref: () => '/home/assets' },
  /** The developer console is another app on this origin: reach it with a full page load. */
  developerConsole: { path: '/homeApi/', getHref: () => '/homeApi/' },
} as const;

/** Whether a path is served by another app on this origin (the developer console). */
export function isOutsidePortal(path: string): boolean {
  return path === '/homeApi' || path.startsWith('/homeApi/') || path.startsWith('/homeApi?');
}
