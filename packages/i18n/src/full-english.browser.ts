// In a browser bundle the rest of English is a chunk of its own (catalogue.ts): nothing here may
// import it, or every screen's text would ship with the first page again.
import type { Messages } from './messages/en.ts';

export const restOfEnglish: Partial<Messages> | undefined = undefined;
export const fullEnglish: Messages | undefined = undefined;
