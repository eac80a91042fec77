import type { Db } from './types.ts';

/**
 * A database handle that records every statement sent through it (transaction handles included),
 * for tests that hold a flow to a number of round trips: `BEGIN`, `COMMIT` and savepoints are
 * round trips too, and are recorded as such.
 */
export interface CountedDb {
  db: Db;
  /** The statements since the last `reset()`, in the order they were sent, each on one line. */
  readonly statements: readonly string[];
  /** How many transactions were committed since the last `reset()`. */
  readonly commits: number;
  reset(): void;
}

/** The statement on one line. */
function label(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim();
}

export function countStatements(inner: Db): CountedDb {
  const statements: string[] = [];
  let commits = 0;

  const wrap = (handle: Db, root: Db | undefined): Db => {
    const nested = root !== undefined;
    const counted: Db = {
      kind: handle.kind,
      ...(root ? { root } : {}),
      ...(handle.listen ? { listen: handle.listen.bind(handle) } : {}),
      query(sql, params) {
        statements.push(label(sql));
        return handle.query(sql, params);
      },
      exec(sql) {
        statements.push(label(sql));
        return handle.exec(sql);
      },
      // The COMMIT it sends is recorded where the transaction ends, as for any other.
      ...(handle.queryThenCommit
        ? {
            queryThenCommit<T>(sql: string, params?: readonly unknown[]) {
              statements.push(label(sql));
              return handle.queryThenCommit!<T>(sql, params);
            },
          }
        : {}),
      async transaction(fn) {
        statements.push(nested ? 'SAVEPOINT' : 'BEGIN');
        let failed = false;
        try {
          return await handle.transaction((tx) => fn(wrap(tx, root ?? counted)));
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          statements.push(nested ? (failed ? 'ROLLBACK TO SAVEPOINT' : 'RELEASE SAVEPOINT') : failed ? 'ROLLBACK' : 'COMMIT');
          if (!nested && !failed) commits += 1;
        }
      },
      close: () => handle.close(),
    };
    return counted;
  };

  return {
    db: wrap(inner, undefined),
    get statements() {
      return statements;
    },
    get commits() {
      return commits;
    },
    reset() {
      statements.length = 0;
      commits = 0;
    },
  };
}
