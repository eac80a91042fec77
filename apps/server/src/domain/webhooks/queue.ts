/**
 * Status notifications: queued in the transaction that changes the order, delivered by a poller
 * (rows of `webhook_delivery` are the queue, so retries survive a restart), every attempt logged
 * in `webhook_attempt`. Delivery is retried with back-off until a 2xx or three days have passed.
 */
import { randomUUID } from 'node:crypto';
import type { MerchantOrder, MerchantOrderType, WebhookAttempt, WebhookDelivery, WebhookEvent, WebhookListQuery } from '@mizani/sdk/contract';
import { Code, PAYOUT_STATUSES } from '@mizani/sdk/contract';
import { buildWhere, dateRange, equals, inSelect, owner, readPage, textMatch, type KeysetPage } from '../../db/list-query.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import type { OrderRow, OrderStatusChange } from '../orders/index.ts';
import { isMerchantClientOrderNo, merchantClientOrderNo, merchantOrderBySn, merchantRowOf, toMerchantOrder, type MerchantViewRow } from '../merchant/view.ts';
import { webhookSigningSecrets } from '../merchant/access.ts';
import { newEventId, signWebhook } from './signature.ts';
import { WEBHOOK_TIMEOUT_MS, type WebhookRequest, type WebhookResponse, type WebhookTransport } from './transport.ts';

export const EVENT_ORDER_STATUS_CHANGED = 'order.status_changed';

/** Pause before each retry, by the number of attempts made so far; the last repeats. */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
/** No attempt is made later than this after the event. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;
const BATCH = 20;
const MAX_RESPONSE_TEXT = 2_000;

/** When the next attempt is due after `attempts` failed ones, or null when it would be too late. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)]!;
  const next = new Date(now.getTime() + delay);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}

/**
 * Queues a notification of the order's current view to the merchant's callback URL. Nothing is
 * queued for merchants without approved access (no URL, no secret to sign with).
 */
export async function enqueueOrderEvent(tx: Db, order: MerchantOrder, userId: number, at: Date): Promise<void> {
  const event: WebhookEvent = { type: EVENT_ORDER_STATUS_CHANGED, timestamp: at.toISOString(), data: order };
  // One statement: the address is read where the delivery is written (none without an approved access).
  await tx.query(
    `INSERT INTO webhook_delivery (user_id, event_id, event_type, order_sn, url, payload, status, next_attempt_at, created_at)
     SELECT user_id, $2::text, $3::text, $4::text, notify_url, $5::text, 'pending', $6::timestamptz, $6::timestamptz
     FROM api_access WHERE user_id = $1 AND audit_status = 1 AND webhook_secret IS NOT NULL`,
    [userId, newEventId(), EVENT_ORDER_STATUS_CHANGED, order.orderNo, JSON.stringify(event), at],
  );
}

const MERCHANT_MARK = merchantClientOrderNo('');

/**
 * The merchant's view of the order the change carries, as `merchantOrderBySn` would read it in
 * this transaction: the order's own fields as the change left them, the merchant's number from
 * the order's client number (`api:` and the number, written with the merchant order) and its kind
 * from the order's flow (a pay-in collects).
 */
function viewRowOf(order: OrderRow): MerchantViewRow {
  return merchantRowOf(order, {
    merchant_order_no: order.client_order_no.slice(MERCHANT_MARK.length),
    type: order.flow === 'collection' ? 'payin' : 'payout',
  });
}

/** The orders' status hook: a merchant order that changed status gets a notification. */
export async function onMerchantOrderStatusChange(tx: Db, change: OrderStatusChange): Promise<void> {
  // Most orders are the portal's: known as such from the change, without a read.
  const clientOrderNo = change.order?.client_order_no ?? change.clientOrderNo;
  if (clientOrderNo !== undefined && !isMerchantClientOrderNo(clientOrderNo)) return;
  // A payout's hand-over and settlement carry the order: one statement fewer inside the payout.
  const row = change.order ? viewRowOf(change.order) : await merchantOrderBySn(tx, change.sn);
  if (!row) return;
  await enqueueOrderEvent(tx, toMerchantOrder(row), row.user_id, change.at);
}

interface DueRow {
  id: string;
  user_id: number;
  event_id: string;
  url: string;
  payload: string;
  attempt_count: number;
  created_at: Date;
  claim_token: string;
}

