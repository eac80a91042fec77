/**
 * The languages and widths a flow spec of either app runs at. `npm test` runs each flow twice,
 * English on a phone and Chinese on a desktop, so every flow is seen in both languages and at both
 * widths; `E2E_ALL_COMBINATIONS=1` (`npm run test:e2e:all`) runs all four. Every page of both apps
 * is also checked at 360 px in both languages by their layout.spec.ts, and the portal's
 * screen-errors.spec.ts runs the other two pairs.
 */
const ALL = [
  { locale: 'en', width: 360 },
  { locale: 'zh', width: 1280 },
  { locale: 'en', width: 1280 },
  { locale: 'zh', width: 360 },
] as const;

export const LOCALE_WIDTHS: readonly (typeof ALL)[number][] = process.env.E2E_ALL_COMBINATIONS === '1' ? ALL : ALL.slice(0, 2);
