import { describe, expect, it } from 'vitest';
import type { ApiResult, ListProbe } from './api.ts';
import { payoutsName } from './merchant.ts';
import { isBroken, renderServerSection, replaceServerSection, serverBudgets, SERVER_SECTION_START, type ServerRun } from './server-budgets.ts';
import type { VerifyResult } from './verify.ts';

const result = (name: string, p99: number, probe?: ListProbe, rps = 100, database = 'PGlite'): ApiResult => ({
  database,
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
  verifies: [],
});

const verify = (alone: number[], baselineP99: number, duringP99: number): VerifyResult => ({
  database: 'PostgreSQL',
  orders: 100_000,
  alone,
  underLoad: [4000, 4100],
  baseline: result('POST /api/user/info (100,000 orders, no verify running)', baselineP99, undefined, 100, 'PostgreSQL'),
  during: result('POST /api/user/info (100,000 orders, ops ledger:verify running)', duringP99, undefined, 100, 'PostgreSQL'),
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

  it('judge ledger:verify by its median run alone and the user-info p99 it leaves customers', () => {
    const holding = { ...run(55), verifies: [verify([4900, 6000, 3000], 40, 80)] };
    expect(serverBudgets(holding).filter(isBroken)).toEqual([]);
    const slow = { ...run(55), verifies: [verify([5000, 6000, 3000], 40, 81)] };
    expect(serverBudgets(slow).filter(isBroken).map((r) => [r.measure, r.value])).toEqual([
      ['PostgreSQL: ops ledger:verify at 100,000 orders, alone (median of 3)', '5.00 s'],
      ['PostgreSQL: ops ledger:verify at 100,000 orders: user info p99 while it runs against without it', '81 ms against 40 ms = 2.02x'],
    ]);
    const failed = { ...run(55), verifies: [{ ...verify([], 40, 80), error: 'ledger:verify found a fault' }] };
    expect(serverBudgets(failed).filter(isBroken)).toMatchObject([{ value: 'ledger:verify found a fault', list: false }]);
  });

  it('judge sends against the argon2id rate measured just before them when there is one', () => {
    const beside = run(55);
    beside.api[5] = { ...beside.api[5]!, argon2PerSecond: 50 };
    const row = serverBudgets(beside).find((r) => r.measure.includes('domestic sends'));
    expect(row).toMatchObject({ value: '30.0 = 0.60x', ok: false });
    expect(row?.measure).toContain('(50.0, measured just before the sends)');
    expect(serverBudgets(run(55)).find((r) => r.measure.includes('domestic sends'))).toMatchObject({ value: '30.0 = 0.75x', ok: true });
  });

  it('hold merchant payouts to 300 a second on PostgreSQL and show PGlite for information only', () => {
    const payouts = { ...run(55), api: [...run(55).api, result(payoutsName(600), 900, undefined, 120), result(payoutsName(3000), 900, undefined, 299, 'PostgreSQL')] };
    const rows = serverBudgets(payouts).filter((r) => r.measure.includes('payouts'));
    expect(rows.map((r) => [r.measure, r.value, r.ok, isBroken(r)])).toEqual([
      ['PGlite: merchant payouts per second (no fund password), for information', '120.0/s', false, false],
      ['PostgreSQL: merchant payouts per second (no fund password)', '299.0/s', false, true],
    ]);
    expect(renderServerSection(payouts, { date: 'today', load: '1.0' }, rows)).toContain('| info |');
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
