import { pageText } from '../catalogue.ts';
import { pressPageMessages } from '../messages/en/public-press.ts';

/** The text of the Press page (/press): English with the page's module, Chinese when chosen. */
export const pressText = pageText('press', pressPageMessages, async () => (await import('../messages/zh/public-press.ts')).pressPageMessages);
