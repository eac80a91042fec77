// The Chinese of public-en.ts, loaded only when Chinese is chosen.
import type { PublicMessageId } from './public-en.ts';
import { common } from './zh/common.ts';
import { errors } from './zh/errors.ts';
import { menu } from './zh/menu.ts';
import { portal } from './zh/portal.ts';
import { publicMessages } from './zh/public.ts';
import { authMessages } from './zh/auth.ts';
import { homePageMessages } from './zh/home-page.ts';
import { aboutPageMessages } from './zh/public-about.ts';
import { pressPageMessages } from './zh/public-press.ts';
import { contactPageMessages } from './zh/public-contact.ts';
import { privacyPageMessages } from './zh/public-privacy.ts';
import { termsPageMessages } from './zh/public-terms.ts';

export const zhPublic: Record<PublicMessageId, string> = {
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
