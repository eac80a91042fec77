import { Readable } from 'node:stream';
import { FX_EXPORT_COLUMNS, type FxConversion, type FxExportForm, type FxFixedSide, type FxListQuery } from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import type { Db } from '../../db/types.ts';
import { rateText, rateUnits } from '../orders/index.ts';

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
    fixedSide: r.fixed_side,
  };
}

function whereOf(mainUserId: number, filter: ConversionFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [mainUserId];
  const conditions = ['x.user_id = $1'];
  const add = (sql: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  add('x.from_currency = ?', filter.fromCurrency);
  add('x.to_currency = ?', filter.toCurrency);
  add('x.sn = ?', filter.sn?.trim());
  add('x.created_at >= ?::timestamptz', filter.beginTime);
  add('x.created_at <= ?::timestamptz', filter.endTime);
  return { sql: conditions.join(' AND '), params };
}

/** `/fx/list`: the main account's conversions, newest first, ties by id so pages never overlap. */
export async function listConversions(db: Db, mainUserId: number, query: FxListQuery): Promise<{ rows: FxConversion[]; total: number }> {
  const where = whereOf(mainUserId, query);
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM fx_conversion x WHERE ${where.sql}`, where.params);
  const n = where.params.length;
  const { rows } = await db.query<ConversionRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.sql} ORDER BY x.created_at DESC, x.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return { total: Number(counted[0]?.total ?? 0), rows: rows.map(toConversion) };
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function conversionCsvLine(conversion: FxConversion): string {
  return `${FX_EXPORT_COLUMNS.map((column) => csvCell(conversion[column])).join(',')}\r\n`;
}

const BATCH = 500;

/**
 * Every matching conversion as CSV, newest first, read in batches by key so memory stays flat;
 * a byte-order mark first, as the orders export does, for spreadsheet programs.
 */
export function exportConversions(db: Db, mainUserId: number, filter: ConversionFilter): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\ufeff${FX_EXPORT_COLUMNS.join(',')}\r\n`;
    const where = whereOf(mainUserId, filter);
    const n = where.params.length;
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const page: ConversionRow[] = (
        await db.query<ConversionRow>(
          `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.sql}
           ${after ? `AND (x.created_at, x.id) < ($${n + 1}::timestamptz, $${n + 2}::bigint)` : ''}
           ORDER BY x.created_at DESC, x.id DESC LIMIT ${BATCH}`,
          after ? [...where.params, after.createdAt, after.id] : where.params,
        )
      ).rows;
      if (page.length > 0) yield page.map((row) => conversionCsvLine(toConversion(row))).join('');
      if (page.length < BATCH) return;
      const last = page[page.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }
  return Readable.from(lines());
}
