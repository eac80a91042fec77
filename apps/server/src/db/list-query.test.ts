import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from '@mizani/sdk/contract';
import { createTestDb, createTestUser, type TestDb } from '../testing/index.ts';
import {
  afterCursor,
  amountRange,
  buildWhere,
  dateRange,
  equals,
  fixed,
  inSelect,
  oneOf,
  orderBy,
  owner,
  pageStart,
  readPage,
  textMatch,
  type ListSpec,
} from './list-query.ts';
import { analyzeGrown } from './statistics.ts';
import type { Db } from './types.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

describe('the list-filter builder', () => {
  it('starts with the owner and leaves out every filter not given', () => {
    expect(buildWhere([owner('o.user_id', 7), equals('o.status', undefined), equals('o.sn', ''), equals('o.kind', null), textMatch('o.sn', '  ')])).toEqual({
      sql: 'o.user_id = $1',
      params: [7],
    });
    expect(() => buildWhere([equals('o.status', 1)])).toThrow(/owner/);
    expect(() => buildWhere([owner('o.user_id', undefined as unknown as number)])).toThrow(/owner/);
  });

  it('puts every value in a parameter, numbered in order, whatever it holds', () => {
    const hostile = "1; DROP TABLE orders; --'";
    expect(buildWhere([owner('o.user_id', 3), equals('o.status', 0), equals('o.currency_id', hostile), equals('o.created_at', '2025-01-01T00:00:00Z', 'timestamptz')])).toEqual({
      sql: 'o.user_id = $1 AND o.status = $2 AND o.currency_id = $3 AND o.created_at = $4::timestamptz',
      params: [3, 0, hostile, '2025-01-01T00:00:00Z'],
    });
  });

  it('matches one of several values as one array parameter', () => {
    expect(buildWhere([owner('m.user_id', 1), oneOf('m.type', ['payin', 'payout'], 'text')])).toEqual({ sql: 'm.user_id = $1 AND m.type = ANY($2::text[])', params: [1, ['payin', 'payout']] });
    expect(buildWhere([owner('m.user_id', 1), oneOf('m.type', [], 'text'), oneOf('m.type', undefined, 'text')]).sql).toBe('m.user_id = $1');
  });

  it('bounds a period and an amount at either end or both, ends included', () => {
    expect(buildWhere([owner('x.user_id', 1), dateRange('x.created_at', '2025-06-01T00:00:00Z', '2025-06-30T23:59:59Z')])).toEqual({
      sql: 'x.user_id = $1 AND x.created_at >= $2::timestamptz AND x.created_at <= $3::timestamptz',
      params: [1, '2025-06-01T00:00:00Z', '2025-06-30T23:59:59Z'],
    });
    expect(buildWhere([owner('x.user_id', 1), dateRange('x.created_at', undefined, '2025-06-30T23:59:59Z')]).sql).toBe('x.user_id = $1 AND x.created_at <= $2::timestamptz');
    expect(buildWhere([owner('o.user_id', 1), amountRange('o.pay_amount', 100n, undefined), amountRange('o.fee', 0n, 5n)])).toEqual({
      sql: 'o.user_id = $1 AND o.pay_amount >= $2::bigint AND o.fee >= $3::bigint AND o.fee <= $4::bigint',
      params: [1, 100n, 0n, 5n],
    });
  });

  it('compares typed text trimmed, exactly or anywhere with % and _ taken literally', () => {
    expect(buildWhere([owner('o.user_id', 1), textMatch('o.sn', '  MZ2025  ')])).toEqual({ sql: 'o.user_id = $1 AND o.sn = $2', params: [1, 'MZ2025'] });
    expect(buildWhere([owner('o.user_id', 1), textMatch('o.oppo_account_name', ' 50%_off\\ ', 'contains')])).toEqual({
      sql: 'o.user_id = $1 AND o.oppo_account_name ILIKE $2',
      params: [1, '%50\\%\\_off\\\\%'],
    });
  });

  it('takes a sub-select with the value as a parameter, and fixed SQL only when asked', () => {
    expect(
      buildWhere([
        owner('user_id', 4),
        inSelect('order_sn', 'SELECT sn FROM merchant_order WHERE user_id = $1 AND merchant_order_no = $v', 'PO-1'),
        fixed('e.amount > 0', true),
        fixed('e.amount < 0', false),
      ]),
    ).toEqual({ sql: 'user_id = $1 AND order_sn IN (SELECT sn FROM merchant_order WHERE user_id = $1 AND merchant_order_no = $2) AND e.amount > 0', params: [4, 'PO-1'] });
  });

  it('orders newest first with ties by id, and resumes after the row a cursor names', () => {
    const key = { time: 'o.created_at', id: 'o.id', cursorRow: 'SELECT c.created_at, c.id FROM orders c WHERE c.id = $c AND c.user_id = $1' };
    expect(orderBy(key)).toBe('ORDER BY o.created_at DESC, o.id DESC');
    expect(afterCursor(key, '$5')).toBe('(o.created_at, o.id) < (SELECT c.created_at, c.id FROM orders c WHERE c.id = $5::bigint AND c.user_id = $1)');
    expect(afterCursor({ ...key, cursorType: 'text' }, '$3')).toContain('c.id = $3::text');
    expect(orderBy({ id: 'e.id' })).toBe('ORDER BY e.id DESC');
    expect(afterCursor({ id: 'e.id' }, '$2')).toBe('e.id < $2::bigint');
    expect(() => afterCursor({ time: 'o.created_at', id: 'o.id' }, '$2')).toThrow(/cursorRow/);
  });

  it('resumes at or after the row a cursor names', () => {
    const key = { time: 'o.created_at', id: 'o.id', cursorRow: 'SELECT c.created_at, c.id FROM orders c WHERE c.id = $c AND c.user_id = $1' };
    expect(afterCursor(key, '$3', true)).toBe('(o.created_at, o.id) <= (SELECT c.created_at, c.id FROM orders c WHERE c.id = $3::bigint AND c.user_id = $1)');
    expect(afterCursor({ id: 'e.id' }, '$2', true)).toBe('e.id <= $2::bigint');
  });
});

