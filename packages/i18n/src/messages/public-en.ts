// What the public pages and the sign-in forms draw: the only English in the first bundle, so a
// public page (prerendered or not) never waits for text. Everything else is in app-en.ts.
import { common } from './en/common.ts';
import { errors } from './en/errors.ts';
import { menu } from './en/menu.ts';
import { portal } from './en/portal.ts';
import { publicMessages } from './en/public.ts';
import { authMessages } from './en/auth.ts';
import { homePageMessages } from './en/home-page.ts';
import { aboutPageMessages } from './en/public-about.ts';
import { pressPageMessages } from './en/public-press.ts';
import { contactPageMessages } from './en/public-contact.ts';
import { privacyPageMessages } from './en/public-privacy.ts';
import { termsPageMessages } from './en/public-terms.ts';

export const enPublic = {
  ...common,
  ...errors,
  ...menu,
  ...portal,
  ...publicMessages,
  ...authMessages,
  ...homePageMessages,
  ...aboutPageMessages,
  ...pressPageMessages,
  ...contactPageMessages,
  ...privacyPageMessages,
  ...termsPageMessages,
};
export type PublicMessageId = keyof typeof enPublic;
