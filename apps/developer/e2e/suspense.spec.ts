import type { APIRequestContext } from '@playwright/test';
import { apiAccessKeys, callApi, expect, seriousA11yViolations, storeInBrowser, test } from '@mizani/e2e';

// The individual demo account has a transaction password and money in its KES wallet.
const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' };
const DEMO_APPLICATION = { companyName: 'Amani Demo', contactName: 'Amani', contactEmail: DEMO.email, contactPhone: '712345678' };

/** Signs the demo account in and makes sure its API access is approved, all through the API. */
async function approvedMerchant(request: APIRequestContext): Promise<string> {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: DEMO.email, password: DEMO.password });
  await apiAccessKeys(request, token, DEMO_APPLICATION);
  return token;
}

test('suspense: top up with the fund password (a double click moves money once), transfer back, cash out to a test number', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await approvedMerchant(request);
  await storeInBrowser(page, { token });

  // The demo account is shared with other specs: count its top-ups before this one.
  const topUps = async () => {
    const reply = await request.post('/api/user/suspense/record/list', { headers: { Authorization: `Bearer ${token}` }, data: { pageNum: 1, pageSize: 10, kind: 'recharge' } });
    return ((await reply.json()) as { data: { total: number } }).data.total;
  };
  const before = await topUps();
  // The move's result on the page; the toast saying the same lies outside <main>.
  const shownResult = (text: string) => page.getByRole('main').getByRole('status').filter({ hasText: text });

  await page.goto('/homeApi/suspense-recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeVisible();
  const kes = page.getByTestId('suspense-balance-KES');
  await expect(kes).toContainText('Main wallet:');
  await page.getByLabel('Amount').fill('120');
  await page.getByLabel('Transaction password').fill('12345');
  await page.getByRole('button', { name: 'Review fees' }).click();
  await expect(page.getByText('The transaction password must be exactly 6 digits')).toBeVisible();
  await page.getByLabel('Transaction password').fill(DEMO.fundPassword);
  await page.getByRole('button', { name: 'Review fees' }).click();
  await page.getByRole('button', { name: 'Top up', exact: true }).dblclick();
  await expect(shownResult('120 KES moved')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // One top-up in the record, however the button was pressed.
  await page.goto('/homeApi/suspense-record');
  await page.getByLabel('Type').selectOption('recharge');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Top up' }).first()).toContainText('+120 KES');
  expect(await topUps()).toBe(before + 1);

  await page.goto('/homeApi/suspense-transfer');
  await page.getByText('Suspense wallet to main wallet').click();
  await page.getByLabel('Amount').fill('20');
  await page.getByLabel('Transaction password').fill(DEMO.fundPassword);
  await page.getByRole('button', { name: 'Review fees' }).click();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(shownResult('20 KES moved')).toBeVisible();

  await page.goto('/homeApi/suspense-cashOut');
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Recipient phone').fill('712345670');
  await page.getByLabel('Transaction password').fill(DEMO.fundPassword);
  await page.getByRole('button', { name: 'Review fees' }).click();
  await page.getByRole('button', { name: 'Cash out', exact: true }).click();
  const result = shownResult('Order');
  await expect(result).toContainText('Success');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/homeApi/b2c');
  await expect(page.getByRole('row').filter({ hasText: 'M-pesa(KES)' }).first()).toContainText('Success');
});
