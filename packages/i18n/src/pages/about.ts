import { pageText } from '../catalogue.ts';
import { aboutPageMessages } from '../messages/en/public-about.ts';

/** The text of the About us page (/aboutUs): English with the page's module, Chinese when chosen. */
export const aboutText = pageText('about', aboutPageMessages, async () => (await import('../messages/zh/public-about.ts')).aboutPageMessages);
