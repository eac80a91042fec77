import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FxQuote } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../testing/index.ts';
import { fundedMerchant, openCall, recordingTransport, type Merchant } from '../features/merchant/test-kit.ts';
import { seedBulkOrders } from '../features/orders/demo-seed.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, type Call } from '../features/orders/test-kit.ts';
import type { Db } from './types.ts';

let t: TestApp;
let call: Call;
let clock = new Date('2026-02-01T08:00:00Z');
const tick = (ms = 1_000) => {
  clock = new Date(clock.getTime() + ms);
};

let demo: TestUser;
let trader: TestUser;
let merchant: Merchant;

/** Every SQL text the server ran, so a test can ask the planner about the one a list used. */
const ran: { sql: string; params: unknown[] }[] = [];

function recordQueries(db: Db): void {
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    ran.push({ sql, params: params ?? [] });
    return query(sql, params);
  }) as Db['query'];
}

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock }, merchant: { transport: recordingTransport() } });
  call = caller(t);
  await t.app.ready();
  recordQueries(t.db);

  demo = await createTestUser(t.db, { email: 'demo@mizani.africa', now: clock });
  await seedBulkOrders(t.db, 23, clock);
  // Operation log entries, three of them in one instant: ties are ordered by id.
  await t.db.query(
    `INSERT INTO user_log (user_id, operation, ip, success, created_at)
     SELECT $1, 'login', '127.0.0.1', true, $2::timestamptz - make_interval(secs => least(i, 20)) FROM generate_series(1, 23) AS i`,
    [demo.userId, clock],
  );

  trader = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock });
  await fundWallet(t.db, trader.userId, 0, 'KES', 1_000_000n);
  for (let i = 0; i < 5; i += 1) {
    tick();
    const quote = await call<FxQuote>(trader, '/fx/quote', { fromScope: 0, fromCurrency: 'KES', toScope: 1, toCurrency: 'USD', amount: `${100 + i}`, fixedSide: 'from' });
    const converted = await call(trader, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('fx'), fundPassword: FUND_PASSWORD });
    if (converted.code !== 200) throw new Error(`fx/convert: ${converted.code} ${converted.msg}`);
  }

  merchant = await fundedMerchant(t);
  // A company account: merchant API payouts are for verified companies.
  await t.db.query("UPDATE app_user SET user_type = 'company' WHERE id = $1", [merchant.user.userId]);
  for (let i = 0; i < 5; i += 1) {
    tick();
    const reply = await openCall(t, merchant, '/open/v1/payout', {
      body: { merchantOrderNo: clientOrderNo('PO'), amount: `${10 + i}`, currencyId: 'KES', channel: 2, phone: '712345670' },
    });
    if (reply.code !== 200) throw new Error(`payout: ${reply.code} ${reply.msg}`);
  }
}, 120_000);
afterAll(() => t?.close());

interface KeysetReply<Row> {
  rows: Row[];
  total: number;
  totalCapped?: boolean;
  nextCursor?: string | null;
}

/**
 * Reads a whole list twice, by page number and by following the cursors from the first page,
 * and checks both give the same rows in the same order, more than one page of them, every row
 * once, the last page without a cursor.
 */
async function walk<Row>(user: TestUser, path: string, body: Record<string, unknown>, idOf: (row: Row) => string, pageSize = 2): Promise<string[]> {
  const list = async (extra: Record<string, unknown>) => {
    const reply = await call<KeysetReply<Row>>(user, path, { ...body, pageSize, ...extra });
    expect(reply.code, `${path}: ${reply.msg}`).toBe(200);
    return reply.data;
  };
  const first = await list({ pageNum: 1 });
  expect(first.totalCapped).toBe(false);
  const pages = Math.ceil(first.total / pageSize);
  expect(pages).toBeGreaterThan(2);

  const byNumber: string[] = [];
  let lastByNumber = first;
  for (let pageNum = 1; pageNum <= pages; pageNum += 1) {
    lastByNumber = await list({ pageNum });
    byNumber.push(...lastByNumber.rows.map(idOf));
  }
  expect(lastByNumber.nextCursor).toBeNull();

  const byCursor = first.rows.map(idOf);
  let page = first;
  let count = 1;
  while (page.nextCursor) {
    // pageNum stays valid (the contract's), the cursor decides.
    page = await list({ pageNum: count + 1, cursor: page.nextCursor });
    expect(page.total).toBe(first.total);
    byCursor.push(...page.rows.map(idOf));
    count += 1;
  }
  expect(count).toBe(pages);
  expect(page.rows.map(idOf)).toEqual(lastByNumber.rows.map(idOf));
  expect(byCursor).toEqual(byNumber);
  expect(new Set(byNumber).size).toBe(first.total);
  return byNumber;
}

