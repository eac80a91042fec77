import type { APIRequestContext, Page } from '@playwright/test';
import { approvedApiAccess, expect, expectNoSidewaysScroll, registerFreshAccount, signedBalance, startSession, test } from '@mizani/e2e';

/** A new account with approved API access, its console's user center open at desktop width. */
async function openConsoleAsNewMerchant(page: Page, request: APIRequestContext) {
  const account = await registerFreshAccount(request);
  await approvedApiAccess(request, account.token);
  await startSession(page, account.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/homeApi/account');
  return account;
}

async function openDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /API credentials|API 凭证/ }).click();
  return page.getByRole('dialog');
}

async function readCredentials(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'API credentials' });
  const value = async (label: string) => (await dialog.getByLabel(label, { exact: true }).textContent())?.trim() ?? '';
  const reveal = dialog.getByRole('button', { name: 'Show' }).first();
  if (await reveal.isVisible()) await reveal.click();
  return { accessKey: await value('Access key'), accessSecret: await value('Access secret') };
}

test('rotates the access key with a 1 hour overlap: the old and new keys both work, the console shows when the old one stops and where each was last used', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openConsoleAsNewMerchant(page, request);

  let dialog = await openDialog(page);
  const before = await readCredentials(page);
  expect(await signedBalance(request, before.accessKey, before.accessSecret)).toBe(200);

  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('keep working only for the time picked below');
  await dialog.getByLabel('Keep the old one working for').selectOption('1');
  await page.screenshot({ path: test.info().outputPath('reset-grace-1280.png') });
  await dialog.getByRole('button', { name: 'Yes, reset now' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const previous = dialog.getByTestId('previous-key');
  await expect(previous).toContainText(before.accessKey);
  await expect(previous).toContainText('Still accepted until');
  const after = await readCredentials(page);
  expect(after.accessKey).not.toBe(before.accessKey);

  // A client that has not switched yet and one that has both get through.
  expect(await signedBalance(request, before.accessKey, before.accessSecret)).toBe(200);
  expect(await signedBalance(request, after.accessKey, after.accessSecret)).toBe(200);

  await page.reload();
  dialog = await openDialog(page);
  await expect(dialog.getByTestId('key-last-used').first()).toContainText('Last used');
  await expect(dialog.getByTestId('previous-key').getByTestId('key-last-used')).toContainText('Last used');
  await page.screenshot({ path: test.info().outputPath('overlap-1280.png') });

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  // A masked secret is one line of dots, however narrow its box.
  const maskedLines = await dialog.getByTestId('credential-Access secret').evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(maskedLines).toBe(1);
  await page.screenshot({ path: test.info().outputPath('overlap-360.png'), fullPage: true });
});

test('enforces the allow-list set in the console with -1104, and the webhook reset offers the same grace choice in Chinese', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await openConsoleAsNewMerchant(page, request);
  await openDialog(page);
  const keys = await readCredentials(page);
  await page.keyboard.press('Escape');

  const saveAllowList = async (entries: string) => {
    await page.getByRole('link', { name: 'Update details' }).click();
    await page.getByLabel('IP allow-list').fill(entries);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('nothing goes back for review', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/homeApi\/account$/);
  };
  await saveAllowList('203.0.113.5');
  expect(await signedBalance(request, keys.accessKey, keys.accessSecret)).toBe(-1104);
  await expect(page.getByText('203.0.113.5')).toBeVisible();
  await saveAllowList('127.0.0.1\n::1');
  expect(await signedBalance(request, keys.accessKey, keys.accessSecret)).toBe(200);

  await startSession(page, account.token, 'zh');
  await page.goto('/homeApi/account');
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: '重置 Webhook 密钥' }).click();
  await expect(dialog.getByRole('alert')).toContainText('同时使用旧密钥签名');
  await dialog.getByLabel('旧凭证继续有效').selectOption('168');
  await dialog.getByRole('button', { name: '确定，立即重置' }).click();
  await expect(dialog.getByTestId('previous-webhook-secret')).toContainText('通知也会用上一个 Webhook 密钥签名');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('webhook-overlap-zh-360.png'), fullPage: true });
});
