// The English catalogue is the source of truth: every message id is a key here.
import { common } from './en/common.ts';
import { developer } from './en/developer.ts';
import { errors } from './en/errors.ts';
import { menu } from './en/menu.ts';
import { portal } from './en/portal.ts';
import { homePageMessages } from './en/home-page.ts';
import { accountMessages } from './en/account.ts';
import { authMessages } from './en/auth.ts';
import { homeMessages } from './en/home.ts';
import { publicMessages } from './en/public.ts';
import { aboutPageMessages } from './en/public-about.ts';
import { pressPageMessages } from './en/public-press.ts';
import { contactPageMessages } from './en/public-contact.ts';
import { privacyPageMessages } from './en/public-privacy.ts';
import { termsPageMessages } from './en/public-terms.ts';
import { moneyMessages } from './en/money.ts';
import { assetsMessages } from './en/assets.ts';
import { teamMessages } from './en/team.ts';
import { merchantMessages } from './en/merchant.ts';
import { developerDocsMessages } from './en/developer-docs.ts';
import { fxMessages } from './en/fx.ts';

export const en = { ...common, ...errors, ...portal, ...homePageMessages, ...developer, ...menu, ...publicMessages, ...aboutPageMessages, ...pressPageMessages, ...contactPageMessages, ...privacyPageMessages, ...termsPageMessages, ...authMessages, ...homeMessages, ...accountMessages, ...assetsMessages, ...teamMessages, ...moneyMessages, ...merchantMessages, ...developerDocsMessages, ...fxMessages };
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
