/**
 * The one database interface every service uses, so the same code runs on the embedded PGlite and
 * on a PostgreSQL server.
 *
 * Value conventions, identical on both engines:
 * - `bigint` (int8) and `numeric` columns come back as strings, never JS numbers: money is stored
 *   as int8 minor units and a JS number silently loses precision past 2^53. Convert with
 *   `BigInt(row.amount)` where arithmetic is needed.
 * - `date` columns come back as 'YYYY-MM-DD' strings (a calendar date has no time zone);
 *   `timestamptz` columns come back as `Date`.
 * - `bigint` parameters are sent as their decimal text, so `BigInt` values can be passed directly.
 * - Placeholders are `$1`, `$2`, ...
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** One statement, with parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a real transaction (BEGIN/COMMIT, ROLLBACK when `fn` throws). Use only the `tx`
   * handle inside `fn`: using the outer handle there would escape the transaction (PostgreSQL) or
   * wait for it forever (PGlite), so it throws instead. Calling `tx.transaction` nests with a
   * savepoint.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * On a transaction handle, the database handle it was opened from (unset on that one itself):
   * caches kept per database (domain/reference) use one entry for both.
   */
  readonly root?: Db;
  /**
   * Database handles only: calls `handlers.onNotify` with the payload of every NOTIFY on `channel`
   * from any connection to the database. On PGlite a notice caused through this handle arrives
   * before the statement (or the transaction) that caused it settles. On PostgreSQL a connection
   * of its own listens; while it is lost (notices may be missed) `onDown`, once back `onUp`.
   * Resolves once listening, with the function that stops it; closing the database stops it too.
   */
  listen?(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * PostgreSQL transaction handles only: sends `sql` and the transaction's COMMIT together, so
   * rows the statement locks are held for it and the commit, with no round trip to this process
   * in between. The COMMIT runs whatever the statement answers: the statement must fail to refuse
   * (the COMMIT then rolls back and this throws its error). Afterwards the handle takes no more
   * statements. Inside a savepoint it is a plain query and `committed` is false.
   */
  queryThenCommit?<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[]; committed: boolean }>;
}

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onDown?(): void;
  onUp?(): void;
}

export type DbKind = Db['kind'];
