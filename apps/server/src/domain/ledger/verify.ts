import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/types.ts';

/** What is wrong, naming the account or posting, with amounts in minor units as decimal text. */
export type LedgerFault =
  | { type: 'posting-unbalanced'; postingId: string; currencyId: string; expected: '0'; actual: string }
  | { type: 'posting-empty'; postingId: string }
  | { type: 'account-balance'; accountId: string; key: string; expected: string; actual: string }
  | { type: 'account-negative'; accountId: string; key: string; actual: string }
  | { type: 'entry-balance-after'; entryId: string; accountId: string; key: string; expected: string; actual: string }
  | { type: 'currency-unbalanced'; currencyId: string; expected: '0'; actual: string };

export interface LedgerReport {
  ok: boolean;
  postings: number;
  accounts: number;
  entries: number;
  /** The first fault found, in the order the checks run; absent when the ledger is sound. */
  fault?: LedgerFault;
}

/** Postings, accounts or entries per statement of a check. */
export interface SliceSizes {
  postings: number;
  accounts: number;
  entries: number;
}

/**
 * On PGlite a customer's statement that arrives during a slice waits for the rest of it, so the
 * slices are short there; on PostgreSQL nobody waits behind them and fewer statements finish sooner
 * (its slices still compete with customers' statements for the CPU, hence the same pauses).
 */
const SLICES: Record<Db['kind'], SliceSizes> = {
  pglite: { postings: 2_000, accounts: 1_000, entries: 8_000 },
  postgres: { postings: 5_000, accounts: 1_000, entries: 20_000 },
};

/** Called after each slice with how long the slice took. */
type Yield = (sliceMs: number) => Promise<void>;

/** A turn between slices that takes longer than this means requests were waiting and ran in it. */
const BUSY_TURN_MS = 2;

/** While requests are waiting, the verify pauses this many times as long as each slice took. */
const PAUSE_PER_SLICE = 2;

/**
 * A turn for others after each slice: setImmediate rather than a resolved promise, so requests
 * whose sockets became readable meanwhile queue their queries before the next slice does. When the
 * turn shows requests were waiting, the verify also pauses for twice its slice: one turn per slice
 * would still give it most of the connection under a steady load (each waiting request gets one
 * statement in per slice), while the pause leaves it about a third. An idle server never pauses.
 */
const yieldToOthers: Yield = async (sliceMs) => {
  const started = performance.now();
  await new Promise((resolve) => setImmediate(resolve));
  if (performance.now() - started > BUSY_TURN_MS) await new Promise((resolve) => setTimeout(resolve, sliceMs * PAUSE_PER_SLICE));
};

/**
 * Recomputes the ledger from its entries: every posting sums to zero in each currency, every
 * account's cached balance equals the sum of its entries, no account that may not go below zero
 * has, every entry's recorded balance-after follows from the entry before it on its account (and
 * the first from zero), and all money in each currency sums to zero.
 *
 * Each check runs in slices (ranges of postings, accounts or entries), every slice one statement
 * that sees whole postings, so postings committing meanwhile cannot make a sound ledger look broken.
 * On PostgreSQL the slices share one repeatable-read snapshot. PGlite is one connection that runs
 * one statement at a time, and a transaction would hold it for the whole check; there the slices
 * run as separate statements, and entries added after the check started are left for the next one.
 * On both, each slice is followed by a turn for other requests (and a pause while they are
 * waiting), so customers are not held up: on PostgreSQL the check's backend otherwise takes a core
 * that customers' statements need (user info's p99 2.5x its value without the check, bench of
 * 2026-11-26 17:04 UTC, on 2 cores).
 */
export async function verifyLedger(db: Db, slices: SliceSizes = SLICES[db.kind]): Promise<LedgerReport> {
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      return verifyIn(tx, yieldToOthers, slices);
    });
  }
  return verifyIn(db, yieldToOthers, slices);
}

async function verifyIn(db: Db, pause: Yield, slices: SliceSizes): Promise<LedgerReport> {
  const counts = await db.query<{ postings: string; accounts: string; entries: string; last_posting: string; last_account: string; last_entry: string }>(
    `SELECT (SELECT count(*) FROM ledger_posting) AS postings, (SELECT count(*) FROM ledger_account) AS accounts,
            (SELECT count(*) FROM ledger_entry) AS entries,
            (SELECT COALESCE(max(id), 0) FROM ledger_posting) AS last_posting,
            (SELECT COALESCE(max(id), 0) FROM ledger_account) AS last_account,
            (SELECT COALESCE(max(id), 0) FROM ledger_entry) AS last_entry`,
  );
  const c = counts.rows[0]!;
  const report = { postings: Number(c.postings), accounts: Number(c.accounts), entries: Number(c.entries) };
  const last = { postings: BigInt(c.last_posting), accounts: BigInt(c.last_account), entries: BigInt(c.last_entry) };
  const fault = await firstFault(db, pause, last, slices);
  return fault ? { ok: false, ...report, fault } : { ok: true, ...report };
}

/** Runs `check` on id ranges [from, to) of `size` up to `last`, pausing between; the first hit wins. */
async function bySlices<T>(last: bigint, size: number, pause: Yield, check: (from: bigint, to: bigint) => Promise<T | undefined>): Promise<T | undefined> {
  for (let from = 0n; from <= last; from += BigInt(size)) {
    const started = performance.now();
    const found = await check(from, from + BigInt(size));
    if (found !== undefined) return found;
    await pause(performance.now() - started);
  }
  return undefined;
}

