import { expect, seriousA11yViolations, test } from '@mizani/e2e';
import { quoteKesToUsd } from './support/fx-quote.ts';
import { callApi, startSession } from './support/home-accounts.ts';
import { balanceOf, cents, FUND_PASSWORD, fundedAccount } from './support/money.ts';

const decimal = (text: string | null, currency: string) => /([\d,]+(?:\.\d+)?) /.exec(text?.replace(currency, ' ') ?? '')?.[1]?.replace(/,/g, '') ?? '';

test.describe('FX', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('convert KES to USD: both balances change, the history lists it, the chart draws the rate', async ({ page, request }) => {
    const account = await fundedAccount(request, '5000');
    await startSession(page, account.token);
    const kesBefore = await balanceOf(request, account.token, 0, 'KES');
    const usdBefore = await balanceOf(request, account.token, 1, 'USD');

    await page.goto('/home/fx-index');
    await expect(page.getByRole('heading', { level: 1, name: 'Rate' })).toBeVisible();
    await expect(page.getByTestId('rate-table').locator('[data-pair="KES-USD"]')).toContainText('1 KES =');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await quoteKesToUsd(page, '1000');
    await expect(page.getByTestId('fx-countdown')).toContainText(/This quote holds for \d+ more seconds\./);
    await expect(page.getByTestId('fx-quote-pay')).toContainText('1,000 KES');
    const received = decimal(await page.getByTestId('fx-quote-receive').textContent(), 'USD');
    expect(cents(received)).toBeGreaterThan(0n);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByTestId('fx-open-confirm').click();
    await page.getByLabel(/^Transaction password/).fill(FUND_PASSWORD);
    // A double click converts once: the button is held while the first one runs.
    await page.getByTestId('fx-confirm-convert').dblclick();
    await expect(page.getByTestId('fx-result')).toBeVisible();
    await expect(page.getByTestId('fx-balance-from')).toContainText('4,000 KES');

    const kesAfter = await balanceOf(request, account.token, 0, 'KES');
    const usdAfter = await balanceOf(request, account.token, 1, 'USD');
    expect(cents(kesBefore) - cents(kesAfter)).toBe(cents('1000'));
    expect(cents(usdAfter) - cents(usdBefore)).toBe(cents(received));
    const list = await callApi<{ rows: { sn: string }[]; total: number }>(request, '/fx/list', { pageNum: 1, pageSize: 10 }, account.token);
    expect(list.total).toBe(1);

    await page.getByRole('link', { name: 'View convert history' }).click();
    await expect(page).toHaveURL(/\/home\/fx-history$/);
    await expect(page.getByTestId('fx-table').locator(`[data-sn="${list.rows[0]!.sn}"]`)).toBeVisible();
    const chart = page.getByRole('img', { name: /Line chart of the rate of USD to KES/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('path[data-testid="rate-line"]')).toHaveAttribute('d', /^M[\d.]+,[\d.]+( L[\d.]+,[\d.]+)+$/);
    expect(await chart.locator('circle').count()).toBeGreaterThan(2);
    await expect(chart.locator('title')).toHaveText('USD to KES, last 30 days');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The history's filters: another pair finds nothing.
    await page.getByLabel(/^From currency/).last().selectOption('USD');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');
  });

  test('an expired quote cannot be confirmed: the button asks for a new quote', async ({ page, request }) => {
    const account = await fundedAccount(request, '500');
    await page.clock.install();
    await startSession(page, account.token);
    await quoteKesToUsd(page, '100');
    await expect(page.getByTestId('fx-open-confirm')).toBeVisible();
    await page.clock.fastForward(31_000);
    await expect(page.getByTestId('fx-quote-expired')).toHaveText('The quote has expired. Get a new quote to see the current rate.');
    await expect(page.getByTestId('fx-open-confirm')).toHaveCount(0);
    await expect(page.getByTestId('fx-get-quote')).toHaveText('Get a new quote');
    await page.getByTestId('fx-get-quote').click();
    await expect(page.getByTestId('fx-countdown')).toBeVisible();
    await expect(page.getByTestId('fx-open-confirm')).toBeVisible();
    expect(await balanceOf(request, account.token, 0, 'KES')).toBe('500.00');
  });

  test('works in Chinese', async ({ page, request }) => {
    const account = await fundedAccount(request, '200');
    await startSession(page, account.token);
    await page.goto('/home/fx-convert');
    await expect(page.getByRole('heading', { level: 2, name: 'Instant convert' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '即时兑换' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '即时兑换' })).toBeVisible();
    await expect(page.getByLabel(/^兑出钱包/)).toBeVisible();
    await page.getByTestId('fx-get-quote').click();
    await expect(page.getByText('请选择兑出钱包')).toBeVisible();
    await page.goto('/home/fx-history');
    await expect(page.getByRole('heading', { level: 2, name: '汇率走势' })).toBeVisible();
    await expect(page.getByRole('img', { name: /USD 兑 KES 汇率折线图/ })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toHaveText('未找到相关数据');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('FX at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('convert, rates and history fit the screen', async ({ page, request }) => {
    const account = await fundedAccount(request, '300');
    await startSession(page, account.token);
    await quoteKesToUsd(page, '100');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/home/fx-index');
    await expect(page.getByTestId('rate-table')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/home/fx-history');
    await expect(page.getByRole('img', { name: /Line chart/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
