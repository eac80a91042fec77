import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { assertOutsideTransactionOf, normaliseParams, runInTransactionOf, withSavepoint } from './guard.ts';
import { startAutoAnalyze } from './statistics.ts';
import type { Db } from './types.ts';

const asText = (value: string): string => value;
const instances = new WeakMap<Db, PGlite>();

// See the value conventions on `Db`: PGlite would otherwise return int8 as BigInt and date as Date.
const parsers = { [types.INT8]: asText, [types.NUMERIC]: asText, [types.DATE]: asText };

export interface PgliteOptions {
  /** Directory of the database files; omitted means in memory. */
  directory?: string;
  /** A `dumpDataDir()` image to start from (used by the test harness to skip initdb). */
  loadDataDir?: Blob;
  /** Called after the database is closed (releases the data directory lock). */
  onClose?: () => void;
  /** How often to look for tables that need fresh planner statistics (PGlite has no autovacuum). */
  analyzeEveryMs?: number;
}

function transactionDb(tx: Transaction, root: Db): Db {
  const db: Db = {
    kind: 'pglite',
    root,
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<T>(sql, normaliseParams(params));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => withSavepoint(tx, () => fn(db)),
    close: () => Promise.reject(new Error('Close the database, not a transaction handle.')),
  };
  return db;
}

/**
 * PGlite is one connection: PGlite itself queues queries and transactions, so transactions are
 * serialised within the process.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Db> {
  const pg = await PGlite.create({
    ...(options.directory ? { dataDir: options.directory } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers,
  });
  const self: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      assertOutsideTransactionOf(self);
      const result = await pg.query<T>(sql, normaliseParams(params));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      assertOutsideTransactionOf(self);
      await pg.exec(sql);
    },
    transaction(fn) {
      assertOutsideTransactionOf(self);
      return pg.transaction((tx) => runInTransactionOf(self, () => fn(transactionDb(tx, self))));
    },
    async listen(channel, handlers) {
      const stop = await pg.listen(channel, handlers.onNotify);
      return () => stop();
    },
    async close() {
      stopAnalyze();
      if (!pg.closed) await pg.close();
      options.onClose?.();
    },
  };
  instances.set(self, pg);
  const stopAnalyze = startAutoAnalyze(self, options.analyzeEveryMs);
  return self;
}

/** A snapshot of a database opened by `openPglite` (the test harness's migrated template). */
export async function dumpPglite(db: Db): Promise<Blob> {
  const pg = instances.get(db);
  if (!pg) throw new Error('dumpPglite needs a database opened by openPglite');
  return pg.dumpDataDir('none');
}
