import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP, ORDER_EXPORT_COLUMNS, type AssetMovement, type Assets, type Order } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { seedBulkOrders } from '../../features/orders/demo-seed.ts';
import { cappedCount } from '../../db/list-query.ts';
import { caller, FUND_PASSWORD, fundWallet, sendDomestic, type Call } from '../../features/orders/test-kit.ts';

let t: TestApp;
let call: Call;
let clock = new Date('2025-06-01T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock } });
  call = caller(t);
});
afterAll(() => t?.close());

type Page<T> = { rows: T[]; total: number };

async function exportCsv(user: TestUser | null, form: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/export',
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
  });
  return res;
}

/** Splits CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  return rows;
}

describe('order lists', () => {
  let user: TestUser;
  const sns: string[] = [];

  beforeAll(async () => {
    user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock });
    await fundWallet(t.db, user.userId, 0, 'TZS', 100_000_000n);
    // Twelve orders in the same instant, then three more twenty hours apart (the session stays alive).
    for (let i = 0; i < 12; i += 1) {
      const { quote, order } = await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: `${1000 + i}`, phone: '754123450' });
      if (order.code !== 200) throw new Error(`${quote.code} ${quote.msg} / ${order.code} ${order.msg}`);
      sns.push(order.data.sn);
    }
    for (let day = 1; day <= 3; day += 1) {
      clock = new Date(Date.parse('2025-06-01T08:00:00Z') + day * 20 * 3_600_000);
      // Day 2's number ends in 8: the rail fails it a few seconds later.
      const { quote, order } = await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: '2000', phone: day === 2 ? '754123458' : '754123450' });
      if (order.code !== 200) throw new Error(`${quote.code} ${quote.msg} / ${order.code} ${order.msg}`);
      sns.push(order.data.sn);
      clock = new Date(clock.getTime() + 6_000);
      await t.app.money.runDueRailEvents();
    }
    clock = new Date('2025-06-04T08:00:00Z');
  });

  it('pages newest first without overlaps or gaps, ties broken by order of creation', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const reply = await call<Page<Order>>(user, '/order/list', { pageNum: page, pageSize: 4 });
      expect(reply.data.total).toBe(15);
      seen.push(...reply.data.rows.map((r) => r.sn));
    }
    expect(seen).toEqual([...sns].reverse());
  });

  it('filters by status, channel, number, kind, scope and date range', async () => {
    const list = (filter: Record<string, unknown>) => call<Page<Order>>(user, '/order/list', { pageNum: 1, pageSize: 100, ...filter });
    expect((await list({ status: 2 })).data.rows.map((r) => r.sn)).toEqual([sns[13]]);
    expect((await list({ payType: 7, scope: 0, type: 0 })).data.total).toBe(15);
    expect((await list({ type: -1 })).data.total).toBe(0);
    expect((await list({ sn: sns[3] })).data.rows.map((r) => r.sn)).toEqual([sns[3]]);
    const range = await list({ beginTime: '2025-06-02T00:00:00Z', endTime: '2025-06-03T10:00:00Z' });
    expect(range.data.rows.map((r) => r.sn)).toEqual([sns[13], sns[12]]);
    expect((await list({ status: 7 })).code).toBe(-1008);
    expect((await call(user, '/order/list', { pageNum: 1, pageSize: 101 })).code).toBe(-1008);
  });

  it('shows nothing of another account', async () => {
    const other = await createTestUser(t.db);
    expect((await call<Page<Order>>(other, '/order/list', { pageNum: 1, pageSize: 10 })).data).toEqual({ rows: [], total: 0, totalCapped: false, nextCursor: null });
  });

  it('exports the filtered rows as CSV: a header row, decimal amounts, ISO times', async () => {
    const res = await exportCsv(user, 'scope=0&status=1&beginTime=2025-06-01T00%3A00%3A00.000Z');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2025-06-04.csv"');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...ORDER_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(14);
    const column = (name: string) => header!.indexOf(name);
    const newest = rows[0]!;
    expect(newest[column('sn')]).toBe(sns[14]);
    expect(newest[column('status')]).toBe('1');
    expect(newest[column('payAmount')]).toBe('2000.00');
    expect(newest[column('totalAmount')]).toBe('3770.00');
    expect(newest[column('currencyId')]).toBe('TZS');
    expect(newest[column('createTime')]).toBe('2025-06-03T20:00:00.000Z');
    expect(rows.map((r) => r[column('sn')])).toEqual([...sns].reverse().filter((sn) => sn !== sns[13]));
  });

  it('answers a bad filter or a missing session with the envelope, not a file', async () => {
    const bad = await exportCsv(user, 'scope=7');
    expect(bad.headers['content-type']).toMatch(/json/);
    expect(bad.json()).toMatchObject({ code: -1008 });
    expect((await exportCsv(null, '')).json()).toMatchObject({ code: -1001 });
    const empty = await exportCsv(user, 'type=-1');
    expect(parseCsv(empty.body.slice(1))).toHaveLength(1);
  });

  it('keeps what a user typed from running as a spreadsheet formula', async () => {
    const sender = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    const recipient = await createTestUser(t.db, { nickName: '=HYPERLINK("http://x"),"evil"' });
    await fundWallet(t.db, sender.userId, 0, 'KES', 100_000n);
    await sendDomestic(t, sender, { payType: 0, currencyId: 'KES', amount: '10', accountNo: recipient.accountNo });
    const [header, row] = parseCsv((await exportCsv(sender, '')).body.slice(1));
    expect(row![header!.indexOf('oppoAccountName')]).toBe(`'=HYPERLINK("http://x"),"evil"`);
  });
});

describe('a large account', () => {
  let demoUser: TestUser;

  it('lists, exports and verifies ten thousand orders', async () => {
    const demo = (demoUser = await createTestUser(t.db, { email: 'demo@mizani.africa' }));
    expect(await seedBulkOrders(t.db, 10_000, clock)).toBe(10_000);
    expect(await seedBulkOrders(t.db, 10_000, clock)).toBe(0);
    const started = Date.now();
    const deep = await call<Page<Order>>(demo, '/order/list', { pageNum: 400, pageSize: 25 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(deep.data.total).toBe(10_000);
    expect(deep.data.rows).toHaveLength(25);
    const times = deep.data.rows.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const csv = await exportCsv(demo, '');
    expect(parseCsv(csv.body.slice(1))).toHaveLength(10_001);
    const history = await call<Page<AssetMovement>>(demo, '/account/rechargeHistory/list', { pageNum: 1, pageSize: 20 });
    expect(history.data.total).toBeGreaterThan(5_000);
    expect((await verifyLedger(t.db)).ok).toBe(true);

    // The transactions screen of one scope: its first page comes straight from the
    // (user_id, scope, created_at, id) index, with no sort of the account's orders; a deep page
    // may be read either way, and stays fast (timed below and in the end-to-end test).
    await t.db.query('ANALYZE orders');
    const scoped = await call<Page<Order>>(demo, '/order/list', { pageNum: 1, pageSize: 10, scope: 0 });
    const lastPage = Math.ceil(scoped.data.total / 10);
    const plan = async (sql: string, params: unknown[]) =>
      (await t.db.query<Record<string, string>>(`EXPLAIN ANALYZE ${sql}`, params)).rows.map((row) => Object.values(row)[0]).join('\n');
    const listSql = 'SELECT o.id FROM orders o WHERE o.user_id = $1 AND o.scope = $2 ORDER BY o.created_at DESC, o.id DESC LIMIT 10 OFFSET $3';
    const firstPlan = await plan(listSql, [demo.userId, 0, 0]);
    expect(firstPlan).toContain('orders_user_scope_list_idx');
    expect(firstPlan).not.toMatch(/\bSort\b/);
    const timedStart = Date.now();
    const last = await call<Page<Order>>(demo, '/order/list', { pageNum: lastPage, pageSize: 10, scope: 0 });
    expect(Date.now() - timedStart).toBeLessThan(2_000);
    expect(last.data.rows).toHaveLength(scoped.data.total - (lastPage - 1) * 10);

    // Every way of reaching a page gives the same rows as one ordered read of the whole list:
    // from the front by offset, from the oldest end in the older half, and by cursor at any depth.
    const { rows: everyId } = await t.db.query<{ id: string }>(
      'SELECT id FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
      [demo.userId],
    );
    const ids = everyId.map((r) => r.id);
    type OrderPage = Page<Order> & { totalCapped: boolean; nextCursor: string | null };
    const byNumber = async (pageNum: number) => (await call<OrderPage>(demo, '/order/list', { pageNum, pageSize: 25 })).data;
    const snsOf = (positions: string[]) =>
      t.db
        .query<{ sn: string; id: string }>('SELECT sn, id FROM orders WHERE id = ANY($1::bigint[])', [positions])
        .then(({ rows }) => positions.map((id) => rows.find((r) => r.id === id)!.sn));
    const first = await byNumber(1);
    expect(first).toMatchObject({ total: 10_000, totalCapped: false });
    expect(first.rows.map((r) => r.sn)).toEqual(await snsOf(ids.slice(0, 25)));
    expect(first.nextCursor).toBe(ids[24]);
    for (const pageNum of [250, 399, 400]) {
      const page = await byNumber(pageNum);
      expect(page.rows.map((r) => r.sn)).toEqual(await snsOf(ids.slice((pageNum - 1) * 25, pageNum * 25)));
      expect(page.nextCursor).toBe(pageNum === 400 ? null : ids[pageNum * 25 - 1]);
    }
    const afterCursor = await call<OrderPage>(demo, '/order/list', { pageNum: 1, pageSize: 25, cursor: ids[9_949] });
    expect(afterCursor.data.rows.map((r) => r.sn)).toEqual(await snsOf(ids.slice(9_950, 9_975)));
    // Another account's order as a cursor shows nothing of either account.
    const { rows: others } = await t.db.query<{ id: string }>('SELECT id FROM orders WHERE user_id <> $1 LIMIT 1', [demo.userId]);
    const stranger = await call<OrderPage>(demo, '/order/list', { pageNum: 1, pageSize: 25, cursor: others[0]!.id });
    expect(stranger.data).toMatchObject({ rows: [], nextCursor: null });
  });

  it('counts a total up to the cap only, and says when it stopped', async () => {
    const demo = (await t.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = 'demo@mizani.africa'")).rows[0]!.id;
    const where = { sql: 'o.user_id = $1', params: [demo] };
    expect(await cappedCount(t.db, 'orders o', where, 9_999)).toEqual({ total: 9_999, totalCapped: true });
    expect(await cappedCount(t.db, 'orders o', where, 10_000)).toEqual({ total: 10_000, totalCapped: false });
  });

  it('gives by page number the page an OFFSET read gives, past the capped total and under filters, after more history arrives', async () => {
    const demo = demoUser.userId;
    // Three hundred more orders spread over the same year: most land between the older ones.
    expect(await seedBulkOrders(t.db, 10_300, clock)).toBe(300);
    type OrderPage = Page<Order> & { totalCapped: boolean; nextCursor: string | null };
    const cases: { filter: Record<string, unknown>; sql: string; params: unknown[] }[] = [
      { filter: {}, sql: '', params: [] },
      { filter: { status: 2 }, sql: ' AND status = $2', params: [2] },
      { filter: { scope: 0, type: -1 }, sql: ' AND scope = $2 AND kind = $3', params: [0, -1] },
    ];
    for (const { filter, sql, params } of cases) {
      const { rows: matching } = await t.db.query<{ sn: string }>(`SELECT sn FROM orders WHERE user_id = $1${sql} ORDER BY created_at DESC, id DESC`, [demo, ...params]);
      const size = 20;
      const pages = Math.ceil(Math.min(matching.length, LIST_TOTAL_CAP) / size);
      for (const pageNum of [1, 2, Math.ceil(pages / 2), pages - 1, pages, pages + 1]) {
        const page = (await call<OrderPage>(demoUser, '/order/list', { pageNum, pageSize: size, ...filter })).data;
        const expected = matching.slice((pageNum - 1) * size, pageNum * size).map((r) => r.sn);
        expect({ filter, pageNum, rows: page.rows.map((r) => r.sn) }).toEqual({ filter, pageNum, rows: expected });
        expect(page.total).toBe(Math.min(matching.length, LIST_TOTAL_CAP));
        expect(page.totalCapped).toBe(matching.length > LIST_TOTAL_CAP);
        expect(page.nextCursor === null).toBe(matching.length <= pageNum * size);
      }
    }
  });
});

describe('assets', () => {
  it('shows every currency in both scopes with totals, zero where nothing is held', async () => {
    const user = await createTestUser(t.db);
    await fundWallet(t.db, user.userId, 0, 'KES', 25_000_000n);
    await fundWallet(t.db, user.userId, 1, 'KES', 150n);
    await fundWallet(t.db, user.userId, 1, 'USD', 500_000n);
    const assets = (await call<Assets>(user, '/account/assets')).data;
    expect(assets.wallets).toContainEqual({ scope: 0, currencyId: 'KES', balance: '250000.00' });
    expect(assets.wallets).toContainEqual({ scope: 1, currencyId: 'USD', balance: '5000.00' });
    expect(assets.wallets).toContainEqual({ scope: 0, currencyId: 'UGX', balance: '0' });
    expect(assets.wallets).toHaveLength(10);
    expect(assets.totals.find((row) => row.currencyId === 'KES')).toEqual({ currencyId: 'KES', domestic: '250000.00', crossBorder: '1.50', total: '250001.50' });
    expect(assets.totals.find((row) => row.currencyId === 'TZS')).toEqual({ currencyId: 'TZS', domestic: '0.00', crossBorder: '0.00', total: '0.00' });
  });

  it('lists the movements on the wallets with their orders, filtered and paged', async () => {
    const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    await fundWallet(t.db, user.userId, 0, 'TZS', 1_000_000n, new Date(clock.getTime() - 60_000));
    // A number ending in 8: the rail fails it a few seconds later and the money comes back.
    const { order } = await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: '1000', phone: '754123458' });
    clock = new Date(clock.getTime() + 6_000);
    await t.app.money.runDueRailEvents();
    const history = (filter: Record<string, unknown> = {}) =>
      call<Page<AssetMovement>>(user, '/account/rechargeHistory/list', { pageNum: 1, pageSize: 10, ...filter });
    const all = (await history()).data;
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['send.reversal', '2770.00', '10000.00'],
      ['send', '-2770.00', '7230.00'],
      ['opening', '10000.00', '10000.00'],
    ]);
    expect(all.rows[0]).toMatchObject({ sn: order.data.sn, type: 0, flow: 'send', payType: 7, status: 2, scope: 0, currencyId: 'TZS' });
    expect((await history({ direction: 'out' })).data.rows.map((r) => r.kind)).toEqual(['send']);
    expect((await history({ status: 2 })).data.total).toBe(2);
    expect((await history({ scope: 1 })).data.total).toBe(0);
    expect((await history({ currencyId: 'KES' })).data.total).toBe(0);
    const page2 = await call<Page<AssetMovement>>(user, '/account/rechargeHistory/list', { pageNum: 2, pageSize: 2 });
    expect(page2.data.rows.map((r) => r.kind)).toEqual(['opening']);
  });

  it('lets staff see their main account’s money', async () => {
    const main = await createTestUser(t.db);
    const staff = await createTestUser(t.db, { parentId: main.userId, phone: null });
    await fundWallet(t.db, main.userId, 0, 'KES', 100n);
    const assets = (await call<Assets>(staff, '/account/assets')).data;
    expect(assets.wallets).toContainEqual({ scope: 0, currencyId: 'KES', balance: '1.00' });
  });
});
