export const LOCALE_KEY = 'LOCALE';
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag react-intl and the page's `lang` use for a locale. */
export function localeTag(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}

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

export function setStoredLocale(locale: Locale): void {
  storage()?.setItem(LOCALE_KEY, locale);
}
