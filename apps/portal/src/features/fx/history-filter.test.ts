import { describe, expect, it } from 'vitest';
import { fxExportForm, fxListParams, FX_HISTORY_PAGE_SIZE } from './history-filter.ts';

describe('convert history filters', () => {
  it('sends the pair, the number and the period, and leaves out what is empty', () => {
    const state = {
      pageNum: 2,
      preset: 'lastWeek' as const,
      range: { beginTime: '2026-03-01T00:00:00.000Z', endTime: '2026-03-08T00:00:00.000Z' },
      criteria: { fromCurrency: 'KES', toCurrency: '', sn: '  FX123  ' },
    };
    expect(fxListParams(state)).toEqual({
      pageNum: 2,
      pageSize: FX_HISTORY_PAGE_SIZE,
      fromCurrency: 'KES',
      sn: 'FX123',
      beginTime: '2026-03-01T00:00:00.000Z',
      endTime: '2026-03-08T00:00:00.000Z',
    });
    expect(fxExportForm({ pageNum: 1, preset: 'all', range: null, criteria: {} })).toEqual({});
  });
});
