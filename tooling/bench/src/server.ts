import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  output(): string;
}
export interface TestingModule {
  startServerProcess(options: { env?: Record<string, string | undefined>; timeoutMs?: number }): Promise<ServerProcess>;
}

/** The server's test helpers, loaded when a measurement needs them. */
export async function loadTesting(): Promise<TestingModule> {
  const testingSpecifier = '@mizani/server/testing';
  return (await import(testingSpecifier)) as TestingModule;
}

/** The portal build the bench serves: PORTAL_DIST, or the working tree's. */
export const portalDist = (): string => process.env.PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist');

/** The real server on a fresh data directory with the demo data (10,000 orders unless `env` says otherwise), serving both apps' builds. */
export async function startServer(testing: TestingModule, env: Record<string, string | undefined>): Promise<ServerProcess> {
  return testing.startServerProcess({
    timeoutMs: 600_000,
    env: {
      SANDBOX: 'true',
      DEMO_BULK_ORDERS: '10000',
      LOG_LEVEL: 'warn',
      CODES_PER_IP_PER_HOUR: '1000000',
      // A copy of the builds may be served instead (PORTAL_DIST, DEVELOPER_DIST), so a rebuild of
      // the working tree during the run does not change the files under measurement.
      PORTAL_DIST: portalDist(),
      DEVELOPER_DIST: process.env.DEVELOPER_DIST ?? path.join(repoRoot, 'apps/developer/dist'),
      ...env,
    },
  });
}
