import type { Db } from './types.ts';

/**
 * Planner statistics on PGlite. PostgreSQL's autovacuum gathers them by itself; PGlite runs no
 * autovacuum, so without these calls the planner believes every table is tiny and chooses plans
 * that sort a user's whole history for every page of a list.
 *
 * Growth is judged from each table's size on disk against the page count the last ANALYZE
 * recorded (pg_class.relpages): that needs no scan, and it also works where PGlite leaves
 * pg_stat_user_tables.n_mod_since_analyze at zero (it flushes its activity counters only when a
 * backend goes idle, which its single in-process backend never does).
 *
 * A VACUUM records the table's size in pg_class too, without gathering statistics. On PostgreSQL
 * autovacuum vacuums a table that received many inserts and analyses it after, as a second step;
 * between the two the size looks recorded while the column statistics still describe the table
 * before the inserts. So on PostgreSQL a table vacuumed since its last ANALYZE counts as grown.
 */

/** Re-analyse a table once it has grown by this fraction of its size at the last ANALYZE. */
export const ANALYZE_GROWTH = 0.2;
/** ...and by at least this many 8 kB pages, so small tables are not analysed over and over. */
const ANALYZE_MIN_PAGES = 8;
/** How often the PGlite server looks (the look is one catalogue query). */
export const ANALYZE_CHECK_MS = 15_000;

interface TableSize {
  name: string;
  recorded: number;
  pages: string;
  analyzed: boolean;
  vacuumedSinceAnalyze: boolean | null;
}

/** The tables of the current schema that have grown enough since their last ANALYZE. */
export async function grownTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<TableSize>(
    `SELECT quote_ident(c.relname) AS name, c.relpages AS recorded,
            pg_relation_size(c.oid) / current_setting('block_size')::int AS pages,
            c.reltuples >= 0 AS analyzed,
            GREATEST(s.last_vacuum, s.last_autovacuum) > COALESCE(GREATEST(s.last_analyze, s.last_autoanalyze), '-infinity')
              AS "vacuumedSinceAnalyze"
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
     WHERE c.relkind = 'r' AND n.nspname = current_schema()`,
  );
  return rows
    .filter((t) => {
      const pages = Number(t.pages);
      if (pages === 0) return false;
      if (!t.analyzed) return true;
      if (db.kind === 'postgres' && t.vacuumedSinceAnalyze) return true;
      return pages - t.recorded >= Math.max(ANALYZE_MIN_PAGES, t.recorded * ANALYZE_GROWTH);
    })
    .map((t) => t.name);
}

/**
 * ANALYZE of every table that grew since its last one; returns their names. Each table is its own
 * statement, so on PGlite other queries get a turn between them.
 *
 * On PGlite it is `VACUUM (ANALYZE)`: with no autovacuum nothing else ever marks a page all-visible,
 * so every index-only scan would still visit the heap for each entry. The lists' capped totals and
 * the look-up of a deep page's first key walk up to 10,000 index entries; with the visibility map
 * set they read index pages only (about half the time per list request at 10,000 orders). A
 * VACUUM skips the pages already marked, so after the first one it costs about what the table grew.
 */
export async function analyzeGrown(db: Db): Promise<string[]> {
  const tables = await grownTables(db);
  const command = db.kind === 'pglite' ? 'VACUUM (ANALYZE)' : 'ANALYZE';
  for (const table of tables) await db.exec(`${command} ${table}`);
  return tables;
}

/**
 * Checks for grown tables every `intervalMs` until the returned function is called. Only PGlite
 * needs it; on PostgreSQL it returns a no-op. A failed check (the database closing under it) is
 * skipped: statistics are an optimisation, never a reason to crash.
 */
export function startAutoAnalyze(db: Db, intervalMs: number = ANALYZE_CHECK_MS): () => void {
  if (db.kind !== 'pglite') return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeGrown(db)
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