describe('a page by number', () => {
  let testDb: TestDb;
  let owner1: number;
  let owner2: number;
  const base = new Date('2026-03-01T12:00:00Z');

  /** `count` log entries of `userId`, `step` of them in each second going back from `from`: ties in time. */
  const addLog = (userId: number, count: number, step: number, from: Date = base) =>
    testDb.db.query(
      `INSERT INTO user_log (user_id, operation, ip, success, created_at)
       SELECT $1, CASE WHEN i % 3 = 0 THEN 'logout' ELSE 'login' END, '127.0.0.1', true, $2::timestamptz - make_interval(secs => (i / $3)::int)
       FROM generate_series(1, $4::int) AS i`,
      [userId, from, step, count],
    );

  /** The log as a list, its total and page starts kept under the owner's version unless `unkept`. */
  const spec = (userId: number, filter: { operation?: string; beginTime?: string; endTime?: string } = {}, byId = false, unkept = false): ListSpec<{ id: string }> => ({
    select: 'SELECT l.id FROM user_log l',
    countFrom: 'user_log l',
    where: buildWhere([owner('l.user_id', userId), equals('l.operation', filter.operation), dateRange('l.created_at', filter.beginTime, filter.endTime)]),
    key: byId ? { id: 'l.id' } : { time: 'l.created_at', id: 'l.id', cursorRow: 'SELECT k.created_at, k.id FROM user_log k WHERE k.id = $c AND k.user_id = $1' },
    cursorOf: (row) => row.id,
    version: unkept ? undefined : { list: 'user_log', owner: userId },
  });

  /** The same page read the plain way: the whole list in order, OFFSET rows skipped. */
  async function byOffset(list: ListSpec<{ id: string }>, pageNum: number, pageSize: number) {
    const { rows } = await testDb.db.query<{ id: string }>(
      `${list.select} WHERE ${list.where.sql} ${orderBy(list.key)} LIMIT ${pageSize + 1} OFFSET ${(pageNum - 1) * pageSize}`,
      list.where.params,
    );
    const page = rows.slice(0, pageSize).map((r) => r.id);
    return { page, nextCursor: rows.length > pageSize ? page[page.length - 1]! : null };
  }

  /**
   * Every page of `pageNums` (and one past the end) equals the OFFSET read, rows, cursor and total:
   * read twice, the second time from the total and start kept by the first, and read unkept.
   */
  async function expectSamePages(list: ListSpec<{ id: string }>, pageSize: number, pageNums: number[], total: number, totalCapped = false) {
    for (const pageNum of pageNums) {
      const expected = await byOffset(list, pageNum, pageSize);
      for (const read of [list, list, { ...list, version: undefined }]) {
        const page = await readPage(testDb.db, read, { pageNum, pageSize }, (r) => r.id);
        expect({ pageNum, rows: page.rows, nextCursor: page.nextCursor }).toEqual({ pageNum, rows: expected.page, nextCursor: expected.nextCursor });
        expect({ total: page.total, totalCapped: page.totalCapped }).toEqual({ total, totalCapped });
      }
    }
  }

  const countOf = async (list: ListSpec<{ id: string }>) =>
    Number((await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${list.countFrom} WHERE ${list.where.sql}`, list.where.params)).rows[0]!.n);

  const allPages = (total: number, pageSize: number) => Array.from({ length: Math.ceil(total / pageSize) + 1 }, (_, i) => i + 1);

  beforeAll(async () => {
    testDb = await createTestDb();
    owner1 = (await createTestUser(testDb.db)).userId;
    owner2 = (await createTestUser(testDb.db)).userId;
    // Seven entries in each second, and somebody else's entries in the same instants.
    await addLog(owner1, 130, 7);
    await addLog(owner2, 40, 3);
  }, 60_000);
  afterAll(() => testDb?.close());

  it('is the page OFFSET reads, from either end of the list, with ties in time', async () => {
    await expectSamePages(spec(owner1), 10, allPages(130, 10), 130);
    await expectSamePages(spec(owner1), 7, allPages(130, 7), 130);
    await expectSamePages(spec(owner2), 6, allPages(40, 6), 40);
  });

  it('is the page OFFSET reads under a filter and a period, and by id alone', async () => {
    const logins = await countOf(spec(owner1, { operation: 'login' }));
    expect(logins).toBeGreaterThan(50);
    await expectSamePages(spec(owner1, { operation: 'login' }), 8, allPages(logins, 8), logins);
    const period = { beginTime: '2026-03-01T11:59:50Z', endTime: '2026-03-01T11:59:55Z' };
    await expectSamePages(spec(owner1, period), 4, allPages(42, 4), 42);
    await expectSamePages(spec(owner1, {}, true), 9, allPages(130, 9), 130);
  });

  it('stays the page OFFSET reads after rows arrive, newest and in between', async () => {
    await addLog(owner1, 5, 1, new Date(base.getTime() + 60_000));
    await addLog(owner1, 9, 3, new Date(base.getTime() - 3_000));
    await expectSamePages(spec(owner1), 10, allPages(144, 10), 144);
    const logouts = await countOf(spec(owner1, { operation: 'logout' }));
    await expectSamePages(spec(owner1, { operation: 'logout' }), 5, allPages(logouts, 5), logouts);
  });

  it('finds where a page starts with the total, and nothing past the last row', async () => {
    const total = await countOf(spec(owner1));
    const { rows } = await testDb.db.query<{ id: string }>('SELECT id FROM user_log WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET 30 LIMIT 1', [owner1]);
    expect(await pageStart(testDb.db, spec(owner1, {}, false, true), 30)).toEqual({ at: rows[0]!.id, total, totalCapped: false });
    expect(await pageStart(testDb.db, spec(owner1, {}, false, true), 30, 40)).toEqual({ at: rows[0]!.id, total: 40, totalCapped: true });
    expect(await pageStart(testDb.db, spec(owner1, {}, false, true), total)).toBeUndefined();
  });

  it('past the capped total reads from the newest end and is still the page OFFSET reads', async () => {
    await addLog(owner2, LIST_TOTAL_CAP + 20, 50);
    const last = LIST_TOTAL_CAP / 10;
    await expectSamePages(spec(owner2), 10, [1, 2, 3, last / 2, last - 1, last, last + 1, last + 6], LIST_TOTAL_CAP, true);
    await expectSamePages(spec(owner2, {}, true), 25, [1, 2, LIST_TOTAL_CAP / 25, LIST_TOTAL_CAP / 25 + 1], LIST_TOTAL_CAP, true);
  }, 60_000);

  /** The plan nodes of each statement `readPage` ran for `request`, as executed. */
  async function pagePlans(request: { pageNum: number; pageSize: number; cursor?: string }): Promise<PlanNode[][]> {
    const ran: { sql: string; params: readonly unknown[] }[] = [];
    const db: Db = { ...testDb.db, query: (sql, params) => (ran.push({ sql, params: params ?? [] }), testDb.db.query(sql, params)) };
    const page = await readPage(db, spec(owner2), request, (r) => r.id);
    expect(page.rows).toHaveLength(request.pageSize);
    const plans: PlanNode[][] = [];
    for (const statement of ran) {
      const { rows } = await testDb.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
      const nodes: PlanNode[] = [];
      const visit = (node: PlanNode) => {
        nodes.push(node);
        node.Plans?.forEach(visit);
      };
      visit(rows[0]!['QUERY PLAN'][0].Plan);
      plans.push(nodes);
    }
    return plans;
  }

  const scans = (nodes: PlanNode[]) => nodes.filter((node) => node['Relation Name'] === 'user_log');

  it('reads no more than a page of rows, however deep the page: the rows before it are index entries, walked once', async () => {
    await analyzeGrown(testDb.db);
    const [start, read, ...others] = await pagePlans({ pageNum: LIST_TOTAL_CAP / 10, pageSize: 10 });
    expect(others).toEqual([]);
    // Where the page starts and the capped total: the list's index, walked over no more entries than
    // the total counts, the start row read by both (a count and a separate OFFSET would walk nearly
    // twice as many)...
    expect(scans(start!).map((node) => node['Index Name'])).toEqual(['user_log_user_idx', 'user_log_user_idx']);
    expect(scans(start!).reduce((sum, node) => sum + node['Actual Rows'], 0)).toBeLessThanOrEqual(LIST_TOTAL_CAP + 2);
    // ...then the page's own rows from the same index, eleven (the page and one to tell a next exists).
    const pageScans = scans(read!).filter((node) => node.Alias === 'l');
    expect(pageScans.map((node) => node['Index Name'])).toEqual(['user_log_user_idx']);
    expect(pageScans[0]!['Actual Rows']).toBeLessThanOrEqual(11);
    expect([...start!, ...read!].map((node) => node['Node Type'])).not.toContain('Sort');
  });

  it('reads a page by cursor from the index at the cursor, as deep as the history goes', async () => {
    const { rows: oldest } = await testDb.db.query<{ id: string }>('SELECT id FROM user_log WHERE user_id = $1 ORDER BY created_at, id LIMIT 1 OFFSET 10', [owner2]);
    const [read] = await pagePlans({ pageNum: 1, pageSize: 10, cursor: oldest[0]!.id });
    const pageScans = scans(read!).filter((node) => node.Alias === 'l');
    expect(pageScans.map((node) => node['Index Name'])).toEqual(['user_log_user_idx']);
    expect(pageScans[0]!['Actual Rows']).toBeLessThanOrEqual(11);
    expect(read!.map((node) => node['Node Type'])).not.toContain('Sort');
  });
});

describe('a total kept under the owner\'s version of the list', () => {
  let testDb: TestDb;
  let userId: number;
  /** The database, counting the statements run through it. */
  let counted: { db: Db; statements: () => number };
  const at = new Date('2026-04-01T08:00:00Z');

  const addLog = (count: number, from: Date = at) =>
    testDb.db.query(
      `INSERT INTO user_log (user_id, operation, ip, success, created_at)
       SELECT $1, 'login', '127.0.0.1', true, $2::timestamptz - make_interval(secs => i) FROM generate_series(1, $3::int) AS i`,
      [userId, from, count],
    );
  const list = (operation?: string): ListSpec<{ id: string }> => ({
    select: 'SELECT l.id FROM user_log l',
    countFrom: 'user_log l',
    where: buildWhere([owner('l.user_id', userId), equals('l.operation', operation)]),
    key: { time: 'l.created_at', id: 'l.id', cursorRow: 'SELECT k.created_at, k.id FROM user_log k WHERE k.id = $c AND k.user_id = $1' },
    cursorOf: (row) => row.id,
    version: { list: 'user_log', owner: userId },
  });
  const page = (pageNum: number, db: Db = counted.db, operation?: string) => readPage(db, list(operation), { pageNum, pageSize: 10 }, (r) => r.id);
  /** The statements `read` runs. */
  const statementsOf = async (read: () => Promise<unknown>) => {
    const before = counted.statements();
    await read();
    return counted.statements() - before;
  };

  beforeAll(async () => {
    testDb = await createTestDb();
    userId = (await createTestUser(testDb.db)).userId;
    await addLog(95);
    let n = 0;
    counted = { db: { ...testDb.db, query: (sql, params) => ((n += 1), testDb.db.query(sql, params)) }, statements: () => n };
  }, 60_000);
  afterAll(() => testDb?.close());

  it('is counted once: a page after that is its own statement, a first, a deep or a cursor page', async () => {
    expect(await statementsOf(() => page(1))).toBe(2);
    expect(await statementsOf(() => page(1))).toBe(1);
    expect(await statementsOf(() => page(7))).toBe(2);
    expect(await statementsOf(() => page(7))).toBe(1);
    const { nextCursor } = await page(1);
    expect(await statementsOf(() => readPage(counted.db, list(), { pageNum: 2, pageSize: 10, cursor: nextCursor! }, (r) => r.id))).toBe(1);
    expect((await page(7)).total).toBe(95);
  });

  it('moves with the next page once a row arrives, is removed, or the table is emptied', async () => {
    await page(1);
    await addLog(1, new Date(at.getTime() + 1000));
    const first = await page(1);
    expect(first.total).toBe(96);
    const { rows: newest } = await testDb.db.query<{ id: string }>('SELECT id FROM user_log WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [userId]);
    expect(first.rows[0]).toBe(newest[0]!.id);
    // A deep page's kept start moved too: its rows are the ones OFFSET reads now.
    const { rows: deep } = await testDb.db.query<{ id: string }>('SELECT id FROM user_log WHERE user_id = $1 ORDER BY created_at DESC, id DESC OFFSET 60 LIMIT 10', [userId]);
    expect((await page(7)).rows).toEqual(deep.map((r) => r.id));
    await testDb.db.query('DELETE FROM user_log WHERE id = $1', [newest[0]!.id]);
    expect((await page(1)).total).toBe(95);
    expect((await page(1, counted.db, 'login')).total).toBe(95);
    await testDb.db.query('DELETE FROM user_log WHERE user_id = $1', [userId]);
    expect(await page(1)).toMatchObject({ total: 0, rows: [] });
    await addLog(95);
  });

  it('keeps nothing in a transaction, whose own rows are in no version yet, and a rolled-back one moves nothing', async () => {
    expect((await page(1)).total).toBe(95);
    expect((await page(7)).total).toBe(95);
    await testDb.db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO user_log (user_id, operation, ip, success, created_at) VALUES ($1, 'login', '127.0.0.1', true, $2)`, [userId, at]);
        expect((await page(1, tx)).total).toBe(96);
        expect((await page(7, tx)).total).toBe(96);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await statementsOf(async () => expect((await page(1)).total).toBe(95))).toBe(1);
    expect(await statementsOf(async () => expect((await page(7)).total).toBe(95))).toBe(1);
  });
});