export interface DeliveryOptions {
  transport: WebhookTransport;
  /**
   * The application's time: what is due, and the time recorded and signed for each attempt. A
   * function is read again before each attempt (the scheduler's real clock), so a long batch
   * does not sign with a stale timestamp; a Date is a fixed moment (tests that drive the clock).
   */
  now: Date | (() => Date);
  sandbox: boolean;
  /** Longest one attempt may take, answer included, before it counts as "no answer". */
  attemptTimeoutMs?: number;
  /** How much longer than one attempt a claim lasts (writing the result, a slow database, a pause). */
  claimMarginMs?: number;
  /** Asked before each claim; false ends the batch early (the server is shutting down). */
  keepGoing?: () => boolean;
}

const CLAIM_MARGIN_MS = 20_000;

/**
 * Claims the next due notification no other poller holds, for one attempt only. The claim is
 * timed on the database's clock, not the instance's: instances whose clocks differ still agree
 * on when it runs out. SKIP LOCKED lets concurrent pollers pass over a row another is claiming.
 */
async function claimNext(db: Db, now: Date, claimMs: number): Promise<DueRow | undefined> {
  const { rows } = await db.query<DueRow>(
    `UPDATE webhook_delivery SET claimed_until = clock_timestamp() + $2::integer * interval '1 millisecond', claim_token = $3
     WHERE id = (
       SELECT id FROM webhook_delivery
       WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= clock_timestamp())
       ORDER BY next_attempt_at, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, user_id, event_id, url, payload, attempt_count, created_at, claim_token`,
    [now, claimMs, randomUUID()],
  );
  return rows[0];
}

/**
 * Attempts the deliveries due at `now` that no other poller holds, oldest first (so a merchant
 * normally sees an order's statuses in the order they happened), at most BATCH per call; returns
 * how many were delivered. Each row is claimed just before its attempt and for that attempt only,
 * so a batch that takes long never leaves unsent rows claimed by a poller that is busy elsewhere,
 * and the claim always outlasts the attempt (the attempt is cut off at `attemptTimeoutMs`, the
 * claim lasts that plus `claimMarginMs`). Several instances can poll one database: a receiver
 * gets each notification once per attempt, and a retry carries the same `webhook-id`.
 */
export async function runDueWebhooks(db: Db, options: DeliveryOptions): Promise<number> {
  const clock = typeof options.now === 'function' ? options.now : () => options.now as Date;
  const timeoutMs = options.attemptTimeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const claimMs = timeoutMs + (options.claimMarginMs ?? CLAIM_MARGIN_MS);
  let delivered = 0;
  for (let i = 0; i < BATCH && (options.keepGoing?.() ?? true); i += 1) {
    const row = await claimNext(db, clock(), claimMs);
    if (!row) break;
    if ((await attempt(db, row, options.transport, options.sandbox, clock, timeoutMs)) === 'delivered') delivered += 1;
  }
  return delivered;
}

