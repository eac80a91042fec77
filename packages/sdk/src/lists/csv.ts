import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of every export, the server's streamed files and the browser's: the quoting
 * is csv-stringify's, the formula rule and the file's shape (UTF-8 with a byte-order mark, CRLF
 * line ends, a header row) are ours, the same everywhere. Free of browser APIs: the server imports
 * it as `@mizani/sdk/csv`; the browser's download is in csv-export.ts.
 */

export type CsvCell = string | number | bigint | boolean | null | undefined;

/** Starts spreadsheet programs read as a formula (a tab or carriage return can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A whole cell that is a signed decimal number ("-12.50", "+255754123450") can run nothing. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell's text, never a formula: text starting with = + - @, a tab or a carriage return gets a
 * leading apostrophe, which spreadsheet programs take as "this is text". A negative amount stays a
 * number the spreadsheet can add up.
 */
export function csvText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Makes spreadsheet programs read the file (names in Chinese included) as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Rows as CSV lines, each ending in CRLF; cells with a comma, quote or line break are quoted. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => row.map(csvText)),
    // csv-stringify quotes a lone \n or \r only when asked: a line break inside a cell must not end the record.
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

/** A whole file's text without the byte-order mark: the header row, then the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}

/** An export's named columns of one record, in the header's order. */
export function csvRecord<Row>(columns: readonly (keyof Row & string)[], row: Row): CsvCell[] {
  return columns.map((column) => row[column] as CsvCell);
}
