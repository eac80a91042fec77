import { startServerProcess } from '@mizani/server/testing';

/**
 * Starts the real server (built apps, fresh data directory, free port) once for the whole run and
 * hands its address to the tests through E2E_BASE_URL. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};
  // Every request of the run comes from loopback: lift the per-address code limit so the
  // suites' sign-ups don't share one hourly allowance.
  const server = await startServerProcess({ env: { CODES_PER_IP_PER_HOUR: '100000' } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
