// For the ops tests: the CLI run in-process with its output kept, and data dirs made for it.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Db } from '../db/index.ts';
import { seed } from '../seed.ts';
import { findFreePort } from '../testing/index.ts';
import { migratedPgliteTemplate } from '../testing/test-db.ts';
import type { CliIo } from './cli.ts';

/** An io for `runCli` that keeps every line, so a test can read what the operator would see. */
export function capture(env: CliIo['env']) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { env, out: (line) => void out.push(line), err: (line) => void err.push(line) };
  return { io, out, err, text: () => out.join('\n'), errors: () => err.join('\n') };
}

/** Opens the embedded database only for `fn`: the CLI takes the data dir's lock itself and finds it held otherwise. */
export async function withDatabase<T>(dataDir: string, fn: (db: Db) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const db = await openDatabase({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * A fresh data dir with a migrated, seeded database, plus what `prepare` adds; closed again before
 * the CLI runs. It starts from the test harness's migrated snapshot when there is one (initdb and
 * the migrations are most of the time), and `migrate` then finds nothing left to apply.
 */
export async function seededDataDir(name: string, prepare?: (db: Db) => Promise<void>): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `mizani-ops-${name}-`));
  await withDatabase(
    dataDir,
    async (db) => {
      await migrate(db);
      await seed(db);
      await prepare?.(db);
    },
    await migratedPgliteTemplate(),
  );
  return dataDir;
}

/** The CLI's environment for a data dir whose server is not running: nothing listens on the port it would try first. */
export async function offlineEnv(dataDir: string): Promise<Record<string, string>> {
  return { DATA_DIR: dataDir, PORT: String(await findFreePort()) };
}
