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

const importers: Record<Locale, Record<Half, () => Promise<Catalogue>>> = {
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
const halves: Record<Locale, Partial<Record<Half, Catalogue>>> = { en: { public: enPublic, app: restOfEnglish }, zh: {} };
const merged: Partial<Record<Locale, Catalogue>> = {};
const fetching = new Map<string, Promise<Catalogue>>();
const listeners = new Set<() => void>();
let version = 0;

function fetchHalf(locale: Locale, half: Half): Promise<Catalogue> {
  const key = `${locale}:${half}`;
  let request = fetching.get(key);
  if (!request) {
    // A failed chunk request may be retried by the next caller.
    request = importers[locale][half]().catch((error: unknown) => {
      fetching.delete(key);
      throw error;
    });
    fetching.set(key, request);
  }
  return request;
}

/**
 * Loads a part of a language's catalogue and, for Chinese, the same part of English (the fallback
 * of every lookup); resolves, once both are in, with what `loadedCatalogue` then answers. Safe to
 * call any number of times. Both languages' files are taken in together, so a screen never shows
 * Chinese that falls back to English only because the English file arrived first.
 */
export function loadCatalogue(locale: Locale, part: CataloguePart): Promise<Catalogue> {
  const wanted = (locale === 'en' ? ['en' as const] : ['en' as const, locale]).flatMap((one) => HALVES[part].map((half) => [one, half] as const));
  const missing = wanted.filter(([one, half]) => !halves[one][half]);
  if (missing.length === 0) return Promise.resolve(loadedCatalogue(locale));
  return Promise.all(missing.map(([one, half]) => fetchHalf(one, half))).then((catalogues) => {
    let changed = false;
    missing.forEach(([one, half], index) => {
      if (halves[one][half]) return;
      halves[one][half] = catalogues[index];
      changed = true;
    });
    if (changed) {
      delete merged.en;
      delete merged.zh;
      version += 1;
      for (const listener of listeners) listener();
    }
    return loadedCatalogue(locale);
  });
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
    catalogue = Object.assign({}, halves.en.public, halves.en.app, ...(locale === 'en' ? [] : [halves[locale].public, halves[locale].app])) as Catalogue;
    merged[locale] = catalogue;
  }
  return catalogue;
}

/**
 * The language to draw while `locale` may still be loading: `locale` once it has every file
 * English has, else English. A page never mixes the two because one file came late.
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
