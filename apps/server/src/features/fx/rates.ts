import { randomInt } from 'node:crypto';
import { Code, type Currency, type ExchangeRate, type ExchangeRateCurrentBody, type ExchangeRateHistoryQuery } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { parameterError, payCurrency, rateText, rateUnits } from '../../domain/orders/index.ts';

/** Where a rate came from, as the history records it. */
export type RateSource = 'seed' | 'backfill' | 'sandbox' | 'operator';

interface RateRow {
  base: string;
  quote: string;
  rate: string;
  at: Date;
}

const toRate = (r: RateRow): ExchangeRate => ({ fromCurrency: r.base, toCurrency: r.quote, rate: rateText(rateUnits(r.rate)), createTime: r.at.toISOString() });

/**
 * `/common/exchangeRate/current`: the rate of every configured pair, or of the pairs from or to a
 * currency. Both currencies given and no rate for them is -1016.
 */
export async function currentRates(db: Db, filter: ExchangeRateCurrentBody): Promise<ExchangeRate[]> {
  const { rows } = await db.query<RateRow>(
    `SELECT base, quote, rate, updated_at AS at FROM exchange_rate
     WHERE ($1::text IS NULL OR base = $1) AND ($2::text IS NULL OR quote = $2)
     ORDER BY base, quote`,
    [filter.fromCurrency ?? null, filter.toCurrency ?? null],
  );
  if (rows.length === 0 && filter.fromCurrency && filter.toCurrency) throw new AppError(Code.RATE_NOT_CONFIGURED);
  return rows.map(toRate);
}

/**
 * `/common/exchangeRateHistory`: every rate the pairs have had, newest first (ties by id, so pages
 * are stable). A pair asked for by both currencies that has no rate is -1016.
 */
export async function rateHistory(db: Db, query: ExchangeRateHistoryQuery): Promise<{ rows: ExchangeRate[]; total: number }> {
  if (query.fromCurrency && query.toCurrency) {
    const { rows } = await db.query('SELECT 1 FROM exchange_rate WHERE base = $1 AND quote = $2', [query.fromCurrency, query.toCurrency]);
    if (rows.length === 0) throw new AppError(Code.RATE_NOT_CONFIGURED);
  }
  const params = [query.fromCurrency ?? null, query.toCurrency ?? null, query.beginTime ?? null, query.endTime ?? null];
  const where = `($1::text IS NULL OR base = $1) AND ($2::text IS NULL OR quote = $2)
    AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at <= $4)`;
  // A chart wants one point per hour or day: the last rate of each, by the East Africa clock
  // (UTC+3 all year, so a fixed shift gives the same buckets on both database engines).
  const source = query.bucket
    ? `(SELECT DISTINCT ON (base, quote, date_trunc('${query.bucket}', created_at + interval '3 hours'))
         id, base, quote, rate, created_at FROM exchange_rate_history WHERE ${where}
         ORDER BY base, quote, date_trunc('${query.bucket}', created_at + interval '3 hours'), created_at DESC, id DESC) AS h`
    : `(SELECT id, base, quote, rate, created_at FROM exchange_rate_history WHERE ${where}) AS h`;
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM ${source}`, params);
  const { rows } = await db.query<RateRow>(
    `SELECT base, quote, rate, created_at AS at FROM ${source} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return { rows: rows.map(toRate), total: Number(counted[0]?.total ?? 0) };
}

/**
 * `/common/currencyByCountryId/{id}`: the country's own currency first, then every currency it
 * can be converted into (a rate from it is configured). Unknown country: -1012.
 */
export async function currenciesOfCountry(db: Db, countryId: number): Promise<Currency[]> {
  const { rows: country } = await db.query<{ currency_id: string }>('SELECT currency_id FROM country WHERE id = $1', [countryId]);
  const home = country[0]?.currency_id;
  if (!home) throw new AppError(Code.COUNTRY_NOT_FOUND);
  const { rows } = await db.query<Currency>(
    `SELECT c.id, c.name, c.symbol, c.scale FROM currency c
     WHERE c.id = $1 OR EXISTS (SELECT 1 FROM exchange_rate r WHERE r.base = $1 AND r.quote = c.id)
     ORDER BY (c.id = $1) DESC, c.id`,
    [home],
  );
  return rows;
}

