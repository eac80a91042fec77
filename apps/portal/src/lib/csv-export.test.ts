import { describe, expect, it } from 'vitest';
import { collectPages, toCsv } from './csv-export.ts';

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
});
