/**
 * Exact conversion between wire decimals ("1250.50") and integer minor units (125050n). Input that
 * does not fit the currency's scale is refused rather than rounded: rounding money silently is a
 * bug.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_SCALE = 18;

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) throw new RangeError(`Scale must be an integer from 0 to ${MAX_SCALE}, got ${scale}`);
}

export function toMinorUnits(decimal: string, scale: number): bigint {
  checkScale(scale);
  const match = typeof decimal === 'string' ? DECIMAL.exec(decimal) : null;
  if (!match) throw new TypeError(`Not a decimal amount: ${JSON.stringify(decimal)}`);
  const [, sign, intDigits = '', fracDigits = ''] = match;
  if (fracDigits.length > scale) throw new RangeError(`${decimal} has more than ${scale} decimal places`);
  const minor = BigInt(intDigits + fracDigits.padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
}

export function fromMinorUnits(minor: bigint, scale: number): string {
  checkScale(scale);
  if (typeof minor !== 'bigint') throw new TypeError(`Minor units must be a bigint, got ${typeof minor}`);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}
