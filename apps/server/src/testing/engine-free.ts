/**
 * Test files whose outcome cannot depend on the database engine under test: they never open the
 * database that TEST_DATABASE_URL selects (no createTestApp, no createTestDb, no TEST_DATABASE_URL)
 * and work on embedded data directories, spawned processes or plain functions only. The second
 * server run of `npm test`, on PostgreSQL, leaves them out: run there they would repeat the first
 * run exactly. engine-free.test.ts checks that each of them still keeps off that database.
 */
export const ENGINE_FREE_TESTS = [
  'src/config.test.ts',
  'src/db/lock.test.ts',
  'src/domain/webhooks/transport.test.ts',
  'src/features/fx/config.test.ts',
  'src/features/merchant/integrator.test.ts',
  'src/http/errors.test.ts',
  'src/ops/api-cli.test.ts',
  'src/ops/channel-cli.test.ts',
  'src/ops/cli.test.ts',
  'src/ops/fx-cli.test.ts',
  'src/ops/kyc-cli.test.ts',
  'src/ops/tier-cli.test.ts',
  'src/reliability/audit.test.ts',
  'src/testing/server-process.test.ts',
] as const;

/**
 * Test files that do open the database under test, but only as storage behind the routes' own
 * rules (who may call what, which field is refused and why, what a screen is told): one request at
 * a time, plain selects to set up or read back, no transaction, listener, racing calls or server
 * process of their own. Their outcome is the same SQL on either engine, so they run on the default
 * engine (PGlite) only and the PostgreSQL run leaves them out. Everything the engines do differently
 * (transactions and locks under racing requests, the ledger and every money move, migrations,
 * query plans and list order, schedulers and listeners, crashes and load) stays in both runs, and
 * so do the fuzzer and the hostile-input tests, whose whole point is input that reaches the
 * database unforeseen, and any new test file until it is listed here. engine-free.test.ts holds
 * each listed file to that description.
 */
export const DEFAULT_ENGINE_TESTS = [
  'src/app.test.ts',
  'src/domain/rails/rails.test.ts',
  'src/domain/team/route-permissions.test.ts',
  'src/features/auth/auth.test.ts',
  'src/features/channels/channels.test.ts',
  'src/features/channels/registry.test.ts',
  'src/features/files/files.test.ts',
  'src/features/kyc/kyc.test.ts',
  'src/features/merchant/balance.test.ts',
  'src/features/merchant/disclosed.test.ts',
  'src/features/merchant/error-table.test.ts',
  'src/features/merchant/name-check.test.ts',
  'src/features/merchant/rotation.test.ts',
  'src/features/notice/notice.test.ts',
  'src/features/orders/fee-previews.test.ts',
  'src/features/orders/field-refusals.test.ts',
  'src/features/payees/name-check.test.ts',
  'src/features/payees/payees.test.ts',
  'src/features/receipts/receipts.test.ts',
  'src/features/team/team.test.ts',
  'src/features/user/user.test.ts',
  'src/features/va/va.test.ts',
  'src/http/static-prerender.test.ts',
  'src/http/static.test.ts',
  'src/ops/routes.test.ts',
  'src/reliability/access.test.ts',
  'src/reliability/headers.test.ts',
] as const;
