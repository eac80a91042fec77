export { buildApp, type BuildAppOptions } from './app.ts';
export { loadConfig, ConfigError, type AppConfig, type LogLevel } from './config.ts';
export {
  openDatabase,
  migrate,
  loadMigrations,
  MigrationError,
  DataDirInUseError,
  lockOwner,
  type Db,
  type DbKind,
  type Migration,
  type MigrateOptions,
  type OpenDatabaseOptions,
} from './db/index.ts';
export { seed } from './seed.ts';
export { ok, AppError, messageOf } from './http/envelope.ts';
export { defineRoute, API_PREFIX, type RouteHandler, type RouteRequest, type RouteExtras } from './http/route.ts';
export type { App, Authenticate } from './http/types.ts';
export { sendMessage, listOutbox, type OutgoingMessage, type OutboxChannel, type OutboxLog } from './domain/outbox/outbox.ts';
