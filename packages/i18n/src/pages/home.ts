import { pageText } from '../catalogue.ts';
import { homePageMessages } from '../messages/en/home-page.ts';

/** The text of the home page (/): English with the page's module, Chinese when chosen. */
export const homeText = pageText('home', homePageMessages, async () => (await import('../messages/zh/home-page.ts')).homePageMessages);
