/** The logic the list screens of both apps share: date presets, CSV export. The React parts are in `@mizani/ui/list-kit`. */
export { DATE_PRESETS, PRESET_LABELS, rangeOf, type DatePreset, type DateRange } from './date-range.ts';
export { CSV_BOM, csvLines, csvRecord, csvText, toCsv, type CsvCell } from './csv.ts';
export { collectPages, EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, exportPagesAsCsv, type PagedCsvExport } from './csv-export.ts';
