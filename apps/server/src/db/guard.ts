import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Remembers, per async call chain, which database handles have a transaction open, so that a
 * service that accidentally uses the outer handle inside `transaction()` fails loudly instead of
 * deadlocking (PGlite) or silently writing outside the transaction (PostgreSQL).
 */
const openTransactions = new AsyncLocalStorage<Set<object>>();

export async function runInTransactionOf<T>(owner: object, fn: () => Promise<T>): Promise<T> {
  const next = new Set(openTransactions.getStore());
  next.add(owner);
  try {
    return await openTransactions.run(next, fn);
  } finally {
    // Work started inside the transaction but still running after it (a timer, an unawaited
    // promise) shares this set: once the transaction is over, the outer handle is fine again.
    next.delete(owner);
  }
}

export function assertOutsideTransactionOf(owner: object): void {
  if (openTransactions.getStore()?.has(owner)) {
    throw new Error(
      'This query uses the outer database handle inside db.transaction(); use the `tx` handle passed to the callback.',
    );
  }
}

/** Parameters as both drivers accept them: bigint values go as decimal text. */
export function normaliseParams(params: readonly unknown[] | undefined): unknown[] | undefined {
  return params?.map((value) => (typeof value === 'bigint' ? value.toString() : value));
}

let savepointCounter = 0;
export function nextSavepointName(): string {
  savepointCounter += 1;
  return `mizani_sp_${savepointCounter}`;
}

/** Runs `fn` inside a savepoint on a handle that is already in a transaction. */
export async function withSavepoint<T>(tx: { query(sql: string): Promise<unknown> }, fn: () => Promise<T>): Promise<T> {
  const name = nextSavepointName();
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn();
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}
