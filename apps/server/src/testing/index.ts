/**
 * Test helpers, exported as `@mizani/server/testing`.
 *
 * `startServerProcess` needs only Node built-ins, so Playwright's global setup can load this
 * module without pulling in Fastify or PGlite; the in-process helpers load them on first use.
 */
import type { TestApp, TestAppOptions } from './test-app.ts';
import type { TestDb, TestDbOptions } from './test-db.ts';
import type { TestUser, TestUserOverrides } from './users.ts';
import type { Db } from '../db/types.ts';

export { findFreePort, startServerProcess, type ServerProcess, type ServerProcessOptions } from './server-process.ts';
export { companyRecord, DOCUMENT_PNG, verifyCompany } from './verify-company.ts';
export type { TestApp, TestAppOptions, TestDb, TestDbOptions, TestUser, TestUserOverrides };

/** See `./test-app.ts`: the app on an isolated, migrated and seeded database; once per test file. */
export async function createTestApp(options?: TestAppOptions): Promise<TestApp> {
  const module = await import('./test-app.ts');
  return module.createTestApp(options);
}

/** See `./test-db.ts`: an isolated database (in-memory PGlite, or a PostgreSQL schema). */
export async function createTestDb(options?: TestDbOptions): Promise<TestDb> {
  const module = await import('./test-db.ts');
  return module.createTestDb(options);
}

/** See `./users.ts`: a user with a known password and a live session (`token`). */
export async function createTestUser(db: Db, overrides?: TestUserOverrides): Promise<TestUser> {
  const module = await import('./users.ts');
  return module.createTestUser(db, overrides);
}
