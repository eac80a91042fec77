import { performance } from 'node:perf_hooks';

export interface RateResult {
  database: string;
  count: number;
  ms: number;
  perSecond: number;
}

export interface LedgerResult {
  database: string;
  /** Two-entry postings through domain/ledger `post()`, one transaction each. */
  post: RateResult;
  /** The same movement written directly in SQL: the floor `post()` is judged against. */
  raw: RateResult;
}

// The server's modules are loaded at run time (tsx compiles them), so the bench's typecheck does
// not take in the whole server; these are the few signatures used.
interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}
interface LedgerModule {
  ensureAccounts(tx: Db, specs: readonly Record<string, unknown>[]): Promise<string[]>;
  post(tx: Db, input: { idempotencyKey: string; kind: string; entries: { accountId: string; amountMinor: bigint }[] }): Promise<unknown>;
}
interface TestingModule {
  createTestDb(): Promise<{ db: Db; close(): Promise<void> }>;
}
interface PasswordModule {
  hashPassword(password: string): Promise<string>;
  verifyPassword(stored: string, password: string): Promise<boolean>;
}

const POSTINGS = 2000;

async function timed(database: string, count: number, one: (i: number) => Promise<unknown>): Promise<RateResult> {
  const started = performance.now();
  for (let i = 0; i < count; i += 1) await one(i);
  const ms = performance.now() - started;
  return { database, count, ms, perSecond: (count * 1000) / ms };
}

/**
 * Two-entry postings, one transaction each, on a fresh migrated database (PGlite in memory, or a
 * schema on TEST_DATABASE_URL): through `post()`, and as the plainest SQL that moves the same money
 * (posting row, two balance updates, both entries in one insert). Run alternately in rounds, so a
 * busy moment on the shared machine falls on both.
 */
export async function measureLedger(serverSrcUrl: string): Promise<LedgerResult> {
  const testing = (await import(`${serverSrcUrl}/testing/index.ts`)) as TestingModule;
  const ledger = (await import(`${serverSrcUrl}/domain/ledger/index.ts`)) as LedgerModule;
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
  const { db, close } = await testing.createTestDb();
  try {
    const [opening, wallet] = await db.transaction((tx) =>
      ledger.ensureAccounts(tx, [
        { kind: 'house', code: 'opening', currencyId: 'KES' },
        { kind: 'house', code: 'bench', currencyId: 'KES' },
      ]),
    );
    if (!opening || !wallet) throw new Error('ledger accounts were not created');
    const viaPost = (i: number) =>
      db.transaction((tx) =>
        ledger.post(tx, {
          idempotencyKey: `bench:${i}`,
          kind: 'bench',
          entries: [
            { accountId: opening, amountMinor: -100n },
            { accountId: wallet, amountMinor: 100n },
          ],
        }),
      );
    const raw = (i: number) =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO ledger_posting (kind, idempotency_key, created_at) VALUES ('bench', $1, now()) RETURNING id`,
          [`raw:${i}`],
        );
        const from = await tx.query<{ balance: string }>('UPDATE ledger_account SET balance = balance - 100 WHERE id = $1 RETURNING balance', [opening]);
        const to = await tx.query<{ balance: string }>('UPDATE ledger_account SET balance = balance + 100 WHERE id = $1 RETURNING balance', [wallet]);
        await tx.query(
          `INSERT INTO ledger_entry (posting_id, account_id, currency_id, amount, balance_after)
           VALUES ($1, $2, 'KES', -100, $3), ($1, $4, 'KES', 100, $5)`,
          [rows[0]!.id, opening, from.rows[0]!.balance, wallet, to.rows[0]!.balance],
        );
      });
    const rounds = 4;
    const each = POSTINGS / rounds;
    const totals = { post: { count: 0, ms: 0 }, raw: { count: 0, ms: 0 } };
    for (let round = 0; round < rounds; round += 1) {
      const a = await timed(database, each, (i) => viaPost(round * each + i));
      const b = await timed(database, each, (i) => raw(round * each + i));
      totals.post.count += a.count;
      totals.post.ms += a.ms;
      totals.raw.count += b.count;
      totals.raw.ms += b.ms;
    }
    const rate = (t: { count: number; ms: number }): RateResult => ({ database, ...t, perSecond: (t.count * 1000) / t.ms });
    return { database, post: rate(totals.post), raw: rate(totals.raw) };
  } finally {
    await close();
  }
}

/** argon2id verifies of the server's own password setting, one after another: one core's rate. */
export async function measureArgon2(serverSrcUrl: string): Promise<RateResult> {
  const passwords = (await import(`${serverSrcUrl}/domain/auth/password.ts`)) as PasswordModule;
  const stored = await passwords.hashPassword('bench-password');
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < 3000) {
    if (!(await passwords.verifyPassword(stored, 'bench-password'))) throw new Error('argon2 verify failed');
    count += 1;
  }
  const ms = performance.now() - started;
  return { database: '-', count, ms, perSecond: (count * 1000) / ms };
}
