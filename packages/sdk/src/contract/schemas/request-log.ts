/**
 * The console's request log (issue 24): the merchant's own calls of the merchant API over the
 * last 7 days, newest first, paged by a cursor (the last row's position) rather than a page
 * number, so a page stays put while new calls arrive.
 */
import { Type, type Static } from 'typebox';
import { MerchantOrderNo } from './open-api.ts';
import { DateTime, Nullable } from './primitives.ts';

/** How long the request log keeps a call. */
export const REQUEST_LOG_DAYS = 7;

/** `<ISO time>_<id>` of the last row of the page before. */
export const RequestLogCursor = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z_\\d{1,18}$', maxLength: 48 });

export const RequestLogQuery = Type.Object(
  {
    pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
    /** Only the calls about this order reference of the merchant's own (body or query). */
    merchantOrderNo: Type.Optional(MerchantOrderNo),
    /** The page after this cursor; the newest page without one. */
    cursor: Type.Optional(RequestLogCursor),
  },
  { additionalProperties: false },
);
export type RequestLogQuery = Static<typeof RequestLogQuery>;

/** One call: `code` is the envelope's (null when the reply was not the envelope); `body` is masked. */
export const RequestLogEntry = Type.Object({
  id: Type.String(),
  time: DateTime,
  requestId: Type.String(),
  method: Type.String(),
  path: Type.String(),
  status: Type.Integer(),
  code: Nullable(Type.Integer()),
  latencyMs: Type.Integer({ minimum: 0 }),
  merchantOrderNo: Nullable(Type.String()),
  body: Nullable(Type.String({ description: 'The request body as sent, secrets masked, at most 4000 characters' })),
});
export type RequestLogEntry = Static<typeof RequestLogEntry>;

export const RequestLogPage = Type.Object({
  rows: Type.Array(RequestLogEntry),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: Nullable(RequestLogCursor),
});
export type RequestLogPage = Static<typeof RequestLogPage>;
