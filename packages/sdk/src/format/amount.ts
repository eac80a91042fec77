/**
 * Amounts for display (spec section 5): above zero in US English style with at most 4 decimals;
 * zero and negative values are shown as they came. Decimal strings are formatted on their digits,
 * so money never passes through a float on its way to the screen.
 */

export const MAX_DISPLAY_DECIMALS = 4;

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

// Made on first use: the first Intl formatter a page builds wakes the browser's locale data, which
// a slow phone feels, and most screens show amounts that arrive as decimal strings.
let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: number) => (numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: MAX_DISPLAY_DECIMALS })).format(value);

export function formatAmount(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'bigint') return value > 0n ? groupThousands(value.toString()) : value.toString();
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? formatNumber(value) : String(value);

  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign, intDigits = '', fracDigits = ''] = match;
  if (sign === '-' || /^0+$/.test(intDigits + fracDigits)) return value;

  const [roundedInt, roundedFrac] = roundHalfUp(intDigits, fracDigits, MAX_DISPLAY_DECIMALS);
  const frac = roundedFrac.replace(/0+$/, '');
  const int = roundedInt.replace(/^0+(?=\d)/, '');
  return frac ? `${groupThousands(int)}.${frac}` : groupThousands(int);
}

/** Rounds a non-negative decimal given as digit strings to `places`, ties away from zero (as Intl does). */
function roundHalfUp(intDigits: string, fracDigits: string, places: number): [string, string] {
  if (fracDigits.length <= places) return [intDigits, fracDigits];
  const kept = fracDigits.slice(0, places);
  if (fracDigits.charAt(places) < '5') return [intDigits, kept];
  const bumped = (BigInt(intDigits + kept) + 1n).toString().padStart(intDigits.length + places, '0');
  return places === 0 ? [bumped, ''] : [bumped.slice(0, -places), bumped.slice(-places)];
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An exchange rate as the server quotes it (a decimal string of up to 8 places): every quoted
 * digit kept, trailing zeros dropped, so the rate shown multiplies out to the amounts shown
 * (10,000 KES at 0.007757 is 77.57 USD; rounded to 0.0078 it would not be).
 */
export function formatRate(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign = '', intDigits = '', fracDigits = ''] = match;
  const frac = fracDigits.replace(/0+$/, '');
  const int = groupThousands(intDigits.replace(/^0+(?=\d)/, ''));
  return `${sign}${frac ? `${int}.${frac}` : int}`;
}
