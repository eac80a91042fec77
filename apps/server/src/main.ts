import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, sandboxBanner } from './config.ts';
import { DataDirInUseError, MigrationError, migrate, openDatabase, type Db } from './db/index.ts';
import { describeDemoAccounts, seedDemoAccounts } from './features/demo/seed.ts';
import { parseBulkOrders, seedBulkOrders, seedDemoMoney } from './features/orders/demo-seed.ts';
import type { App } from './http/types.ts';
import { writeOpsSecret } from './ops/secret.ts';
import { seed } from './seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

// Problems an operator can fix from the message alone: no stack trace.
function isOperatorError(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof MigrationError ||
    (error instanceof Error && error.message.startsWith('Cannot connect to PostgreSQL'))
  );
}

async function start(): Promise<void> {
  const config = loadConfig();
  const banner = sandboxBanner(config);
  if (banner) console.warn(banner);
  let db: Db | undefined;
  let app: App | undefined;
  try {
    db = await openDatabase(config);
    await migrate(db, { log: (message) => console.info(message) });
    await seed(db);
    // Known passwords are for trying the product out, never for a real installation.
    const demo = config.sandbox ? await seedDemoAccounts(db) : [];
    if (demo.length > 0) console.info(describeDemoAccounts(demo));
    if (config.sandbox) {
      // Opening balances posted through the ledger, once; DEMO_BULK_ORDERS adds a year of history.
      await seedDemoMoney(db);
      const bulk = await seedBulkOrders(db, parseBulkOrders(process.env.DEMO_BULK_ORDERS));
      if (bulk > 0) console.info(`Seeded ${bulk} historical orders for demo@mizani.africa (DEMO_BULK_ORDERS).`);
    }
    // Before listening: once the server answers, the ops CLI finds the secret that matches it.
    await writeOpsSecret(config.dataDir);
    app = await buildApp({ db, config });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await db?.close().catch(() => {});
    throw error;
  }

  const running = { app, db };
  const port = (app.server.address() as AddressInfo).port;
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.info(`Mizani Pay listening on http://localhost:${port}`);
  console.info('  portal /, developer console /homeApi/, API /api');
  console.info(`  database: ${where}; sandbox mode ${config.sandbox ? 'on (outbox at /api/sandbox/outbox)' : 'off'}`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.info(`${signal} received: closing connections, then the database.`);
    setTimeout(() => {
      console.error('Shutdown took too long: exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await running.app.close();
    } finally {
      // The database last: in-flight requests may still be writing.
      await running.db.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

start().catch((error: unknown) => {
  if (isOperatorError(error)) console.error(`Mizani Pay cannot start: ${error.message}`);
  else console.error('Mizani Pay cannot start:', error);
  process.exit(1);
});
