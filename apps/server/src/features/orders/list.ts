import { Readable } from 'node:stream';
import { LIST_TOTAL_CAP, ORDER_EXPORT_COLUMNS, type Order, type OrderExportForm, type OrderListQuery, type OrderPage } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { ORDER_COLUMNS, ORDER_FROM, toOrder, type OrderRow } from './repository.ts';

export interface OrderFilter {
  scope?: number | undefined;
  type?: number | undefined;
  flow?: string | undefined;
  status?: number | undefined;
  payType?: number | undefined;
  currencyId?: string | undefined;
  sn?: string | undefined;
  clientOrderNo?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

/** The WHERE clause of a main account's orders under a filter; parameters from $1. */
function whereOf(mainUserId: number, filter: OrderFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [mainUserId];
  const conditions = ['o.user_id = $1'];
  const add = (sql: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return;
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  add('o.scope = ?', filter.scope);
  add('o.kind = ?', filter.type);
  add('o.flow = ?', filter.flow);
  add('o.status = ?', filter.status);
  add('o.pay_type = ?', filter.payType);
  add('o.currency_id = ?', filter.currencyId);
  add('o.sn = ?', filter.sn?.trim());
  add('o.client_order_no = ?', filter.clientOrderNo?.trim());
  add('o.created_at >= ?::timestamptz', filter.beginTime);
  add('o.created_at <= ?::timestamptz', filter.endTime);
  return { sql: conditions.join(' AND '), params };
}

/**
 * How many rows match, counted up to `cap` only: past that the index is not walked any further,
 * so a total costs the same at 100,000 rows as at 10,000.
 */
export async function cappedCount(
  db: Db,
  from: string,
  where: { sql: string; params: unknown[] },
  cap: number = LIST_TOTAL_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${where.sql} LIMIT ${cap + 1}) AS capped`,
    where.params,
  );
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * `/order/list`: newest first; orders created in the same instant are ordered by id, so pages do
 * not overlap or skip rows. Every page is read from the (user_id, [scope,] created_at, id) index:
 * - with a `cursor` (the last order of the page before), from just after that order, however deep;
 * - by `pageNum` in the older half of a list whose total is exact, from its oldest end (so the last
 *   page costs what the first does);
 * - otherwise by OFFSET, which the capped total bounds to LIST_TOTAL_CAP rows.
 */
export async function listOrders(db: Db, mainUserId: number, query: OrderListQuery): Promise<OrderPage> {
  const where = whereOf(mainUserId, query);
  const { total, totalCapped } = await cappedCount(db, 'orders o', where);
  const n = where.params.length;
  const size = query.pageSize;
  const select = `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where.sql}`;
  let rows: OrderRow[];
  if (query.cursor !== undefined) {
    ({ rows } = await db.query<OrderRow>(
      `${select} AND (o.created_at, o.id) < (SELECT c.created_at, c.id FROM orders c WHERE c.id = $${n + 1}::bigint AND c.user_id = $1)
       ORDER BY o.created_at DESC, o.id DESC LIMIT $${n + 2}`,
      [...where.params, query.cursor, size],
    ));
  } else {
    const offset = (query.pageNum - 1) * size;
    const end = Math.min(offset + size, total);
    if (!totalCapped && offset < total && offset * 2 > total) {
      ({ rows } = await db.query<OrderRow>(
        `${select} ORDER BY o.created_at ASC, o.id ASC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...where.params, end - offset, total - end],
      ));
      rows.reverse();
    } else {
      ({ rows } = await db.query<OrderRow>(`${select} ORDER BY o.created_at DESC, o.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...where.params,
        size,
        offset,
      ]));
    }
  }
  // A full page may have a page after it, unless the exact total says this one is the last.
  const lastPage = rows.length < size || (query.cursor === undefined && !totalCapped && query.pageNum * size >= total);
  return { total, totalCapped, nextCursor: lastPage ? null : rows[rows.length - 1]!.id, rows: rows.map(toOrder) };
}

/** The export form's text values as the list's filter. */
export function exportFilter(form: OrderExportForm): OrderFilter {
  const number = (text: string | undefined) => (text === undefined || text === '' ? undefined : Number(text));
  return {
    scope: number(form.scope),
    type: number(form.type),
    flow: form.flow,
    status: number(form.status),
    payType: number(form.payType),
    currencyId: form.currencyId,
    sn: form.sn,
    clientOrderNo: form.clientOrderNo,
    beginTime: form.beginTime,
    endTime: form.endTime,
  };
}

// Free text a user typed: a spreadsheet must not run it as a formula.
const TEXT_COLUMNS = new Set<string>(['oppoAccountName', 'rejectReason', 'clientOrderNo']);

function csvCell(column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (TEXT_COLUMNS.has(column) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(order: Order): string {
  return `${ORDER_EXPORT_COLUMNS.map((column) => csvCell(column, order[column])).join(',')}\r\n`;
}

const BATCH = 500;

/**
 * Every matching order as CSV (header row, amounts as decimal strings, times in ISO 8601),
 * newest first, read in batches by key so that memory stays flat however many rows match. Starts
 * with a byte-order mark so that spreadsheet programs read names in Chinese correctly.
 */
export function exportOrders(db: Db, mainUserId: number, filter: OrderFilter): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\ufeff${ORDER_EXPORT_COLUMNS.join(',')}\r\n`;
    const where = whereOf(mainUserId, filter);
    const n = where.params.length;
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const page: OrderRow[] = (
        await db.query<OrderRow>(
          `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where.sql}
           ${after ? `AND (o.created_at, o.id) < ($${n + 1}::timestamptz, $${n + 2}::bigint)` : ''}
           ORDER BY o.created_at DESC, o.id DESC LIMIT ${BATCH}`,
          after ? [...where.params, after.createdAt, after.id] : where.params,
        )
      ).rows;
      if (page.length > 0) yield page.map((row) => csvLine(toOrder(row))).join('');
      if (page.length < BATCH) return;
      const last = page[page.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
  }
  return Readable.from(lines());
}
