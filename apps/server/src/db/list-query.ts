import { Readable } from 'node:stream';
import { CSV_BOM, csvLines, csvRecord } from '@mizani/sdk/csv';
/**
 * The one way a list reads its rows: typed filter clauses become a parameterised WHERE (column
 * names and fixed SQL are the caller's constants; every value a user sent is a $n parameter), the
 * list's key gives a newest-first ORDER BY its index can serve and the condition of a cursor, and
 * `readPage` reads one page by cursor or page number with a total counted up to a cap.
 */
import { LIST_TOTAL_CAP } from '@mizani/sdk/contract';
import type { Db } from './types.ts';

/** Casts a clause may put on its parameter: a fixed set, so no text reaches the SQL from outside. */
export type SqlCast = 'timestamptz' | 'bigint' | 'integer' | 'smallint' | 'text' | 'numeric';

export type FilterClause =
  | { kind: 'owner'; column: string; value: number }
  | { kind: 'equals'; column: string; value: unknown; cast?: SqlCast | undefined }
  | { kind: 'in'; column: string; values: readonly unknown[] | undefined; cast: SqlCast }
  | { kind: 'range'; column: string; from: unknown; to: unknown; cast: SqlCast }
  | { kind: 'text'; column: string; value: string | undefined; match: 'exact' | 'contains' }
  | { kind: 'select'; column: string; select: string; value: unknown }
  | { kind: 'fixed'; sql: string; when: boolean };

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** The rows of one account: never left out, so a list cannot forget whose rows it shows. */
export const owner = (column: string, value: number): FilterClause => ({ kind: 'owner', column, value });
/** `column = value`, when a value was given. */
export const equals = (column: string, value: unknown, cast?: SqlCast): FilterClause => ({ kind: 'equals', column, value, cast });
/** `column = ANY(values)`, when a list of values was given. */
export const oneOf = (column: string, values: readonly unknown[] | undefined, cast: SqlCast): FilterClause => ({ kind: 'in', column, values, cast });
/** A period of `beginTime` to `endTime`, both ends included, either one optional. */
export const dateRange = (column: string, from: string | undefined, to: string | undefined): FilterClause => ({
  kind: 'range',
  column,
  from,
  to,
  cast: 'timestamptz',
});
/** An amount (in minor units) between two bounds, both included, either one optional. */
export const amountRange = (column: string, from: bigint | undefined, to: bigint | undefined): FilterClause => ({ kind: 'range', column, from, to, cast: 'bigint' });
/** Text a user typed: compared trimmed; `contains` matches anywhere, case-insensitively, with % and _ taken literally. */
export const textMatch = (column: string, value: string | undefined, match: 'exact' | 'contains' = 'exact'): FilterClause => ({ kind: 'text', column, value, match });
/** `column IN (select)`, where the caller's sub-select takes the value as `$v` (and may name the owner as $1). */
export const inSelect = (column: string, select: string, value: unknown): FilterClause => ({ kind: 'select', column, select, value });
/** A condition of the caller's own SQL with no value in it (an amount's sign, a status group), when `when` holds. */
export const fixed = (sql: string, when = true): FilterClause => ({ kind: 'fixed', sql, when });

export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The clauses joined with AND; parameters numbered from $1 in the clauses' order. The owner comes
 * first, so a cursor's look-up can name it as $1.
 */
