// The English catalogue is the source of truth: every message id is a key here.
import { enApp } from './app-en.ts';
import { homePageMessages } from './en/home-page.ts';
import { aboutPageMessages } from './en/public-about.ts';
import { pressPageMessages } from './en/public-press.ts';
import { contactPageMessages } from './en/public-contact.ts';
import { privacyPageMessages } from './en/public-privacy.ts';
import { termsPageMessages } from './en/public-terms.ts';

export const en = { ...enApp, ...homePageMessages, ...aboutPageMessages, ...pressPageMessages, ...contactPageMessages, ...privacyPageMessages, ...termsPageMessages };
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
