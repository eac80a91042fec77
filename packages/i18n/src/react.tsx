import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { catalogueVersion, hasCatalogue, loadCatalogue, loadedCatalogue, shownLocale, subscribeCatalogues, type CataloguePart } from './catalogue.ts';
import { translatorFor, type MessageId, type Translate } from './index.ts';
import { getStoredLocale, localeTag, setStoredLocale, type Locale } from './locale.ts';

interface LocaleContextValue {
  /** The chosen language (what the language menu shows as selected). */
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
  /** The BCP 47 tag of the language on screen (English until a chosen language has loaded). */
  tag: string;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface I18nProviderProps {
  children: ReactNode;
  initialLocale?: Locale;
  /**
   * `full` (the default): children wait for the whole English catalogue, so no message id shows.
   * `public`: children draw at once from the first bundle's public text (as the prerendered HTML);
   * a route needing the rest awaits `loadCatalogue(locale, 'full')` in its loader.
   */
  catalogue?: CataloguePart;
  /** Adopting a page prerendered in English: it draws first in English, then in the chosen language, keeping what was typed. */
  adopting?: boolean;
}

/** react-intl's `IntlProvider` with the chosen language over English, and its setter; Chinese loads once chosen. */
export function I18nProvider({ children, initialLocale, catalogue = 'full', adopting = false }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => (adopting ? 'en' : (initialLocale ?? getStoredLocale())));
  // A transition: React hydrates the page's suspended parts (header, footer) in English before redrawing them.
  useEffect(() => void (adopting && startTransition(() => setLocaleState(getStoredLocale()))), [adopting]);
  // Whoever loads a catalogue file (this provider, a route loader), the messages below follow.
  const version = useSyncExternalStore(subscribeCatalogues, catalogueVersion, catalogueVersion);
  // Once the rest of English is in (a signed-in screen was opened), a language chosen later loads whole.
  const part: CataloguePart = catalogue === 'full' || hasCatalogue('en', 'full') ? 'full' : 'public';

  // Again whenever a file arrives: a page's text that English took in comes in the chosen language too.
  useEffect(() => {
    void loadCatalogue(locale, part);
  }, [locale, part, version]);

  const shown = shownLocale(locale);
  const tag = localeTag(shown);
  // The same object until another file arrives, so react-intl keeps its formatters.
  const messages = loadedCatalogue(shown) as Record<string, string>;

  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);

  const setLocale = useCallback((next: Locale) => {
    setStoredLocale(next);
    setLocaleState(next);
  }, []);

  if (catalogue === 'full' && !hasCatalogue('en', 'full')) return null;
  return (
    <IntlProvider locale={tag} defaultLocale="en" messages={messages}>
      <LocaleValue locale={locale} setLocale={setLocale}>
        {children}
      </LocaleValue>
    </IntlProvider>
  );
}

function LocaleValue({ locale, setLocale, children }: Pick<LocaleContextValue, 'locale' | 'setLocale'> & { children: ReactNode }) {
  const intl = useIntl();
  const value = useMemo(() => ({ locale, setLocale, t: translatorFor(intl), tag: intl.locale }), [locale, setLocale, intl]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

/** Typed message lookup for components: `const t = useT(); t('nav.home')`. */
export function useT(): Translate {
  return useLocale().t;
}

/** Dates in the language on screen: `formatDate(value, { dateStyle: 'long' })`. */
export function useFormatDate(): (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string {
  const intl = useIntl();
  return useCallback((value, options) => intl.formatDate(new Date(value), options), [intl]);
}

export type RichValues = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

/** A message with tags the caller draws: `values={{ link: (chunks) => <a>{chunks}</a> }}` for `"Read the <link>terms</link>"`. */
export function RichMessage({ id, values }: { id: MessageId; values?: RichValues }) {
  return <FormattedMessage id={id} values={values} />;
}
