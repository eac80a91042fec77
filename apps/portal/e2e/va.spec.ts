import { expect, seriousA11yViolations, test, verifyIdentity } from '@mizani/e2e';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { horizontalOverflow } from './support/identity.ts';
import { runOps } from './support/ops.ts';

test.describe('VA accounts', () => {
  test('apply with the agreement, Submitted, then the operator advances it to Successful with details', async ({ page, request }) => {
    // Two operator commands, each a process of its own: slow on a loaded machine.
    test.slow();
    const account = await registerFreshAccount(request);
    // Collections, virtual accounts and bigger top-ups are open to a verified account only.
    await verifyIdentity(request, account.token);
    await startSession(page, account.token);
    await page.goto('/home/assets-vaAccount');
    await expect(page.getByRole('heading', { level: 1, name: 'VA accounts' })).toBeVisible();
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');

    await page.getByRole('button', { name: 'Apply for a VA account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Channel').selectOption({ label: 'Pesalink' });
    await dialog.getByLabel('Country').selectOption({ label: 'Kenya' });
    await dialog.getByLabel('Currency').selectOption('KES');
    await dialog.getByLabel('Account name').fill('Amani Traders');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText('Please read and agree to the user agreement')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByText('I have read and agree to the VA account user agreement').click();
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application submitted')).toBeVisible();

    const row = page.getByTestId('va-row').filter({ hasText: 'Amani Traders' });
    await expect(row).toContainText('Submitted');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const list = await callApi<{ rows: { id: number }[] }>(request, '/va/list', { pageNum: 1, pageSize: 10 }, account.token);
    const id = String(list.rows[0]!.id);
    expect(runOps('va:advance', id)).toContain('SUBMITTED -> CONFIRMED');
    await page.reload();
    await expect(row).toContainText('Confirmed');
    expect(runOps('va:advance', id)).toContain('CONFIRMED -> SUCCESSFUL');
    await page.reload();
    await expect(row).toContainText('Successful');

    await row.getByRole('button', { name: 'Details of Amani Traders' }).click();
    const detail = page.getByTestId('va-detail');
    await expect(detail.getByTestId('va-steps').locator('[aria-current="step"]')).toContainText('Successful');
    await expect(detail.getByRole('button', { name: 'Copy Account ID' })).toBeVisible();
    for (const field of ['Bank', 'Branch code', 'Bank code']) await expect(detail.getByRole('button', { name: `Copy ${field}`, exact: true })).toBeVisible();
    await expect(detail).not.toContainText('The account details appear here once the account is Successful.');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('VA accounts at 360 px', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    // Collections, virtual accounts and bigger top-ups are open to a verified account only.
    await verifyIdentity(request, account.token);
    await callApi(request, '/va/apply', { payType: 505, currencyId: 'KES', countryId: 254, accountName: 'Amani Paybill', agreement: true }, account.token);
    await page.setViewportSize({ width: 360, height: 740 });
    await startSession(page, account.token);
    await page.goto('/home/assets-vaAccount');
    await expect(page.getByTestId('va-cards')).toContainText('Amani Paybill');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
