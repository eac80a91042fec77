import { Readable } from 'node:stream';
import { ORDER_EXPORT_COLUMNS, type Order, type OrderExportForm, type OrderListQuery } from '@mizani/sdk/contract';
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
 * `/order/list`: newest first; orders created in the same instant are ordered by id, so pages do
 * not overlap or skip rows. The (user_id, created_at, id) index serves both the page and the count.
 */
export async function listOrders(db: Db, mainUserId: number, query: OrderListQuery): Promise<{ rows: Order[]; total: number }> {
  const where = whereOf(mainUserId, query);
  const { rows: counted } = await db.query<{ total: string }>(`SELECT count(*) AS total FROM orders o WHERE ${where.sql}`, where.params);
  const n = where.params.length;
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE ${where.sql}
     ORDER BY o.created_at DESC, o.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return { total: Number(counted[0]?.total ?? 0), rows: rows.map(toOrder) };
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
