// The Chinese of pages-en.ts.
import type { PageMessageId } from './pages-en.ts';
import { homePageMessages } from './zh/home-page.ts';
import { aboutPageMessages } from './zh/public-about.ts';
import { contactPageMessages } from './zh/public-contact.ts';
import { pressPageMessages } from './zh/public-press.ts';
import { privacyPageMessages } from './zh/public-privacy.ts';
import { termsPageMessages } from './zh/public-terms.ts';

export const zhPages: Record<PageMessageId, string> = {
  ...homePageMessages,
  ...aboutPageMessages,
  ...pressPageMessages,
  ...contactPageMessages,
  ...privacyPageMessages,
  ...termsPageMessages,
};
