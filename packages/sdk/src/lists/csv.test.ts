import { describe, expect, it, vi } from 'vitest';
import { collectPages, exportPagesAsCsv, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(toCsv(['name', 'note'], [['Amina, Ltd', 'said "hi"'], ['=SUM(A1)', '-12.5'], [null, '王小明']])).toBe(
      'name,note\r\n"Amina, Ltd","said ""hi"""\r\n\'=SUM(A1),-12.5\r\n,王小明\r\n',
    );
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
