import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, createTestUser, type TestDb } from '../testing/index.ts';
import { seedBulkOrders } from '../features/orders/demo-seed.ts';
import { analyzeGrown, grownTables, startAutoAnalyze } from './statistics.ts';

let testDb: TestDb;
let demoId: number;

beforeAll(async () => {
  testDb = await createTestDb();
  demoId = (await createTestUser(testDb.db, { email: 'demo@mizani.africa' })).userId;
}, 60_000);
afterAll(() => testDb?.close());

/** The planner's row estimate for a user's whole order list, in the list's own order. */
async function estimatedOrders(userId: number): Promise<number> {
  const { rows } = await testDb.db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT o.id FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [userId],
  );
  return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
}

describe('planner statistics', () => {
  it('are fresh after seeding ten thousand orders: the order list is estimated within 2x of its size', async () => {
    expect(await seedBulkOrders(testDb.db, 10_000)).toBe(10_000);
    const estimate = await estimatedOrders(demoId);
    expect(estimate).toBeGreaterThan(5_000);
    expect(estimate).toBeLessThan(20_000);
    // With that estimate the first page is read from the list's index, without sorting the history.
    const { rows } = await testDb.db.query<Record<string, string>>(
      'EXPLAIN SELECT o.id FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 10',
      [demoId],
    );
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toContain('orders_user_list_idx');
    expect(plan).not.toMatch(/\bSort\b/);
    // Nothing has grown since: the periodic check finds no work.
    expect(await grownTables(testDb.db)).toEqual([]);
  }, 120_000);

  const grow = (n: number) =>
    testDb.db.query(
      `INSERT INTO user_log (user_id, operation, ip, success, created_at)
       SELECT $1, 'statistics-test', '127.0.0.1', true, now() FROM generate_series(1, $2::int)`,
      [demoId, n],
    );

  it('are gathered again once a table has grown by a fifth', async () => {
    // PostgreSQL's own autovacuum would otherwise race the checks below.
    if (testDb.db.kind === 'postgres') await testDb.db.exec('ALTER TABLE user_log SET (autovacuum_enabled = false)');
    await grow(20_000);
    await analyzeGrown(testDb.db);
    expect(await grownTables(testDb.db)).toEqual([]);
    await grow(200);
    expect(await grownTables(testDb.db)).toEqual([]);
    await grow(10_000);
    expect(await grownTables(testDb.db)).toEqual(['user_log']);
    expect(await analyzeGrown(testDb.db)).toEqual(['user_log']);
    expect(await grownTables(testDb.db)).toEqual([]);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('are gathered again on PostgreSQL when a VACUUM recorded the grown size without them', async () => {
    // Autovacuum's insert-driven pass does this: VACUUM first, ANALYZE as a second step.
    // Autovacuum stays off for user_log, so that it cannot analyse between the VACUUM and the check.
    // It still runs on the other tables (list_version's counters are updated by these inserts), which
    // may then be reported too; the assertions are about user_log only.
    await testDb.db.exec('ALTER TABLE user_log SET (autovacuum_enabled = false)');
    await analyzeGrown(testDb.db);
    expect(await grownTables(testDb.db)).not.toContain('user_log');
    await grow(10_000);
    await testDb.db.exec('VACUUM user_log');
    expect(await grownTables(testDb.db)).toContain('user_log');
    expect(await analyzeGrown(testDb.db)).toContain('user_log');
    expect(await grownTables(testDb.db)).not.toContain('user_log');
  }, 60_000);

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('are checked for on a timer on PGlite, which has no autovacuum', async () => {
    await grow(20_000);
    expect(await grownTables(testDb.db)).toEqual(['user_log']);
    const stop = startAutoAnalyze(testDb.db, 50);
    try {
      await expect.poll(() => grownTables(testDb.db), { timeout: 10_000, interval: 100 }).toEqual([]);
    } finally {
      stop();
    }
  }, 30_000);
});