describe('lists of growing data, by cursor and by page number', () => {
  it('orders', async () => {
    const sns = await walk<{ sn: string }>(demo, '/order/list', {}, (r) => r.sn, 5);
    expect(sns).toHaveLength(23);
  });

  it('asset history, newest booking first', async () => {
    const ids = await walk<{ id: string }>(demo, '/account/rechargeHistory/list', {}, (r) => r.id, 4);
    expect(ids.map(Number)).toEqual(ids.map(Number).sort((a, b) => b - a));
  });

  it('FX history', async () => {
    expect(await walk<{ sn: string }>(trader, '/fx/list', {}, (r) => r.sn)).toHaveLength(5);
  });

  it('merchant orders, cursor by order number', async () => {
    expect(await walk<{ orderNo: string }>(merchant.user, '/user/userApi/orders/list', { type: 'payout' }, (r) => r.orderNo)).toHaveLength(5);
  });

  it('webhook deliveries', async () => {
    await walk<{ id: string }>(merchant.user, '/user/userApi/webhooks/list', {}, (r) => r.id);
  });

  it('suspense records', async () => {
    // The top-up and five payouts.
    expect(await walk<{ id: string }>(merchant.user, '/user/suspense/record/list', {}, (r) => r.id)).toHaveLength(6);
  });

  it('the operation log, ties in one instant by id', async () => {
    const ids = await walk<{ id: number }>(demo, '/user/log', { operation: 'login' }, (r) => String(r.id), 5);
    expect(ids).toHaveLength(23);
  });

  it('refuses a cursor that is not one, and shows nothing for another account’s row', async () => {
    expect((await call(demo, '/order/list', { pageNum: 1, pageSize: 5, cursor: 'abc' })).code).toBe(-1008);
    expect((await call(merchant.user, '/user/userApi/orders/list', { pageNum: 1, pageSize: 5, type: 'payout', cursor: "x' OR 1=1" })).code).toBe(-1008);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM user_log WHERE user_id = $1 LIMIT 1', [demo.userId]);
    const foreign = await call<KeysetReply<unknown>>(trader, '/user/log', { pageNum: 1, pageSize: 5, cursor: rows[0]!.id });
    expect(foreign.data).toMatchObject({ rows: [], nextCursor: null });
  });
});

/** Enough rows that sorting a history costs more than reading its index (the same plans hold at 10,000). */
const ROWS = 2_000;

