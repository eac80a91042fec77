/** The console's delivery log: the merchant's own order reference, the event's status, and replaying the failed ones. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MerchantOrder, WebhookDelivery } from '@mizani/sdk/contract';
import { ApiMenu } from '@mizani/sdk/permissions';
import { createTestApp, createTestUser, type TestApp } from '../../testing/index.ts';
import { caller, clientOrderNo } from '../orders/test-kit.ts';
import { fundedMerchant, openCall, recordingTransport } from '../merchant/test-kit.ts';

const transport = recordingTransport();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ merchant: { transport } });
});
afterAll(async () => {
  await t?.close();
});

type Page = { rows: WebhookDelivery[]; total: number };

it('lists deliveries with the order reference and event status, finds them by reference, and replays the failed ones once', async () => {
  const m = await fundedMerchant(t);
  // A verified company (KYB): merchant API payouts are open to it.
  await t.db.query("UPDATE app_user SET audit_status = 1, user_type = 'company' WHERE id = $1", [m.user.userId]);
  const call = caller(t);
  const placed: MerchantOrder[] = [];
  for (const merchantOrderNo of [clientOrderNo('WA'), clientOrderNo('WB')]) {
    const reply = await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: { merchantOrderNo, amount: '100', currencyId: 'KES', channel: 2, phone: '712345670' } });
    expect(reply.code).toBe(200);
    placed.push(reply.data);
  }
  const [first, second] = placed as [MerchantOrder, MerchantOrder];

  const found = await call<Page>(m.user, '/user/userApi/webhooks/list', { pageNum: 1, pageSize: 20, merchantOrderNo: first.merchantOrderNo });
  expect(found.code).toBe(200);
  expect(found.data.total).toBeGreaterThanOrEqual(1);
  for (const row of found.data.rows) {
    expect(row).toMatchObject({ orderNo: first.orderNo, merchantOrderNo: first.merchantOrderNo });
    expect(row.eventStatus).toBe((JSON.parse(row.payload) as { data: MerchantOrder }).data.status);
  }

  // Both gave up; only those since the cut-off come back, and asking again queues nothing twice.
  await t.db.query(`UPDATE webhook_delivery SET status = 'failed', next_attempt_at = NULL WHERE user_id = $1`, [m.user.userId]);
  const { rows: times } = await t.db.query<{ created_at: Date; order_sn: string }>('SELECT created_at, order_sn FROM webhook_delivery WHERE user_id = $1 ORDER BY created_at', [m.user.userId]);
  const secondsFirst = times.find((row) => row.order_sn === second.orderNo)!.created_at;
  const replay = await call<{ replayed: number }>(m.user, '/user/userApi/webhooks/replayFailed', { since: secondsFirst.toISOString() });
  expect(replay.code).toBe(200);
  const expected = times.filter((row) => row.created_at >= secondsFirst).length;
  expect(replay.data.replayed).toBe(expected);
  expect((await call<{ replayed: number }>(m.user, '/user/userApi/webhooks/replayFailed', { since: secondsFirst.toISOString() })).data.replayed).toBe(0);

  const all = await call<Page>(m.user, '/user/userApi/webhooks/list', { pageNum: 1, pageSize: 20 });
  const statusOf = (orderNo: string) => new Set(all.data.rows.filter((row) => row.orderNo === orderNo).map((row) => row.status));
  expect(statusOf(second.orderNo)).toEqual(new Set(['pending']));
  expect(statusOf(first.orderNo)).toEqual(new Set(['failed']));

  transport.sent.length = 0;
  expect(await t.app.merchant.runDueWebhooks()).toBe(expected);
  expect(transport.sent.every((request) => JSON.parse(request.body).data.orderNo === second.orderNo)).toBe(true);
});

it('refuses a replay without a time, and to staff without a write permission', async () => {
  const m = await fundedMerchant(t);
  expect((await caller(t)(m.user, '/user/userApi/webhooks/replayFailed', {})).code).toBe(-1008);
  const looker = await createTestUser(t.db, { parentId: m.user.userId, permissions: [ApiMenu.Suspense] });
  expect((await caller(t)(looker, '/user/userApi/webhooks/replayFailed', { since: new Date().toISOString() })).code).toBe(1000);
});

it('notifies an order settled at once with the view the API answers for it, pay-outs and pay-ins alike', async () => {
  const m = await fundedMerchant(t);
  await t.db.query("UPDATE app_user SET audit_status = 1, user_type = 'company' WHERE id = $1", [m.user.userId]);
  const calls = [
    { target: '/open/v1/payout', body: { merchantOrderNo: clientOrderNo('NV'), amount: '100', currencyId: 'KES', channel: 2, phone: '712345670', remark: 'Rent' } },
    { target: '/open/v1/payin', body: { merchantOrderNo: clientOrderNo('NI'), amount: '500', currencyId: 'KES', channel: 502, phone: '712345671' } },
  ];
  for (const { target, body } of calls) {
    const placed = await openCall<MerchantOrder>(t, m, target, { body });
    expect(placed.code).toBe(200);
    // The status listener builds the view from the order the settlement left, without reading it.
    const { rows } = await t.db.query<{ payload: string }>('SELECT payload FROM webhook_delivery WHERE order_sn = $1', [placed.data.orderNo]);
    expect(rows).toHaveLength(1);
    const asRead = await openCall<MerchantOrder>(t, m, `/open/v1/orders/${placed.data.orderNo}`);
    expect(asRead.data).toMatchObject({ status: 2, merchantOrderNo: body.merchantOrderNo, type: target.endsWith('payin') ? 'payin' : 'payout' });
    expect((JSON.parse(rows[0]!.payload) as { data: MerchantOrder }).data).toEqual(asRead.data);
  }
});