async function firstFault(tx: Db, pause: Yield, last: { postings: bigint; accounts: bigint; entries: bigint }, slices: SliceSizes): Promise<LedgerFault | undefined> {
  const unbalanced = await bySlices(last.postings, slices.postings, pause, async (from, to) => {
    const { rows } = await tx.query<{ posting_id: string; currency_id: string; total: string }>(
      `SELECT posting_id, currency_id, sum(amount) AS total FROM ledger_entry WHERE posting_id >= $1 AND posting_id < $2
       GROUP BY posting_id, currency_id HAVING sum(amount) <> 0 ORDER BY posting_id, currency_id LIMIT 1`,
      [from, to],
    );
    return rows[0];
  });
  if (unbalanced) {
    return { type: 'posting-unbalanced', postingId: unbalanced.posting_id, currencyId: unbalanced.currency_id, expected: '0', actual: unbalanced.total };
  }

  const empty = await bySlices(last.postings, slices.postings, pause, async (from, to) => {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT p.id FROM ledger_posting p WHERE p.id >= $1 AND p.id < $2
       AND NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.posting_id = p.id) ORDER BY p.id LIMIT 1`,
      [from, to],
    );
    return rows[0];
  });
  if (empty) return { type: 'posting-empty', postingId: empty.id };

  const balance = await bySlices(last.accounts, slices.accounts, pause, async (from, to) => {
    const { rows } = await tx.query<{ id: string; key: string; balance: string; computed: string }>(
      `SELECT a.id, a.key, a.balance, COALESCE(e.total, 0) AS computed
       FROM ledger_account a
       LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entry WHERE account_id >= $1 AND account_id < $2 GROUP BY account_id) e
         ON e.account_id = a.id
       WHERE a.id >= $1 AND a.id < $2 AND a.balance <> COALESCE(e.total, 0)
       ORDER BY a.id LIMIT 1`,
      [from, to],
    );
    return rows[0];
  });
  if (balance) return { type: 'account-balance', accountId: balance.id, key: balance.key, expected: balance.computed, actual: balance.balance };

  const negative = await tx.query<{ id: string; key: string; balance: string }>(
    'SELECT id, key, balance FROM ledger_account WHERE NOT allow_negative AND balance < 0 ORDER BY id LIMIT 1',
  );
  const n = negative.rows[0];
  if (n) return { type: 'account-negative', accountId: n.id, key: n.key, actual: n.balance };

  // Each entry against the one before it on its account: within the slice by lag(), the first of
  // each account in the slice against the last entry before the slice (an index look-up).
  const chain = await bySlices(last.entries, slices.entries, pause, async (from, to) => {
    const { rows } = await tx.query<{ id: string; account_id: string; key: string; balance_after: string; expected: string }>(
      `SELECT r.id, r.account_id, a.key, r.balance_after, r.expected
       FROM (SELECT e.id, e.account_id, e.balance_after,
                    e.amount + COALESCE(lag(e.balance_after) OVER (PARTITION BY e.account_id ORDER BY e.id),
                      (SELECT p.balance_after FROM ledger_entry p WHERE p.account_id = e.account_id AND p.id < $1 ORDER BY p.id DESC LIMIT 1),
                      0) AS expected
             FROM ledger_entry e WHERE e.id >= $1 AND e.id < $2) r
       JOIN ledger_account a ON a.id = r.account_id
       WHERE r.balance_after <> r.expected
       ORDER BY r.id LIMIT 1`,
      [from, to],
    );
    return rows[0];
  });
  if (chain) {
    return { type: 'entry-balance-after', entryId: chain.id, accountId: chain.account_id, key: chain.key, expected: chain.expected, actual: chain.balance_after };
  }

  const totals = await tx.query<{ currency_id: string; total: string }>(
    'SELECT currency_id, sum(balance) AS total FROM ledger_account GROUP BY currency_id HAVING sum(balance) <> 0 ORDER BY currency_id LIMIT 1',
  );
  const t = totals.rows[0];
  if (t) return { type: 'currency-unbalanced', currencyId: t.currency_id, expected: '0', actual: t.total };
  return undefined;
}

/** One line for the operator: 'ledger OK: N postings, M accounts', or the first fault. */
export function describeLedgerReport(report: LedgerReport): string {
  if (report.ok || !report.fault) return `ledger OK: ${report.postings} postings, ${report.accounts} accounts`;
  const f = report.fault;
  switch (f.type) {
    case 'posting-unbalanced':
      return `ledger FAULT: posting ${f.postingId} does not sum to zero in ${f.currencyId}: expected 0, actual ${f.actual}`;
    case 'posting-empty':
      return `ledger FAULT: posting ${f.postingId} has no entries`;
    case 'account-balance':
      return `ledger FAULT: account ${f.accountId} (${f.key}) balance: expected ${f.expected} from its entries, actual ${f.actual}`;
    case 'account-negative':
      return `ledger FAULT: account ${f.accountId} (${f.key}) is below zero: ${f.actual}`;
    case 'entry-balance-after':
      return `ledger FAULT: entry ${f.entryId} of account ${f.accountId} (${f.key}) balance after: expected ${f.expected}, actual ${f.actual}`;
    case 'currency-unbalanced':
      return `ledger FAULT: balances in ${f.currencyId} sum to ${f.actual}, expected 0`;
  }
}
