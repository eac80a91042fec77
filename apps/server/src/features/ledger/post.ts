import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { accountsById, type LedgerAccount } from './accounts.ts';

export interface EntryInput {
  accountId: string;
  /** Signed minor units of the account's currency: positive adds to the balance. */
  amountMinor: bigint;
}

export interface PostingInput {
  /** The same key again returns the first posting instead of posting twice. */
  idempotencyKey: string;
  /** What kind of movement this is ('send', 'topup', 'opening', ...): lower case, dots and underscores. */
  kind: string;
  orderSn?: string | null;
  entries: readonly EntryInput[];
  at?: Date;
}

export interface PostedEntry {
  id: string;
  accountId: string;
  currencyId: string;
  amountMinor: bigint;
  balanceAfter: bigint;
}

export interface Posting {
  id: string;
  kind: string;
  orderSn: string | null;
  idempotencyKey: string;
  reversesPostingId: string | null;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when the key had been posted before and nothing new was written. */
  replayed: boolean;
}

/** A posting that breaks the rules of double entry: a bug in the caller, never a user's mistake. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/**
 * The refusal a user sees when an account cannot go that far below zero: domestic wallets say so
 * in their own words, every other account (cross-border wallets, suspense) speaks of assets.
 */
export function insufficientBalance(account: Pick<LedgerAccount, 'kind' | 'scope'>): AppError {
  return new AppError(account.kind === 'wallet' && account.scope === 0 ? Code.INSUFFICIENT_DOMESTIC_BALANCE : Code.INSUFFICIENT_ASSET_BALANCE);
}

interface PostingRow {
  id: string;
  kind: string;
  order_sn: string | null;
  idempotency_key: string;
  reverses_posting_id: string | null;
  created_at: Date;
}

interface EntryRow {
  id: string;
  account_id: string;
  currency_id: string;
  amount: string;
  balance_after: string;
}

async function loadEntries(db: Db, postingId: string): Promise<PostedEntry[]> {
  const { rows } = await db.query<EntryRow>(
    'SELECT id, account_id, currency_id, amount, balance_after FROM ledger_entry WHERE posting_id = $1 ORDER BY id',
    [postingId],
  );
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    currencyId: r.currency_id,
    amountMinor: BigInt(r.amount),
    balanceAfter: BigInt(r.balance_after),
  }));
}

function toPosting(row: PostingRow, entries: PostedEntry[], replayed: boolean): Posting {
  return {
    id: row.id,
    kind: row.kind,
    orderSn: row.order_sn,
    idempotencyKey: row.idempotency_key,
    reversesPostingId: row.reverses_posting_id,
    createdAt: row.created_at,
    entries,
    replayed,
  };
}

export async function findPosting(db: Db, postingId: string): Promise<Posting | undefined> {
  const { rows } = await db.query<PostingRow>(
    'SELECT id, kind, order_sn, idempotency_key, reverses_posting_id, created_at FROM ledger_posting WHERE id = $1',
    [postingId],
  );
  const row = rows[0];
  return row ? toPosting(row, await loadEntries(db, row.id), false) : undefined;
}

/** The same movement, whatever order the entries were listed in. */
function sameEntries(a: readonly { accountId: string; amountMinor: bigint }[], b: readonly { accountId: string; amountMinor: bigint }[]): boolean {
  const text = (list: typeof a) => list.map((e) => `${e.accountId}:${e.amountMinor}`).sort().join(',');
  return text(a) === text(b);
}

function checkBalanced(entries: readonly EntryInput[], accounts: Map<string, LedgerAccount>): void {
  if (entries.length < 2) throw new LedgerError('A posting needs at least two entries');
  const sums = new Map<string, bigint>();
  for (const entry of entries) {
    if (typeof entry.amountMinor !== 'bigint') throw new LedgerError('Entry amounts are bigint minor units');
    if (entry.amountMinor === 0n) throw new LedgerError('An entry of zero moves nothing; leave it out');
    const account = accounts.get(entry.accountId);
    if (!account) throw new LedgerError(`Ledger account ${entry.accountId} does not exist`);
    sums.set(account.currencyId, (sums.get(account.currencyId) ?? 0n) + entry.amountMinor);
  }
  for (const [currencyId, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`Posting does not sum to zero in ${currencyId} (off by ${sum})`);
  }
}

async function insertPosting(
  tx: Db,
  input: PostingInput,
  reversesPostingId: string | null,
): Promise<{ row: PostingRow; fresh: true } | { row: PostingRow; fresh: false }> {
  const at = input.at ?? new Date();
  const { rows } = await tx.query<PostingRow>(
    `INSERT INTO ledger_posting (kind, order_sn, idempotency_key, reverses_posting_id, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, kind, order_sn, idempotency_key, reverses_posting_id, created_at`,
    [input.kind, input.orderSn ?? null, input.idempotencyKey, reversesPostingId, at],
  );
  if (rows[0]) return { row: rows[0], fresh: true };
  const existing = await tx.query<PostingRow>(
    'SELECT id, kind, order_sn, idempotency_key, reverses_posting_id, created_at FROM ledger_posting WHERE idempotency_key = $1',
    [input.idempotencyKey],
  );
  if (!existing.rows[0]) throw new LedgerError(`Posting ${input.idempotencyKey} vanished`);
  return { row: existing.rows[0], fresh: false };
}

