import { readFile } from 'node:fs/promises';
import { expect, seriousA11yViolations, test } from '@mizani/e2e';
import { startServerProcess, type ServerProcess } from '@mizani/server/testing';
import { callApi, registerFreshAccount, startSession, uniqueEmail, uniquePhone } from './support/home-accounts.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A bank top-up waits in MANUAL_PENDING: a cancellable order made without the operator. */
async function manualTopUp(request: Parameters<typeof registerFreshAccount>[0], token: string, amount: string) {
  return callApi<{ sn: string }>(request, '/order/recharge/create', { scope: 0, payType: 503, currencyId: 'KES', amount, clientOrderNo: `e2e-${Date.now()}-${amount}` }, token);
}

test('transactions: list, filter by status, details, cancel with confirmation, CSV export', async ({ page, request }) => {
  const account = await registerFreshAccount(request);
  const first = await manualTopUp(request, account.token, '700');
  const second = await manualTopUp(request, account.token, '800');
  await startSession(page, account.token);
  await page.goto('/home/psp-order');
  const table = page.getByTestId('order-table');
  await expect(table.locator(`[data-sn="${first.sn}"]`)).toBeVisible();
  await expect(table.locator(`[data-sn="${second.sn}"]`)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await table.getByRole('button', { name: `Details ${first.sn}` }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status')).toHaveText('Awaiting review');
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Cancelling order ${first.sn} is irreversible: it cannot be undone.`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(detail.getByTestId('order-status')).toHaveText('Cancelled');
  await detail.getByRole('button', { name: 'Close' }).first().click();

  await page.getByLabel(/^Status/).selectOption({ label: 'Cancelled' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator(`[data-sn="${first.sn}"]`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Downloading, please wait...')).toBeVisible();
  const file = await (await downloading).path();
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toContain('sn');
  expect(lines[0]).toContain('status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(first.sn);
  expect(lines[1]).toContain('700');

  await page.getByLabel(/^Order number/).fill('NOSUCHORDER1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');
});

test('a staff member who may only read orders sees no "Cancel order"; one who may top up does', async ({ page, request }) => {
  const main = await registerFreshAccount(request);
  const order = await manualTopUp(request, main.token, '900');
  const staffToken = async (roleName: string, menus: string[]) => {
    const { roleId } = await callApi<{ roleId: number }>(request, '/user/role/add', { roleName, menus }, main.token);
    const email = uniqueEmail('orders-staff');
    await callApi(request, '/user/team/add', { userName: roleName, email, phonenumber: uniquePhone(), countryId: 254, roleId, password: 'Member#26' }, main.token);
    return (await callApi<{ token: string }>(request, '/user/emailLogin', { email, password: 'Member#26' })).token;
  };
  const openDetail = async (token: string) => {
    await startSession(page, token);
    await page.goto('/home/psp-order');
    await page.getByTestId('order-table').getByRole('button', { name: `Details ${order.sn}` }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('Awaiting review');
    return detail;
  };
  const viewer = await openDetail(await staffToken('Viewer', ['PSP', 'PSPOrder']));
  await expect(viewer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const topUp = await openDetail(await staffToken('Top-up', ['PSP', 'PSPOrder', 'PSPRecharge']));
  await expect(topUp.getByRole('button', { name: 'Cancel order' })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('orders are cards and the empty state reads', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/mrp-order');
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('an account with 10,000 orders', () => {
  // A server of its own, seeded at start with a year of history for the demo account.
  let server: ServerProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startServerProcess({ env: { DEMO_BULK_ORDERS: '10000', CODES_PER_IP_PER_HOUR: '100000' }, timeoutMs: 280_000 });
  });
  test.afterAll(async () => server?.stop());

  test('psp-order shows the total and pages to the last page without waiting', async ({ page, request }) => {
    test.setTimeout(120_000);
    const url = server!.url;
    const login = (await (await request.post(`${url}/api/user/emailLogin`, { data: { email: 'demo@mizani.africa', password: 'Demo@2026' } })).json()) as {
      data: { token: string };
    };
    const token = login.data.token;
    const list = async (pageNum: number) => {
      const started = Date.now();
      const reply = await request.post(`${url}/api/order/list`, { data: { pageNum, pageSize: 10, scope: 0 }, headers: { Authorization: `Bearer ${token}` } });
      const body = (await reply.json()) as { data: { total: number; rows: { sn: string }[] } };
      return { ...body.data, ms: Date.now() - started };
    };
    const first = await list(1);
    expect(first.total).toBeGreaterThanOrEqual(10_000);
    const pages = Math.ceil(first.total / 10);
    const last = await list(pages);
    expect(last.rows.length).toBe(first.total - (pages - 1) * 10);
    // Generous for a loaded two-core machine; the index keeps it to a few milliseconds when idle.
    expect(last.ms).toBeLessThan(2_000);

    await page.goto(`${url}/401`);
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('LOCALE', 'en');
    }, token);
    await page.goto(`${url}/home/psp-order`);
    const status = page.getByTestId('pager-status');
    // Counts are shown with thousands separators: 'Page 1 of 1,000, 10,000 entries'.
    const [shownPages, shownTotal] = [pages, first.total].map((n) => n.toLocaleString('en-US'));
    await expect(status).toHaveText(`Page 1 of ${shownPages}, ${shownTotal} entries`);
    await expect(page.getByTestId('order-table').locator('tbody tr')).toHaveCount(10);
    const started = Date.now();
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(status).toHaveText(`Page ${shownPages} of ${shownPages}, ${shownTotal} entries`);
    await expect(page.getByTestId('order-table').locator(`[data-sn="${last.rows[0]!.sn}"]`)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(status).toHaveText(`Page ${(pages - 1).toLocaleString('en-US')} of ${shownPages}, ${shownTotal} entries`);
  });
});