async function recordHistory(tx: Db, base: string, quote: string, units: bigint, source: RateSource, at: Date): Promise<void> {
  await tx.query('INSERT INTO exchange_rate_history (base, quote, rate, source, created_at) VALUES ($1, $2, $3, $4, $5)', [
    base,
    quote,
    rateText(units),
    source,
    at,
  ]);
}

/** Largest rate `numeric(20, 8)` holds, in 10^-8 units. */
const MAX_RATE_UNITS = 10n ** 20n - 1n;

/**
 * Sets the rate of one direction of a pair (1 `base` buys `rate` `quote`) and records it in the
 * history, together. Unknown currency: -1021; a rate that is not a positive decimal with at most
 * 8 places: -1008.
 */
export async function setRate(db: Db, input: { base: string; quote: string; rate: string; source: RateSource; at: Date }): Promise<ExchangeRate> {
  const base = await payCurrency(db, input.base.toUpperCase());
  const quote = await payCurrency(db, input.quote.toUpperCase());
  if (base.id === quote.id) throw parameterError('a rate needs two different currencies');
  let units: bigint;
  try {
    units = rateUnits(input.rate.trim());
  } catch {
    throw parameterError('rate must be a positive decimal number with at most 8 decimal places, e.g. 0.00771');
  }
  if (units <= 0n) throw parameterError('rate must be greater than zero');
  if (units > MAX_RATE_UNITS) throw parameterError('rate is too large');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO exchange_rate (base, quote, rate, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (base, quote) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at`,
      [base.id, quote.id, rateText(units), input.at],
    );
    await recordHistory(tx, base.id, quote.id, units, input.source, input.at);
  });
  return { fromCurrency: base.id, toCurrency: quote.id, rate: rateText(units), createTime: input.at.toISOString() };
}

/** One step of the walk is at most this many parts per million of the rate (0.2 %)... */
export const WALK_STEP_PPM = 2_000;
/** ...and the walk never strays further than this from where the pair's history starts (5 %). */
export const WALK_BOUND_PPM = 50_000;
const MILLION = 1_000_000n;

/** `units` moved by `ppm` parts per million, rounded down, never below the smallest rate. */
function moved(units: bigint, ppm: bigint): bigint {
  const next = (units * (MILLION + ppm)) / MILLION;
  return next > 0n ? next : 1n;
}

/** The opposite move of the reverse direction, so a pair's two rates keep the spread between them. */
function movedInverse(units: bigint, ppm: bigint): bigint {
  const next = (units * MILLION) / (MILLION + ppm);
  return next > 0n ? next : 1n;
}

function withinBound(units: bigint, anchor: bigint): boolean {
  const bound = (anchor * BigInt(WALK_BOUND_PPM)) / MILLION;
  return units >= anchor - bound && units <= anchor + bound;
}

interface Pair {
  base: string;
  quote: string;
  units: bigint;
  reverse: { units: bigint } | null;
}

/** Each pair once (base before quote alphabetically, or the only direction configured), with its reverse. */
async function pairs(db: Db): Promise<Pair[]> {
  const { rows } = await db.query<{ base: string; quote: string; rate: string }>('SELECT base, quote, rate FROM exchange_rate ORDER BY base, quote');
  const byKey = new Map(rows.map((r) => [`${r.base}/${r.quote}`, rateUnits(r.rate)]));
  const result: Pair[] = [];
  for (const r of rows) {
    const reverse = byKey.get(`${r.quote}/${r.base}`);
    if (reverse !== undefined && r.base > r.quote) continue;
    result.push({ base: r.base, quote: r.quote, units: rateUnits(r.rate), reverse: reverse === undefined ? null : { units: reverse } });
  }
  return result;
}

/** Where a pair's history starts: the anchor the walk stays near. */
async function anchorOf(db: Db, base: string, quote: string, fallback: bigint): Promise<bigint> {
  const { rows } = await db.query<{ rate: string }>(
    `SELECT rate FROM exchange_rate_history WHERE base = $1 AND quote = $2 AND source IN ('seed', 'operator')
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [base, quote],
  );
  return rows[0] ? rateUnits(rows[0].rate) : fallback;
}

export type RandomPpm = () => number;

/** A step in [-WALK_STEP_PPM, WALK_STEP_PPM]. */
export const randomStep: RandomPpm = () => randomInt(-WALK_STEP_PPM, WALK_STEP_PPM + 1);

/**
 * The sandbox market: every pair takes one small random step, its reverse the opposite one, each
 * new rate recorded in the history. A step that would leave 5 % of the pair's last seeded or
 * operator-set rate is taken the other way. Returns how many rates changed.
 */
