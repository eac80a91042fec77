import { saveBlob } from '../client/save-blob.ts';

/**
 * CSV export of a list the server has no export call for: the filtered rows are read page by page
 * (the server's largest page) and saved as one file. Lists that can grow large use the server's
 * export instead.
 */
export const EXPORT_PAGE_SIZE = 100;
/** A list longer than this is not walked through in the browser. */
export const EXPORT_MAX_ROWS = 10_000;

export type CsvCell = string | number | bigint | boolean | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ makes spreadsheet programs run the cell as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

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

/** Saves `csv` as a download; the byte-order mark makes spreadsheet programs read the Chinese in it as UTF-8. */
export function saveCsv(fileName: string, csv: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
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
  saveCsv(fileName, toCsv(header, rows.map(row)));
}
