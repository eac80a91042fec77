// Pieces of the login screen that need no React: the country pages and the redirect rule.
export const LOGIN_COUNTRY_IDS = ['254', '255'] as const;
export type LoginCountryId = (typeof LOGIN_COUNTRY_IDS)[number];

export function isLoginCountryId(value: string | undefined): value is LoginCountryId {
  return (LOGIN_COUNTRY_IDS as readonly string[]).includes(value ?? '');
}

/**
 * Where to go after signing in. Only a path on this origin is honoured, so a crafted link
 * cannot send a freshly signed-in user to another site.
 */
export function safeRedirect(redirect: string | null, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  return redirect;
}
