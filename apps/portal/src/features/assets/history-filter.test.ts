import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY_FILTER, historyExportFilter, historyQuery } from './history-filter.ts';

describe('transaction history filter', () => {
  it('leaves "all" out and turns the enumerations into numbers', () => {
    const range = { beginTime: '2026-11-01T00:00:00.000Z', endTime: '2026-11-21T00:00:00.000Z' };
    const query = historyQuery({ ...EMPTY_HISTORY_FILTER, scope: '0', status: '-2', payType: '503', direction: 'in', sn: ' SN1 ' }, range, 3, 20);
    expect(query).toEqual({ pageNum: 3, pageSize: 20, ...range, scope: 0, status: -2, payType: 503, direction: 'in', sn: 'SN1' });
  });

  it('exports the same selection without paging or direction', () => {
    const query = historyQuery({ ...EMPTY_HISTORY_FILTER, currencyId: 'KES', type: '-1', direction: 'out' }, null, 2, 20);
    expect(historyExportFilter(query)).toEqual({ currencyId: 'KES', type: -1 });
  });
});
