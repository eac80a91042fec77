import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Runs an operator command (`npm run ops -- ...`) against the server of this test run, the way an
 * operator does while the server holds the embedded database. Returns what it printed.
 */
export function runOps(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  const url = process.env.E2E_BASE_URL;
  if (!dataDir || !url) throw new Error('E2E_DATA_DIR and E2E_BASE_URL are set by the end-to-end global setup');
  return execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/ops/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, OPS_URL: url },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
