// Chinese for app-en.ts: every namespace but the public pages' own text.
import type { AppMessageId } from './app-en.ts';
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
import { teamMessages } from './zh/team.ts';
import { merchantMessages } from './zh/merchant.ts';
import { developerDocsMessages } from './zh/developer-docs.ts';
import { fxMessages } from './zh/fx.ts';

export const zhApp: Record<AppMessageId, string> = { ...common, ...errors, ...portal, ...developer, ...menu, ...publicMessages, ...authMessages, ...homeMessages, ...accountMessages, ...assetsMessages, ...teamMessages, ...moneyMessages, ...merchantMessages, ...developerDocsMessages, ...fxMessages };
