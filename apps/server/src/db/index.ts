import path from 'node:path';
import { acquireDataDirLock } from './lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db, DbKind } from './types.ts';
export { DataDirInUseError, lockOwner } from './lock.ts';
export { migrate, loadMigrations, MigrationError, type Migration, type MigrateOptions } from './migrate.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used and `dataDir` is ignored. */
  databaseUrl?: string | undefined;
  /** The server's data directory; the embedded database lives in `<dataDir>/pglite`. Omitted: in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: schema to work in instead of `public`. */
  searchPath?: string;
  /** Embedded only, for a new data directory: a `dumpPglite` image to start from instead of initdb (tests). */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a connection string is given, else the embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgres({
      connectionString: options.databaseUrl,
      ...(options.searchPath ? { searchPath: options.searchPath } : {}),
    });
  }
  if (!options.dataDir) return openPglite();

  const release = acquireDataDirLock(options.dataDir);
  try {
    return await openPglite({
      directory: path.join(options.dataDir, 'pglite'),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      onClose: release,
    });
  } catch (error) {
    release();
    throw error;
  }
}
