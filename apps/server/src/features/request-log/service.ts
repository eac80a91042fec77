/** Reading the request log: the merchant's own calls, newest first, paged by keyset. */
import { REQUEST_LOG_DAYS, type MerchantOrderType, type RequestLogEntry, type RequestLogPage, type RequestLogQuery } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';

interface Row {
  id: string;
  request_id: string;
  method: string;
  path: string;
  status: number;
  code: number | null;
  latency_ms: number;
  merchant_order_no: string | null;
  body: string | null;
  created_at: Date;
}

const cursorOf = (row: Row) => `${row.created_at.toISOString()}_${row.id}`;

function toEntry(row: Row): RequestLogEntry {
  return {
    id: row.id,
    time: row.created_at.toISOString(),
    requestId: row.request_id,
    method: row.method,
    path: row.path,
    status: row.status,
    code: row.code,
    latencyMs: row.latency_ms,
    merchantOrderNo: row.merchant_order_no,
    body: row.body,
  };
}

/**
 * One page of the main account's calls of the last 7 days. `types` are the kinds of order the
 * caller may see (staff: by their C2B and B2C permissions); calls about no order kind are shown
 * to anyone allowed in. Each filter walks one index: (user, created, id), or (user, order
 * reference, created, id).
 */
export async function listRequestLog(db: Db, userId: number, query: RequestLogQuery, types: readonly MerchantOrderType[], now: Date): Promise<RequestLogPage> {
  const params: unknown[] = [userId, new Date(now.getTime() - REQUEST_LOG_DAYS * 24 * 3_600_000)];
  const where = ['user_id = $1', 'created_at >= $2'];
  const add = (clause: (...n: string[]) => string, ...values: unknown[]) => where.push(clause(...values.map((value) => `$${params.push(value)}`)));
  if (query.merchantOrderNo) add((n) => `merchant_order_no = ${n}`, query.merchantOrderNo);
  if (types.length < 2) add((n) => `(order_type IS NULL OR order_type = ANY(${n}))`, types);
  if (query.cursor) {
    const cut = query.cursor.lastIndexOf('_');
    add((at, id) => `(created_at, id) < (${at}::timestamptz, ${id}::bigint)`, new Date(query.cursor.slice(0, cut)), query.cursor.slice(cut + 1));
  }
  const { rows } = await db.query<Row>(
    `SELECT id, request_id, method, path, status, code, latency_ms, merchant_order_no, body, created_at
     FROM request_log WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${query.pageSize + 1}`,
    params,
  );
  const page = rows.slice(0, query.pageSize);
  return { rows: page.map(toEntry), nextCursor: rows.length > query.pageSize ? cursorOf(page[page.length - 1]!) : null };
}
