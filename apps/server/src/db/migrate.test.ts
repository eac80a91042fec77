import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/index.ts';
import { loadMigrations, migrate, MigrationError } from './migrate.ts';
import { seed } from '../seed.ts';
import type { Db } from './types.ts';

const tableExists = async (db: Db, name: string) =>
  (await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [name])).rows[0]?.t !== null;

describe('the server migrations', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb?.close());

  it('are recorded with name and checksum, and a second run applies nothing', async () => {
    const files = await loadMigrations();
    const { rows } = await testDb.db.query<{ version: number; name: string; checksum: string }>(
      'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(files.map((m) => ({ version: m.version, name: m.name, checksum: m.checksum })));
    expect(await migrate(testDb.db)).toEqual([]);
    expect(await migrate(testDb.db)).toEqual([]);
  });

  it('create the tables of the common calls and the outbox', async () => {
    for (const table of ['country', 'currency', 'sys_notice', 'outbox']) {
      expect(await tableExists(testDb.db, table)).toBe(true);
    }
  });

  it('seed idempotently', async () => {
    const count = async () =>
      (
        await testDb.db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM country)::int + (SELECT count(*) FROM currency)::int + (SELECT count(*) FROM sys_notice)::int AS n',
        )
      ).rows[0]?.n;
    const before = await count();
    await seed(testDb.db);
    await seed(testDb.db);
    expect(await count()).toBe(before);
  });

  it('keep an operator edit of seeded data across restarts', async () => {
    await testDb.db.query("UPDATE currency SET symbol = 'Ksh' WHERE id = 'KES'");
    await seed(testDb.db);
    const { rows } = await testDb.db.query<{ symbol: string }>("SELECT symbol FROM currency WHERE id = 'KES'");
    expect(rows[0]?.symbol).toBe('Ksh');
  });
});

describe('migrate() on a folder of migrations', () => {
  let testDb: TestDb;
  let dir: string;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
  });
  afterAll(() => testDb?.close());

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-migrations-'));
    await testDb.db.exec(`
      DROP TABLE IF EXISTS schema_migrations;
      DROP TABLE IF EXISTS payee;
      DROP TABLE IF EXISTS fx_rate;
      DROP TABLE IF EXISTS audit;
    `);
    await writeFile(path.join(dir, '0001_payee.sql'), 'CREATE TABLE payee (id serial PRIMARY KEY, name text NOT NULL);\n');
    await writeFile(path.join(dir, '0002_fx_rate.sql'), 'CREATE TABLE fx_rate (pair text PRIMARY KEY, rate numeric(18,8));\n');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('applies pending migrations in order, once', async () => {
    const applied = await migrate(testDb.db, { directory: dir });
    expect(applied.map((m) => m.name)).toEqual(['payee', 'fx_rate']);
    expect(await tableExists(testDb.db, 'fx_rate')).toBe(true);
    expect(await migrate(testDb.db, { directory: dir })).toEqual([]);

    await writeFile(path.join(dir, '0003_audit.sql'), 'CREATE TABLE audit (id bigserial PRIMARY KEY);');
    expect((await migrate(testDb.db, { directory: dir })).map((m) => m.version)).toEqual([3]);
  });

  it('refuses loudly when an applied migration was edited', async () => {
    await migrate(testDb.db, { directory: dir });
    await writeFile(path.join(dir, '0001_payee.sql'), 'CREATE TABLE payee (id serial PRIMARY KEY, name text);\n');
    await expect(migrate(testDb.db, { directory: dir })).rejects.toThrow(MigrationError);
    await expect(migrate(testDb.db, { directory: dir })).rejects.toThrow(/0001_payee was edited after it was applied/);
  });

  it('does not count a change of line endings as an edit', async () => {
    await migrate(testDb.db, { directory: dir });
    await writeFile(path.join(dir, '0001_payee.sql'), 'CREATE TABLE payee (id serial PRIMARY KEY, name text NOT NULL);\r\n');
    expect(await migrate(testDb.db, { directory: dir })).toEqual([]);
  });

  it('refuses a database that has a migration the files lack', async () => {
    await migrate(testDb.db, { directory: dir });
    await rm(path.join(dir, '0002_fx_rate.sql'));
    await expect(migrate(testDb.db, { directory: dir })).rejects.toThrow(/0002_fx_rate applied, but there is no such file/);
  });

  it('refuses a new migration numbered before an applied one', async () => {
    await rm(path.join(dir, '0001_payee.sql'));
    await migrate(testDb.db, { directory: dir });
    await writeFile(path.join(dir, '0001_payee.sql'), 'CREATE TABLE payee (id serial PRIMARY KEY);');
    await expect(migrate(testDb.db, { directory: dir })).rejects.toThrow(/Renumber it after 0002/);
  });

  it('rolls back a failing migration completely and records nothing', async () => {
    await writeFile(
      path.join(dir, '0003_audit.sql'),
      'CREATE TABLE audit (id bigserial PRIMARY KEY);\nINSERT INTO no_such_table VALUES (1);\n',
    );
    await expect(migrate(testDb.db, { directory: dir })).rejects.toThrow();
    expect(await tableExists(testDb.db, 'audit')).toBe(false);
    const { rows } = await testDb.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual([1, 2]);
  });

  it('refuses badly named and duplicate files', async () => {
    await writeFile(path.join(dir, '3_oops.sql'), 'SELECT 1;');
    await expect(loadMigrations(dir)).rejects.toThrow(/3_oops.sql is not named NNNN_lower_snake_name.sql/);
    await rm(path.join(dir, '3_oops.sql'));
    await writeFile(path.join(dir, '0002_other.sql'), 'SELECT 1;');
    await expect(loadMigrations(dir)).rejects.toThrow(/share the version 0002/);
    expect((await readdir(dir)).length).toBe(3);
  });
});
