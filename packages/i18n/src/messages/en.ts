// The whole English catalogue is the source of truth: every message id is a key here, and the
// Chinese parts are typed against it, so a message missing in either language fails to compile.
import { enApp } from './app-en.ts';
import { enPages } from './pages-en.ts';
import { enPublic } from './public-en.ts';

export const en = { ...enPublic, ...enPages, ...enApp };
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
