// The English catalogue is the source of truth: every message id is a key here.
import { common } from './en/common.ts';
import { developer } from './en/developer.ts';
import { errors } from './en/errors.ts';
import { portal } from './en/portal.ts';

export const en = { ...common, ...errors, ...portal, ...developer };
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
