// The English catalogue is the source of truth: every message id is a key here.
import { common } from './en/common.ts';
import { developer } from './en/developer.ts';
import { errors } from './en/errors.ts';
import { menu } from './en/menu.ts';
import { portal } from './en/portal.ts';
import { accountMessages } from './en/account.ts';
import { authMessages } from './en/auth.ts';
import { homeMessages } from './en/home.ts';
import { publicMessages } from './en/public.ts';
import { moneyMessages } from './en/money.ts';
import { assetsMessages } from './en/assets.ts';

export const en = { ...common, ...errors, ...portal, ...developer, ...menu, ...publicMessages, ...authMessages, ...homeMessages, ...accountMessages, ...assetsMessages, ...moneyMessages };
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
