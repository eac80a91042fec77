import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it, vi } from 'vitest';
import { apiMock, logEntry, signInAs } from '../test/home-api-mock.ts';
import { renderApp } from '../test/render-app.tsx';

vi.mock('../lib/api.ts', async () => ({ api: (await import('../test/home-api-mock.ts')).apiMock }));

const unavailable = () => Promise.reject(new Error('HTTP 503'));

/**
 * The failed request (every try: the route's loader and the screen's own both fail) shows the list
 * kit's error, not "No relevant data found"; once the server is back, Retry asks again and the answer shows.
 */
async function expectErrorThenRetry(call: Mock, recovered: unknown, afterRetry: () => Promise<unknown>) {
  const error = await screen.findByTestId('list-error');
  call.mockResolvedValue(recovered);
  expect(screen.queryByText('No relevant data found')).toBeNull();
  expect(error.textContent).toContain('List could not be loaded');
  const calls = call.mock.calls.length;
  fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(call.mock.calls.length).toBeGreaterThan(calls));
  await afterRetry();
  expect(screen.queryByTestId('list-error')).toBeNull();
}

describe('screens whose request failed offer a retry', () => {
  it('notices', async () => {
    signInAs();
    apiMock.common.sysNotice.mockImplementation(unavailable);
    renderApp('/home/notice');
    await expectErrorThenRetry(apiMock.common.sysNotice, [], () => screen.findByTestId('empty-state'));
  });

  it("the dashboard's recent activity", async () => {
    signInAs();
    apiMock.user.log.mockImplementation(unavailable);
    renderApp('/home/dashboard');
    await expectErrorThenRetry(apiMock.user.log, { rows: [logEntry(1)], total: 1 }, () => screen.findByTestId('recent-activity'));
  });

  it('total assets', async () => {
    signInAs();
    apiMock.account.assets.mockImplementation(unavailable);
    renderApp('/home/assets');
    await expectErrorThenRetry(apiMock.account.assets, { wallets: [], totals: [] }, async () => expect(await screen.findAllByTestId('empty-state')).not.toHaveLength(0));
  });

  it('exchange rates', async () => {
    signInAs();
    const rates = vi.fn(unavailable);
    Object.assign(apiMock.common, { exchangeRateCurrent: rates });
    renderApp('/home/fx-index');
    await expectErrorThenRetry(rates, [], async () => expect(await screen.findAllByTestId('empty-state')).not.toHaveLength(0));
  });
});
