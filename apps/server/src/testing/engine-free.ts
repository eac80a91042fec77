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
