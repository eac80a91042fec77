import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

/**
 * An operator's decision through the server's ops endpoint (`/api/ops/<name>`, as the ops CLI
 * calls it while the server runs), with the secret the server wrote into this run's data
 * directory. Fails on any answer but code 200.
 */
export async function operatorDecides(request: APIRequestContext, name: string, data: Record<string, unknown>): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by the end-to-end global setup');
  const secret = readFileSync(path.join(dataDir, 'ops-secret'), 'utf8').trim();
  const reply = await request.post(`/api/ops/${name}`, { headers: { 'x-mizani-ops-secret': secret }, data });
  const text = await reply.text();
  const code = reply.ok() ? (JSON.parse(text) as { code: number }).code : undefined;
  if (code !== 200) throw new Error(`The operator's ${name} answered HTTP ${reply.status()}: ${text}`);
}
