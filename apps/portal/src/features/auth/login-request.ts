// The two sign-in payloads of the login form, in the SDK's wire shapes.
export const LOGIN_COUNTRY_IDS = ['254', '255'] as const;
export type LoginCountryId = (typeof LOGIN_COUNTRY_IDS)[number];

export function isLoginCountryId(value: string | undefined): value is LoginCountryId {
  return (LOGIN_COUNTRY_IDS as readonly string[]).includes(value ?? '');
}

export type LoginMethod = 'phone' | 'email';

export type LoginRequest =
  | { method: 'phone'; body: { countryId: number; phone: string; password: string } }
  | { method: 'email'; body: { email: string; password: string } };

/**
 * Where to go after signing in. Only a path on this origin is honoured, so a crafted link
 * cannot send a freshly signed-in user to another site.
 */
export function safeRedirect(redirect: string | null, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  return redirect;
}
