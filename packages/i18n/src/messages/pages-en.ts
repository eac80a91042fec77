// The long texts of single public pages (the home page, About us, Press, Contact us, the privacy
// notice, the terms): each goes out with its page's module (src/pages/*.ts), not with the first
// bundle. This file gathers them for the message ids' type, the server and tests.
import { homePageMessages } from './en/home-page.ts';
import { aboutPageMessages } from './en/public-about.ts';
import { contactPageMessages } from './en/public-contact.ts';
import { pressPageMessages } from './en/public-press.ts';
import { privacyPageMessages } from './en/public-privacy.ts';
import { termsPageMessages } from './en/public-terms.ts';

export const enPages = {
  ...homePageMessages,
  ...aboutPageMessages,
  ...pressPageMessages,
  ...contactPageMessages,
  ...privacyPageMessages,
  ...termsPageMessages,
};
export type PageMessageId = keyof typeof enPages;
