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

/**
 * Recomputes the ledger from its entries: every posting sums to zero in each currency, every
 * account's cached balance equals the sum of its entries, no account that may not go below zero
 * has, every entry's recorded balance-after follows from the entries before it, and all money in
 * each currency sums to zero. Reads in one repeatable-read snapshot on PostgreSQL so that postings
 * committing meanwhile cannot make a sound ledger look broken.
 */
export async function verifyLedger(db: Db): Promise<LedgerReport> {
  return db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const counts = await tx.query<{ postings: string; accounts: string; entries: string }>(
      `SELECT (SELECT count(*) FROM ledger_posting) AS postings, (SELECT count(*) FROM ledger_account) AS accounts,
              (SELECT count(*) FROM ledger_entry) AS entries`,
    );
    const c = counts.rows[0]!;
    const report = { postings: Number(c.postings), accounts: Number(c.accounts), entries: Number(c.entries) };
    const fault = await firstFault(tx);
    return fault ? { ok: false, ...report, fault } : { ok: true, ...report };
  });
}

async function firstFault(tx: Db): Promise<LedgerFault | undefined> {
  const unbalanced = await tx.query<{ posting_id: string; currency_id: string; total: string }>(
    `SELECT posting_id, currency_id, sum(amount) AS total FROM ledger_entry
     GROUP BY posting_id, currency_id HAVING sum(amount) <> 0 ORDER BY posting_id, currency_id LIMIT 1`,
  );
  const u = unbalanced.rows[0];
  if (u) return { type: 'posting-unbalanced', postingId: u.posting_id, currencyId: u.currency_id, expected: '0', actual: u.total };

  const empty = await tx.query<{ id: string }>(
    `SELECT p.id FROM ledger_posting p WHERE NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.posting_id = p.id) ORDER BY p.id LIMIT 1`,
  );
  if (empty.rows[0]) return { type: 'posting-empty', postingId: empty.rows[0].id };

  const balances = await tx.query<{ id: string; key: string; balance: string; computed: string }>(
    `SELECT a.id, a.key, a.balance, COALESCE(e.total, 0) AS computed
     FROM ledger_account a
     LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entry GROUP BY account_id) e ON e.account_id = a.id
     WHERE a.balance <> COALESCE(e.total, 0)
     ORDER BY a.id LIMIT 1`,
  );
  const b = balances.rows[0];
  if (b) return { type: 'account-balance', accountId: b.id, key: b.key, expected: b.computed, actual: b.balance };

  const negative = await tx.query<{ id: string; key: string; balance: string }>(
    'SELECT id, key, balance FROM ledger_account WHERE NOT allow_negative AND balance < 0 ORDER BY id LIMIT 1',
  );
  const n = negative.rows[0];
  if (n) return { type: 'account-negative', accountId: n.id, key: n.key, actual: n.balance };

  const chain = await tx.query<{ id: string; account_id: string; key: string; balance_after: string; running: string }>(
    `SELECT r.id, r.account_id, a.key, r.balance_after, r.running
     FROM (SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
           FROM ledger_entry) r
     JOIN ledger_account a ON a.id = r.account_id
     WHERE r.balance_after <> r.running
     ORDER BY r.id LIMIT 1`,
  );
  const e = chain.rows[0];
  if (e) return { type: 'entry-balance-after', entryId: e.id, accountId: e.account_id, key: e.key, expected: e.running, actual: e.balance_after };

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
