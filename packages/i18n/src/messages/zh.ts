import type { Messages } from './en.ts';
import { common } from './zh/common.ts';
import { developer } from './zh/developer.ts';
import { errors } from './zh/errors.ts';
import { menu } from './zh/menu.ts';
import { portal } from './zh/portal.ts';
import { accountMessages } from './zh/account.ts';
import { authMessages } from './zh/auth.ts';
import { homeMessages } from './zh/home.ts';
import { publicMessages } from './zh/public.ts';
import { moneyMessages } from './zh/money.ts';
import { assetsMessages } from './zh/assets.ts';

export const zh: Messages = { ...common, ...errors, ...portal, ...developer, ...menu, ...publicMessages, ...authMessages, ...homeMessages, ...accountMessages, ...assetsMessages, ...moneyMessages };
