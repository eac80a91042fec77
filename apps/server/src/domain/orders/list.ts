import type { Readable } from 'node:stream';
import { ORDER_EXPORT_COLUMNS, type OrderExportForm, type OrderListQuery, type OrderPage } from '@mizani/sdk/contract';
import { buildWhere, csvExport, formNumber, dateRange, equals, owner, readPage, textMatch, type ListSpec } from '../../db/list-query.ts';
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

/** A main account's orders under a filter, newest first, keyed by the (user_id, [scope,] created_at, id) indexes. */
function ordersOf(mainUserId: number, filter: OrderFilter): ListSpec<OrderRow> {
  return {
    select: `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}`,
    countFrom: 'orders o',
    where: buildWhere([
      owner('o.user_id', mainUserId),
      equals('o.scope', filter.scope),
      equals('o.kind', filter.type),
      equals('o.flow', filter.flow),
      equals('o.status', filter.status),
      equals('o.pay_type', filter.payType),
      equals('o.currency_id', filter.currencyId),
      textMatch('o.sn', filter.sn),
      textMatch('o.client_order_no', filter.clientOrderNo),
      dateRange('o.created_at', filter.beginTime, filter.endTime),
    ]),
    key: { time: 'o.created_at', id: 'o.id', cursorRow: 'SELECT c.created_at, c.id FROM orders c WHERE c.id = $c AND c.user_id = $1' },
    cursorOf: (row) => row.id,
    // An order's status changes under it; every other column here is fixed when it is written.
    version: filter.status === undefined ? { list: 'orders', owner: mainUserId } : undefined,
  };
}

/** `/order/list`: newest first; orders created in the same instant by id, so pages never overlap or skip. */
export async function listOrders(db: Db, mainUserId: number, query: OrderListQuery): Promise<OrderPage> {
  return readPage(db, ordersOf(mainUserId, query), query, toOrder);
}

/** The export form's text values as the list's filter. */
export function exportFilter(form: OrderExportForm): OrderFilter {
  return {
    scope: formNumber(form.scope),
    type: formNumber(form.type),
    flow: form.flow,
    status: formNumber(form.status),
    payType: formNumber(form.payType),
    currencyId: form.currencyId,
    sn: form.sn,
    clientOrderNo: form.clientOrderNo,
    beginTime: form.beginTime,
    endTime: form.endTime,
  };
}

/**
 * Every matching order as CSV (header row, amounts as decimal strings, times in ISO 8601),
 * newest first, read in batches by key so that memory stays flat however many rows match. Starts
 * with a byte-order mark so that spreadsheet programs read names in Chinese correctly.
 */
export function exportOrders(db: Db, mainUserId: number, filter: OrderFilter): Readable {
  return csvExport(db, ordersOf(mainUserId, filter), ORDER_EXPORT_COLUMNS, toOrder);
}