export function buildWhere(clauses: readonly FilterClause[]): Where {
  if (clauses[0]?.kind !== 'owner') throw new Error('a list starts with its owner');
  const params: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown, cast?: SqlCast) => {
    params.push(value);
    return cast ? `$${params.length}::${cast}` : `$${params.length}`;
  };
  for (const clause of clauses) {
    switch (clause.kind) {
      case 'owner':
        if (!Number.isInteger(clause.value)) throw new Error(`a list needs its owner (${clause.column})`);
        conditions.push(`${clause.column} = ${param(clause.value)}`);
        break;
      case 'equals':
        if (!absent(clause.value)) conditions.push(`${clause.column} = ${param(clause.value, clause.cast)}`);
        break;
      case 'in':
        if (clause.values && clause.values.length > 0) conditions.push(`${clause.column} = ANY(${param(clause.values, clause.cast)}[])`);
        break;
      case 'range':
        if (!absent(clause.from)) conditions.push(`${clause.column} >= ${param(clause.from, clause.cast)}`);
        if (!absent(clause.to)) conditions.push(`${clause.column} <= ${param(clause.to, clause.cast)}`);
        break;
      case 'text': {
        const text = clause.value?.trim();
        if (!text) break;
        if (clause.match === 'exact') conditions.push(`${clause.column} = ${param(text)}`);
        else conditions.push(`${clause.column} ILIKE ${param(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
        break;
      }
      case 'select':
        if (!absent(clause.value)) conditions.push(`${clause.column} IN (${clause.select.replaceAll('$v', param(clause.value))})`);
        break;
      case 'fixed':
        if (clause.when) conditions.push(clause.sql);
        break;
    }
  }
  return { sql: conditions.length > 0 ? conditions.join(' AND ') : 'TRUE', params };
}

/**
 * How a list is ordered and where a cursor resumes it: newest first by `time`, ties by `id` (or
 * by `id` alone when ids follow the list's order), matching the list's index.
 */
export interface ListKey {
  /** The time column, newest first; absent when the id alone orders the list. */
  time?: string;
  /** The unique id column that breaks ties and that a cursor names. */
  id: string;
  /**
   * The (time, id) of the row a cursor names, read from the owner's rows only (a cursor of
   * somebody else's row names nothing, and the page is empty). `$c` is the cursor's parameter and
   * `$1` the owner's. Absent with no `time`: the cursor is the id itself.
   */
  cursorRow?: string;
  /** What a cursor is: a bigint id (the default) or text (an order number). */
  cursorType?: 'bigint' | 'text';
}

/** ORDER BY of the list, newest first. */
export function orderBy(key: ListKey): string {
  return key.time ? `ORDER BY ${key.time} DESC, ${key.id} DESC` : `ORDER BY ${key.id} DESC`;
}

/** The condition for rows after (older than) the row `param` names, or from that row on when `inclusive`. */
export function afterCursor(key: ListKey, param: string, inclusive = false): string {
  const cursor = `${param}::${key.cursorType ?? 'bigint'}`;
  const compare = inclusive ? '<=' : '<';
  if (!key.time) return `${key.id} ${compare} ${cursor}`;
  if (!key.cursorRow) throw new Error('a list ordered by time needs cursorRow');
  return `(${key.time}, ${key.id}) ${compare} (${key.cursorRow.replaceAll('$c', cursor)})`;
}

/**
 * How many rows match, counted up to `cap` only: past that the index is not walked any further,
 * so a total costs the same at 100,000 rows as at 10,000.
 */
export async function cappedCount(db: Db, from: string, where: Where, cap: number = LIST_TOTAL_CAP): Promise<{ total: number; totalCapped: boolean }> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${where.sql} LIMIT ${cap + 1}) AS capped`, where.params);
  const n = Number(rows[0]?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

export interface PageRequest {
  pageNum: number;
  pageSize: number;
  /** The `nextCursor` of the page before: the page after it however deep, `pageNum` then ignored. */
  cursor?: string | undefined;
}

export interface KeysetPage<T> {
  rows: T[];
  total: number;
  totalCapped: boolean;
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
}

export interface ListSpec<Row> {
  /** `SELECT <columns> FROM <tables>`: the page's rows, with what they show joined in. */
  select: string;
  /** The tables the total is counted over: only what the filter needs. */
  countFrom: string;
  where: Where;
  key: ListKey;
  /** The cursor naming a row: its `key.id`, as text. */
  cursorOf: (row: Row) => string;
  /**
   * The kept version of the owner's rows (`list_version`, migration 0023), when every column the
   * filter and key use raises it: the total and the pages' start keys are then kept under it and
   * counted again only after it moves. Left out for a filter on a column that changes under a row
   * (an order's status).
   */
  version?: ListVersion | undefined;
}

/** Whose rows of which list (`list_version.list`, named after the table whose triggers raise it). */
export interface ListVersion {
  list: string;
  owner: number;
}

/**
 * Where a page by number starts, and the list's capped total, in one statement that walks the
 * list's index once: the key of the row `skip` rows in (newest first) comes from the key columns
 * and the filter alone, so the rows before it cost an index entry each and are never read or
 * joined; the rows from there on are counted only as far as the cap. Together the two walks cover
 * at most `cap` + 1 entries, what the total of a first page costs. Undefined when the page starts
 * past the last row.
 */
export async function pageStart(db: Db, spec: Pick<ListSpec<unknown>, 'countFrom' | 'where' | 'key' | 'version'>, skip: number, cap: number = LIST_TOTAL_CAP) {
  const { key, where } = spec;
  const n = where.params.length;
  const columns = key.time ? `${key.time}, ${key.id}` : key.id;
  const { rows } = await db.query<{ at: string; rest: string; list_version?: string | null }>(
    `WITH start AS MATERIALIZED (SELECT ${key.time ? `${key.time} AS start_time, ` : ''}${key.id} AS start_id FROM ${spec.countFrom} WHERE ${where.sql} ${orderBy(key)} OFFSET $${n + 1} LIMIT 1)
     SELECT ${versionColumn(spec.version)}start.start_id::text AS at,
            (SELECT count(*) FROM (SELECT 1 FROM ${spec.countFrom} WHERE ${where.sql} AND (${columns}) <= (${key.time ? 'start.start_time, ' : ''}start.start_id) ${orderBy(key)} LIMIT $${n + 2}) AS rest) AS rest
     FROM start`,
    [...where.params, skip, Math.max(0, cap + 1 - skip)],
  );
  const found = rows[0];
  if (!found) return undefined;
  const counted = skip + Number(found.rest);
  return { at: found.at, total: Math.min(counted, cap), totalCapped: counted > cap, seen: found.list_version ?? undefined };
}

/**
 * The owner's version of the list as a first column of a statement (one look-up by primary key,
 * in the statement's own snapshot); nothing without a version. The owner is the list's `$1`.
 */
function versionColumn(version: ListVersion | undefined): string {
  if (!version) return '';
  if (!/^[a-z_]+$/.test(version.list)) throw new Error(`not a list name: ${version.list}`);
  return `(SELECT v.version::text FROM list_version v WHERE v.list = '${version.list}' AND v.owner = $1) AS list_version, `;
}

/**
 * One page of a list, newest first, always read from the list's index and never by OFFSET over
 * the rows before it:
 * - with a `cursor`, from just after the row it names, however deep;
 * - by `pageNum`, from the row `pageStart` finds, so the last page costs what the first does and
 *   neither depends on how long the history is past the cap.
 * One row more than the page is read to tell whether a page follows.
 *
 * With a `version`, the page's own statement also reads the owner's version of the list. While it
 * stands, the total counted under it (and a page by number's start key) is used as kept, so a page
 * is that one statement; once a transaction that changed the owner's rows commits, the version has
 * moved and the page counts again. A count is kept under a version read no later than the count
 * (so it can only be newer than its version, never older). Never inside a transaction, whose own
 * rows are in no version yet.
 */
export async function readPage<Row, T>(db: Db, spec: ListSpec<Row>, page: PageRequest, toRow: (row: Row) => T): Promise<KeysetPage<T>> {
  const { where, key } = spec;
  const n = where.params.length;
  const size = page.pageSize;
  const version = db.root === undefined ? spec.version : undefined;
  if (!spec.select.startsWith('SELECT ')) throw new Error('a list\'s select starts with SELECT');
  const select = `SELECT ${versionColumn(version)}${spec.select.slice('SELECT '.length)} WHERE ${where.sql}`;
  const read = async (sql: string, params: unknown[]) => {
    const rows = (await db.query<Row & { list_version?: string | null }>(`${select} ${sql}`, params)).rows;
    const seen = rows[0]?.list_version ?? undefined;
    if (version) for (const row of rows) delete row.list_version;
    return { rows: rows as Row[], seen };
  };
  const from = (cursor: string, inclusive: boolean) => read(`AND ${afterCursor(key, `$${n + 1}`, inclusive)} ${orderBy(key)} LIMIT $${n + 2}`, [...where.params, cursor, size + 1]);
  const skip = page.cursor === undefined ? (page.pageNum - 1) * size : 0;
  const kept = version ? keptOf(db) : undefined;
  const keyOfList = version ? keptKey(spec as ListSpec<unknown>, version) : '';
  const entry = kept?.get(keyOfList);

  let read1: { rows: Row[]; seen: string | undefined } | undefined;
  if (page.cursor !== undefined) read1 = await from(page.cursor, false);
  else if (skip === 0) read1 = await read(`${orderBy(key)} LIMIT $${n + 1}`, [...where.params, size + 1]);
  else {
    const keptStart = entry?.starts.get(skip);
    // A start kept under a version that has moved is found again below.
    if (keptStart !== undefined) read1 = await from(keptStart, true);
    if (read1 && read1.seen !== entry?.version) read1 = undefined;
  }

  let rows: Row[];
  let counted: { total: number; totalCapped: boolean };
  if (read1 && entry && read1.seen === entry.version) {
    rows = read1.rows;
    counted = entry;
  } else if (read1) {
    rows = read1.rows;
    counted = await cappedCount(db, spec.countFrom, where);
    if (kept && read1.seen !== undefined) keep(kept, keyOfList, read1.seen, counted);
  } else {
    const start = await pageStart(db, { ...spec, version }, skip);
    rows = start ? (await from(start.at, true)).rows : [];
    counted = start ?? (await cappedCount(db, spec.countFrom, where));
    if (kept && start?.seen !== undefined) keep(kept, keyOfList, start.seen, start, { skip, at: start.at });
  }
  const more = rows.length > size;
  rows = rows.slice(0, size);
  return { total: counted.total, totalCapped: counted.totalCapped, nextCursor: more && rows.length > 0 ? spec.cursorOf(rows[rows.length - 1]!) : null, rows: rows.map(toRow) };
}

/** What is kept of one list under one filter: its total and where its pages by number start. */
interface Kept {
  version: string;
  total: number;
  totalCapped: boolean;
  /** The key of the row `skip` rows in, by `skip`. */
  starts: Map<number, string>;
}

/** How many lists under a filter a server keeps per database, and page starts per list. */
const KEPT_LISTS = 2000;
const KEPT_STARTS = 100;
const keptByDb = new WeakMap<Db, Map<string, Kept>>();

function keptOf(db: Db): Map<string, Kept> {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = new Map()));
  return kept;
}

/** One list under one filter and order: the same rows and starts whoever asks. */
const keptKey = (spec: ListSpec<unknown>, version: ListVersion) =>
  [version.list, spec.countFrom, spec.where.sql, orderBy(spec.key), JSON.stringify(spec.where.params, (_, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))].join('\u0000');

/** Keeps what was counted under `version`, in place of what an older version counted (and the oldest list past the limit). */
function keep(kept: Map<string, Kept>, key: string, version: string, counted: { total: number; totalCapped: boolean }, start?: { skip: number; at: string }): void {
  let entry = kept.get(key);
  if (entry?.version !== version) {
    kept.delete(key);
    entry = { version, total: counted.total, totalCapped: counted.totalCapped, starts: new Map() };
    kept.set(key, entry);
    if (kept.size > KEPT_LISTS) kept.delete(kept.keys().next().value!);
  }
  if (start && entry.starts.size < KEPT_STARTS) entry.starts.set(start.skip, start.at);
}

const EXPORT_BATCH = 500;

/**
 * Every matching row, newest first, read by key in batches so that memory stays flat however
 * many rows match (an export).
 */
export async function* allRows<Row>(db: Db, spec: ListSpec<Row>): AsyncGenerator<Row[]> {
  const { where, key } = spec;
  const n = where.params.length;
  let cursor: string | null = null;
  for (;;) {
    const batch: Row[] = (
      await db.query<Row>(
        `${spec.select} WHERE ${where.sql} ${cursor === null ? '' : `AND ${afterCursor(key, `$${n + 1}`)}`} ${orderBy(key)} LIMIT ${EXPORT_BATCH}`,
        cursor === null ? where.params : [...where.params, cursor],
      )
    ).rows;
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH) return;
    cursor = spec.cursorOf(batch[batch.length - 1]!);
  }
}

/** A filter form's number field (an export's query string): blank means no filter. */
export function formNumber(text: string | undefined): number | undefined {
  return text === undefined || text === '' ? undefined : Number(text);
}

/**
 * Every matching row as a CSV file (the one writer of @mizani/sdk/csv): a byte-order mark and the
 * header row, then the rows newest first, read in batches by key so memory stays flat however
 * many match.
 */
export function csvExport<Row, T>(db: Db, spec: ListSpec<Row>, columns: readonly (keyof T & string)[], toRecord: (row: Row) => T): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLines([columns]);
    for await (const batch of allRows(db, spec)) yield csvLines(batch.map((row) => csvRecord(columns, toRecord(row))));
  }
  return Readable.from(lines());
}
