import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeGrown } from './statistics.ts';
import type { Db } from './types.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrateOptions {
  /** Folder of `NNNN_name.sql` files; defaults to the server's own migrations. */
  directory?: string;
  log?: (message: string) => void;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

// Every server instance (and the ops CLI) may start at once against one PostgreSQL; this
// transaction-scoped advisory lock makes them apply migrations one after the other.
const MIGRATION_LOCK = 7_346_201;

// Line endings are normalised so that a checkout with CRLF conversion does not look "edited".
function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

export async function loadMigrations(directory: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) {
      throw new MigrationError(`Migration file ${file} is not named NNNN_lower_snake_name.sql.`);
    }
    const version = Number(match[1]);
    const previous = migrations.at(-1);
    if (previous?.version === version) {
      throw new MigrationError(`Migrations ${previous.name} and ${match[2]} share the version ${match[1]}.`);
    }
    const sql = await readFile(path.join(directory, file), 'utf8');
    migrations.push({ version, name: match[2] ?? '', sql, checksum: checksumOf(sql) });
  }
  return migrations;
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string;
}

const label = (m: { version: number; name: string }) => `${String(m.version).padStart(4, '0')}_${m.name}`;

/** Refuses a database whose history differs from the files: an edit, a loss, or a late insertion. */
function verifyHistory(applied: AppliedRow[], migrations: Migration[]): void {
  const byVersion = new Map(migrations.map((m) => [m.version, m]));
  for (const row of applied) {
    const file = byVersion.get(row.version);
    if (!file) {
      throw new MigrationError(
        `The database has migration ${label(row)} applied, but there is no such file. ` +
          'Is this an older build of the server than the one that migrated the database?',
      );
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${label(file)} was edited after it was applied (checksum ${row.checksum.slice(0, 12)} ` +
          `in the database, ${file.checksum.slice(0, 12)} on disk). Applied migrations are immutable: ` +
          'restore the file and put the change in a new migration.',
      );
    }
  }
  const latest = Math.max(0, ...applied.map((row) => row.version));
  const late = migrations.find((m) => m.version < latest && !applied.some((row) => row.version === m.version));
  if (late) {
    throw new MigrationError(
      `Migration ${label(late)} is not applied but a later one is. Renumber it after ${String(latest).padStart(4, '0')}.`,
    );
  }
}

/**
 * Brings the database up to the latest migration. Each migration runs in its own transaction and
 * is recorded in `schema_migrations` with its checksum; running again applies nothing. Returns the
 * migrations applied by this call.
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<Migration[]> {
  const migrations = await loadMigrations(options.directory);
  const readHistory = async (tx: Db) =>
    (await tx.query<AppliedRow>('SELECT version, name, checksum FROM schema_migrations ORDER BY version')).rows;

  const history = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    return readHistory(tx);
  });
  verifyHistory(history, migrations);

  const applied: Migration[] = [];
  for (const migration of migrations.filter((m) => !history.some((row) => row.version === m.version))) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      // Another process may have applied it since the history was read.
      if ((await readHistory(tx)).some((row) => row.version === migration.version)) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (didApply) {
      applied.push(migration);
      options.log?.(`migration ${label(migration)} applied`);
    }
  }
  // A migration may fill or reshape tables; the planner should not wait for the next check.
  if (applied.length > 0) await analyzeGrown(db);
  return applied;
}
