import { Code } from '@mizani/sdk/contract';
import { fromMinorUnits, toMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import { currencyTable } from '../reference/tables.ts';
import { fieldError } from '../../http/errors.ts';

export function parameterError(detail: string): AppError {
  return new AppError(Code.PARAMETER_ERROR, `${messageOf(Code.PARAMETER_ERROR)}: ${detail}`);
}

/**
 * The largest amount one order may move, in minor units: far above any channel's limit, far below
 * what a bigint column holds once fees and conversions are applied.
 */
export const MAX_ORDER_MINOR = 10n ** 15n;

export interface CurrencyInfo {
  id: string;
  scale: number;
}

async function findCurrency(db: Db, id: string): Promise<CurrencyInfo | undefined> {
  return (await currencyTable.get(db)).get(id);
}

/** The currency an order is paid in: -1021 when it does not exist. */
export async function payCurrency(db: Db, id: string): Promise<CurrencyInfo> {
  const currency = await findCurrency(db, id);
  if (!currency) throw new AppError(Code.CURRENCY_NOT_FOUND);
  return currency;
}

/** The currency a recipient is paid in: -1020 when it does not exist. */
export async function payoutCurrency(db: Db, id: string): Promise<CurrencyInfo> {
  const currency = await findCurrency(db, id);
  if (!currency) throw new AppError(Code.PAYOUT_CURRENCY_NOT_FOUND);
  return currency;
}

/**
 * A positive amount in the currency's minor units. More decimal places than the currency has,
 * zero, a sign, an exponent or an absurd size is -1008 naming the field: money is never rounded
 * on the way in.
 */
export function parseAmount(text: string, currency: CurrencyInfo, field = 'amount'): bigint {
  let minor: bigint;
  try {
    minor = toMinorUnits(text, currency.scale);
  } catch (error) {
    if (error instanceof RangeError) {
      throw fieldError(field, 'format', `has more than ${currency.scale} decimal places for ${currency.id}`);
    }
    throw fieldError(field, 'format', 'must be a decimal number such as 1250.50');
  }
  if (minor <= 0n) throw fieldError(field, 'range', 'must be greater than zero');
  if (minor > MAX_ORDER_MINOR) throw fieldError(field, 'range', 'is too large');
  return minor;
}

export const toDecimal = (minor: bigint, scale: number): string => fromMinorUnits(minor, scale);

/** Integer division rounded up, for non-negative numerators and positive divisors. */
export function ceilDiv(numerator: bigint, divisor: bigint): bigint {
  return (numerator + divisor - 1n) / divisor;
}
