import type { Locale } from './locale.ts';
import type { MessageId, Messages } from './messages/en.ts';
import { enPublic } from './messages/public-en.ts';

/**
 * Which part of a language's catalogue is wanted. `public`: the namespaces of the public pages'
 * layout (messages/public-*.ts), small enough for the first bundle. `full`: every namespace the
 * apps' screens use (messages/app-*.ts), loaded as its own chunk with the signed-in area and the
 * console; the public pages' own text stays out of it and comes as sections (below).
 */
export type CataloguePart = 'public' | 'full';

/**
 * The text of one public page, loaded with its route on top of the public part (or the full one),
 * so a page carries only its own text. The full part contains only the sections in APP_SECTIONS.
 */
export type CatalogueSection = 'home' | 'about' | 'press' | 'contact' | 'privacy' | 'terms' | 'auth';

type Catalogue = Partial<Record<MessageId, string>>;

/** The sections the full part holds too: the signed-in screens use the sign-in forms' text. */
const APP_SECTIONS: ReadonlySet<CatalogueSection> = new Set(['auth']);

interface Entry {
  public?: Catalogue;
  sections: Partial<Record<CatalogueSection, Catalogue>>;
  /** The full part, else the public one, with the sections loaded so far; rebuilt when one arrives. */
  merged?: Catalogue;
  full?: Catalogue;
  /** Every id is there (the whole English catalogue given outside a browser bundle). */
  complete?: boolean;
}

const entries: Record<Locale, Entry> = { en: { public: enPublic, sections: {} }, zh: { sections: {} } };
const wantedSections = new Set<CatalogueSection>();
const pending = new Map<string, Promise<Catalogue>>();
const listeners = new Set<() => void>();
let version = 0;
let fullWanted = false;

const importers: Record<Locale, Record<CataloguePart, () => Promise<Catalogue>>> = {
  en: {
    public: async () => enPublic,
    full: async () => (await import('./messages/app-en.ts')).enApp,
  },
  zh: {
    public: async () => (await import('./messages/public-zh.ts')).zhPublic,
    full: async () => (await import('./messages/app-zh.ts')).zhApp,
  },
};

const sectionImporters: Record<Locale, Record<CatalogueSection, () => Promise<Catalogue>>> = {
  en: {
    home: async () => (await import('./messages/en/home-page.ts')).homePageMessages,
    about: async () => (await import('./messages/en/public-about.ts')).aboutPageMessages,
    press: async () => (await import('./messages/en/public-press.ts')).pressPageMessages,
    contact: async () => (await import('./messages/en/public-contact.ts')).contactPageMessages,
    privacy: async () => (await import('./messages/en/public-privacy.ts')).privacyPageMessages,
    terms: async () => (await import('./messages/en/public-terms.ts')).termsPageMessages,
    auth: async () => (await import('./messages/en/auth.ts')).authMessages,
  },
  zh: {
    home: async () => (await import('./messages/zh/home-page.ts')).homePageMessages,
    about: async () => (await import('./messages/zh/public-about.ts')).aboutPageMessages,
    press: async () => (await import('./messages/zh/public-press.ts')).pressPageMessages,
    contact: async () => (await import('./messages/zh/public-contact.ts')).contactPageMessages,
    privacy: async () => (await import('./messages/zh/public-privacy.ts')).privacyPageMessages,
    terms: async () => (await import('./messages/zh/public-terms.ts')).termsPageMessages,
    auth: async () => (await import('./messages/zh/auth.ts')).authMessages,
  },
};

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** The most complete catalogue of `locale` loaded so far, or undefined when none is. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  const entry = entries[locale];
  const base = entry.full ?? entry.public;
  if (!base) return undefined;
  entry.merged ??= Object.assign({}, base, ...Object.values(entry.sections)) as Catalogue;
  return entry.merged;
}

export function hasCatalogue(locale: Locale, part: CataloguePart): boolean {
  const entry = entries[locale];
  return part === 'full' ? entry.full !== undefined : (entry.full ?? entry.public) !== undefined;
}

/** Whether the full catalogue has been asked for: a language chosen later then loads in full too. */
export function isFullCatalogueWanted(): boolean {
  return fullWanted;
}

/**
 * Loads a part of a language's catalogue once; concurrent callers share the request. Asking for
 * `full` once makes later language changes load the full catalogue as well.
 */
export function loadCatalogue(locale: Locale, part: CataloguePart): Promise<Catalogue> {
  if (part === 'full') fullWanted = true;
  if (hasCatalogue(locale, part)) return Promise.resolve(loadedCatalogue(locale) as Catalogue);
  const key = `${locale}:${part}`;
  let request = pending.get(key);
  if (!request) {
    request = importers[locale][part]().then(
      (messages) => {
        if (part === 'full') entries[locale].full = messages;
        else entries[locale].public = messages;
        entries[locale].merged = undefined;
        pending.delete(key);
        notify();
        return loadedCatalogue(locale) as Catalogue;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, request);
  }
  return request;
}

/** Whether the full part holds this section's text too (see APP_SECTIONS). */
export function isInFullPart(section: CatalogueSection): boolean {
  return APP_SECTIONS.has(section);
}

export function hasSection(locale: Locale, section: CatalogueSection): boolean {
  const entry = entries[locale];
  return entry.complete === true || entry.sections[section] !== undefined || (entry.full !== undefined && isInFullPart(section));
}

/** The sections asked for so far: a language chosen later loads them too (see I18nProvider). */
export function wantedCatalogueSections(): CatalogueSection[] {
  return [...wantedSections];
}

/**
 * Loads one page's text in `locale` and, for any other language, in English too (the fallback of
 * every lookup), once; resolves when both are there. A route awaits it before it draws, so neither
 * its first render nor a hydrated prerendered page ever shows a message id.
 */
export function loadCatalogueSection(locale: Locale, section: CatalogueSection): Promise<void> {
  wantedSections.add(section);
  const locales: Locale[] = locale === 'en' ? ['en'] : ['en', locale];
  return Promise.all(locales.map((one) => loadSectionOf(one, section))).then(() => undefined);
}

function loadSectionOf(locale: Locale, section: CatalogueSection): Promise<void> {
  if (hasSection(locale, section)) return Promise.resolve();
  const key = `${locale}:section:${section}`;
  let request = pending.get(key);
  if (!request) {
    request = sectionImporters[locale][section]().then(
      (messages) => {
        const entry = entries[locale];
        entry.sections[section] = messages;
        entry.merged = undefined;
        pending.delete(key);
        notify();
        return messages;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, request);
  }
  return request.then(() => undefined);
}

/** Outside a browser bundle the whole English catalogue is imported at once (see full-english.ts). */
export function provideFullEnglish(messages: Messages): void {
  entries.en.full = messages;
  entries.en.complete = true;
  entries.en.merged = undefined;
}

/** For useSyncExternalStore: called whenever a catalogue finishes loading. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a catalogue finishes loading. */
export function catalogueVersion(): number {
  return version;
}

/** English text for an id from whatever English is loaded (the fallback of every lookup). */
export function englishText(id: MessageId): string | undefined {
  return loadedCatalogue('en')?.[id];
}
