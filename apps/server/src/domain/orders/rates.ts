import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { ceilDiv, type CurrencyInfo } from './money.ts';

/** Rates are stored with 8 decimal places; in code they are integers of 10^-8. */
export const RATE_SCALE = 10n ** 8n;

/** '129.25' -> 12925000000n, exactly. */
export function rateUnits(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(rate);
  if (!match) throw new Error(`Not a rate: ${rate}`);
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(8, '0'));
}

/** 12925000000n -> '129.25': the rate as people write it, trailing zeros dropped. */
export function rateText(units: bigint): string {
  const whole = units / RATE_SCALE;
  const fraction = (units % RATE_SCALE).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * What `amountMinor` of `from` buys in minor units of `to` at `units` (1 `from` = rate `to`),
 * rounded down: the recipient never gets a fraction of a minor unit the house did not receive.
 */
export function convertDown(amountMinor: bigint, units: bigint, from: CurrencyInfo, to: CurrencyInfo): bigint {
  return (amountMinor * units * pow10(to.scale)) / (RATE_SCALE * pow10(from.scale));
}

/**
 * How much of `from` it takes to pay `targetMinor` of `to` at `units`, rounded up: a fee fixed in
 * the recipient's currency is charged in full in the payer's.
 */
export function convertUpInverse(targetMinor: bigint, units: bigint, from: CurrencyInfo, to: CurrencyInfo): bigint {
  return ceilDiv(targetMinor * RATE_SCALE * pow10(from.scale), units * pow10(to.scale));
}

/** The rate at which the house sells `quote` for `base` now: -1016 when none is configured. */
export async function currentRate(db: Db, base: string, quote: string): Promise<bigint> {
  const { rows } = await db.query<{ rate: string }>('SELECT rate FROM exchange_rate WHERE base = $1 AND quote = $2', [base, quote]);
  const row = rows[0];
  if (!row) throw new AppError(Code.RATE_NOT_CONFIGURED);
  return rateUnits(row.rate);
}

/** Units of each currency one US dollar buys at the mid-market (late 2025). */
const PER_USD: Record<string, string> = { USD: '1', KES: '129.20', TZS: '2450', UGX: '3600', CNY: '7.12' };
/** The house keeps half a percent on every conversion. */
const SPREAD_PER_MILLE = 995n;

function perUsdUnits(currency: string): bigint {
  return rateUnits(PER_USD[currency]!);
}

/**
 * The starting rates, both directions of every pair of the seeded currencies: the mid-market cross
 * rate less the house's spread, rounded down to 8 places. Existing rows are kept, so a rate the
 * operator set survives restarts.
 */
export async function seedExchangeRates(db: Db, now: Date = new Date()): Promise<void> {
  const known = new Set((await db.query<{ id: string }>('SELECT id FROM currency')).rows.map((r) => r.id));
  const currencies = Object.keys(PER_USD).filter((c) => known.has(c));
  await db.transaction(async (tx) => {
    for (const base of currencies) {
      for (const quote of currencies) {
        if (base === quote) continue;
        const units = (perUsdUnits(quote) * RATE_SCALE * SPREAD_PER_MILLE) / (perUsdUnits(base) * 1000n);
        await tx.query(
          `INSERT INTO exchange_rate (base, quote, rate, updated_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (base, quote) DO NOTHING`,
          [base, quote, rateText(units), now],
        );
      }
    }
  });
}
