import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/index.ts';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
  await testDb.db.exec(`
    CREATE TABLE wallet (id integer PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
    INSERT INTO wallet VALUES (1, 100), (2, 0);
  `);
});
afterAll(() => testDb?.close());

const balances = async () =>
  (await testDb.db.query<{ id: number; balance: string }>('SELECT id, balance FROM wallet ORDER BY id')).rows;

describe('Db', () => {
  it('runs on the engine the environment asks for', () => {
    expect(testDb.db.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('returns bigint and numeric as strings, exactly, and accepts bigint parameters', async () => {
    const { rows } = await testDb.db.query<{ big: unknown; dec: unknown; sum: unknown; day: unknown; n: unknown }>(
      `SELECT 9007199254740993::bigint AS big, 1250.50::numeric(20,2) AS dec,
              $1::bigint + 1 AS sum, DATE '2025-03-01' AS day, 7::int AS n`,
      [9007199254740993n],
    );
    expect(rows[0]).toEqual({ big: '9007199254740993', dec: '1250.50', sum: '9007199254740994', day: '2025-03-01', n: 7 });
  });

  it('returns arrays of numeric as strings too', async () => {
    const { rows } = await testDb.db.query<{ a: unknown }>("SELECT ARRAY[0.10, 2.25]::numeric[] AS a");
    expect(rows[0]?.a).toEqual(['0.10', '2.25']);
  });

  it('commits a transaction', async () => {
    await testDb.db.transaction(async (tx) => {
      await tx.query('UPDATE wallet SET balance = balance - 30 WHERE id = 1');
      await tx.query('UPDATE wallet SET balance = balance + 30 WHERE id = 2');
    });
    expect(await balances()).toEqual([
      { id: 1, balance: '70' },
      { id: 2, balance: '30' },
    ]);
  });

  it('rolls back every statement of a transaction that throws', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query('UPDATE wallet SET balance = balance + 500 WHERE id = 2');
        throw new Error('payout rail refused');
      }),
    ).rejects.toThrow('payout rail refused');
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query('UPDATE wallet SET balance = balance + 1000 WHERE id = 2');
        await tx.query('UPDATE wallet SET balance = balance - 1000 WHERE id = 1'); // violates the CHECK
      }),
    ).rejects.toThrow();
    expect(await balances()).toEqual([
      { id: 1, balance: '70' },
      { id: 2, balance: '30' },
    ]);
  });

  it('nests with a savepoint: an inner failure undoes only the inner work', async () => {
    await testDb.db.transaction(async (tx) => {
      await tx.query('UPDATE wallet SET balance = balance + 1 WHERE id = 1');
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('UPDATE wallet SET balance = balance + 100 WHERE id = 2');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    expect(await balances()).toEqual([
      { id: 1, balance: '71' },
      { id: 2, balance: '30' },
    ]);
  });

  it('refuses the outer handle inside a transaction instead of escaping or deadlocking', async () => {
    await expect(
      testDb.db.transaction(async () => {
        await testDb.db.query('SELECT 1');
      }),
    ).rejects.toThrow(/use the `tx` handle/);
    expect(await balances()).toHaveLength(2);
  });

  it('refuses the outer handle deep inside a transaction: after awaits, in services it awaits, in each branch of Promise.all', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1));
    const service = async () => {
      await pause();
      await pause();
      return testDb.db.query('SELECT 1');
    };
    const refused = /use the `tx` handle/;
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await service();
      }),
    ).rejects.toThrow(refused);
    await expect(testDb.db.transaction(async () => Promise.all([pause(), service()]))).rejects.toThrow(refused);
    await expect(testDb.db.transaction(async () => pause().then(() => testDb.db.query('SELECT 1')))).rejects.toThrow(refused);
    expect(await balances()).toHaveLength(2);
  });

  it('lets other work use the outer handle while a transaction is open', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const transaction = testDb.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      open();
      await held;
    });
    await opened;
    // PGlite runs one transaction at a time, so its outer statement waits for this one to end.
    const outside = testDb.db.query<{ one: number }>('SELECT 1 AS one');
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ one: 1 }]);
  });

  it('lets work that outlives a transaction use the outer handle afterwards', async () => {
    let later: Promise<unknown> = Promise.resolve();
    await testDb.db.transaction(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => testDb.db.query('SELECT 1'));
    });
    await expect(later).resolves.toBeDefined();
  });

  it('keeps concurrent transactions apart', async () => {
    const transfer = () =>
      testDb.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ balance: string }>('SELECT balance FROM wallet WHERE id = 1 FOR UPDATE');
        const balance = BigInt(rows[0]?.balance ?? '0');
        await tx.query('UPDATE wallet SET balance = $1 WHERE id = 1', [balance - 1n]);
        await tx.query('UPDATE wallet SET balance = balance + 1 WHERE id = 2');
      });
    await Promise.all(Array.from({ length: 10 }, transfer));
    expect(await balances()).toEqual([
      { id: 1, balance: '61' },
      { id: 2, balance: '40' },
    ]);
  });
});
