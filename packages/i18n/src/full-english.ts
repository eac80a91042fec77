// Outside a browser bundle (the API server, Node tests) the whole English catalogue is at hand at
// once: the server's `msg` of any error code must not depend on a chunk loading.
import { en } from './messages/en.ts';
import type { Messages } from './messages/en.ts';

export const fullEnglish: Messages | undefined = en;
export { en };
