import { expect, seriousA11yViolations, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { horizontalOverflow } from './support/identity.ts';
import { runOps } from './support/ops.ts';

function dialog(page: Page) {
  return page.getByRole('dialog');
}

async function openAdd(page: Page) {
  await page.getByRole('button', { name: 'Add recipient' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Add recipient' })).toBeVisible();
}

test.describe('recipients', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('add a mobile-money recipient, edit it, delete it after confirming', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/assets-payee');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');

    await openAdd(page);
    // The spec's required messages, before anything is sent.
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Please select a payment channel')).toBeVisible();
    await expect(dialog(page).getByText('Please enter the recipient name')).toBeVisible();

    await dialog(page).getByLabel('Payment channel').selectOption({ label: 'M-pesa(KES) · Mobile money' });
    await dialog(page).getByLabel('Recipient name').fill('  Amina Wanjiru  ');
    await dialog(page).getByLabel('Recipient name').blur();
    await expect(dialog(page).getByLabel('Recipient name')).toHaveValue('Amina Wanjiru');
    await dialog(page).getByLabel('Phone number').fill('712345670');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recipient saved')).toBeVisible();

    const row = page.getByTestId('payee-row').filter({ hasText: 'Amina Wanjiru' });
    await expect(row).toContainText('M-pesa(KES)');
    await expect(row).toContainText('712345670');
    await expect(row).toContainText('Approved');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Edit Amina Wanjiru' }).click();
    await expect(dialog(page).getByLabel('Phone number')).toHaveValue('712345670');
    await dialog(page).getByLabel('Recipient name').fill('Amina W. Otieno');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recipient saved')).toBeVisible();
    const edited = page.getByTestId('payee-row').filter({ hasText: 'Amina W. Otieno' });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: 'Details of Amina W. Otieno' }).click();
    await expect(dialog(page)).toContainText('Individual');
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();

    await edited.getByRole('button', { name: 'Delete Amina W. Otieno' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: 'Delete Amina W. Otieno' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Recipient deleted')).toBeVisible();
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');
  });

  test('a bank recipient waits as pending until the operator approves it', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/assets-payee');
    await openAdd(page);
    await dialog(page).getByLabel('Payment channel').selectOption({ label: 'Pesalink (KES) · Bank' });
    await dialog(page).getByLabel('Account holder type').selectOption({ label: 'Company' });
    await dialog(page).getByLabel('Recipient name').fill('Baraka Supplies');
    await dialog(page).getByLabel('Bank name').fill('Equity Bank Kenya');
    await dialog(page).getByLabel('Account holder name').fill('Baraka Supplies Ltd');
    await dialog(page).getByLabel('Bank account number').fill('0180293456101');
    // Card-like numbers are grouped in fours as they are typed.
    await expect(dialog(page).getByLabel('Bank account number')).toHaveValue('0180 2934 5610 1');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recipient saved')).toBeVisible();

    const row = page.getByTestId('payee-row').filter({ hasText: 'Baraka Supplies' });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('0180 2934 5610 1');

    const list = await callApi<{ rows: { id: number; name: string; auditStatus: number }[] }>(
      request,
      '/payee/list',
      { pageNum: 1, pageSize: 10, auditStatus: -1 },
      account.token,
    );
    const pending = list.rows.find((payee) => payee.name === 'Baraka Supplies');
    expect(pending?.auditStatus).toBe(-1);

    await page.getByLabel('Audit status').selectOption({ label: 'Pending' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('payee-row')).toHaveCount(1);

    runOps('payee:approve', String(pending!.id));
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.reload();
    await expect(page.getByTestId('payee-row').filter({ hasText: 'Baraka Supplies' })).toContainText('Approved');
  });

  test('a Chinese recipient with an English bank name hears the Chinese-details rule', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/assets-payee');
    await openAdd(page);
    await dialog(page).getByLabel('Service').selectOption({ label: 'Cross-border' });
    await dialog(page).getByLabel('Payment channel').selectOption({ label: 'CNY Account KES · Chinese bank account' });
    await dialog(page).getByLabel('Recipient name').fill('Wang Xiaoming');
    await dialog(page).getByLabel('Bank name').fill('Bank of China');
    await dialog(page).getByLabel('Account holder name').fill('王小明');
    await dialog(page).getByLabel('Bank account number').fill('6217856000012345678');
    await dialog(page).getByLabel('Branch').fill('中国银行广州天河支行');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Chinese recipient bank details must be filled in Chinese')).toBeVisible();

    await dialog(page).getByLabel('Bank name').fill('中国银行');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Recipient saved')).toBeVisible();
    await expect(page.getByTestId('payee-row').filter({ hasText: 'Wang Xiaoming' })).toContainText('Pending');
  });

  test('recipients at 360 px: cards, no sideways scrolling, an accessible form', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await callApi(request, '/payee/add', { countryId: 254, payType: 2, currencyId: 'KES', name: 'Juma Mwangi', type: 2, phone: '722000110' }, account.token);
    await page.setViewportSize({ width: 360, height: 740 });
    await startSession(page, account.token);
    await page.goto('/home/assets-payee');
    await expect(page.getByTestId('payee-card').filter({ hasText: 'Juma Mwangi' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await openAdd(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
