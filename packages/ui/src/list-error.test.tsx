import './testing/setup.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Locale } from '@mizani/i18n';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app/app-providers.tsx';
import { PagedList, useListState } from './list-kit.tsx';

const EMPTY = {};

/** A list read through react-query whose first answer is a server failure and whose second has a row. */
function FlakyList({ answers }: { answers: Array<() => Promise<{ rows: string[]; total: number }>> }) {
  const controls = useListState(EMPTY);
  const result = useQuery({ queryKey: ['flaky'], queryFn: () => answers.shift()!() });
  return (
    <PagedList controls={controls} result={result} pageSize={20} presets={false}>
      <ul>{result.data?.rows.map((row) => <li key={row}>{row}</li>)}</ul>
    </PagedList>
  );
}

const renderList = (locale: Locale) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers = [() => Promise.reject(new Error('HTTP 503')), () => Promise.resolve({ rows: ['MZ-ORDER-1'], total: 1 })];
  render(
    <AppProviders closeLabelId="portal.closeNotification" initialLocale={locale} queryClient={queryClient}>
      <FlakyList answers={answers} />
    </AppProviders>,
  );
};

describe('a list whose read fails', () => {
  it('shows an error with Retry, not "No relevant data found", and Retry loads the rows', async () => {
    renderList('en');
    expect((await screen.findByTestId('list-error')).textContent).toContain('List could not be loaded');
    expect(screen.queryByTestId('empty-state')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('MZ-ORDER-1')).toBeTruthy();
    expect(screen.queryByTestId('list-error')).toBeNull();
  });

  it('says so in Chinese', async () => {
    renderList('zh');
    expect(await screen.findByText('列表加载失败，请检查网络后重试。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
