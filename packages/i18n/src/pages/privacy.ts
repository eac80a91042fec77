import { pageText } from '../catalogue.ts';
import { privacyPageMessages } from '../messages/en/public-privacy.ts';

/** The text of the privacy notice (/privacyNotice): English with the page's module, Chinese when chosen. */
export const privacyText = pageText('privacy', privacyPageMessages, async () => (await import('../messages/zh/public-privacy.ts')).privacyPageMessages);
