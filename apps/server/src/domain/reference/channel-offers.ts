/**
 * The operator's view and changes of the channel offers (`channel:list`, `channel:set`): which
 * channel a country offers for which action and currency, its limits and its fee. A change applies
 * to the next quote on every server: this process drops its reference cache at once, the others
 * when the NOTIFY of migration 0020 reaches them.
 */
import { Code } from '@mizani/sdk/contract';
import { fromMinorUnits, toMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';
import { AppError, messageOf } from '../../http/envelope.ts';
import { plainRate } from '../channels/service.ts';
import { referenceChanged } from './cache.ts';
import type { OfferRow } from './tables.ts';

export interface ChannelOfferView {
  countryId: number;
  /** 0 domestic, 1 cross-border. */
  scope: 0 | 1;
  /** -1 top-up, 0 send, 1 collection. */
  channelType: -1 | 0 | 1;
  payType: number;
  currencyId: string;
  /** Decimal strings in the currency. */
  minAmount: string;
  maxAmount: string | null;
  /** A fraction of the amount, up to 8 places ('0.015' is 1.5%). */
  feeRate: string;
  fixedFee: string;
  enabled: boolean;
}

export interface ChannelOfferFilter {
  countryId?: number | undefined;
  currencyId?: string | undefined;
  payType?: number | undefined;
}

export interface ChannelOfferChange {
  countryId: number;
  scope: 0 | 1;
  channelType: -1 | 0 | 1;
  payType: number;
  currencyId: string;
  feeRate?: string;
  fixedFee?: string;
  minAmount?: string;
  /** null: no maximum. */
  maxAmount?: string | null;
  enabled?: boolean;
}

type Row = OfferRow & { enabled: boolean };

const COLUMNS = `o.country_id, o.scope, o.channel_type, o.pay_type, o.currency_id, c.scale, o.min_amount, o.max_amount, o.fee_rate, o.fixed_fee, o.enabled`;

function toView(row: Row): ChannelOfferView {
  return {
    countryId: row.country_id,
    scope: row.scope,
    channelType: row.channel_type,
    payType: row.pay_type,
    currencyId: row.currency_id,
    minAmount: fromMinorUnits(BigInt(row.min_amount), row.scale),
    maxAmount: row.max_amount === null ? null : fromMinorUnits(BigInt(row.max_amount), row.scale),
    feeRate: plainRate(row.fee_rate),
    fixedFee: fromMinorUnits(BigInt(row.fixed_fee), row.scale),
    enabled: row.enabled,
  };
}

const invalid = (detail: string) => new AppError(Code.PARAMETER_ERROR, `${messageOf(Code.PARAMETER_ERROR)}: ${detail}`);

export async function listChannelOffers(db: Db, filter: ChannelOfferFilter = {}): Promise<ChannelOfferView[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM channel_offer o JOIN currency c ON c.id = o.currency_id
     WHERE ($1::integer IS NULL OR o.country_id = $1) AND ($2::text IS NULL OR o.currency_id = $2) AND ($3::smallint IS NULL OR o.pay_type = $3)
     ORDER BY o.country_id, o.scope, o.channel_type, o.sort, o.pay_type, o.currency_id`,
    [filter.countryId ?? null, filter.currencyId?.toUpperCase() ?? null, filter.payType ?? null],
  );
  return rows.map(toView);
}

/** Changes one offer's fee, limits or availability; -1007 when the country does not offer it at all. */
export async function setChannelOffer(db: Db, change: ChannelOfferChange): Promise<ChannelOfferView> {
  const currencyId = change.currencyId.toUpperCase();
  const { rows: found } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM channel_offer o JOIN currency c ON c.id = o.currency_id
     WHERE o.country_id = $1 AND o.scope = $2 AND o.channel_type = $3 AND o.pay_type = $4 AND o.currency_id = $5`,
    [change.countryId, change.scope, change.channelType, change.payType, currencyId],
  );
  const current = found[0];
  if (!current) throw new AppError(Code.DATA_NOT_FOUND);
  const minor = (field: string, text: string) => {
    try {
      return toMinorUnits(text, current.scale);
    } catch {
      throw invalid(`${field} must be an amount in ${currencyId} with at most ${current.scale} decimal places`);
    }
  };
  const min = change.minAmount === undefined ? BigInt(current.min_amount) : minor('minAmount', change.minAmount);
  const max = change.maxAmount === undefined ? (current.max_amount === null ? null : BigInt(current.max_amount)) : change.maxAmount === null ? null : minor('maxAmount', change.maxAmount);
  const fixed = change.fixedFee === undefined ? BigInt(current.fixed_fee) : minor('fixedFee', change.fixedFee);
  if (min <= 0n) throw invalid('minAmount must be greater than zero');
  if (max !== null && max < min) throw invalid('maxAmount must not be below minAmount');
  if (fixed < 0n) throw invalid('fixedFee must not be negative');
  const rate = change.feeRate ?? current.fee_rate;
  if (!/^0(\.\d{1,8})?$/.test(rate)) throw invalid('feeRate must be a fraction below 1 with at most 8 decimal places, such as 0.015');

  const { rows } = await db.query<Omit<Row, 'scale'>>(
    `UPDATE channel_offer SET min_amount = $6, max_amount = $7, fee_rate = $8, fixed_fee = $9, enabled = $10
     WHERE country_id = $1 AND scope = $2 AND channel_type = $3 AND pay_type = $4 AND currency_id = $5
     RETURNING country_id, scope, channel_type, pay_type, currency_id, min_amount, max_amount, fee_rate, fixed_fee, enabled`,
    [change.countryId, change.scope, change.channelType, change.payType, currencyId, min, max, rate, fixed, change.enabled ?? current.enabled],
  );
  referenceChanged(db);
  return toView({ ...rows[0]!, scale: current.scale });
}
