import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadMigrations, migrate } from '../db/migrate.ts';
import { dumpPglite, openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import { seed } from '../seed.ts';
import type { Db } from '../db/types.ts';

export interface TestDb {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops the test's schema. */
  close(): Promise<void>;
}

export interface TestDbOptions {
  /** Run migrations (default true). */
  migrate?: boolean;
  /** Insert the seed data (default true; needs `migrate`). */
  seed?: boolean;
}

const SCHEMA_PREFIX = 'mizani_test_';
// Schemas left behind by a run that was killed are dropped by a later run once they are this old.
const STALE_SCHEMA_SECONDS = 3600;

/**
 * A fresh PostgreSQL schema on the TEST_DATABASE_URL server: isolated from other test files
 * running at the same time, dropped on close.
 */
async function openPostgresTestDb(url: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const now = Math.floor(Date.now() / 1000);
    const stale = await admin.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname LIKE '${SCHEMA_PREFIX}%'`,
    );
    for (const { nspname } of stale.rows) {
      const created = Number(nspname.slice(SCHEMA_PREFIX.length).split('_')[0]);
      if (Number.isFinite(created) && now - created > STALE_SCHEMA_SECONDS) {
        await admin.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`).catch(() => {});
      }
    }
    const schema = `${SCHEMA_PREFIX}${now}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE SCHEMA ${schema}`);
    const db = await openPostgres({ connectionString: url, searchPath: schema, max: 4 });
    return {
      db,
      close: async () => {
        await db.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        try {
          await dropper.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await dropper.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}

// PGlite does not export its package.json; find it from the entry point.
async function pgliteVersionOf(): Promise<string> {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    try {
      const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown';
    } catch {
      // No package.json at this level.
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/**
 * initdb of an in-memory PGlite takes seconds; loading a snapshot of an already migrated one takes
 * a fraction of that. The snapshot is cached on disk, keyed by the PGlite version and the
 * migrations, so it is rebuilt whenever either changes.
 */
export async function migratedPgliteTemplate(): Promise<Blob | undefined> {
  const pgliteVersion = await pgliteVersionOf();
  const migrations = await loadMigrations();
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(migrations.map((m) => `${m.version}:${m.checksum}`).join(','))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), 'mizani-server-test-db');
  const file = path.join(dir, `template-${key}.tar`);

  try {
    return new Blob([await readFile(file)]);
  } catch {
    // No snapshot yet: build one below.
  }
  try {
    const db = await openPglite();
    await migrate(db);
    const image = await dumpPglite(db);
    await db.close();
    await mkdir(dir, { recursive: true });
    // Write then rename, so a test file running in parallel never reads half a snapshot.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    // Snapshots of older migration sets are dead weight (tens of MB each).
    for (const name of await readdir(dir)) {
      if (name.startsWith('template-') && name.endsWith('.tar') && path.join(dir, name) !== file) {
        await rm(path.join(dir, name), { force: true });
      }
    }
    return image;
  } catch {
    return undefined;
  }
}

async function openPgliteTestDb(useTemplate: boolean): Promise<Db> {
  const template = useTemplate ? await migratedPgliteTemplate() : undefined;
  if (template) {
    try {
      return await openPglite({ loadDataDir: template });
    } catch {
      // A damaged snapshot: fall back to a fresh database.
    }
  }
  return openPglite();
}

/**
 * An isolated database for one test file: in-memory PGlite, or a fresh schema on the PostgreSQL
 * server named by TEST_DATABASE_URL. Migrated and seeded unless told otherwise.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const shouldMigrate = options.migrate ?? true;
  const shouldSeed = shouldMigrate && (options.seed ?? true);
  const url = process.env.TEST_DATABASE_URL;

  let db: Db;
  let close: () => Promise<void>;
  if (url) {
    ({ db, close } = await openPostgresTestDb(url));
  } else {
    db = await openPgliteTestDb(shouldMigrate);
    close = () => db.close();
  }
  try {
    if (shouldMigrate) await migrate(db);
    if (shouldSeed) await seed(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}
