import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, createElement, Fragment, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  catalogueVersion,
  hasCatalogue,
  isFullCatalogueWanted,
  loadCatalogue,
  isInFullPart,
  loadCatalogueSection,
  loadedCatalogue,
  subscribeCatalogues,
  wantedCatalogueSections,
  type CataloguePart,
} from './catalogue.ts';
import { createTranslator, type MessageValues, type Messages, type Translate, type MessageId } from './index.ts';
import { getStoredLocale, setStoredLocale, type Locale } from './locale.ts';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
  /** The BCP 47 tag of the language on screen (English until a chosen language has loaded). */
  tag: string;
  messages: Messages;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface I18nProviderProps {
  children: ReactNode;
  initialLocale?: Locale;
  /**
   * `full` (the default): every namespace; children wait for the English catalogue chunk, so no
   * message id ever shows. `public`: the public pages' namespaces only, drawn at once from the first
   * bundle (and identical in prerendered HTML); the app asks for the rest with
   * `loadCatalogue(locale, 'full')` before it draws a signed-in screen.
   */
  catalogue?: CataloguePart;
}

/**
 * Provides react-intl with the chosen language's catalogue. A language or part that is still
 * loading shows the English loaded so far; Chinese is fetched only when it is chosen.
 */
export function I18nProvider({ children, initialLocale, catalogue = 'full' }: I18nProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? getStoredLocale());
  const version = useSyncExternalStore(subscribeCatalogues, catalogueVersion, catalogueVersion);

  useEffect(() => {
    const part: CataloguePart = catalogue === 'full' || isFullCatalogueWanted() ? 'full' : 'public';
    if (catalogue === 'full') void loadCatalogue('en', 'full');
    void loadCatalogue(locale, part);
    // A page's own text loaded with its route must follow a language chosen on that page (the
    // full part holds only some of it).
    for (const section of wantedCatalogueSections()) if (part === 'public' || !isInFullPart(section)) void loadCatalogueSection(locale, section);
    if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale, catalogue]);

  const setLocale = useCallback((next: Locale) => {
    setStoredLocale(next);
    setLocaleState(next);
  }, []);

  // `version` changes whenever a catalogue arrives; the lookups below read the store again then.
  const shown = useMemo(() => {
    const english = loadedCatalogue('en') ?? {};
    const chosen = locale === 'en' ? undefined : loadedCatalogue(locale);
    return chosen
      ? { locale, messages: { ...english, ...chosen } as Messages, version }
      : { locale: 'en' as Locale, messages: english as Messages, version };
  }, [locale, version]);

  const t = useMemo(() => createTranslator(shown.locale, shown.messages), [shown]);
  const tag = shown.locale === 'zh' ? 'zh-CN' : 'en';
  const value = useMemo(() => ({ locale, setLocale, t, tag, messages: shown.messages }), [locale, setLocale, t, tag, shown]);
  const ready = catalogue === 'public' || hasCatalogue('en', 'full');

  // No react-intl provider: lookups go through the same message formatter (intl-messageformat) the
  // translator uses, which keeps react-intl (about 9 KB gzip) out of every first bundle.
  return <LocaleContext.Provider value={value}>{ready ? children : null}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <I18nProvider>');
  return value;
}

/** Typed message lookup for components: `const t = useT(); t('nav.home')`. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  return useLocale().t;
}

/** Dates in the language on screen: `formatDate(value, { dateStyle: 'long' })`. */
export function useFormatDate(): (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string {
  const { tag } = useLocale();
  return useCallback((value, options) => new Intl.DateTimeFormat(tag, options).format(new Date(value)), [tag]);
}

export type RichValues = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * A message with markup tags drawn by the caller: `<RichMessage id="x" values={{ link: (chunks) =>
 * <a>{chunks}</a> }} />` for `"Read the <link>terms</link>"`. An unknown id is shown as is.
 */
// One formatter per message and language: building one negotiates the locale, which a slow phone
// feels when a page draws many messages.
const richFormats = new WeakMap<object, Map<string, IntlMessageFormat>>();
function richFormat(message: Messages[MessageId], tag: string): IntlMessageFormat {
  // Typed as text, but a browser build's catalogues hold the parsed (precompiled) form.
  const parsed: unknown = message;
  if (typeof parsed !== 'object' || parsed === null) return new IntlMessageFormat(message, tag);
  let byTag = richFormats.get(parsed);
  if (!byTag) {
    byTag = new Map();
    richFormats.set(parsed, byTag);
  }
  let format = byTag.get(tag);
  if (!format) {
    format = new IntlMessageFormat(message, tag);
    byTag.set(tag, format);
  }
  return format;
}

export function RichMessage({ id, values }: { id: MessageId; values?: RichValues }) {
  const { tag, messages } = useLocale();
  const message = messages[id] ?? (loadedCatalogue('en') as Partial<Messages> | undefined)?.[id];
  if (message === undefined) return createElement(Fragment, null, id);
  const parts = richFormat(message, tag).format<ReactNode>(values as Record<string, ReactNode>);
  // Spread as children, not passed as a list, so the pieces need no keys.
  return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : createElement(Fragment, null, parts);
}
