import './testing/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Locale } from '@mizani/i18n';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { ListPager, PagedList, pageParams, useListState } from './list-kit.tsx';

const wrap = (children: ReactNode, locale: Locale = 'en') => (
  <AppProviders closeLabelId="portal.closeNotification" initialLocale={locale}>
    {children}
  </AppProviders>
);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ListPager', () => {
  it('shows a capped total as "10,000+", has no last page, and goes on by the cursor', async () => {
    const onPage = vi.fn();
    render(wrap(<ListPager pageNum={1} pageSize={20} total={10_000} totalCapped nextCursor="9001" onPage={onPage} />));
    expect((await screen.findByTestId('pager-status')).textContent).toBe('Page 1, 10,000+ entries');
    expect(button('Last page').disabled).toBe(true);
    fireEvent.click(button('Next page'));
    expect(onPage).toHaveBeenCalledWith(2, '9001');
  });

  it('says the same in Chinese', async () => {
    render(wrap(<ListPager pageNum={3} pageSize={20} total={10_000} totalCapped nextCursor="1" onPage={vi.fn()} />, 'zh'));
    // The Chinese catalogue arrives after the first render.
    expect((await screen.findByText('第 3 页，共 10,000+ 条')).getAttribute('data-testid')).toBe('pager-status');
  });

  it('counts pages of an exact total and stops at the last page the server names', async () => {
    const { rerender } = render(wrap(<ListPager pageNum={2} pageSize={20} total={45} nextCursor="77" onPage={vi.fn()} />));
    expect((await screen.findByTestId('pager-status')).textContent).toBe('Page 2 of 3, 45 entries');
    expect(button('Next page').disabled).toBe(false);
    expect(button('Last page').disabled).toBe(false);
    rerender(wrap(<ListPager pageNum={3} pageSize={20} total={45} nextCursor={null} onPage={vi.fn()} />));
    expect(button('Next page').disabled).toBe(true);
    // A list without cursors pages by number alone.
    rerender(wrap(<ListPager pageNum={2} pageSize={20} total={45} onPage={vi.fn()} />));
    expect(button('Next page').disabled).toBe(false);
    // One entry is one entry, and counts are grouped in thousands.
    rerender(wrap(<ListPager pageNum={1} pageSize={20} total={1} onPage={vi.fn()} />));
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 1 of 1, 1 entry');
    rerender(wrap(<ListPager pageNum={1000} pageSize={10} total={12_345} onPage={vi.fn()} />));
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 1,000 of 1,235, 12,345 entries');
  });
});

describe('a list paged by cursor', () => {
  /** A list whose "server" answers pages of 2 of 7 rows, each page naming the next by its last row. */
  function Harness({ asked }: { asked: { pageNum: number; cursor?: string }[] }) {
    const controls = useListState({});
    const params = pageParams(controls);
    asked.push(params);
    const start = params.cursor !== undefined ? Number(params.cursor) : (params.pageNum - 1) * 2;
    const rows = [start, start + 1].filter((n) => n < 7);
    const data = { rows, total: 7, totalCapped: false, nextCursor: start + 2 < 7 ? String(start + 2) : null };
    return (
      <PagedList controls={controls} result={{ isPending: false, isPlaceholderData: false, data }} pageSize={2} presets={false}>
        <p data-testid="rows">{rows.join(',')}</p>
      </PagedList>
    );
  }

  it('asks for the next page by cursor, keeps the page number, and goes back by the cursor that led there', async () => {
    const asked: { pageNum: number; cursor?: string }[] = [];
    render(wrap(<Harness asked={asked} />));
    expect((await screen.findByTestId('rows')).textContent).toBe('0,1');
    fireEvent.click(button('Next page'));
    expect(screen.getByTestId('rows').textContent).toBe('2,3');
    expect(asked.at(-1)).toEqual({ pageNum: 2, cursor: '2' });
    fireEvent.click(button('Next page'));
    expect(asked.at(-1)).toEqual({ pageNum: 3, cursor: '4' });
    expect(screen.getByTestId('pager-status').textContent).toBe('Page 3 of 4, 7 entries');
    fireEvent.click(button('Previous page'));
    expect(asked.at(-1)).toEqual({ pageNum: 2, cursor: '2' });
    fireEvent.click(button('First page'));
    expect(asked.at(-1)).toEqual({ pageNum: 1 });
    fireEvent.click(button('Last page'));
    expect(asked.at(-1)).toEqual({ pageNum: 4 });
    expect(screen.getByTestId('rows').textContent).toBe('6');
    expect(button('Next page').disabled).toBe(true);
  });
});
