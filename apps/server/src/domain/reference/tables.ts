/**
 * The reference tables a money move reads, each loaded whole into memory on first use and again
 * after any change (see cache.ts). They are small: tens of currencies and countries, a few hundred
 * channel offers, banks and tier limits. Rows are kept as the database gives them; the modules
 * that own each table shape them.
 */
import type { Db } from '../../db/types.ts';
import { referenceTable } from './cache.ts';

export interface CurrencyRow {
  id: string;
  scale: number;
}

export const currencyTable = referenceTable(async (db: Db) => {
  const { rows } = await db.query<CurrencyRow>('SELECT id, scale FROM currency');
  return new Map(rows.map((row) => [row.id, { id: row.id, scale: row.scale }]));
});

/** Countries by the currency they pay in, in the order the reference data sorts them. */
export const countriesByCurrencyTable = referenceTable(async (db: Db) => {
  const { rows } = await db.query<{ id: number; currency_id: string }>('SELECT id, currency_id FROM country ORDER BY sort, id');
  const byCurrency = new Map<string, number[]>();
  for (const row of rows) byCurrency.set(row.currency_id, [...(byCurrency.get(row.currency_id) ?? []), row.id]);
  return byCurrency;
});

export interface OfferRow {
  country_id: number;
  scope: 0 | 1;
  channel_type: -1 | 0 | 1;
  pay_type: number;
  currency_id: string;
  scale: number;
  min_amount: string;
  max_amount: string | null;
  fee_rate: string;
  fixed_fee: string;
}

export interface OfferKey {
  countryId: number;
  scope: number;
  channelType: number;
  payType: number;
  currencyId: string;
}

export const offerKey = (key: OfferKey) => `${key.countryId}/${key.scope}/${key.channelType}/${key.payType}/${key.currencyId}`;

/** The enabled channel offers by country, scope, action, channel and currency. */
export const enabledOfferTable = referenceTable(async (db: Db) => {
  const { rows } = await db.query<OfferRow>(
    `SELECT o.country_id, o.scope, o.channel_type, o.pay_type, o.currency_id, c.scale, o.min_amount, o.max_amount, o.fee_rate, o.fixed_fee
     FROM channel_offer o JOIN currency c ON c.id = o.currency_id WHERE o.enabled`,
  );
  return new Map(
    rows.map((row) => [offerKey({ countryId: row.country_id, scope: row.scope, channelType: row.channel_type, payType: row.pay_type, currencyId: row.currency_id }), row]),
  );
});

export interface BankRow {
  country_id: number;
  bank_code: string;
  name: string;
  swift_code: string | null;
}

export const bankKey = (countryId: number, bankCode: string) => `${countryId}/${bankCode}`;

export const bankTable = referenceTable(async (db: Db) => {
  const { rows } = await db.query<BankRow>('SELECT country_id, bank_code, name, swift_code FROM bank');
  return new Map(rows.map((row) => [bankKey(row.country_id, row.bank_code), row]));
});

export interface TierLimitRow {
  tier: string;
  action: string;
  currency_id: string;
  per_order: string | null;
  per_day: string | null;
  per_month: string | null;
}

export const tierLimitKey = (tier: string, action: string, currencyId: string) => `${tier}/${action}/${currencyId}`;

export const tierLimitTable = referenceTable(async (db: Db) => {
  const { rows } = await db.query<TierLimitRow>('SELECT tier, action, currency_id, per_order, per_day, per_month FROM verification_tier_limit');
  return new Map(rows.map((row) => [tierLimitKey(row.tier, row.action, row.currency_id), row]));
});
