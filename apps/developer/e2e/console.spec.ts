import type { APIRequestContext, Page } from '@playwright/test';
import { expect, operatorApprovesApi, registerFreshAccount, seriousA11yViolations, signedBalance, storeInBrowser, test, verifyIdentity } from '@mizani/e2e';

/**
 * A new company account whose verification (KYB) is approved, as the merchant API's money moves
 * need, and which has not applied for API access. Each try of the serial group below registers its
 * own, so that Playwright's retry starts from an account in the state its first test expects.
 */
async function newVerifiedCompany(request: APIRequestContext): Promise<string> {
  const { token } = await registerFreshAccount(request);
  await verifyIdentity(request, token, 'kyb');
  return token;
}

/** The console shares the portal's session: the token in localStorage, set on this origin. */
async function openSignedIn(page: Page, token: string, pathname: string) {
  await storeInBrowser(page, { token });
  await page.goto(pathname);
}

async function readCredentials(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'API credentials' });
  const value = async (label: string) => (await dialog.getByLabel(label, { exact: true }).textContent())?.trim() ?? '';
  const reveal = dialog.getByRole('button', { name: 'Show' }).first();
  if (await reveal.isVisible()) await reveal.click();
  return { accessKey: await value('Access key'), accessSecret: await value('Access secret') };
}

test.describe.serial('API access end to end', () => {
  let token = '';

  test('apply, operator approves, the menu appears, Reset with the red warning retires the old secret', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    token = await newVerifiedCompany(request);
    await openSignedIn(page, token, '/homeApi');
    await expect(page).toHaveURL(/\/homeApi\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User center' })).toBeVisible();
    await expect(page.getByText('You have not applied for API access yet.', { exact: false })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'API service menu' });
    await expect(nav.getByRole('link', { name: 'C2B' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Apply for API access' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for API access' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel('Company name').fill('Kilima Traders Ltd');
    await page.getByLabel('Contact person').fill('Neema Kilima');
    await page.getByLabel('Contact email').fill('api@kilima.example');
    await page.getByLabel('Contact phone').fill('754321000');
    await page.getByLabel('Callback URL').fill('http://127.0.0.1:9/mizani/webhook');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/homeApi\/account$/);
    await expect(page.getByText('Your application is awaiting review.', { exact: false })).toBeVisible();
    await expect(nav.getByText('The menu appears here once your API access is approved.')).toBeVisible();

    // Before approval the dialog shows only the audit status.
    await page.getByRole('banner').getByRole('button', { name: 'API credentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'API credentials' });
    await expect(dialog.getByText('Awaiting review')).toBeVisible();
    await expect(dialog.getByText('Access key')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await operatorApprovesApi(request, token);
    await page.reload();
    await expect(nav.getByRole('link', { name: 'C2B' })).toBeVisible();
    for (const name of ['B2C', 'Record', 'Top up', 'Cash out', 'Transfer', 'Docs']) await expect(nav.getByRole('link', { name })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'API credentials' }).click();
    await expect(dialog.getByText('Access secret')).toBeVisible();
    await expect(dialog.getByText('•'.repeat(24)).first()).toBeVisible();
    const before = await readCredentials(page);
    expect(before.accessKey).not.toBe('');
    expect(before.accessSecret).not.toContain('•');
    expect(await signedBalance(request, before.accessKey, before.accessSecret)).toBe(200);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText('The old key and secret keep working only for the time picked below');
    // The warning is red: its text colour is dominated by the red channel.
    const color = await warning.getByText('keep working only for the time picked below', { exact: false }).evaluate((el) => getComputedStyle(el).color);
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
    // No overlap here: the old secret is to stop at once (credentials.spec.ts covers the grace periods).
    await dialog.getByLabel('Keep the old one working for').selectOption('0');
    await dialog.getByRole('button', { name: 'Yes, reset now' }).click();
    await expect(warning).toHaveCount(0);
    await expect(dialog.getByText(before.accessKey, { exact: true })).toHaveCount(0);
    const after = await readCredentials(page);
    expect(after.accessKey).not.toBe(before.accessKey);
    expect(after.accessSecret).not.toBe(before.accessSecret);

    // The old secret is refused at once, with the old key and with the new one; the new pair works.
    expect(await signedBalance(request, before.accessKey, before.accessSecret)).toBe(-1100);
    expect(await signedBalance(request, after.accessKey, before.accessSecret)).toBe(-1101);
    expect(await signedBalance(request, after.accessKey, after.accessSecret)).toBe(200);
  });

  test('the try-it panel signs a sandbox pay-in in the browser; it shows in C2B, and its notification attempts can be resent', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, token, '/homeApi/docs/pay-in');
    const panel = page.getByRole('region', { name: 'Try it' });
    await panel.getByLabel('Request').selectOption('payin');
    const body = panel.getByLabel('Request body');
    const sent = JSON.parse(await body.inputValue()) as { merchantOrderNo: string };
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect(panel.getByTestId('try-it-status')).toHaveText('HTTP status 200');
    const reply = panel.locator('pre code');
    await expect(reply).toContainText(`"merchantOrderNo": "${sent.merchantOrderNo}"`);
    const orderNo = (JSON.parse((await reply.textContent()) ?? '{}') as { data: { orderNo: string } }).data.orderNo;

    await page.getByRole('navigation', { name: 'API service menu' }).getByRole('link', { name: 'C2B' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'C2B' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: sent.merchantOrderNo });
    await expect(row).toBeVisible();
    await page.getByLabel('Merchant order number').fill('NO-SUCH-ORDER');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('empty-state')).toHaveText('No relevant data found');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await row.getByRole('button', { name: /Details/ }).click();
    const detail = page.getByRole('dialog', { name: 'Details' });
    await expect(detail).toContainText(orderNo);
    await detail.getByRole('link', { name: 'Status notifications of this order' }).click();

    // The callback URL of this merchant answers nothing: the attempt is logged with its error.
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toBeVisible();
    const delivery = page.getByRole('row').filter({ hasText: orderNo }).first();
    await expect(async () => {
      await page.reload();
      // The reloaded list first: on a loaded machine it can take longer than the count's own second.
      await expect(delivery).toBeVisible();
      await expect(delivery.getByRole('cell').nth(4)).not.toHaveText('0', { timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await delivery.getByRole('button', { name: 'Attempts' }).click();
    const attempts = page.getByRole('dialog', { name: 'Attempts' });
    await expect(attempts).toContainText('webhook-id:');
    await expect(attempts).toContainText('order.status_changed');
    await expect(attempts.getByRole('row')).not.toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await attempts.getByRole('button', { name: 'Close' }).first().click();
    await delivery.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('Queued for delivery again')).toBeVisible();
  });

  test('one screen in Chinese, and the console at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await storeInBrowser(page, { token, LOCALE: 'zh' });
    await page.goto('/homeApi/account');
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
    await expect(page.getByRole('heading', { level: 2, name: 'API 权限' })).toBeVisible();
    await expect(page.getByText('审核通过').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('the docs are readable signed out, in both languages, at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/homeApi/docs/pay-out');
  await expect(page).toHaveURL(/\/homeApi\/docs\/pay-out$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pay out (B2C)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Node.js' })).toBeVisible();
  await expect(page.getByText('Log in with an approved account to try requests here.')).toBeVisible();
  await page.getByRole('tab', { name: 'Python' }).click();
  await expect(page.getByText('string_to_sign = "\\n".join', { exact: false })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Docs topics' }).getByRole('link', { name: 'Status notification' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Status notification' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('LOCALE', 'zh'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '状态通知' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '文档目录' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
