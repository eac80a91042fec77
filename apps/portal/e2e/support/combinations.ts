/** The languages and widths a money-flow spec runs at: English and Chinese, a phone and a desktop. */
export const LOCALE_WIDTHS = [
  { locale: 'en', width: 1280 },
  { locale: 'en', width: 360 },
  { locale: 'zh', width: 1280 },
  { locale: 'zh', width: 360 },
] as const;
