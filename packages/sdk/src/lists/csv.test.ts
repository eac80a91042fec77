import { describe, expect, it, vi } from 'vitest';
import { csvLines, csvText, toCsv } from './csv.ts';
import { collectPages, exportPagesAsCsv } from './csv-export.ts';

describe('CSV export', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(toCsv(['name', 'note'], [['Amina, Ltd', 'said "hi"'], ['=SUM(A1)', '-12.5'], [null, '王小明']])).toBe(
      'name,note\r\n"Amina, Ltd","said ""hi"""\r\n\'=SUM(A1),-12.5\r\n,王小明\r\n',
    );
  });

  it('neutralises every formula start the same way, in any column', () => {
    for (const text of ['=1+2', '+cmd|x', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x")']) {
      expect(csvText(text)).toBe(`'${text}`);
    }
    // Amounts and phone numbers are whole signed numbers: a spreadsheet reads them as numbers, nothing runs.
    for (const text of ['-12.50', '-3', '+255754123450', '0.00', '12']) expect(csvText(text)).toBe(text);
    expect(csvText(-12.5)).toBe('-12.5');
    expect(csvText(10n)).toBe('10');
    expect(csvText(true)).toBe('true');
    expect(csvText(null)).toBe('');
    expect(csvText(undefined)).toBe('');
    // Harmless text keeps its form: inner signs, leading spaces, an e-mail address.
    for (const text of ['a=b', ' =1', 'pay@mizani.africa', '12-34']) expect(csvText(text)).toBe(text);
  });

  it('keeps commas, quotes and line breaks inside their cell', () => {
    expect(csvLines([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'both\r\nends']])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere","both\r\nends"\r\n',
    );
    // A quoted formula is still neutralised first.
    expect(csvLines([['=1,2']])).toBe(`"'=1,2"\r\n`);
    expect(csvLines([])).toBe('');
  });

  it('writes Chinese text as it is; the byte-order mark is added by the file, once', () => {
    expect(toCsv(['姓名'], [['王小明'], ['张伟, 李娜']])).toBe('姓名\r\n王小明\r\n"张伟, 李娜"\r\n');
  });

  it('reads every page of the filtered list and stops at the total', async () => {
    const asked: number[] = [];
    const rows = await collectPages(async (pageNum, pageSize) => {
      asked.push(pageNum);
      const start = (pageNum - 1) * pageSize;
      return { rows: Array.from({ length: Math.max(0, Math.min(pageSize, 250 - start)) }, (_, i) => start + i), total: 250 };
    });
    expect(rows).toHaveLength(250);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('saves every filtered row of every page as one file, not only the page on screen', async () => {
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:mizani/export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const filter = { status: 'Successful' };
    const asked: unknown[] = [];
    await exportPagesAsCsv({
      fileName: 'va-accounts.csv',
      fetchPage: async (pageNum, pageSize) => {
        asked.push({ ...filter, pageNum, pageSize });
        const start = (pageNum - 1) * pageSize;
        return { rows: Array.from({ length: Math.max(0, Math.min(pageSize, 130 - start)) }, (_, i) => ({ id: start + i + 1 })), total: 130 };
      },
      header: ['id'],
      row: (row) => [row.id],
    });
    expect(asked).toEqual([
      { status: 'Successful', pageNum: 1, pageSize: 100 },
      { status: 'Successful', pageNum: 2, pageSize: 100 },
    ]);
    expect(names).toEqual(['va-accounts.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)).toHaveLength(131);
    expect(text).toContain('\r\n130\r\n');
    created.mockRestore();
    vi.restoreAllMocks();
  });
});
