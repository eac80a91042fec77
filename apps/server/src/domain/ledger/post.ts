import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { accountKey, accountsById, ensureAccounts, lockAccountsByKey, type AccountSpec, type LedgerAccount } from './accounts.ts';

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

const toEntry = (r: EntryRow): PostedEntry => ({
  id: r.id,
  accountId: r.account_id,
  currencyId: r.currency_id,
  amountMinor: BigInt(r.amount),
  balanceAfter: BigInt(r.balance_after),
});

async function loadEntries(db: Db, postingId: string): Promise<PostedEntry[]> {
  const { rows } = await db.query<EntryRow>(
    'SELECT id, account_id, currency_id, amount, balance_after FROM ledger_entry WHERE posting_id = $1 ORDER BY id',
    [postingId],
  );
  return rows.map(toEntry);
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
  const existing = await findPostingByKey(tx, input.idempotencyKey);
  if (!existing) throw new LedgerError(`Posting ${input.idempotencyKey} vanished`);
  return { row: existing, fresh: false };
}

async function findPostingByKey(tx: Db, idempotencyKey: string): Promise<PostingRow | undefined> {
  const { rows } = await tx.query<PostingRow>(
    'SELECT id, kind, order_sn, idempotency_key, reverses_posting_id, created_at FROM ledger_posting WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return rows[0];
}

/**
 * Moves money: one posting whose entries sum to zero in each currency, all applied in the caller's
 * transaction, in four statements whatever the number of entries: the accounts are locked and read
 * (in id order, so two postings touching the same accounts lock them in the same order and cannot
 * deadlock), the posting row is inserted, every balance changes in one UPDATE, every entry is
 * inserted in one INSERT.
 *
 * No account goes below zero unless it allows it: the balances read under the lock are checked
 * entry by entry before anything is written, so a refusal (insufficient balance) leaves nothing
 * behind even when the caller catches it and carries on in the same transaction. The UPDATE checks
 * `balance + x >= 0` per account again, for the lowest running balance the entries reach, so two
 * concurrent debits can never overdraw a wallet between them even if the lock were lost.
 *
 * Posting a key that was posted before returns the earlier posting (`replayed: true`) and writes
 * nothing; posting the same key with different entries is a bug and throws.
 */
export function post(tx: Db, input: PostingInput): Promise<Posting> {
  return postWith(tx, input, null);
}

interface AccountMove {
  accountId: string;
  /** The sum of the posting's entries on the account. */
  net: bigint;
  /** The lowest the balance goes while the entries are applied in order, relative to its start. */
  low: bigint;
}

/**
 * The entries in the order they are applied (by account id, then as listed) with each one's
 * balance after, and what each account moves by; refuses the first entry that would take an
 * account below zero where that is not allowed.
 */
function plan(entries: readonly EntryInput[], accounts: Map<string, LedgerAccount>) {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const byAccount = BigInt(a.entry.accountId) - BigInt(b.entry.accountId);
      return byAccount === 0n ? a.index - b.index : byAccount < 0n ? -1 : 1;
    })
    .map(({ entry }) => entry);
  const moves = new Map<string, AccountMove>();
  const applied = ordered.map((entry) => {
    const account = accounts.get(entry.accountId)!;
    const move = moves.get(entry.accountId) ?? { accountId: entry.accountId, net: 0n, low: 0n };
    move.net += entry.amountMinor;
    if (move.net < move.low) move.low = move.net;
    moves.set(entry.accountId, move);
    const balanceAfter = account.balance + move.net;
    return { entry, currencyId: account.currencyId, balanceAfter, refused: !account.allowNegative && balanceAfter < 0n };
  });
  return { applied, moves: [...moves.values()], refused: applied.find((a) => a.refused)?.entry.accountId };
}

async function replayOf(tx: Db, input: PostingInput, row: PostingRow): Promise<Posting> {
  const entries = await loadEntries(tx, row.id);
  if (row.kind !== input.kind || !sameEntries(entries, input.entries)) {
    throw new LedgerError(`Idempotency key ${input.idempotencyKey} was already posted with different entries`);
  }
  return toPosting(row, entries, true);
}

/** An entry named by the account's description rather than its id. */
export interface LegInput {
  spec: AccountSpec;
  amountMinor: bigint;
}

/**
 * `post` with the entries' accounts given by description: they are found and locked in the same
 * one statement, so the posting takes four statements in all. An account that does not exist
 * yet is created first (two more statements, the first time only).
 */
export async function postToAccounts(tx: Db, input: Omit<PostingInput, 'entries'> & { legs: readonly LegInput[] }): Promise<Posting> {
  const keys = input.legs.map((leg) => accountKey(leg.spec));
  let byKey = await lockAccountsByKey(tx, keys);
  if (byKey.size < new Set(keys).size) {
    await ensureAccounts(tx, input.legs.map((leg) => leg.spec), input.at);
    byKey = await lockAccountsByKey(tx, keys);
  }
  const entries = input.legs.map((leg, i) => ({ accountId: byKey.get(keys[i]!)!.id, amountMinor: leg.amountMinor }));
  const { legs: _legs, ...rest } = input;
  return postWith(tx, { ...rest, entries }, null, new Map([...byKey.values()].map((account) => [account.id, account])));
}

/** `locked`: the entries' accounts, already locked by the caller; read and locked here otherwise. */
async function postWith(tx: Db, input: PostingInput, reversesPostingId: string | null, locked?: Map<string, LedgerAccount>): Promise<Posting> {
  const accounts = locked ?? (await accountsById(tx, input.entries.map((e) => e.accountId), true));
  checkBalanced(input.entries, accounts);
  const { applied, moves, refused } = plan(input.entries, accounts);

  if (refused !== undefined) {
    // A retry of a posting that went through is answered with it, whatever the balance is now.
    const earlier = await findPostingByKey(tx, input.idempotencyKey);
    if (earlier) return replayOf(tx, input, earlier);
    throw insufficientBalance(accounts.get(refused)!);
  }

  const inserted = await insertPosting(tx, input, reversesPostingId);
  if (!inserted.fresh) return replayOf(tx, input, inserted.row);

  const { rows: updated } = await tx.query<{ id: string }>(
    `UPDATE ledger_account a SET balance = a.balance + m.net
     FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS m(id, net, low)
     WHERE a.id = m.id AND (a.allow_negative OR a.balance + m.low >= 0)
     RETURNING a.id`,
    [moves.map((m) => m.accountId), moves.map((m) => m.net), moves.map((m) => m.low)],
  );
  // Impossible under the lock taken above; if it ever happens the transaction must not commit.
  if (updated.length !== moves.length) throw new LedgerError(`Posting ${input.idempotencyKey}: a balance changed under its lock`);

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
  return toPosting(inserted.row, entryRows.map(toEntry), false);
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
  return postWith(tx, { idempotencyKey, kind, orderSn: original.orderSn, entries, ...(at ? { at } : {}) }, postingId);
}
