export const LOCALE_KEY = 'LOCALE';
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Resolves a stored locale value. Nothing stored means the default (English); a value that is
 * stored but unsupported falls back to Chinese, as the product specification requires.
 */
export function resolveLocale(stored: string | null | undefined): Locale {
  if (stored === null || stored === undefined || stored === '') return DEFAULT_LOCALE;
  return stored === 'en' ? 'en' : 'zh';
}

export function getStoredLocale(): Locale {
  return resolveLocale(storage()?.getItem(LOCALE_KEY));
}

/** The cookie that tells the server which language to draw a signed-in page in (see SESSION_COOKIE in @mizani/sdk). */
export const LOCALE_COOKIE = 'mz_locale';

/** How long the site's cookies last: the server checks the session on every use anyway. */
const SITE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Writes (or, with null, removes) one of the site's own cookies: every path, never sent from
 * another site's pages, only over TLS when the site is served over it. They copy what
 * localStorage holds so the server can read it with a page request; nothing reads them in the
 * browser.
 */
export function writeSiteCookie(name: string, value: string | null): void {
  // Typed here rather than from the DOM library: the server imports this module too.
  const { document: doc, location } = globalThis as { document?: { cookie: string }; location?: { protocol: string } };
  if (!doc) return;
  const secure = location?.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? 'Max-Age=0' : `Max-Age=${SITE_COOKIE_MAX_AGE_SECONDS}`;
  doc.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; Path=/; ${lifetime}; SameSite=Strict${secure}`;
}

export function setStoredLocale(locale: Locale): void {
  storage()?.setItem(LOCALE_KEY, locale);
  writeSiteCookie(LOCALE_COOKIE, locale);
}
