import { getStoredLocale, loadPageText, type PageText } from '@mizani/i18n';

/**
 * The loader of a page with its own text (@mizani/i18n/pages/*): the page draws once its text is
 * in the chosen language. English came with the page's module, so for English nothing waits.
 */
export const pageTextLoader = (text: PageText) => async () => {
  await loadPageText(text, getStoredLocale());
  return null;
};
