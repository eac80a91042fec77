import { IntlMessageFormat } from 'intl-messageformat';
import { en, type MessageId, type Messages } from './messages/en.ts';
import type { Locale } from './locale.ts';

export * from './locale.ts';
export { en, type MessageId, type Messages };

export type MessageValues = Record<string, string | number | bigint | boolean | Date | null | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** English is bundled; Chinese is loaded only when it is chosen. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  const { zh } = await import('./messages/zh.ts');
  return zh;
}

/** A translator for code outside React (the SDK's notifications, the server's `msg`). */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const cache = new Map<MessageId, IntlMessageFormat>();
  return (id, values) => {
    let format = cache.get(id);
    if (!format) {
      format = new IntlMessageFormat(messages[id] ?? en[id] ?? id, locale === 'zh' ? 'zh-CN' : 'en');
      cache.set(id, format);
    }
    return String(format.format(values as Record<string, string>));
  };
}

/** The catalogue id for a numeric code of the error table, or undefined when the table lacks it. */
export function errorMessageId(code: number): MessageId | undefined {
  const id = `error.code.${code}`;
  return id in en ? (id as MessageId) : undefined;
}

export function isMessageId(id: string): id is MessageId {
  return id in en;
}
