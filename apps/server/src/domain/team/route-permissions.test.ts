import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, endpoints, WRITE_PERMISSIONS, type EndpointName, type Order, type Quote } from '@mizani/sdk/contract';
import { ApiMenu, Menu } from '@mizani/sdk/permissions';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser, type TestUser } from '../../testing/users.ts';
import { createSession } from '../auth/session.ts';
import { FINANCE_VIEWER_MENUS } from '../../features/demo/seed.ts';
import { uploadId } from '../../features/files/test-files.ts';
import { openCall, approvedMerchant } from '../../features/merchant/test-kit.ts';
import { caller, FUND_PASSWORD, fundWallet } from '../../features/orders/test-kit.ts';
import { routePermissions } from './route-permissions.ts';

// @ts-expect-error a call that writes cannot be let through by a permission to look
const readRuleOnCancel: (typeof routePermissions)['order.cancel'] = { kind: 'permission', anyOf: [Menu.PSPOrder], writes: false };
// @ts-expect-error nor by every signed-in caller
const everyoneOnCancel: (typeof routePermissions)['order.cancel'] = { kind: 'any-signed-in' };
void [readRuleOnCancel, everyoneOnCancel];

let t: TestApp;
let main: TestUser;
let emptyStaff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  main = await createTestUser(t.db);
  emptyStaff = await createTestUser(t.db, { parentId: main.userId, phone: null, permissions: [] });
});
afterAll(async () => {
  await t?.close();
});

const names = Object.keys(endpoints) as EndpointName[];
const urlOf = (name: EndpointName) => `/api${endpoints[name].path.replace(/:[A-Za-z]+/g, '1')}`;

/** Whether the running app registered the endpoint (sandbox-only ones, features still being built). */
function registered(name: EndpointName): boolean {
  const { method } = endpoints[name];
  return t.app.hasRoute({ method, url: `/api${endpoints[name].path}` });
}

async function call(name: EndpointName, token: string): Promise<{ code: number; msg: string }> {
  const { method } = endpoints[name];
  const reply = await t.app.inject({
    method,
    url: urlOf(name),
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  // A file-like reply (CSV, upload errors) may not be the envelope; only the code matters here.
  try {
    return reply.json<{ code: number; msg: string }>();
  } catch {
    return { code: reply.statusCode, msg: reply.body };
  }
}

describe('the route-permission map', () => {
  it('marks public exactly the calls the contract sends without a token', () => {
    for (const name of names) {
      expect({ name, public: routePermissions[name].kind === 'public' }).toEqual({ name, public: !endpoints[name].auth });
    }
  });

  it('gives no call that writes a free pass: each needs a write permission, the main account, or is about the caller alone', () => {
    const writeNames: ReadonlySet<string> = new Set(WRITE_PERMISSIONS);
    for (const name of names.filter((n) => endpoints[n].writes && endpoints[n].auth)) {
      const rule = routePermissions[name];
      expect({ name, kind: rule.kind }).toMatchObject({ kind: expect.stringMatching(/^(permission|main-only|own-identity)$/) });
      if (rule.kind === 'permission') for (const permission of rule.anyOf) expect({ name, permission, writes: writeNames.has(permission) }).toMatchObject({ writes: true });
    }
  });

  it('names only real permission names, and at least one per permission rule', async () => {
    const { menuTreeNames } = await import('../../features/team/menu-tree.ts');
    const known = new Set(menuTreeNames());
    for (const name of names) {
      const rule = routePermissions[name];
      if (rule.kind !== 'permission') continue;
      expect(rule.anyOf.length, name).toBeGreaterThan(0);
      for (const permission of rule.anyOf) expect({ name, permission, known: known.has(permission) }).toMatchObject({ known: true });
    }
  });
});

describe('a staff member whose role grants nothing', () => {
  const guarded = names.filter((name) => ['main-only', 'permission'].includes(routePermissions[name].kind));
  const open = names.filter((name) => ['any-signed-in', 'own-identity'].includes(routePermissions[name].kind));

  it.each(guarded)('is refused %s with 1000', async (name) => {
    if (!registered(name)) return;
    expect(await call(name, emptyStaff.token)).toEqual({ code: 1000, msg: 'No operation permission', data: null });
  });

  it.each(open)('may call %s', async (name) => {
    if (!registered(name)) return;
    // A session per call: `user.logout` ends the one it is made with.
    const token = await createSession(t.db, emptyStaff.userId, { ip: '127.0.0.1', userAgent: 'test' });
    const { code } = await call(name, token);
    expect([1000, -1001]).not.toContain(code);
  });

  it('checks before the body: an invalid body is still 1000, not a parameter error', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/payee/add',
      headers: { authorization: `Bearer ${emptyStaff.token}` },
      payload: { nonsense: true },
    });
    expect(reply.json()).toMatchObject({ code: 1000 });
  });
});

describe('the main account', () => {
  it.each(names.filter((name) => endpoints[name].auth))('is never refused %s with 1000', async (name) => {
    if (!registered(name)) return;
    const token = await createSession(t.db, main.userId, { ip: '127.0.0.1', userAgent: 'test' });
    const { code } = await call(name, token);
    expect([1000, -1001]).not.toContain(code);
  });
});

