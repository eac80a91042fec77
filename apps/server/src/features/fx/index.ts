/**
 * FX: exchange rates with their history (the sandbox walk, the operator's `fx:set-rate`) and
 * conversions between a user's own wallets through the ledger. See docs/fx.md.
 */
export { conversionAmounts, conversionLegs, convert, generateConversionSn, planConversion, quoteConversion, type ConversionPlan } from './convert.ts';
export { exportConversions, listConversions, toConversion, type ConversionFilter } from './list.ts';
export {
  BACKFILL_DAYS,
  currenciesOfCountry,
  currentRates,
  ensureRateHistory,
  randomStep,
  rateHistory,
  setRate,
  walkRates,
  WALK_BOUND_PPM,
  WALK_STEP_PPM,
  type RandomPpm,
  type RateSource,
} from './rates.ts';
export { DEFAULT_RATE_WALK_MINUTES, fxFeature, type FxOptions } from './routes.ts';
