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

/**
 * A language's full part (every namespace the apps' screens use; the public pages' own text comes
 * with their routes), loaded on demand. Outside a browser bundle English is there whole.
 */
export async function loadMessages(locale: Locale): Promise<Partial<Messages>> {
  return loadCatalogue(locale, 'full');
}

/**
 * A translator for code outside React (the SDK's notifications, the server's `msg`). `messages`
 * may be a part of a catalogue: missing ids fall back to the English loaded so far, then the id.
 */
export function createTranslator(locale: Locale, messages: Partial<Messages>): Translate {
  const cache = new Map<MessageId, IntlMessageFormat | SimpleMessage>();
  return (id, values) => {
    const message = messages[id] ?? englishText(id);
    // A browser build ships messages precompiled and no parser: an unknown id is shown as is.
    if (message === undefined) return id;
    let format = cache.get(id);
    if (format === undefined) {
      format = simpleMessage(message) ?? new IntlMessageFormat(message, locale === 'zh' ? 'zh-CN' : 'en');
      cache.set(id, format);
    }
    if (!(format instanceof IntlMessageFormat)) {
      const simple = format(values);
      if (simple !== undefined) return simple;
      // A value only the full formatter handles (a date, a missing value): it takes over this id.
      format = new IntlMessageFormat(message, locale === 'zh' ? 'zh-CN' : 'en');
      cache.set(id, format);
    }
    return String(format.format(values as Record<string, string>));
  };
}

/** Formats a simple message, or answers undefined when a value needs the full formatter. */
type SimpleMessage = (values: MessageValues | undefined) => string | undefined;

/**
 * Most messages are text, or text with `{name}` filled in as it stands. Building a formatter for
 * one costs a locale negotiation, and the first one wakes the browser's whole Intl machinery: on a
 * slow phone's first page that came to a tenth of a second. Such messages are joined directly;
 * anything else (plurals, numbers, dates, tags) goes to intl-messageformat.
 */
export function simpleMessage(message: unknown): SimpleMessage | undefined {
  // Source text (server, tests): `{` and `<` start syntax, `'` escapes it; only plain text here.
  if (typeof message === 'string') return /[{}<>']/.test(message) ? undefined : () => message;
  // Precompiled (browser builds): literal elements (type 0) and plain arguments (type 1).
  if (!Array.isArray(message)) return undefined;
  const parts: ({ literal: string } | { name: string })[] = [];
  for (const element of message as { type?: unknown; value?: unknown }[]) {
    if (typeof element.value !== 'string') return undefined;
    if (element.type === 0) parts.push({ literal: element.value });
    else if (element.type === 1) parts.push({ name: element.value });
    else return undefined;
  }
  return (values) => {
    let text = '';
    for (const part of parts) {
      if ('literal' in part) {
        text += part.literal;
        continue;
      }
      const value = values?.[part.name];
      // What intl-messageformat itself does with a plain argument; anything else is its to judge.
      if (typeof value !== 'string' && typeof value !== 'number') return undefined;
      text += String(value);
    }
    return text;
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
