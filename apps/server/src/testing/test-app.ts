import type { FastifyServerOptions } from 'fastify';
import path from 'node:path';
import os from 'node:os';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Db } from '../db/types.ts';
import type { App } from '../http/types.ts';
import { createTestDb } from './test-db.ts';

export interface TestApp {
  app: App;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Fastify logger options, for a test that reads what the server logs; off by default. */
  logger?: FastifyServerOptions['logger'];
  config?: Partial<AppConfig>;
  authenticate?: BuildAppOptions['authenticate'];
  identity?: BuildAppOptions['identity'];
  /**
   * Orders: the rails' late answers are not delivered in the background unless asked for
   * (`railScheduler: true`); call `app.money.runDueRailEvents(now)` to deliver them.
   */
  money?: BuildAppOptions['money'];
  /** FX: the sandbox rate walk is off unless asked for (`rateWalk: true`). */
  fx?: BuildAppOptions['fx'];
  /** Merchant API: notifications are not delivered in the background unless asked for (`webhookScheduler: true`). */
  merchant?: BuildAppOptions['merchant'];
}

// Tests must not depend on whether someone built the apps: unless a test points at a dist folder,
// there is none.
const NO_DIST = path.join(os.tmpdir(), 'mizani-no-dist');

/**
 * The application on a fresh, migrated and seeded database of its own (in-memory PGlite, or a
 * PostgreSQL schema when TEST_DATABASE_URL is set), logger off. Create it once per test file
 * (`beforeAll`) and `close()` it in `afterAll`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({}),
    portalDist: NO_DIST,
    developerDist: NO_DIST,
    ...options.config,
  };
  const { db, close: closeDb } = await createTestDb();
  try {
    const app = await buildApp({
      db,
      config,
      logger: options.logger ?? false,
      ...(options.authenticate ? { authenticate: options.authenticate } : {}),
      ...(options.identity ? { identity: options.identity } : {}),
      money: { railScheduler: false, ...options.money },
      fx: { rateWalk: false, ...options.fx },
      merchant: { webhookScheduler: false, ...options.merchant },
    });
    return {
      app,
      db,
      config,
      close: async () => {
        await app.close();
        await closeDb();
      },
    };
  } catch (error) {
    await closeDb();
    throw error;
  }
}
