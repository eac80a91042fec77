import { readFile } from 'node:fs/promises';
import { expect, expectTableInView, seriousA11yViolations, test } from '@mizani/e2e';
import { callApi, registerFreshAccount, startDemoSession, startSession } from './support/home-accounts.ts';
import { horizontalOverflow } from './support/identity.ts';
import { sandboxTopUp } from './support/top-up.ts';

interface AssetTotal {
  currencyId: string;
  domestic: string;
  crossBorder: string;
  total: string;
}

/** formatAmount's rule for a positive decimal string, for the values the demo holds. */
function grouped(value: string): string {
  const [int = '0', frac = ''] = value.split('.');
  const trimmed = frac.slice(0, 4).replace(/0+$/, '');
  const withCommas = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return trimmed ? `${withCommas}.${trimmed}` : withCommas;
}

test.describe('assets', () => {
  test('total asset shows the demo balances per currency and scope, also on the dashboard', async ({ page, request }) => {
    const token = await startDemoSession(page, request);
    const assets = await callApi<{ totals: AssetTotal[] }>(request, '/account/assets', {}, token);
    const held = assets.totals.filter((row) => Number(row.total) > 0);
    expect(held.length).toBeGreaterThan(0);

    await page.goto('/home/assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Total asset' })).toBeVisible();
    for (const row of held) {
      const line = page.getByTestId(`total-${row.currencyId}`);
      await expect(line).toContainText(grouped(row.total));
      if (Number(row.domestic) > 0) await expect(page.getByTestId(`balance-0-${row.currencyId}`)).toHaveText(grouped(row.domestic));
    }
    await expect(page.getByRole('region', { name: 'Domestic asset' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cross-border asset' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/home/dashboard');
    const first = held[0]!;
    await expect(page.getByTestId(`dashboard-balance-${first.currencyId}`)).toContainText(grouped(first.total));

    // Its movements at a desktop's width: every column, the Details buttons too, is in view (the
    // demo's wide amounts and "Cross-border" once pushed them 9 px behind a sideways scroll).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home/assets-order');
    const history = page.getByTestId('history-table');
    await expect(history.getByRole('button', { name: 'Details' }).first()).toBeVisible();
    await expectTableInView(history);
  });

  test('transaction history: a top-up is listed, filtered, detailed and exported to CSV', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    const order = await sandboxTopUp(request, account.token);
    await startSession(page, account.token);
    await page.goto('/home/assets-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
    const table = page.getByTestId('history-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Top-up');
    await expect(table).toContainText('Mpesa STK PUSH');
    await expect(table).toContainText('Successful');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await table.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByTestId('movement-detail');
    await expect(detail).toContainText(order.sn);
    await expect(detail).toContainText('1,000 KES');
    await page.getByRole('button', { name: 'Close' }).first().click();

    // A filter that matches nothing shows the empty state.
    await page.getByLabel('Direction').selectOption('out');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Last week' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    await expect(page.getByText('Downloading, please wait...')).toBeVisible();
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toContain('sn');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(order.sn);
  });

  test('history with nothing in it says so, readable at 360 px', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await page.setViewportSize({ width: 360, height: 740 });
    await startSession(page, account.token);
    await page.goto('/home/assets-order');
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto('/home/assets');
    await expect(page.getByRole('region', { name: 'Domestic asset' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
