import type { Messages } from './en.ts';
import { zhApp } from './app-zh.ts';
import { homePageMessages } from './zh/home-page.ts';
import { aboutPageMessages } from './zh/public-about.ts';
import { pressPageMessages } from './zh/public-press.ts';
import { contactPageMessages } from './zh/public-contact.ts';
import { privacyPageMessages } from './zh/public-privacy.ts';
import { termsPageMessages } from './zh/public-terms.ts';

export const zh: Messages = { ...zhApp, ...homePageMessages, ...aboutPageMessages, ...pressPageMessages, ...contactPageMessages, ...privacyPageMessages, ...termsPageMessages };
