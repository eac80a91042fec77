// In a browser bundle the full English catalogue is a lazy chunk (see catalogue.ts): nothing here
// may import it statically, or every namespace would ship with the first page again.
import { loadedCatalogue } from './catalogue.ts';
import type { MessageId, Messages } from './messages/en.ts';

export const fullEnglish: Messages | undefined = undefined;

const loaded = () => loadedCatalogue('en') ?? {};

/**
 * `en` in a browser bundle: the English loaded so far (the public namespaces, then the full part,
 * with the sections of the pages opened).
 * Browser code should use the catalogue functions; this keeps a stray `en[id]` read working.
 */
export const en = new Proxy({} as Messages, {
  get: (_, id) => loaded()[id as MessageId],
  has: (_, id) => id in loaded(),
  ownKeys: () => Reflect.ownKeys(loaded()),
  getOwnPropertyDescriptor: (_, id) => Object.getOwnPropertyDescriptor(loaded(), id),
});
