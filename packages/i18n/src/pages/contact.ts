import { pageText } from '../catalogue.ts';
import { contactPageMessages } from '../messages/en/public-contact.ts';

/** The text of the Contact us page (/contactUs): English with the page's module, Chinese when chosen. */
export const contactText = pageText('contact', contactPageMessages, async () => (await import('../messages/zh/public-contact.ts')).contactPageMessages);