describe('the plans of the lists with thousands of rows, after ANALYZE', () => {
  /** The plan of the last page query the server ran for a list (the one with ORDER BY and LIMIT). */
  async function planOf(user: TestUser, path: string, body: Record<string, unknown>): Promise<string> {
    ran.length = 0;
    const reply = await call(user, path, { pageNum: 1, pageSize: 20, ...body });
    expect(reply.code).toBe(200);
    const page = ran.filter((q) => /ORDER BY/.test(q.sql) && /LIMIT/.test(q.sql)).at(-1)!;
    const { rows } = await t.db.query<Record<string, string>>(`EXPLAIN ${page.sql}`, page.params);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  }

  it('reads each first page from the index of its filter and order, with no sort of the history', async () => {
    await seedBulkOrders(t.db, ROWS, clock);
    const when = clock;
    await t.db.query(
      `INSERT INTO user_log (user_id, operation, ip, success, created_at)
       SELECT $1, CASE WHEN i % 10 = 0 THEN 'login' ELSE 'infoSave' END, '127.0.0.1', true, $2::timestamptz - make_interval(mins => i)
       FROM generate_series(1, $3::int) AS i`,
      [demo.userId, when, ROWS],
    );
    await t.db.query(
      `INSERT INTO webhook_delivery (user_id, event_id, event_type, order_sn, url, payload, status, attempt_count, next_attempt_at, created_at)
       SELECT $1, 'evt-plan-' || i, 'order.status', NULL, 'https://hooks.example/x', '{}',
              CASE WHEN i % 50 = 0 THEN 'failed' ELSE 'delivered' END, 1, NULL, $2::timestamptz - make_interval(mins => i)
       FROM generate_series(1, $3::int) AS i`,
      [merchant.user.userId, when, ROWS],
    );
    // One conversion in twenty is the pair asked for below.
    await t.db.query(
      `INSERT INTO fx_quote (id, user_id, from_scope, from_currency, from_amount, to_scope, to_currency, to_amount, rate, fee, fixed_side, created_at, expires_at, used_by_sn)
       SELECT 'plan-quote-000000000000' || i, $1, 0, 'KES', 1000, 1, CASE WHEN i % 20 = 0 THEN 'USD' ELSE 'TZS' END, 7, 0.0077, 0, 'from', $2, $2, 'FXPLAN' || i FROM generate_series(1, $3::int) AS i`,
      [trader.userId, when, ROWS],
    );
    await t.db.query(
      `INSERT INTO fx_conversion (sn, user_id, created_by, client_order_no, quote_id, from_scope, from_currency, from_amount, to_scope, to_currency, to_amount, rate, fee, fixed_side, posting_id, created_at)
       SELECT 'FXPLAN' || p.n, $1, $1, 'plan-' || p.n, 'plan-quote-000000000000' || p.n, 0, 'KES', 1000, 1, CASE WHEN p.n % 20 = 0 THEN 'USD' ELSE 'TZS' END, 7, 0.0077, 0, 'from', p.id,
              $2::timestamptz - make_interval(mins => p.n::int)
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM ledger_posting WHERE id NOT IN (SELECT posting_id FROM fx_conversion)) AS p
       WHERE p.n <= $3`,
      [trader.userId, when, ROWS],
    );
    await t.db.query(
      `INSERT INTO merchant_order (sn, user_id, merchant_order_no, type, source, request_hash, created_at)
       SELECT o.sn, $1, 'plan-' || o.id, 'payout', 'api', 'h', o.created_at FROM orders o WHERE o.user_id = $2`,
      [merchant.user.userId, demo.userId],
    );
    await t.db.exec('ANALYZE');

    const plans = {
      orders: await planOf(demo, '/order/list', { scope: 0 }),
      ordersByStatus: await planOf(demo, '/order/list', { scope: 0, status: 1 }),
      assets: await planOf(demo, '/account/rechargeHistory/list', { scope: 0, currencyId: 'TZS' }),
      fx: await planOf(trader, '/fx/list', {}),
      fxPair: await planOf(trader, '/fx/list', { fromCurrency: 'KES', toCurrency: 'USD' }),
      merchant: await planOf(merchant.user, '/user/userApi/orders/list', { type: 'payout' }),
      webhooks: await planOf(merchant.user, '/user/userApi/webhooks/list', {}),
      failedWebhooks: await planOf(merchant.user, '/user/userApi/webhooks/list', { status: 'failed' }),
      log: await planOf(demo, '/user/log', {}),
      logins: await planOf(demo, '/user/log', { operation: 'login' }),
    };
    // The wallet statement is read backwards by entry id, through the account's index or, where
    // one account holds most of the ledger (as here), the entries' own key: either way no sort.
    const expected: Record<keyof typeof plans, RegExp> = {
      orders: /orders_user_scope_list_idx/,
      ordersByStatus: /orders_user_scope_status_list_idx/,
      assets: /Index Scan Backward using ledger_entry_(account_idx|pkey) on ledger_entry/,
      fx: /fx_conversion_user_idx/,
      fxPair: /fx_conversion_user_pair_idx/,
      merchant: /merchant_order_list_idx/,
      webhooks: /webhook_delivery_user_idx/,
      failedWebhooks: /webhook_delivery_user_status_idx/,
      log: /user_log_user_idx/,
      logins: /user_log_user_operation_idx/,
    };
    const verdict = (matches: boolean) => (matches ? 'index, no sort' : 'other plan');
    const summary = (read: (list: keyof typeof plans) => boolean) => Object.fromEntries(Object.keys(plans).map((list) => [list, verdict(read(list as keyof typeof plans))]));
    expect(summary((list) => expected[list].test(plans[list]) && !/\bSort\b/.test(plans[list])), JSON.stringify(plans, null, 1)).toEqual(summary(() => true));
  }, 600_000);
});
