/**
 * Several server instances on one database each run a delivery poller. A receiver must get each
 * notification once per attempt of its retry schedule, never twice at once because two pollers
 * both believed they held it, and a poller that lost its claim must not record anything.
 *
 * Runs on PGlite (the pollers share one handle, their statements interleave) and on PostgreSQL
 * (`TEST_DATABASE_URL`: the pollers' statements run on separate pooled connections).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMerchant, type Merchant } from '../merchant/test-kit.ts';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { runDueWebhooks } from '../../domain/webhooks/queue.ts';
import { startWebhookScheduler, type WebhookSchedulerOptions } from '../../domain/webhooks/scheduler.ts';
import { newEventId } from '../../domain/webhooks/signature.ts';
import { httpTransport, type WebhookTransport } from '../../domain/webhooks/transport.ts';

interface Seen {
  id: string;
  at: number;
  answered: number | 'hung';
}

/** A loopback receiver whose answer to each request the test decides (`null`: never answer). */
async function startReceiver(answer: (id: string, copy: number) => { status: number | null; delayMs: number }) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const copy = seen.filter((s) => s.id === id).length + 1;
      const { status, delayMs } = answer(id, copy);
      const entry: Seen = { id, at: Date.now(), answered: status ?? 'hung' };
      seen.push(entry);
      if (status === null) return;
      setTimeout(() => response.writeHead(status).end(status === 200 ? 'ok' : 'no'), delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function queue(merchant: Merchant, url: string, count: number, at: Date): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const eventId = newEventId();
    const payload = JSON.stringify({ type: 'order.status_changed', timestamp: at.toISOString(), data: { orderNo: `MZ-MULTI-${i}` } });
    await t.db.query(
      `INSERT INTO webhook_delivery (user_id, event_id, event_type, order_sn, url, payload, status, next_attempt_at, created_at)
       VALUES ($1, $2, 'order.status_changed', $3, $4, $5, 'pending', $6, $6)`,
      [merchant.user.userId, eventId, `MZ-MULTI-${i}`, url, payload, at],
    );
    ids.push(eventId);
  }
  return ids;
}

interface StateRow {
  event_id: string;
  status: string;
  attempt_count: number;
}
interface AttemptRow {
  event_id: string;
  attempt_no: number;
  response_status: number | null;
  error: string | null;
}