it('covers the routes the server registers (most of the table exists)', () => {
  expect(names.filter(registered).length).toBeGreaterThan(names.length / 2);
});

describe("the demo 'Finance viewer', who may change nothing", () => {
  it("gets 1000 cancelling the main account's pending order, which stays pending", async () => {
    const call = caller(t);
    const owner = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    await fundWallet(t.db, owner.userId, 0, 'TZS', 1_000_000n);
    const viewer = await createTestUser(t.db, { parentId: owner.userId, phone: null, permissions: FINANCE_VIEWER_MENUS });
    const quote = await call<Quote>(owner, '/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754987659' });
    // A number ending in 9 never gets an answer from the sandbox rail: the order stays pending.
    const order = await call<Order>(owner, '/order/psp/create', { quoteId: quote.data.quoteId, clientOrderNo: 'VIEWER-1', fundPassword: FUND_PASSWORD });
    expect(order.data.cancellable).toBe(true);
    expect((await call(viewer, `/order/cancel/${order.data.sn}`)).code).toBe(Code.NO_PERMISSION);
    expect((await call<Order>(owner, `/order/detail/${order.data.sn}`)).data.status).toBe(0);
    const sender = await createTestUser(t.db, { parentId: owner.userId, phone: null, permissions: [Menu.PSPIndex, Menu.PSPOrder] });
    expect((await call<Order>(sender, `/order/cancel/${order.data.sn}`)).data.status).toBe(3);
  });

  it("gets 1000 on the main account's KYC file links and its contract workers", async () => {
    const owner = await createTestUser(t.db);
    const viewer = await createTestUser(t.db, { parentId: owner.userId, phone: null, permissions: FINANCE_VIEWER_MENUS });
    const kycReader = await createTestUser(t.db, { parentId: owner.userId, phone: null, permissions: [Menu.UserKyc] });
    const file = await uploadId(t.app, owner.token, 'kyc');
    const link = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: `/api/user/getTempUrl?filePath=${file}`, headers: { authorization: `Bearer ${user.token}` } }).then((r) => r.json<{ code: number }>());
    expect((await link(viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await link(kycReader)).code).toBe(Code.OK);
    const worker = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: '/api/user/ContractWorker/info/1', headers: { authorization: `Bearer ${user.token}` } }).then((r) => r.json<{ code: number }>());
    expect((await worker(viewer)).code).toBe(Code.NO_PERMISSION);
    expect((await worker(kycReader)).code).not.toBe(Code.NO_PERMISSION);
  });
});

describe('webhook deliveries', () => {
  it('are seen and resent by staff only for the kind of order their role lists', async () => {
    const m = await approvedMerchant(t);
    const sns: Record<'payin' | 'payout', string> = { payin: '', payout: '' };
    for (const type of ['payin', 'payout'] as const) {
      const made = await openCall<{ orderNo: string }>(t, m, '/open/v1/payin', {
        body: { merchantOrderNo: `WH-${type}-${Date.now()}`, amount: '500', currencyId: 'KES', channel: 502, phone: '712345671' },
      });
      expect(made.code).toBe(Code.OK);
      sns[type] = made.data.orderNo;
      // The kind is what decides who may see the notification; a payout made here would need a funded suspense wallet.
      await t.db.query('UPDATE merchant_order SET type = $1 WHERE sn = $2', [type, made.data.orderNo]);
      await t.db.query(
        `INSERT INTO webhook_delivery (user_id, event_id, event_type, order_sn, url, payload, status, next_attempt_at, created_at)
         VALUES ($1, $2, 'order.status_changed', $3, 'https://merchant.example/hook', '{"secret":"body"}', 'delivered', NULL, now())`,
        [m.user.userId, `evt-${type}-${Date.now()}`, made.data.orderNo],
      );
    }
    const call = caller(t);
    const c2bOnly = await createTestUser(t.db, { parentId: m.user.userId, phone: null, permissions: [ApiMenu.C2B] });
    const list = await call<{ rows: Array<{ id: string; orderNo: string }> }>(c2bOnly, '/user/userApi/webhooks/list', { pageNum: 1, pageSize: 50 });
    expect([...new Set(list.data.rows.map((row) => row.orderNo))]).toEqual([sns.payin]);
    const all = await call<{ rows: Array<{ id: string; orderNo: string }> }>(m.user, '/user/userApi/webhooks/list', { pageNum: 1, pageSize: 50 });
    const payoutDelivery = all.data.rows.find((row) => row.orderNo === sns.payout)!;
    expect((await call(c2bOnly, `/user/userApi/webhooks/resend/${payoutDelivery.id}`)).code).toBe(Code.DATA_NOT_FOUND);
    const payinDelivery = all.data.rows.find((row) => row.orderNo === sns.payin)!;
    expect((await call(c2bOnly, `/user/userApi/webhooks/resend/${payinDelivery.id}`)).code).toBe(Code.OK);
  });
});
