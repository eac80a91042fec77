import { Code } from '@mizani/sdk/contract';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/envelope.ts';
import { accountKey, ensureAccounts, type AccountSpec, type LedgerAccount } from './accounts.ts';

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
  /**
   * Writes the posting's id into its order's `posting_id` (the order `orderSn`) in the posting's
   * own statement: a caller that posts last saves a round trip while the accounts are locked.
   */
  recordOnOrder?: boolean;
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

/** What can be refused before the database is asked: too few entries, amounts that are not bigint or zero. */
function checkShape(entries: readonly { amountMinor: bigint }[]): void {
  if (entries.length < 2) throw new LedgerError('A posting needs at least two entries');
  for (const entry of entries) {
    if (typeof entry.amountMinor !== 'bigint') throw new LedgerError('Entry amounts are bigint minor units');
    if (entry.amountMinor === 0n) throw new LedgerError('An entry of zero moves nothing; leave it out');
  }
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
 * transaction, in one statement whatever the number of entries (see `write`). The accounts it
 * touches stay locked until the caller commits; accounts every posting of a kind touches (a
 * merchant's suspense wallet, the house's clearing, fee and tax accounts) are the ones concurrent
 * orders queue on, so callers post last, right before their commit.
 *
 * No account goes below zero unless it allows it, and a refusal (insufficient balance) leaves
 * nothing behind even when the caller catches it and carries on in the same transaction.
 *
 * Posting a key that was posted before returns the earlier posting (`replayed: true`) and writes
 * nothing; posting the same key with different entries is a bug and throws.
 */
export function post(tx: Db, input: PostingInput): Promise<Posting> {
  return postWith(tx, input, null);
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
 * `post` with the entries' accounts given by description, found by their keys in the same one
 * statement. An account that does not exist yet is created first (the first time only: the
 * statement wrote nothing and runs again once it exists).
 */
export async function postToAccounts(tx: Db, input: Omit<PostingInput, 'entries'> & { legs: readonly LegInput[] }): Promise<Posting> {
  const { legs, ...rest } = input;
  checkShape(legs);
  const refs = legs.map((leg) => accountKey(leg.spec));
  const amounts = legs.map((leg) => leg.amountMinor);
  let attempt = await write(tx, rest, null, { by: 'key', refs, amounts });
  if (attempt.missing.length > 0) {
    await ensureAccounts(tx, legs.map((leg) => leg.spec), input.at);
    attempt = await write(tx, rest, null, { by: 'key', refs, amounts });
  }
  const entries = legs.map((leg, i) => ({ accountId: attempt.accountOf.get(refs[i]!) ?? '', amountMinor: leg.amountMinor }));
  return recorded(tx, rest, await settle(tx, { ...rest, entries }, attempt));
}

async function postWith(tx: Db, input: PostingInput, reversesPostingId: string | null): Promise<Posting> {
  checkShape(input.entries);
  const attempt = await write(tx, input, reversesPostingId, {
    by: 'id',
    refs: input.entries.map((e) => e.accountId),
    amounts: input.entries.map((e) => e.amountMinor),
  });
  return recorded(tx, input, await settle(tx, input, attempt));
}

/** A replayed posting wrote nothing, its order's `posting_id` included: recorded here instead. */
async function recorded(tx: Db, input: Pick<PostingInput, 'recordOnOrder' | 'orderSn'>, posting: Posting): Promise<Posting> {
  if (input.recordOnOrder && posting.replayed) {
    await tx.query('UPDATE orders SET posting_id = $2 WHERE sn = $1', [input.orderSn, posting.id]);
  }
  return posting;
}

/** One entry as the statement applied (or would have applied) it, in the order of application. */
interface AppliedRow {
  ref: string;
  account_id: string;
  currency_id: string;
  kind: LedgerAccount['kind'];
  scope: LedgerAccount['scope'];
  allow_negative: boolean;
  amount: string;
  balance_after: string;
  ok: boolean;
  moved: string | null;
  entry_ids: string | null;
  orders_recorded: string | null;
  posting_id: string | null;
  posting_kind: string | null;
  order_sn: string | null;
  idempotency_key: string | null;
  reverses_posting_id: string | null;
  created_at: Date | null;
}

interface Attempt {
  rows: AppliedRow[];
  /** The refs (ids or keys) that name no account: nothing was written. */
  missing: string[];
  accountOf: Map<string, string>;
}

/**
 * The whole posting in one statement, so a posting costs one round trip and the accounts it
 * locks stay locked for that one statement until the caller commits. The statement is the
 * database function `ledger_write` (migration 0021, which says how it locks, checks and writes),
 * whose plan the engine keeps instead of planning a long statement on every posting.
 */
async function write(
  tx: Db,
  input: Omit<PostingInput, 'entries'>,
  reversesPostingId: string | null,
  target: WriteTarget,
): Promise<Attempt> {
  const { rows } = await tx.query<AppliedRow>(`SELECT * FROM ledger_write(${WRITE_ARGS})`, writeParams(input, reversesPostingId, target));
  const accountOf = new Map(rows.map((r) => [r.ref, r.account_id]));
  return { rows, missing: target.refs.filter((ref) => !accountOf.has(ref)), accountOf };
}

interface WriteTarget {
  by: 'id' | 'key';
  refs: string[];
  amounts: bigint[];
}

const WRITE_ARGS = '$1::bigint[], $2::text[], $3::bigint[], $4::text, $5::text, $6::text, $7::bigint, $8::timestamptz, $9::boolean';

function writeParams(input: Omit<PostingInput, 'entries'>, reversesPostingId: string | null, target: WriteTarget): unknown[] {
  const recordOnOrder = input.recordOnOrder === true;
  if (recordOnOrder && !input.orderSn) throw new LedgerError('A posting recorded on its order needs the order');
  const byKey = target.by === 'key';
  return [
    byKey ? null : target.refs,
    byKey ? target.refs : null,
    target.amounts,
    input.kind,
    input.orderSn ?? null,
    input.idempotencyKey,
    reversesPostingId,
    input.at ?? new Date(),
    recordOnOrder,
  ];
}

/**
 * Thrown by `postToAccountsAndCommit` when the posting was not written as asked (too little money,
 * an account not created yet, a key posted before): the transaction was rolled back, and doing the
 * work again with `postToAccounts` says why or gets it through.
 */
export class PostingNotFinal extends Error {
  override name = 'PostingNotFinal';
}

/** SQLSTATE of `ledger_write_final`'s refusal (migration 0024). */
const NOT_FINAL = 'ML001';

/**
 * `postToAccounts` as the last statement of the caller's transaction, sent with its COMMIT where
 * the engine can (`queryThenCommit`, PostgreSQL): the accounts stay locked for the posting and
 * the commit's flush only, which is what concurrent payouts of one merchant queue for. The
 * statement is `ledger_write_final`, which fails unless it wrote exactly this posting, so a
 * refusal never commits the rest of the transaction; it is then `PostingNotFinal` and the caller
 * runs its transaction again with `postToAccounts`. Where the engine cannot (PGlite, one
 * connection with nothing waiting on a round trip), it is `postToAccounts`. Either way the caller
 * sends nothing more in this transaction.
 */
export async function postToAccountsAndCommit(tx: Db, input: Omit<PostingInput, 'entries'> & { legs: readonly LegInput[] }): Promise<Posting> {
  if (!tx.queryThenCommit) return postToAccounts(tx, input);
  const { legs, ...rest } = input;
  checkShape(legs);
  const target: WriteTarget = { by: 'key', refs: legs.map((leg) => accountKey(leg.spec)), amounts: legs.map((leg) => leg.amountMinor) };
  const params = writeParams(rest, null, target);
  let rows: AppliedRow[];
  try {
    ({ rows } = await tx.queryThenCommit<AppliedRow>(`SELECT * FROM ledger_write_final(${WRITE_ARGS})`, params));
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FINAL) throw new PostingNotFinal(`Posting ${input.idempotencyKey} was not written as asked`, { cause: error });
    throw error;
  }
  return written(rows);
}

/** The posting the statement wrote, the earlier one under its key, or why it was refused. */
async function settle(tx: Db, input: PostingInput, attempt: Attempt): Promise<Posting> {
  const { rows, missing } = attempt;
  if (missing.length > 0) throw new LedgerError(`Ledger account ${missing[0]} does not exist`);
  const first = rows[0]!;
  if (!first.ok) {
    const sums = new Map<string, bigint>();
    for (const r of rows) sums.set(r.currency_id, (sums.get(r.currency_id) ?? 0n) + BigInt(r.amount));
    for (const [currencyId, sum] of sums) {
      if (sum !== 0n) throw new LedgerError(`Posting does not sum to zero in ${currencyId} (off by ${sum})`);
    }
    // A retry of a posting that went through is answered with it, whatever the balance is now.
    const earlier = await findPostingByKey(tx, input.idempotencyKey);
    if (earlier) return replayOf(tx, input, earlier);
    const refused = rows.find((r) => !r.allow_negative && BigInt(r.balance_after) < 0n)!;
    throw insufficientBalance({ kind: refused.kind, scope: refused.scope });
  }
  if (first.posting_id === null) {
    const earlier = await findPostingByKey(tx, input.idempotencyKey);
    if (!earlier) throw new LedgerError(`Posting ${input.idempotencyKey} vanished`);
    return replayOf(tx, input, earlier);
  }
  const accounts = new Set(rows.map((r) => r.account_id)).size;
  // Impossible under the lock taken above; if it ever happens the transaction must not commit.
  if (Number(first.moved) !== accounts) throw new LedgerError(`Posting ${input.idempotencyKey}: a balance changed under its lock`);
  if ((first.entry_ids ?? '').split(',').length !== rows.length) throw new LedgerError(`Posting ${input.idempotencyKey}: its entries were not all written`);
  if (input.recordOnOrder && Number(first.orders_recorded) !== 1) throw new LedgerError(`Posting ${input.idempotencyKey}: order ${input.orderSn} not found`);
  return written(rows);
}

/** The posting a statement wrote, from its rows (checked by the caller or by the statement). */
function written(rows: AppliedRow[]): Posting {
  const first = rows[0]!;
  const ids = (first.entry_ids ?? '').split(',');
  const row: PostingRow = {
    id: first.posting_id!,
    kind: first.posting_kind!,
    order_sn: first.order_sn,
    idempotency_key: first.idempotency_key!,
    reverses_posting_id: first.reverses_posting_id,
    created_at: first.created_at!,
  };
  const entries = rows.map((r, i) => ({
    id: ids[i]!,
    accountId: r.account_id,
    currencyId: r.currency_id,
    amountMinor: BigInt(r.amount),
    balanceAfter: BigInt(r.balance_after),
  }));
  return toPosting(row, entries, false);
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
