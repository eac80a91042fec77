import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../testing/index.ts';
import { loadAssets } from '../assets/service.ts';
import { seedDemoAccounts } from '../demo/seed.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { parseBulkOrders, seedDemoMoney } from './demo-seed.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemoAccounts(t.db);
});
afterAll(() => t?.close());

describe('demo money', () => {
  it('posts the demo accounts’ opening balances through the ledger, once', async () => {
    await seedDemoMoney(t.db);
    await seedDemoMoney(t.db);
    for (const email of ['demo@mizani.africa', 'company@mizani.africa']) {
      const { rows } = await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE email = $1', [email]);
      const assets = await loadAssets(t.db, rows[0]!.id);
      expect(assets.totals.filter((row) => row.total !== '0.00' && row.total !== '0')).toEqual([
        { currencyId: 'CNY', domestic: '0.00', crossBorder: '10000.00', total: '10000.00' },
        { currencyId: 'KES', domestic: '250000.00', crossBorder: '0.00', total: '250000.00' },
        { currencyId: 'TZS', domestic: '1500000.00', crossBorder: '0.00', total: '1500000.00' },
        { currencyId: 'USD', domestic: '0.00', crossBorder: '5000.00', total: '5000.00' },
      ]);
    }
    expect(await verifyLedger(t.db)).toEqual({ ok: true, postings: 8, accounts: 12, entries: 16 });
    const { rows } = await t.db.query<{ balance: string }>("SELECT balance FROM ledger_account WHERE key = 'house:opening:KES'");
    expect(rows[0]!.balance).toBe('-50000000');
  });

  it('reads DEMO_BULK_ORDERS', () => {
    expect(parseBulkOrders(undefined)).toBe(0);
    expect(parseBulkOrders(' ')).toBe(0);
    expect(parseBulkOrders('10000')).toBe(10_000);
    expect(() => parseBulkOrders('ten')).toThrow(/DEMO_BULK_ORDERS must be a whole number/);
  });
});