export async function walkRates(db: Db, at: Date, step: RandomPpm = randomStep): Promise<number> {
  let changed = 0;
  for (const pair of await pairs(db)) {
    const anchor = await anchorOf(db, pair.base, pair.quote, pair.units);
    let ppm = BigInt(step());
    if (ppm === 0n) continue;
    if (!withinBound(moved(pair.units, ppm), anchor)) ppm = -ppm;
    const next = moved(pair.units, ppm);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE exchange_rate SET rate = $3, updated_at = $4 WHERE base = $1 AND quote = $2', [pair.base, pair.quote, rateText(next), at]);
      await recordHistory(tx, pair.base, pair.quote, next, 'sandbox', at);
      changed += 1;
      if (pair.reverse) {
        const back = movedInverse(pair.reverse.units, ppm);
        await tx.query('UPDATE exchange_rate SET rate = $3, updated_at = $4 WHERE base = $1 AND quote = $2', [pair.quote, pair.base, rateText(back), at]);
        await recordHistory(tx, pair.quote, pair.base, back, 'sandbox', at);
        changed += 1;
      }
    });
  }
  return changed;
}

/** Days of made-up past a sandbox pair gets, so its chart has a line from the first start. */
export const BACKFILL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives every configured rate without history its first history row: the rate as it stands
 * ('seed'). In sandbox mode a pair also gets `BACKFILL_DAYS` daily points before that, a random
 * walk that ends at the current rate ('backfill'), so its chart shows a line from the start. Pairs
 * that have history are left alone, so a restart adds nothing.
 */
export async function ensureRateHistory(db: Db, options: { sandbox: boolean; now: Date; step?: RandomPpm }): Promise<number> {
  const step = options.step ?? randomStep;
  const { rows } = await db.query<{ base: string; quote: string; rate: string; updated_at: Date }>(
    `SELECT r.base, r.quote, r.rate, r.updated_at FROM exchange_rate r
     WHERE NOT EXISTS (SELECT 1 FROM exchange_rate_history h WHERE h.base = r.base AND h.quote = r.quote)
     ORDER BY r.base, r.quote`,
  );
  if (rows.length === 0) return 0;
  const missing = new Map(rows.map((r) => [`${r.base}/${r.quote}`, r]));
  const history: { base: string; quote: string; units: bigint; source: RateSource; at: Date }[] = [];
  for (const row of rows) {
    if (!missing.has(`${row.base}/${row.quote}`)) continue;
    const reverse = missing.get(`${row.quote}/${row.base}`);
    missing.delete(`${row.base}/${row.quote}`);
    if (reverse) missing.delete(`${row.quote}/${row.base}`);
    const units = rateUnits(row.rate);
    const reverseUnits = reverse ? rateUnits(reverse.rate) : null;
    if (options.sandbox) {
      // Walked backwards from today's rate, so the line ends exactly where the rate stands.
      let current = units;
      let currentReverse = reverseUnits;
      for (let day = 1; day <= BACKFILL_DAYS; day += 1) {
        let ppm = BigInt(step());
        if (!withinBound(movedInverse(current, ppm), units)) ppm = -ppm;
        current = movedInverse(current, ppm);
        const at = new Date(options.now.getTime() - day * DAY_MS);
        history.push({ base: row.base, quote: row.quote, units: current, source: 'backfill', at });
        if (reverse && currentReverse !== null) {
          currentReverse = moved(currentReverse, ppm);
          history.push({ base: row.quote, quote: row.base, units: currentReverse, source: 'backfill', at });
        }
      }
    }
    const latest = (updated: Date) => (updated.getTime() < options.now.getTime() ? updated : options.now);
    history.push({ base: row.base, quote: row.quote, units, source: 'seed', at: latest(row.updated_at) });
    if (reverse && reverseUnits !== null) history.push({ base: row.quote, quote: row.base, units: reverseUnits, source: 'seed', at: latest(reverse.updated_at) });
  }
  // One statement: a first start writes some six hundred rows.
  await db.query(
    `INSERT INTO exchange_rate_history (base, quote, rate, source, created_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::text[], $5::timestamptz[])`,
    [history.map((h) => h.base), history.map((h) => h.quote), history.map((h) => rateText(h.units)), history.map((h) => h.source), history.map((h) => h.at.toISOString())],
  );
  return history.length;
}
