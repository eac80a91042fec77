// Every namespace but the public pages' own text (the home page, about, press, contact and the
// legal pages): the part of the catalogue that loads with the signed-in area and the console
// (catalogue.ts). Those pages load their text as sections with their routes, so a signed-in
// page does not fetch it. A namespace added to the app goes here.
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
import { teamMessages } from './en/team.ts';
import { merchantMessages } from './en/merchant.ts';
import { developerDocsMessages } from './en/developer-docs.ts';
import { fxMessages } from './en/fx.ts';

export const enApp = { ...common, ...errors, ...portal, ...developer, ...menu, ...publicMessages, ...authMessages, ...homeMessages, ...accountMessages, ...assetsMessages, ...teamMessages, ...moneyMessages, ...merchantMessages, ...developerDocsMessages, ...fxMessages };
export type AppMessageId = keyof typeof enApp;
