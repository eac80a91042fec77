import { describe, expect, it } from 'vitest';
import { exportForm, listParams, ORDERS_PAGE_SIZE } from './order-filter.ts';

describe('order filter', () => {
  it('sends only the filters that are set, with the scope always', () => {
    expect(listParams({ scope: 1, pageNum: 3, preset: 'all', range: null })).toEqual({ pageNum: 3, pageSize: ORDERS_PAGE_SIZE, scope: 1 });
  });

  it('keeps zero values (status PENDING, kind Payment) rather than dropping them as empty', () => {
    const params = listParams({ scope: 0, pageNum: 1, preset: 'all', range: null, status: 0, type: 0, payType: 0 });
    expect(params).toMatchObject({ status: 0, type: 0, payType: 0 });
  });

  it('exports the same filters as the list, without paging', () => {
    const range = { beginTime: '2026-01-01T00:00:00.000Z', endTime: '2026-01-08T00:00:00.000Z' };
    const form = exportForm({ scope: 0, pageNum: 4, preset: 'lastWeek', range, status: -2, sn: 'AB12CD34' });
    expect(form).toEqual({ scope: 0, status: -2, sn: 'AB12CD34', ...range });
  });
});
