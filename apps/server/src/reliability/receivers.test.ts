/**
 * Failing receivers: a merchant's real HTTP endpoint (on loopback, allowed in sandbox mode) that
 * is down, then answers 500, then hangs past the delivery timeout, then recovers. Through the real
 * HTTP transport, every notification arrives once the receiver recovers, none is lost, every
 * attempt is logged with what went wrong, and a notification that arrives twice (the receiver got
 * it but its answer came too late) carries the same webhook-id and body both times.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@mizani/sdk/contract';
import { approvedMerchant, openCall, type Merchant } from '../features/merchant/test-kit.ts';
import { WEBHOOK_TIMEOUT_MS } from '../domain/webhooks/transport.ts';
import { findFreePort, createTestApp, type TestApp } from '../testing/index.ts';

type Mode = 'ok' | 'fail-500' | 'hang-first-then-503';

interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  answered: number | 'hung';
}

let t: TestApp;
let clock = Date.now();
let receiver: http.Server | undefined;
let port: number;
let mode: Mode = 'ok';
let hungOnce = false;
const received: Received[] = [];
let merchant: Merchant;

function listen(): Promise<void> {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: Received = {
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
        answered: 200,
      };
      received.push(entry);
      if (mode === 'fail-500') {
        entry.answered = 500;
        response.writeHead(500).end('receiver broken');
      } else if (mode === 'hang-first-then-503' && !hungOnce) {
        hungOnce = true;
        entry.answered = 'hung';
        // Longer than the sender waits: it gives up, though the body did arrive.
        setTimeout(() => response.writeHead(200).end('too late'), WEBHOOK_TIMEOUT_MS + 1500).unref();
      } else if (mode === 'hang-first-then-503') {
        entry.answered = 503;
        response.writeHead(503).end('busy');
      } else {
        response.writeHead(200).end('ok');
      }
    });
  });
  return new Promise((resolve) => receiver!.listen(port, '127.0.0.1', () => resolve()));
}

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => new Date(clock) } });
  port = await findFreePort();
  merchant = await approvedMerchant(t, { notifyUrl: `http://127.0.0.1:${port}/hooks/mizani` });
});

afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  await t?.close();
});

const advance = (ms: number) => {
  clock += ms;
};
const run = () => t.app.merchant.runDueWebhooks(new Date(clock));

function verifySignature(secret: string, entry: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${entry.id}.${entry.timestamp}.${entry.body}`).digest('base64');
  return entry.signature.split(' ').some((part) => part === `v1,${expected}`);
}

describe('notifications to a receiver that is down, broken, slow, then back', () => {
  it('arrive after it recovers: none lost, every attempt logged, duplicates with the same webhook-id', async () => {
    for (let i = 0; i < 3; i += 1) {
      const reply = await openCall(t, merchant, '/open/v1/payin', {
        body: { merchantOrderNo: `HOOK-${clock}-${i}`, amount: '250', currencyId: 'KES', channel: 502, phone: '712345671' },
      });
      expect(reply.code).toBe(Code.OK);
    }
    const { rows: queued } = await t.db.query<{ id: string; event_id: string }>('SELECT id, event_id FROM webhook_delivery WHERE user_id = $1 ORDER BY id', [merchant.user.userId]);
    expect(queued.length).toBeGreaterThanOrEqual(3);
    const events = new Set(queued.map((row) => row.event_id));

    // 1. Nobody listens.
    expect(await run()).toBe(0);
    expect(received).toHaveLength(0);

    // 2. The receiver is up but broken.
    mode = 'fail-500';
    await listen();
    advance(5_000);
    expect(await run()).toBe(0);
    expect(received.filter((r) => r.answered === 500)).toHaveLength(queued.length);

    // 3. It takes the first notification but answers too late, and is busy for the others.
    mode = 'hang-first-then-503';
    advance(5 * 60_000);
    expect(await run()).toBe(0);

    // 4. It recovers.
    mode = 'ok';
    advance(30 * 60_000);
    expect(await run()).toBe(queued.length);

    // Nothing further goes out once delivered.
    const total = received.length;
    advance(24 * 3_600_000);
    expect(await run()).toBe(0);
    expect(received).toHaveLength(total);

    // None lost: every event reached the receiver with a 200.
    const delivered = new Set(received.filter((r) => r.answered === 200).map((r) => r.id));
    expect(delivered).toEqual(events);
    // Duplicates (the hung one, the 500s) carry the same webhook-id and body as the delivery.
    for (const id of events) {
      const copies = received.filter((r) => r.id === id);
      expect(copies.length).toBeGreaterThanOrEqual(2);
      expect(new Set(copies.map((c) => c.body)).size).toBe(1);
      for (const copy of copies) expect(verifySignature(merchant.info.webhookSecret!, copy), `signature of ${id}`).toBe(true);
    }
    const hung = received.find((r) => r.answered === 'hung');
    expect(hung).toBeDefined();
    expect(received.filter((r) => r.id === hung!.id && r.answered === 200)).toHaveLength(1);

    // Every attempt is logged, with what went wrong.
    const { rows: attempts } = await t.db.query<{ delivery_id: string; attempt_no: number; response_status: number | null; error: string | null }>(
      `SELECT a.delivery_id, a.attempt_no, a.response_status, a.error FROM webhook_attempt a JOIN webhook_delivery d ON d.id = a.delivery_id
       WHERE d.user_id = $1 ORDER BY a.delivery_id, a.attempt_no`,
      [merchant.user.userId],
    );
    expect(attempts).toHaveLength(queued.length * 4);
    for (const row of queued) {
      const mine = attempts.filter((a) => a.delivery_id === row.id);
      expect(mine.map((a) => a.attempt_no)).toEqual([1, 2, 3, 4]);
      expect(mine[0]!.response_status).toBeNull();
      expect(mine[0]!.error).toMatch(/ECONNREFUSED|connect/i);
      expect(mine[1]!.response_status).toBe(500);
      expect(mine[3]!.response_status).toBe(200);
    }
    // The hung attempt is logged as no answer in time.
    expect(attempts.some((a) => a.response_status === null && /no answer within/i.test(a.error ?? ''))).toBe(true);
    const { rows: states } = await t.db.query<{ status: string }>('SELECT status FROM webhook_delivery WHERE user_id = $1', [merchant.user.userId]);
    expect(states.every((s) => s.status === 'delivered')).toBe(true);
    console.info(
      `[reliability] receivers: ${queued.length} notifications, ${attempts.length} attempts (${attempts.length - queued.length} retries: refused, 500, timeout, 503), all delivered, ${received.length} requests seen by the receiver`,
    );
  }, 120_000);
});
