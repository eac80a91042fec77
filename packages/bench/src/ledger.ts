import { performance } from 'node:perf_hooks';

export interface LedgerResult {
  database: string;
  count: number;
  ms: number;
  perSecond: number;
}

// The server's modules are loaded at run time (tsx compiles them), so the bench's typecheck does
// not take in the whole server; these are the few signatures used.
interface Db {
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}
interface LedgerModule {
  ensureAccounts(tx: Db, specs: readonly Record<string, unknown>[]): Promise<string[]>;
  post(tx: Db, input: { idempotencyKey: string; kind: string; entries: { accountId: string; amountMinor: bigint }[] }): Promise<unknown>;
}
interface TestingModule {
  createTestDb(): Promise<{ db: Db; close(): Promise<void> }>;
}

const POSTINGS = 2000;

/** Two-entry postings through features/ledger `post`, one transaction each, on a fresh database. */
export async function measureLedger(serverSrcUrl: string): Promise<LedgerResult> {
  const testing = (await import(`${serverSrcUrl}/testing/index.ts`)) as TestingModule;
  const ledger = (await import(`${serverSrcUrl}/features/ledger/index.ts`)) as LedgerModule;
  const { db, close } = await testing.createTestDb();
  try {
    const [opening, wallet] = await db.transaction((tx) =>
      ledger.ensureAccounts(tx, [
        { kind: 'house', code: 'opening', currencyId: 'KES' },
        { kind: 'house', code: 'bench', currencyId: 'KES' },
      ]),
    );
    if (!opening || !wallet) throw new Error('ledger accounts were not created');
    const started = performance.now();
    for (let i = 0; i < POSTINGS; i += 1) {
      await db.transaction((tx) =>
        ledger.post(tx, {
          idempotencyKey: `bench:${i}`,
          kind: 'bench',
          entries: [
            { accountId: opening, amountMinor: -100n },
            { accountId: wallet, amountMinor: 100n },
          ],
        }),
      );
    }
    const ms = performance.now() - started;
    return { database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)', count: POSTINGS, ms, perSecond: (POSTINGS * 1000) / ms };
  } finally {
    await close();
  }
}
