// Outside a browser bundle (the API server, Node tests) the whole English catalogue is at hand at
// once: the server's `msg` for any error code must not wait for a file to load.
import { enApp } from './messages/app-en.ts';
import { en, type Messages } from './messages/en.ts';
import { enPages } from './messages/pages-en.ts';

export const restOfEnglish: Partial<Messages> | undefined = { ...enApp, ...enPages };
export const fullEnglish: Messages | undefined = en;
