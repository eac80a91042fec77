import { pageText } from '../catalogue.ts';
import { termsPageMessages } from '../messages/en/public-terms.ts';

/** The text of the terms and conditions (/termsConditions): English with the page's module, Chinese when chosen. */
export const termsText = pageText('terms', termsPageMessages, async () => (await import('../messages/zh/public-terms.ts')).termsPageMessages);