async function stateOf(merchant: Merchant) {
  const { rows: deliveries } = await t.db.query<StateRow>('SELECT event_id, status, attempt_count FROM webhook_delivery WHERE user_id = $1 ORDER BY id', [
    merchant.user.userId,
  ]);
  const { rows: attempts } = await t.db.query<AttemptRow>(
    `SELECT d.event_id, a.attempt_no, a.response_status, a.error FROM webhook_attempt a JOIN webhook_delivery d ON d.id = a.delivery_id
     WHERE d.user_id = $1 ORDER BY d.id, a.attempt_no`,
    [merchant.user.userId],
  );
  return { deliveries, attempts };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An instance's delivery poller, as the server runs it; its errors are collected, not swallowed. */
function poller(now: () => Date, options: Omit<WebhookSchedulerOptions, 'now' | 'intervalMs' | 'onError'>, errors: unknown[]) {
  return startWebhookScheduler(t.db, { ...options, now, intervalMs: 25, onError: (error) => errors.push(error) });
}

async function until(condition: () => Promise<boolean>, limitMs: number): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not done within ${limitMs} ms`);
    await sleep(50);
  }
}

describe('two server instances delivering from one queue', () => {
  it('send each notification once per attempt even when a batch outlasts the other instance\'s idea of a claim', async () => {
    // Every first copy answers 500 slowly, the retry answers 200: two copies per event, in sequence.
    const receiver = await startReceiver((_id, copy) => (copy === 1 ? { status: 500, delayMs: 150 } : { status: 200, delayMs: 150 }));
    const merchant = await approvedMerchant(t, { notifyUrl: receiver.url });
    const start = new Date();
    const events = await queue(merchant, receiver.url, 12, start);
    const errors: unknown[] = [];
    const transport: WebhookTransport = httpTransport;
    // Instance B's clock is 61 s ahead of A's (clock skew between hosts, or A's batch having run
    // for longer than a claim lasts): by B's clock A's claims have long run out.
    const a = poller(() => new Date(), { transport, sandbox: true }, errors);
    await until(async () => receiver.seen.length > 0, 10_000);
    const b = poller(() => new Date(Date.now() + 61_000), { transport, sandbox: true }, errors);
    try {
      await until(async () => (await stateOf(merchant)).deliveries.every((d) => d.status === 'delivered'), 60_000);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await receiver.close();
    }
    expect(errors).toEqual([]);
    for (const id of events) {
      expect(receiver.seen.filter((s) => s.id === id).map((s) => s.answered), id).toEqual([500, 200]);
    }
    const { deliveries, attempts } = await stateOf(merchant);
    expect(deliveries.map((d) => [d.status, d.attempt_count])).toEqual(events.map(() => ['delivered', 2]));
    expect(attempts).toHaveLength(events.length * 2);
    for (const id of events) {
      expect(attempts.filter((x) => x.event_id === id).map((x) => [x.attempt_no, x.response_status])).toEqual([
        [1, 500],
        [2, 200],
      ]);
    }
    console.info(`[reliability] multi-instance: 2 pollers (clocks 61 s apart), ${events.length} notifications, ${receiver.seen.length} requests received, 0 duplicates`);
  }, 90_000);

  it('three instances, a receiver that hangs past the attempt timeout, more work than one claim covers: once per attempt, none lost', async () => {
    // Long enough that a loaded machine still delivers the request before the cut-off.
    const attemptTimeoutMs = 1_000;
    const claimMarginMs = 500;
    // The first copy of each event gets no answer in time (the receiver did get it); the retry 200.
    const receiver = await startReceiver((_id, copy) => (copy === 1 ? { status: null, delayMs: 0 } : { status: 200, delayMs: 20 }));
    const merchant = await approvedMerchant(t, { notifyUrl: receiver.url });
    const events = await queue(merchant, receiver.url, 10, new Date());
    const errors: unknown[] = [];
    const options = { transport: httpTransport, sandbox: true, attemptTimeoutMs, claimMarginMs };
    // The instances' clocks agree; each attempt can take 1 s and a claim lasts 1.5 s, so the ten
    // first attempts are more than six times what a single claim covers.
    const started = Date.now();
    const pollers = [0, 1, 2].map(() => poller(() => new Date(), options, errors));
    try {
      await until(async () => (await stateOf(merchant)).deliveries.every((d) => d.status === 'delivered'), 60_000);
    } finally {
      await Promise.all(pollers.map((p) => p.stop()));
      await receiver.close();
    }
    const took = Date.now() - started;
    expect(errors).toEqual([]);
    for (const id of events) {
      const copies = receiver.seen.filter((s) => s.id === id);
      expect(copies.map((s) => s.answered), `${id}: ${JSON.stringify(receiver.seen)}`).toEqual(['hung', 200]);
      // The retry follows the 5 s back-off after the first attempt ended, not a second poller's
      // concurrent send (that would come within the second the first attempt lasts).
      expect(copies[1]!.at - copies[0]!.at, `${id}: ${JSON.stringify(copies)}`).toBeGreaterThanOrEqual(5_000);
    }
    const { deliveries, attempts } = await stateOf(merchant);
    expect(deliveries.map((d) => [d.status, d.attempt_count])).toEqual(events.map(() => ['delivered', 2]));
    expect(attempts).toHaveLength(events.length * 2);
    for (const id of events) {
      const mine = attempts.filter((x) => x.event_id === id);
      expect(mine.map((x) => x.attempt_no)).toEqual([1, 2]);
      expect(mine[0]!.response_status).toBeNull();
      expect(mine[0]!.error).toMatch(/no answer within/);
      expect(mine[1]!.response_status).toBe(200);
    }
    console.info(
      `[reliability] multi-instance: 3 pollers, ${events.length} notifications, attempt timeout ${attemptTimeoutMs} ms, claim ${attemptTimeoutMs + claimMarginMs} ms, ${receiver.seen.length} requests received (one per attempt), ${took} ms`,
    );
  }, 90_000);

  it('a poller that lost its claim writes nothing: the result of the instance that took over stands', async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 0 }));
    const merchant = await approvedMerchant(t, { notifyUrl: receiver.url });
    const [event] = await queue(merchant, receiver.url, 1, new Date());
    let release: (() => void) | undefined;
    let stalled: (() => void) | undefined;
    const stalledNow = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    // Instance A gets as far as sending, then stalls (a long pause, a lost network) past its claim.
    const stallingTransport: WebhookTransport = (request) =>
      new Promise((resolve) => {
        release = () => resolve({ status: 500, body: `late answer to ${request.headers['webhook-id']}` });
        stalled!();
      });
    const first = runDueWebhooks(t.db, { transport: stallingTransport, sandbox: true, now: new Date(), attemptTimeoutMs: 30_000 });
    await stalledNow;
    // A's claim runs out while it is stalled.
    await t.db.query("UPDATE webhook_delivery SET claimed_until = now() - interval '1 second' WHERE event_id = $1", [event]);
    // Instance B takes the notification over and delivers it.
    expect(await runDueWebhooks(t.db, { transport: httpTransport, sandbox: true, now: new Date() })).toBe(1);
    // A wakes up with a failure: it no longer holds the claim, so it records nothing.
    release!();
    expect(await first).toBe(0);
    await receiver.close();
    const { deliveries, attempts } = await stateOf(merchant);
    expect(deliveries).toEqual([{ event_id: event, status: 'delivered', attempt_count: 1 }]);
    expect(attempts.map((x) => [x.attempt_no, x.response_status])).toEqual([[1, 200]]);
    expect(receiver.seen.map((s) => s.answered)).toEqual([200]);
  }, 30_000);
});
