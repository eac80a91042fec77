import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { capture, offlineEnv, seededDataDir, withDatabase } from './test-cli.ts';

describe('fx commands on the embedded database, with no server running', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await seededDataDir('fx');
    env = await offlineEnv(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('fx:set-rate sets one direction of a pair and records it in the history', async () => {
    const run = capture(env);
    expect(await runCli(['fx:set-rate', 'kes', 'USD', '0.00775'], run.io)).toBe(0);
    expect(run.text()).toMatch(/^1 KES = 0\.00775 USD from /);
    const rows = await withDatabase(dataDir, async (db) => {
      const current = (await db.query<{ rate: string }>(`SELECT rate FROM exchange_rate WHERE base = 'KES' AND quote = 'USD'`)).rows;
      const history = (await db.query<{ source: string }>(`SELECT source FROM exchange_rate_history WHERE base = 'KES' AND quote = 'USD'`)).rows;
      return { current, history };
    });
    expect(rows.current[0]?.rate).toBe('0.00775000');
    expect(rows.history.map((r) => r.source)).toEqual(['operator']);

    const list = capture(env);
    expect(await runCli(['fx:rates', 'KES'], list.io)).toBe(0);
    expect(list.text()).toContain('KES -> USD');
    expect(list.text()).toContain('0.00775');
  });

  it('explains what it needs', async () => {
    const run = capture(env);
    expect(await runCli(['fx:set-rate', 'KES', 'USD'], run.io)).toBe(2);
    expect(run.errors()).toContain('Usage: npm run ops -- fx:set-rate');
    const bad = capture(env);
    expect(await runCli(['fx:set-rate', 'KES', 'USD', '-1'], bad.io)).toBe(2);
    const unknown = capture(env);
    expect(await runCli(['fx:set-rate', 'KES', 'XYZ', '1.5'], unknown.io)).toBe(1);
    expect(unknown.errors()).toBe('The currency does not exist');
  });
});
