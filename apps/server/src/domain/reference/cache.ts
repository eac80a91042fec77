/**
 * Reference data (currencies, countries, channel offers, banks, tier limits) kept in memory, so a
 * money move looks them up without a round trip. An operator changes these tables rarely; every
 * change drops every cached table of that database at once:
 *
 * - in this process, at once: the writers call `referenceChanged(db)` after their change;
 * - in every process on the database: migration 0020 makes any write to the tables (an ops command
 *   run against the database directly, another server instance, plain SQL) send a NOTIFY on
 *   `mizani_reference`, and the first use of the cache LISTENs for it (`Db.listen`). On PGlite the
 *   notice of a change made through the handle arrives before that statement's promise settles.
 *
 * While a PostgreSQL instance cannot listen (its listening connection is down), it reads the
 * tables every time instead of trusting what it holds.
 */
import type { Db } from '../../db/types.ts';

export const REFERENCE_CHANNEL = 'mizani_reference';

interface CacheState {
  /** Bumped by every change: a load that started before a change is not kept. */
  version: number;
  values: Map<ReferenceTable<unknown>, Promise<unknown>>;
  /** 'ready' once notices of changes by others arrive; 'down' while they cannot. */
  listening: 'starting' | 'ready' | 'down' | 'unsupported';
  started?: Promise<void>;
}

const states = new WeakMap<object, CacheState>();

/** A database handle and the transactions opened from it share one cache. */
const keyOf = (db: Db): object => db.root ?? db;

function stateOf(db: Db): CacheState {
  const key = keyOf(db);
  let state = states.get(key);
  if (!state) {
    state = { version: 0, values: new Map(), listening: 'starting' };
    states.set(key, state);
  }
  return state;
}

function drop(state: CacheState): void {
  state.version += 1;
  state.values.clear();
}

/** Subscribes once per database to the notices of changes; resolves when they arrive (or cannot). */
function startListening(db: Db, state: CacheState): Promise<void> {
  const root = (db.root ?? db) as Db;
  if (!root.listen) {
    state.listening = 'unsupported';
    return Promise.resolve();
  }
  state.started ??= root
    .listen(REFERENCE_CHANNEL, {
      onNotify: () => drop(state),
      // Notices may have been missed while the connection was down: forget everything.
      onDown: () => {
        state.listening = 'down';
        drop(state);
      },
      onUp: () => {
        state.listening = 'ready';
        drop(state);
      },
    })
    .then(
      () => {
        if (state.listening === 'starting') state.listening = 'ready';
      },
      () => {
        state.listening = 'down';
      },
    );
  return state.started;
}

export interface ReferenceTable<T> {
  /** The table as last loaded, loading it when a change (or nothing yet) came since. */
  get(db: Db): Promise<T>;
}

/** A cached view of reference tables, built by `load` on first use and after each change. */
export function referenceTable<T>(load: (db: Db) => Promise<T>): ReferenceTable<T> {
  const table: ReferenceTable<T> = {
    async get(db) {
      const state = stateOf(db);
      if (state.listening === 'starting') {
        const started = startListening(db, state);
        // On a transaction handle, PGlite's LISTEN would wait for this very transaction: start it
        // for the next caller and read the tables this once.
        if (db.root) return load(db);
        await started;
      }
      if (state.listening === 'down') return load(db);
      const held = state.values.get(table as ReferenceTable<unknown>);
      if (held) return held as Promise<T>;
      const version = state.version;
      const loading = load(db);
      state.values.set(table as ReferenceTable<unknown>, loading);
      try {
        return await loading;
      } catch (error) {
        // A failed load is not kept: the next caller tries again.
        if (state.values.get(table as ReferenceTable<unknown>) === loading) state.values.delete(table as ReferenceTable<unknown>);
        throw error;
      } finally {
        // A change that arrived while this loaded may not be in what it read.
        if (state.version !== version && state.values.get(table as ReferenceTable<unknown>) === loading) {
          state.values.delete(table as ReferenceTable<unknown>);
        }
      }
    },
  };
  return table;
}

/**
 * Drops what this process holds for the database, at once. Writers of reference data call it
 * after their change; other processes hear of it through the NOTIFY of migration 0020.
 */
export function referenceChanged(db: Db): void {
  const state = states.get(keyOf(db));
  if (state) drop(state);
}
