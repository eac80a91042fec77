import { describe, expect, it } from 'vitest';
import type { ApiResult, ListProbe } from './api.ts';
import { renderServerSection, replaceServerSection, serverBudgets, SERVER_SECTION_START, type ServerRun } from './server-budgets.ts';

const result = (name: string, p99: number, probe?: ListProbe, rps = 100): ApiResult => ({
  database: 'PGlite',
  name,
  connections: 10,
  p50: p99 / 2,
  p99,
  rps,
  requests: 1000,
  errors: 0,
  ...(probe ? { probe } : {}),
});

const run = (lastAt100k: number): ServerRun => ({
  command: 'npm run bench -w @mizani/bench -- --no-build --no-lighthouse',
  api: [
    result('POST /api/user/info', 20),
    result('first 10k', 40, { page: 'first', orders: 10_000 }),
    result('last 10k', 50, { page: 'last', orders: 10_000 }),
    result('first 100k', 45, { page: 'first', orders: 100_000 }),
    result('last 100k', lastAt100k, { page: 'last', orders: 100_000 }),
    result('POST /api/order/psp/create (300 sends, fund password)', 300, undefined, 30),
  ],
  ledgers: [{ database: 'PGlite', post: { database: 'PGlite', count: 1, ms: 1, perSecond: 700 }, raw: { database: 'PGlite', count: 1, ms: 1, perSecond: 1000 } }],
  argon2: { database: '-', count: 1, ms: 1, perSecond: 40 },
});

describe('server budgets', () => {
  it('hold when every ratio is within its bound', () => {
    const rows = serverBudgets(run(55));
    expect(rows.filter((r) => !r.ok)).toEqual([]);
    // Four list pages against user info, two against their 10,000-order page, sends, ledger.
    expect(rows).toHaveLength(8);
  });

  it('break, as list budgets, when the 100,000-order last page is slower than 1.5x or 3x user info', () => {
    const broken = serverBudgets(run(80)).filter((r) => !r.ok);
    expect(broken.map((r) => [r.list, r.measure])).toEqual([
      [true, 'PGlite: last page of 100,000, p99 against user info p99 (20 ms)'],
      [true, 'PGlite: last page, p99 at 100,000 against 10,000 orders'],
    ]);
  });

  it('count a failed list measurement as broken', () => {
    const failed = run(55);
    failed.api[1] = { ...failed.api[1]!, error: 'connection refused' };
    expect(serverBudgets(failed).find((r) => !r.ok)).toMatchObject({ list: true, value: 'connection refused' });
  });

  it('replace only their own section of the notes', () => {
    const section = renderServerSection(run(55), { date: 'today', load: '1.0' }, serverBudgets(run(55)));
    const doc = '# Performance\n\n## Latest run\n\nfront\n\n## How it is measured\n\nnotes\n';
    const once = replaceServerSection(doc, section);
    expect(once.indexOf(SERVER_SECTION_START)).toBeLessThan(once.indexOf('## How it is measured'));
    expect(replaceServerSection(once, section)).toBe(once);
    expect(once).toContain('front');
  });
});
