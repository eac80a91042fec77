import { saveBlob } from '../client/save-blob.ts';
import type { CsvCell } from './csv.ts';

/**
 * CSV export of a list the server has no export call for: the filtered rows are read page by page
 * (the server's largest page) and saved as one file. Lists that can grow large use the server's
 * export instead.
 */
export const EXPORT_PAGE_SIZE = 100;
/** A list longer than this is not walked through in the browser. */
export const EXPORT_MAX_ROWS = 10_000;

/** Every row of a paged list: asks page after page until the total is reached. */
export async function collectPages<Row>(fetchPage: (pageNum: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNum = 1; rows.length < EXPORT_MAX_ROWS; pageNum += 1) {
    const page = await fetchPage(pageNum, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) break;
  }
  return rows;
}

export interface PagedCsvExport<Row> {
  fileName: string;
  fetchPage: (pageNum: number, pageSize: number) => Promise<{ rows: Row[]; total: number }>;
  header: readonly string[];
  row: (row: Row) => readonly CsvCell[];
}

/** Reads every page of the filtered list and saves it as one CSV file. */
export async function exportPagesAsCsv<Row>({ fileName, fetchPage, header, row }: PagedCsvExport<Row>): Promise<void> {
  const rows = await collectPages(fetchPage);
  // The writer (csv-stringify) loads when a file is saved, so list screens do not carry it.
  const { CSV_BOM, toCsv } = await import('./csv.ts');
  saveBlob(new Blob([CSV_BOM, toCsv(header, rows.map(row))], { type: 'text/csv;charset=utf-8' }), fileName);
}