/** Posts through the transport, cut off after `timeoutMs` whatever the transport does. */
async function send(transport: WebhookTransport, request: Omit<WebhookRequest, 'signal'>, timeoutMs: number): Promise<WebhookResponse> {
  const controller = new AbortController();
  const late = new Error(`no answer within ${formatSeconds(timeoutMs)} s`);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort(late);
      reject(late);
    }, timeoutMs);
  });
  try {
    return await Promise.race([transport({ ...request, signal: controller.signal }), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const formatSeconds = (ms: number) => String(Math.round(ms / 100) / 10);

type Outcome = 'delivered' | 'retry' | 'failed' | 'claim-lost';

async function attempt(db: Db, row: DueRow, transport: WebhookTransport, sandbox: boolean, clock: () => Date, timeoutMs: number): Promise<Outcome> {
  const now = clock();
  const secrets = await webhookSigningSecrets(db, row.user_id, now);
  const attemptNo = row.attempt_count + 1;
  const started = Date.now();
  let status: number | null = null;
  let body: string | null = null;
  let error: string | null = null;
  if (secrets.length === 0) {
    error = 'API access is no longer approved';
  } else {
    const timestamp = Math.floor(now.getTime() / 1000);
    try {
      const response = await send(
        transport,
        {
          url: row.url,
          body: row.payload,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'MizaniPay-Webhooks/1',
            'webhook-id': row.event_id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(secrets, row.event_id, timestamp, row.payload),
          },
          sandbox,
        },
        timeoutMs,
      );
      status = response.status;
      body = response.body.slice(0, MAX_RESPONSE_TEXT);
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
    }
  }
  const durationMs = Math.max(0, Date.now() - started);
  const ok = status !== null && status >= 200 && status < 300;
  // The back-off is a pause after the attempt, so it counts from when this one ended.
  const next = ok ? null : nextAttemptAt(row.created_at, attemptNo, clock());
  const outcome: Outcome = ok ? 'delivered' : next ? 'retry' : 'failed';
  // Only the holder of the claim records: the row still carrying this poller's token means no
  // other poller has taken it over, so the attempt number is still this one's to use. One
  // statement, so the result and its attempt row commit together without a transaction's
  // three extra round trips.
  const { rows: held } = await db.query<{ delivery_id: string }>(
    `WITH held AS (
       UPDATE webhook_delivery SET status = $3, attempt_count = $4, next_attempt_at = $5, delivered_at = COALESCE($6, delivered_at), claimed_until = NULL, claim_token = NULL
       WHERE id = $1 AND claim_token = $2 RETURNING id
     )
     INSERT INTO webhook_attempt (delivery_id, attempt_no, url, response_status, response_body, error, duration_ms, created_at)
     SELECT id, $4::integer, $7::text, $8::integer, $9::text, $10::text, $11::integer, $12::timestamptz FROM held RETURNING delivery_id`,
    [row.id, row.claim_token, ok ? 'delivered' : next ? 'pending' : 'failed', attemptNo, next, ok ? now : null, row.url, status, body, error, durationMs, now],
  );
  return held[0] ? outcome : 'claim-lost';
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  order_sn: string | null;
  url: string;
  status: WebhookDelivery['status'];
  attempt_count: number;
  next_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
  payload: string;
  merchant_order_no: string | null;
}

interface AttemptRow {
  delivery_id: string;
  attempt_no: number;
  url: string;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  duration_ms: number;
  created_at: Date;
}

const DELIVERY_COLUMNS = `id, event_id, event_type, order_sn, url, status, attempt_count, next_attempt_at, created_at, delivered_at, payload,
  (SELECT merchant_order_no FROM merchant_order WHERE sn = webhook_delivery.order_sn) AS merchant_order_no`;

/** The order status an event reports, read from the body that was (or will be) posted. */
function eventStatusOf(payload: string): WebhookDelivery['eventStatus'] {
  try {
    const status = (JSON.parse(payload) as { data?: { status?: unknown } }).data?.status;
    return (PAYOUT_STATUSES as readonly unknown[]).includes(status) ? (status as WebhookDelivery['eventStatus']) : null;
  } catch {
    return null;
  }
}

async function withAttempts(db: Db, deliveries: DeliveryRow[]): Promise<WebhookDelivery[]> {
  const ids = deliveries.map((d) => d.id);
  const { rows } = ids.length
    ? await db.query<AttemptRow>(
        `SELECT delivery_id, attempt_no, url, response_status, response_body, error, duration_ms, created_at
         FROM webhook_attempt WHERE delivery_id = ANY($1::bigint[]) ORDER BY delivery_id, attempt_no`,
        [ids],
      )
    : { rows: [] as AttemptRow[] };
  const byDelivery = new Map<string, WebhookAttempt[]>();
  for (const a of rows) {
    const list = byDelivery.get(a.delivery_id) ?? [];
    list.push({
      attemptNo: a.attempt_no,
      time: a.created_at.toISOString(),
      url: a.url,
      responseStatus: a.response_status,
      responseBody: a.response_body,
      error: a.error,
      durationMs: a.duration_ms,
    });
    byDelivery.set(a.delivery_id, list);
  }
  return deliveries.map((d) => ({
    id: d.id,
    eventId: d.event_id,
    eventType: d.event_type,
    orderNo: d.order_sn,
    merchantOrderNo: d.merchant_order_no,
    eventStatus: eventStatusOf(d.payload),
    url: d.url,
    status: d.status,
    attemptCount: d.attempt_count,
    nextAttemptTime: d.next_attempt_at?.toISOString() ?? null,
    createTime: d.created_at.toISOString(),
    deliveredTime: d.delivered_at?.toISOString() ?? null,
    payload: d.payload,
    attempts: byDelivery.get(d.id) ?? [],
  }));
}

/**
 * `/user/userApi/webhooks/list`: the main account's notifications, newest first, with every
 * attempt, read from the (user_id, created_at, id) index.
 */
export async function listDeliveries(
  db: Db,
  userId: number,
  query: WebhookListQuery,
  types: readonly MerchantOrderType[] = ALL_TYPES,
): Promise<KeysetPage<WebhookDelivery>> {
  const page = await readPage(
    db,
    {
      select: `SELECT ${DELIVERY_COLUMNS} FROM webhook_delivery`,
      countFrom: 'webhook_delivery',
      where: buildWhere([
        owner('user_id', userId),
        inSelect('order_sn', TYPES_SELECT, types.length < ALL_TYPES.length ? types : undefined),
        textMatch('order_sn', query.orderNo),
        // Through the merchant's unique (user, order reference) index to the one order's deliveries.
        inSelect('order_sn', 'SELECT sn FROM merchant_order WHERE user_id = $1 AND merchant_order_no = $v', query.merchantOrderNo),
        equals('status', query.status),
        dateRange('created_at', query.beginTime, query.endTime),
      ]),
      key: { time: 'created_at', id: 'id', cursorRow: 'SELECT k.created_at, k.id FROM webhook_delivery k WHERE k.id = $c AND k.user_id = $1' },
      cursorOf: (row: DeliveryRow) => row.id,
      // A delivery's status changes, and the filters through merchant_order read another table.
      version:
        query.status === undefined && !query.merchantOrderNo && types.length === ALL_TYPES.length ? { list: 'webhook_delivery', owner: userId } : undefined,
    },
    query,
    (row: DeliveryRow) => row,
  );
  return { ...page, rows: await withAttempts(db, page.rows) };
}

const ALL_TYPES: readonly MerchantOrderType[] = ['payin', 'payout'];

/** The orders of the kinds `$v`: a payin's notification is C2B data, a payout's B2C. */
const TYPES_SELECT = 'SELECT sn FROM merchant_order WHERE type = ANY($v)';
/** Deliveries of the orders of these kinds. */
const ofTypes = (n: string) => `order_sn IN (${TYPES_SELECT.replace('$v', n)})`;

/**
 * `/user/userApi/webhooks/resend/{id}`: due again at once, with the same event id and body (a
 * merchant that already handled it recognises the id), to the callback URL the merchant has now.
 * A delivered or failed one is queued again; after three days a resend is a single attempt.
 * The claim is left alone: a notification being sent right now stays with the poller sending it
 * (which records its result), rather than becoming free for a second poller to send alongside.
 */
export async function resendDelivery(
  db: Db,
  userId: number,
  id: string,
  now: Date,
  types: readonly MerchantOrderType[] = ALL_TYPES,
): Promise<WebhookDelivery> {
  const { rows } = await db.query<DeliveryRow>(
    `UPDATE webhook_delivery SET status = 'pending', next_attempt_at = $3,
       url = COALESCE((SELECT notify_url FROM api_access WHERE user_id = $2), url)
     WHERE id = $1 AND user_id = $2 AND ${ofTypes('$4')} RETURNING ${DELIVERY_COLUMNS}`,
    [id, userId, now, types],
  );
  if (!rows[0]) throw new AppError(Code.DATA_NOT_FOUND);
  const [delivery] = await withAttempts(db, rows);
  return delivery!;
}

/**
 * `/user/userApi/webhooks/replayFailed`: every notification created since `since` that gave up
 * is due again at once, as a resend each (same event id and body, the callback URL the merchant
 * has now). Only 'failed' ones move, so asking again, or twice at once, queues nothing twice.
 */
export async function replayFailedDeliveries(db: Db, userId: number, since: Date, now: Date, types: readonly MerchantOrderType[] = ALL_TYPES): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE webhook_delivery SET status = 'pending', next_attempt_at = $3,
       url = COALESCE((SELECT notify_url FROM api_access WHERE user_id = $1), url)
     WHERE user_id = $1 AND status = 'failed' AND created_at >= $2 AND ${ofTypes('$4')} RETURNING id`,
    [userId, since, now, types],
  );
  return rows.length;
}
