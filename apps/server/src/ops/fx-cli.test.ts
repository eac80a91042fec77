import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, seed, type Db } from '../db/index.ts';
import { findFreePort } from '../testing/index.ts';
import { runCli, type CliIo } from './cli.ts';

function capture(env: CliIo['env']) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { env, out: (line) => void out.push(line), err: (line) => void err.push(line) };
  return { io, text: () => out.join('\n'), errors: () => err.join('\n') };
}

async function withDatabase<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('fx commands on the embedded database, with no server running', () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-ops-fx-'));
    env = { DATA_DIR: dataDir, PORT: String(await findFreePort()) };
    await withDatabase(dataDir, async (db) => {
      await migrate(db);
      await seed(db);
    });
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