/**
 * Moves money: one posting whose entries sum to zero in each currency, all applied in the caller's
 * transaction. Each balance changes by a conditional update that refuses to take an account below
 * zero unless the account allows it, so two concurrent debits can never overdraw a wallet between
 * them: the second waits for the first's row lock and then sees the lowered balance.
 *
 * Accounts are updated in id order whatever order the entries come in, so two postings touching the
 * same accounts lock them in the same order and cannot deadlock.
 *
 * Posting a key that was posted before returns the earlier posting (`replayed: true`) and writes
 * nothing; posting the same key with different entries is a bug and throws.
 */
export async function post(tx: Db, input: PostingInput): Promise<Posting> {
  // In a savepoint: a refused posting (insufficient balance) leaves nothing behind even when the
  // caller catches the refusal and carries on in the same transaction.
  return tx.transaction((sp) => postWith(sp, input, null));
}

async function postWith(tx: Db, input: PostingInput, reversesPostingId: string | null): Promise<Posting> {
  const accounts = await accountsById(tx, input.entries.map((e) => e.accountId));
  checkBalanced(input.entries, accounts);

  const inserted = await insertPosting(tx, input, reversesPostingId);
  if (!inserted.fresh) {
    const entries = await loadEntries(tx, inserted.row.id);
    if (inserted.row.kind !== input.kind || !sameEntries(entries, input.entries)) {
      throw new LedgerError(`Idempotency key ${input.idempotencyKey} was already posted with different entries`);
    }
    return toPosting(inserted.row, entries, true);
  }

  const ordered = input.entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const byAccount = BigInt(a.entry.accountId) - BigInt(b.entry.accountId);
      return byAccount === 0n ? a.index - b.index : byAccount < 0n ? -1 : 1;
    })
    .map(({ entry }) => entry);

  const applied: { entry: EntryInput; currencyId: string; balanceAfter: bigint }[] = [];
  for (const entry of ordered) {
    const { rows } = await tx.query<{ balance: string; currency_id: string }>(
      `UPDATE ledger_account SET balance = balance + $1::bigint
       WHERE id = $2 AND (allow_negative OR balance + $1::bigint >= 0)
       RETURNING balance, currency_id`,
      [entry.amountMinor, entry.accountId],
    );
    const row = rows[0];
    if (!row) throw insufficientBalance(accounts.get(entry.accountId)!);
    applied.push({ entry, currencyId: row.currency_id, balanceAfter: BigInt(row.balance) });
  }

  const values: unknown[] = [];
  const tuples = applied.map((a, i) => {
    values.push(inserted.row.id, a.entry.accountId, a.currencyId, a.entry.amountMinor, a.balanceAfter);
    const base = i * 5;
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5})`;
  });
  const { rows: entryRows } = await tx.query<EntryRow>(
    `INSERT INTO ledger_entry (posting_id, account_id, currency_id, amount, balance_after) VALUES ${tuples.join(', ')}
     RETURNING id, account_id, currency_id, amount, balance_after`,
    values,
  );
  const entries = entryRows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    currencyId: r.currency_id,
    amountMinor: BigInt(r.amount),
    balanceAfter: BigInt(r.balance_after),
  }));
  return toPosting(inserted.row, entries, false);
}

/**
 * Corrects a posting by posting its exact opposite (history is never edited). A posting is
 * reversed at most once: reversing it again under the same key returns that reversal, under
 * another key it throws.
 */
export async function reverse(tx: Db, postingId: string, idempotencyKey: string, at?: Date): Promise<Posting> {
  const original = await findPosting(tx, postingId);
  if (!original) throw new LedgerError(`Posting ${postingId} does not exist`);
  if (original.reversesPostingId !== null) throw new LedgerError(`Posting ${postingId} is itself a reversal`);
  const { rows } = await tx.query<{ idempotency_key: string }>('SELECT idempotency_key FROM ledger_posting WHERE reverses_posting_id = $1', [
    postingId,
  ]);
  const earlier = rows[0];
  if (earlier && earlier.idempotency_key !== idempotencyKey) {
    throw new LedgerError(`Posting ${postingId} was already reversed by ${earlier.idempotency_key}`);
  }
  const entries = original.entries.map((e) => ({ accountId: e.accountId, amountMinor: -e.amountMinor }));
  const kind = `${original.kind}.reversal`.slice(0, 40);
  return tx.transaction((sp) =>
    postWith(sp, { idempotencyKey, kind, orderSn: original.orderSn, entries, ...(at ? { at } : {}) }, postingId),
  );
}
