import { IntlMessageFormat } from 'intl-messageformat';
import { englishText, loadCatalogue, loadedCatalogue, provideFullEnglish } from './catalogue.ts';
import type { MessageId, Messages } from './messages/en.ts';
import { en, fullEnglish } from '#full-english';
import type { Locale } from './locale.ts';

export * from './locale.ts';
export {
  catalogueVersion,
  hasCatalogue,
  hasSection,
  isFullCatalogueWanted,
  loadCatalogue,
  loadCatalogueSection,
  loadedCatalogue,
  subscribeCatalogues,
  wantedCatalogueSections,
  type CataloguePart,
  type CatalogueSection,
} from './catalogue.ts';
// `en` is the full registry for the server and tests; browser code must not read it at run time
// (it would pull every namespace into the first bundle): use the catalogue functions instead.
export { en, type MessageId, type Messages };

// Constant undefined in a browser bundle, so this disappears from it.
if (fullEnglish) provideFullEnglish(fullEnglish);

export type MessageValues = Record<string, string | number | bigint | boolean | Date | null | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A language's whole catalogue, loaded on demand (English's public part is in the first bundle). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loadCatalogue(locale, 'full')) as Messages;
}

/**
 * A translator for code outside React (the SDK's notifications, the server's `msg`). `messages`
 * may be a part of a catalogue: missing ids fall back to the English loaded so far, then the id.
 */
export function createTranslator(locale: Locale, messages: Partial<Messages>): Translate {
  const cache = new Map<MessageId, IntlMessageFormat>();
  return (id, values) => {
    let format = cache.get(id);
    if (!format) {
      const message = messages[id] ?? englishText(id);
      // A browser build ships messages precompiled and no parser: an unknown id is shown as is.
      if (message === undefined) return id;
      format = new IntlMessageFormat(message, locale === 'zh' ? 'zh-CN' : 'en');
      cache.set(id, format);
    }
    return String(format.format(values as Record<string, string>));
  };
}

/** The catalogue id for a numeric code of the error table, or undefined when the table lacks it. */
export function errorMessageId(code: number): MessageId | undefined {
  const id = `error.code.${code}`;
  return isMessageId(id) ? id : undefined;
}

/** Whether `id` is a message of the English loaded so far (all of it outside the browser). */
export function isMessageId(id: string): id is MessageId {
  return id in (loadedCatalogue('en') ?? {});
}
