import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock, logEntry, signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { onWideScreen } from '@mizani/ui/testing/screen';

vi.mock('../../../lib/api.ts', async () => ({ api: (await import('../../../test/home-api-mock.ts')).apiMock }));

describe('operation log', () => {
  beforeEach(onWideScreen);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders only the cards on a narrow screen, only the table on a wide one', async () => {
    vi.restoreAllMocks();
    signInAs();
    apiMock.user.log.mockResolvedValue({ rows: [logEntry(1)], total: 1 });
    renderApp('/home/operation-log');
    expect(await screen.findByTestId('log-cards')).toBeTruthy();
    expect(screen.queryByTestId('log-table')).toBeNull();
  });

  it('lists the entries with time in East Africa Time, operation, IP, device and result', async () => {
    signInAs();
    apiMock.user.log.mockResolvedValue({ rows: [logEntry(2, { operation: 'infoSave', success: false }), logEntry(1)], total: 2 });
    renderApp('/home/operation-log');
    const table = await screen.findByTestId('log-table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time (EAT)', 'Operation', 'IP address', 'Device', 'Result']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '20 Nov 2026, 12:15',
      'Edit profile',
      '10.0.0.2',
      'Chrome · Windows',
      'Failed',
    ]);
    expect(apiMock.user.log).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 }, expect.anything());
  });

  it('says so when there is nothing', async () => {
    signInAs();
    renderApp('/home/operation-log');
    expect(await screen.findByText('No relevant data found')).toBeTruthy();
  });

  it('filters by a date preset from the first page, and pages on', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T09:00:00.000Z'), toFake: ['Date'] });
    signInAs();
    apiMock.user.log.mockResolvedValue({ rows: Array.from({ length: 10 }, (_, i) => logEntry(30 - i)), total: 25 });
    renderApp('/home/operation-log');
    expect(await screen.findByText('Page 1 of 3, 25 entries')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(apiMock.user.log).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 10 }, expect.anything()));

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(apiMock.user.log).toHaveBeenLastCalledWith(
        { pageNum: 1, pageSize: 10, beginTime: '2026-11-19T21:00:00.000Z', endTime: '2026-11-20T20:59:59.999Z' },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
    await waitFor(() =>
      expect(apiMock.user.log).toHaveBeenLastCalledWith(
        { pageNum: 1, pageSize: 10, beginTime: '2026-11-14T09:00:00.000Z', endTime: '2026-11-21T09:00:00.000Z' },
        expect.anything(),
      ),
    );
  });
});
