import { restOfEnglish } from '#full-english';
import type { Locale } from './locale.ts';
import type { Messages } from './messages/en.ts';
import { enPublic } from './messages/public-en.ts';

/**
 * How much of a language's catalogue is wanted. `public`: what the public pages and the sign-in
 * forms draw (messages/public-*.ts); its English is in the first bundle. `full`: that and the rest
 * (messages/app-*.ts), which loads as one chunk with the signed-in area and the console.
 */
export type CataloguePart = 'public' | 'full';

export type Catalogue = Partial<Messages>;

/** The two files a language's catalogue is split into. */
type Half = 'public' | 'app';

const HALVES: Record<CataloguePart, Half[]> = { public: ['public'], full: ['public', 'app'] };

/** A catalogue file: one of the halves, or the name of a page's own text (pageText). */
type File = Half | `page:${string}`;

const importers: Record<Locale, Partial<Record<File, () => Promise<Catalogue>>>> = {
  en: {
    public: async () => enPublic,
    app: async () => (await import('./messages/app-en.ts')).enApp,
  },
  zh: {
    public: async () => (await import('./messages/public-zh.ts')).zhPublic,
    app: async () => (await import('./messages/app-zh.ts')).zhApp,
  },
};

// Outside a browser bundle the rest of English is imported up front (see full-english.ts).
const halves: Record<Locale, Partial<Record<File, Catalogue>>> = { en: { public: enPublic, app: restOfEnglish }, zh: {} };
const merged: Partial<Record<Locale, Catalogue>> = {};
const fetching = new Map<string, Promise<Catalogue>>();
const listeners = new Set<() => void>();
let version = 0;

function fetchHalf(locale: Locale, half: File): Promise<Catalogue> {
  const key = `${locale}:${half}`;
  let request = fetching.get(key);
  if (!request) {
    const importer = importers[locale][half];
    if (!importer) return Promise.reject(new Error(`No catalogue file ${key}`));
    // A failed chunk request may be retried by the next caller.
    request = importer().catch((error: unknown) => {
      fetching.delete(key);
      throw error;
    });
    fetching.set(key, request);
  }
  return request;
}

/** The page texts English has: a language chosen later loads them with its halves. */
const pageFiles = (): File[] => (Object.keys(halves.en) as File[]).filter((file) => file.startsWith('page:'));

function taken(): void {
  delete merged.en;
  delete merged.zh;
  version += 1;
  for (const listener of listeners) listener();
}

/** Loads `files` of `locale` and, for Chinese, of English, all taken in at once. */
function load(locale: Locale, files: File[]): Promise<Catalogue> {
  const wanted = (locale === 'en' ? ['en' as const] : ['en' as const, locale]).flatMap((one) => files.map((file) => [one, file] as const));
  const missing = wanted.filter(([one, file]) => !halves[one][file]);
  if (missing.length === 0) return Promise.resolve(loadedCatalogue(locale));
  return Promise.all(missing.map(([one, file]) => fetchHalf(one, file))).then((catalogues) => {
    let changed = false;
    missing.forEach(([one, file], index) => {
      if (halves[one][file]) return;
      halves[one][file] = catalogues[index];
      changed = true;
    });
    if (changed) taken();
    return loadedCatalogue(locale);
  });
}

/**
 * Loads a part of a language's catalogue and, for Chinese, the same part of English (the fallback
 * of every lookup), with the page texts English has; resolves, once all are in, with what
 * `loadedCatalogue` then answers. Safe to call any number of times. Both languages' files are
 * taken in together, so a screen never shows Chinese that falls back to English only because the
 * English file arrived first.
 */
export function loadCatalogue(locale: Locale, part: CataloguePart): Promise<Catalogue> {
  return load(locale, [...HALVES[part], ...pageFiles()]);
}

/** A page's own text, made by `pageText`. */
export interface PageText {
  readonly file: `page:${string}`;
}

/**
 * The long text of one public page (a legal document, About us, Press, Contact us): content that
 * only that page draws, so only its module carries it. The page's module imports the handle from
 * `@mizani/i18n/pages/<name>`: its English is taken in as that module runs (before the page
 * draws, prerendered or not), its Chinese loads when Chinese is chosen (`loadPageText` in the
 * page's loader, or with the halves when the language changes on the page).
 */
export function pageText<T extends Record<string, string>>(name: string, english: T, chinese: () => Promise<Record<keyof T, string>>): PageText {
  const file = `page:${name}` as const;
  importers.zh[file] = chinese;
  if (!halves.en[file]) {
    halves.en[file] = english as Catalogue;
    taken();
  }
  return { file };
}

/** Loads a page's text in `locale` (English is in already); resolves once it is there. */
export function loadPageText(text: PageText, locale: Locale): Promise<Catalogue> {
  return load(locale, [text.file]);
}

/** Whether `part` of `locale` (and for Chinese, of English) is in. */
export function hasCatalogue(locale: Locale, part: CataloguePart): boolean {
  return HALVES[part].every((half) => halves.en[half] && halves[locale][half]);
}

/**
 * Every message of `locale` loaded so far, over the English loaded so far. The same object until
 * another file arrives, so a provider given it keeps its formatters.
 */
export function loadedCatalogue(locale: Locale): Catalogue {
  let catalogue = merged[locale];
  if (!catalogue) {
    catalogue = Object.assign({}, ...Object.values(halves.en), ...(locale === 'en' ? [] : Object.values(halves[locale]))) as Catalogue;
    merged[locale] = catalogue;
  }
  return catalogue;
}

/**
 * The language to draw while `locale` may still be loading: `locale` once it has every half
 * English has, else English. A page never mixes the two because one half came late. A page text
 * is not waited for here (its page's loader waits for it): when a page's module takes its English
 * in, the page on screen stays in the chosen language.
 */
export function shownLocale(locale: Locale): Locale {
  return HALVES.full.every((half) => !halves.en[half] || halves[locale][half]) ? locale : 'en';
}

/** For useSyncExternalStore: `listener` runs whenever a catalogue file has been taken in. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a catalogue file has been taken in. */
export function catalogueVersion(): number {
  return version;
}
