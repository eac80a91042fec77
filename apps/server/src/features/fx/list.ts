import type { Readable } from 'node:stream';
import { FX_EXPORT_COLUMNS, type FxConversion, type FxExportForm, type FxFixedSide, type FxListQuery } from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import { buildWhere, csvExport, dateRange, equals, owner, readPage, textMatch, type KeysetPage, type ListSpec } from '../../db/list-query.ts';
import type { Db } from '../../db/types.ts';
import { rateText, rateUnits } from '../../domain/orders/index.ts';

/** The list's filters without paging: what the export takes. */
export type ConversionFilter = FxExportForm;

/** The two legs of a quote or a conversion as the database returns them (scales from the currency table). */
export interface FxLegColumns {
  from_scope: 0 | 1;
  from_currency: string;
  from_scale: number;
  from_amount: string;
  to_scope: 0 | 1;
  to_currency: string;
  to_scale: number;
  to_amount: string;
  rate: string;
  fee: string;
  fixed_side: FxFixedSide;
}

interface ConversionRow extends FxLegColumns {
  id: string;
  sn: string;
  client_order_no: string;
  created_at: Date;
}

const COLUMNS = `x.id, x.sn, x.client_order_no, x.created_at, x.from_scope, x.from_currency, f.scale AS from_scale, x.from_amount,
  x.to_scope, x.to_currency, t.scale AS to_scale, x.to_amount, x.rate, x.fee, x.fixed_side`;
const FROM = 'fx_conversion x JOIN currency f ON f.id = x.from_currency JOIN currency t ON t.id = x.to_currency';

/**
 * The duty and the converted part of a conversion's `fromAmount`. A conversion is charged no duty
 * (the ledger legs of `conversionLegs` have none), so its tax is 0, shown as such; what is
 * converted at the rate is what leaves the wallet less the fee.
 */
export function conversionCharges(fromAmount: bigint, fee: bigint, scale: number): { taxFee: string; convertedAmount: string } {
  return { taxFee: fromMinorUnits(0n, scale), convertedAmount: fromMinorUnits(fromAmount - fee, scale) };
}

export function toConversion(r: ConversionRow): FxConversion {
  return {
    sn: r.sn,
    clientOrderNo: r.client_order_no,
    createTime: r.created_at.toISOString(),
    fromScope: r.from_scope,
    fromCurrency: r.from_currency,
    fromAmount: fromMinorUnits(BigInt(r.from_amount), r.from_scale),
    toScope: r.to_scope,
    toCurrency: r.to_currency,
    toAmount: fromMinorUnits(BigInt(r.to_amount), r.to_scale),
    rate: rateText(rateUnits(r.rate)),
    fee: fromMinorUnits(BigInt(r.fee), r.from_scale),
    ...conversionCharges(BigInt(r.from_amount), BigInt(r.fee), r.from_scale),
    fixedSide: r.fixed_side,
  };
}

/** A main account's conversions under a filter, newest first, keyed by the (user_id, created_at, id) index. */
function conversionsOf(mainUserId: number, filter: ConversionFilter): ListSpec<ConversionRow> {
  return {
    select: `SELECT ${COLUMNS} FROM ${FROM}`,
    countFrom: 'fx_conversion x',
    where: buildWhere([
      owner('x.user_id', mainUserId),
      equals('x.from_currency', filter.fromCurrency),
      equals('x.to_currency', filter.toCurrency),
      textMatch('x.sn', filter.sn),
      dateRange('x.created_at', filter.beginTime, filter.endTime),
    ]),
    key: { time: 'x.created_at', id: 'x.id', cursorRow: 'SELECT c.created_at, c.id FROM fx_conversion c WHERE c.id = $c AND c.user_id = $1' },
    cursorOf: (row) => row.id,
    version: { list: 'fx_conversion', owner: mainUserId },
  };
}

/** `/fx/list`: the main account's conversions, newest first, ties by id so pages never overlap. */
export async function listConversions(db: Db, mainUserId: number, query: FxListQuery): Promise<KeysetPage<FxConversion>> {
  return readPage(db, conversionsOf(mainUserId, query), query, toConversion);
}

/**
 * Every matching conversion as CSV, newest first, read in batches by key so memory stays flat;
 * a byte-order mark first, as every export has.
 */
export function exportConversions(db: Db, mainUserId: number, filter: ConversionFilter): Readable {
  return csvExport(db, conversionsOf(mainUserId, filter), FX_EXPORT_COLUMNS, toConversion);
}
