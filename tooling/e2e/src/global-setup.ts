import path from 'node:path';
import { startServerProcess } from '@mizani/server/testing';

/**
 * Starts the real server (built apps, fresh data directory, free port) once for the whole run and
 * hands its address to the tests through E2E_BASE_URL. Everything the server prints goes to
 * `e2e-server.log` in the suite's folder, kept after the run. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  const logFile = path.resolve('e2e-server.log');
  // Every request of the run comes from loopback: lift the per-address code limit so the
  // suites' sign-ups don't share one hourly allowance.
  const server = await startServerProcess({ env: { CODES_PER_IP_PER_HOUR: '100000' }, logFile });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_SERVER_LOG = logFile;
  return () => server.stop();
}
