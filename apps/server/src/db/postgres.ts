import { createHash } from 'node:crypto';
import pg from 'pg';
import { assertOutsideTransactionOf, normaliseParams, runInTransactionOf, withSavepoint } from './guard.ts';
import type { Db, NotificationHandlers } from './types.ts';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const INT8_ARRAY = 1016;
const NUMERIC_ARRAY = 1231;
const DATE_ARRAY = 1182;
const TEXT_ARRAY = 1009;

// A per-pool type table rather than pg.types.setTypeParser, which is process-global: whatever
// another module configures, this pool keeps the conventions documented on `Db`.
// Arrays of those types are parsed as arrays of text (pg's default turns numeric[] into floats).
const builtinParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => (value: string) => unknown;
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC || oid === DATE) return (value: string) => value;
    if (oid === INT8_ARRAY || oid === NUMERIC_ARRAY || oid === DATE_ARRAY) return builtinParser(TEXT_ARRAY);
    return builtinParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (the test harness gives every test file its own). */
  searchPath?: string;
  max?: number;
}

/** Host, port and database of a connection string, without the password, for error messages. */
export function describeConnection(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the DATABASE_URL server';
  }
}

/** How many statement texts are prepared by name; past it a new text goes unnamed (see `statement`). */
const NAMED_STATEMENTS = 1_000;
const statementNames = new Map<string, string>();

/**
 * A statement with parameters as a named prepared statement: each connection parses and plans it
 * once (PostgreSQL keeps a generic plan once it is no worse than the custom ones) instead of on
 * every call, which was a fifth to a third of a statement's time on the server for the short
 * statements of a payout. The name is a digest of the text, so the same text has the same name on
 * every connection and two texts never share one. The number of texts is capped, so SQL built
 * with values in it could not grow every connection's prepared statements without end.
 */
function statement(sql: string, params: readonly unknown[] | undefined): pg.QueryConfig | string {
  if (params === undefined || params.length === 0) return sql;
  let name = statementNames.get(sql);
  if (name === undefined) {
    if (statementNames.size >= NAMED_STATEMENTS) return { text: sql, values: normaliseParams(params) };
    name = `s${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return { name, text: sql, values: normaliseParams(params) };
}

/** Where a transaction's client stands: inside how many savepoints, and whether it has ended. */
interface TransactionState {
  depth: number;
  /** COMMIT was sent with the last statement (`queryThenCommit`): the transaction is over. */
  ended: boolean;
}

function clientDb(client: pg.PoolClient, root: Db, state: TransactionState): Db {
  const open = () => {
    if (state.ended) throw new Error('This transaction already ended with its last statement (queryThenCommit).');
  };
  const db: Db = {
    kind: 'postgres',
    root,
    async query<T>(sql: string, params?: readonly unknown[]) {
      open();
      const result = await client.query(statement(sql, params));
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      open();
      await client.query(sql);
    },
    async transaction(fn) {
      open();
      state.depth += 1;
      try {
        return await withSavepoint(client, () => fn(db));
      } finally {
        state.depth -= 1;
      }
    },
    async queryThenCommit<T>(sql: string, params?: readonly unknown[]) {
      open();
      // Inside a savepoint the transaction is the caller's caller's to end.
      if (state.depth > 0) return { rows: (await client.query(statement(sql, params))).rows as T[], committed: false };
      // The pool's clients pipeline: both go out now, and COMMIT waits in the server's input, not
      // for this process to read the statement's answer and send it.
      const last = client.query(statement(sql, params));
      const commit = client.query('COMMIT');
      state.ended = true;
      const [done, committed] = await Promise.allSettled([last, commit]);
      // A statement that failed left the transaction aborted, and COMMIT rolled it back.
      if (done.status === 'rejected') throw done.reason;
      if (committed.status === 'rejected') throw committed.reason;
      if (committed.value.command !== 'COMMIT') throw new Error(`COMMIT answered ${committed.value.command}`);
      return { rows: done.value.rows as T[], committed: true };
    },
    close: () => Promise.reject(new Error('Close the database, not a transaction handle.')),
  };
  return db;
}

export async function openPostgres(options: PostgresOptions): Promise<Db> {
  if (options.searchPath !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.searchPath)) {
    throw new Error(`Invalid schema name '${options.searchPath}'`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    // Statements awaited one by one behave as without it; what it adds is that a statement and the
    // COMMIT behind it can be on the wire together (`queryThenCommit`).
    pipeline: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query gets a fresh connection.
  pool.on('error', () => {});

  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot connect to PostgreSQL at ${describeConnection(options.connectionString)}: ${reason}`, {
      cause: error,
    });
  }

  const self: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      assertOutsideTransactionOf(self);
      const result = await pool.query(statement(sql, params));
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      assertOutsideTransactionOf(self);
      await pool.query(sql);
    },
    async transaction(fn) {
      assertOutsideTransactionOf(self);
      // One pooled client for the whole transaction: every statement must share its connection.
      const client = await pool.connect();
      const state: TransactionState = { depth: 0, ended: false };
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await runInTransactionOf(self, () => fn(clientDb(client, self, state)));
        if (!state.ended) await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          if (!state.ended) await client.query('ROLLBACK');
        } catch {
          // A connection that cannot even roll back must not go back to the pool.
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen(channel, handlers) {
      const listener = listenOn(options.connectionString, channel, handlers);
      listeners.add(listener);
      return listener.started.then(() => async () => {
        listeners.delete(listener);
        await listener.stop();
      });
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await pool.end();
    },
  };
  const listeners = new Set<Listener>();
  return self;
}

/** How soon a listening connection that was lost is opened again. */
const RELISTEN_MS = 1_000;

interface Listener {
  /** Resolves once the first connection listens; rejects when it cannot be opened. */
  started: Promise<void>;
  stop(): Promise<void>;
}

/**
 * A connection of its own that LISTENs (pooled ones come and go, and a notice reaches only the
 * connections listening when it is sent). When it is lost it is opened again every second, with
 * `onDown` and `onUp` around the gap so the caller can forget what it may have missed.
 */
function listenOn(connectionString: string, channel: string, handlers: NotificationHandlers): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name '${channel}'`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      handlers.onDown?.();
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => {
          if (!stopped) handlers.onUp?.();
        },
        () => schedule(),
      );
    }, RELISTEN_MS);
    retry.unref();
  };

  return {
    started: connect(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
