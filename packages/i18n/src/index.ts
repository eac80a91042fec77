import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { fullEnglish } from '#full-english';
import { loadCatalogue, loadedCatalogue } from './catalogue.ts';
import { localeTag, type Locale } from './locale.ts';
import type { MessageId, Messages } from './messages/en.ts';

export * from './locale.ts';
export { hasCatalogue, loadCatalogue, loadPageText, pageText, type CataloguePart, type PageText } from './catalogue.ts';
export type { MessageId, Messages };

/**
 * The whole English catalogue, for the server and tests. In a browser bundle it is only the
 * English loaded so far (reading it there would otherwise pull every screen's text into the first
 * bundle): browser code goes through the translators instead.
 */
export const en: Messages =
  fullEnglish ??
  new Proxy({} as Messages, {
    get: (_, id) => loadedCatalogue('en')[id as MessageId],
    has: (_, id) => id in loadedCatalogue('en'),
    ownKeys: () => Reflect.ownKeys(loadedCatalogue('en')),
    getOwnPropertyDescriptor: (_, id) => Object.getOwnPropertyDescriptor(loadedCatalogue('en'), id),
  });

export type MessageValues = Record<string, string | number | bigint | boolean | Date | null | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A language's whole catalogue (over English), loaded on demand. */
export function loadMessages(locale: Locale): Promise<Partial<Messages>> {
  return loadCatalogue(locale, 'full');
}

/** Typed plain-text lookups through a react-intl object: what `useT` and `createTranslator` hand out. */
export function translatorFor(intl: Pick<IntlShape, 'formatMessage'>): Translate {
  return (id, values) => String(intl.formatMessage({ id }, values));
}

const cache = createIntlCache();

/**
 * A translator for code outside React (the SDK's notifications, the server's `msg`), through
 * react-intl's `createIntl`. `messages` may be part of a catalogue: missing ids fall back to the
 * English loaded so far (all of it outside a browser), then to the id itself.
 */
export function createTranslator(locale: Locale, messages: Partial<Messages>): Translate {
  return translatorFor(createIntl({ locale: localeTag(locale), defaultLocale: 'en', messages: { ...loadedCatalogue('en'), ...messages } }, cache));
}

/** The catalogue id for a numeric code of the error table, or undefined when the table lacks it. */
export function errorMessageId(code: number): MessageId | undefined {
  const id = `error.code.${code}`;
  return isMessageId(id) ? id : undefined;
}

/** Whether `id` is a message of the English loaded so far (all of it outside the browser). */
export function isMessageId(id: string): id is MessageId {
  return id in loadedCatalogue('en');
}
