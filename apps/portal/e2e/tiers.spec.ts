import { expect, expectNoSidewaysScroll, test, verifyIdentity } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { askMpesaQuote, confirm, quoteMpesa } from './support/domestic-send.ts';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { balanceOf, cents, FUND_PASSWORD } from './support/money.ts';

// Verification tiers seen by a brand-new account: its tier on the dashboard, a top-up over the
// unverified limit refused at its preview and one within it paid, a send refused with -1041's
// message at its quote, and the same send going through once the identity is verified.

const TIER_MESSAGE = 'Over the limit of your verification tier: verify your identity (KYC or KYB) to lift it';

/** Fills the top-up form and asks for its preview. */
async function previewTopUp(page: Page, amount: string) {
  await page.goto('/home/psp-recharge');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Mpesa STK PUSH (KES)' });
  await page.getByLabel(/^Your M-Pesa number/).fill('712345670');
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a fresh account sees its tier, tops up within the limit, is refused a send until it verifies', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await registerFreshAccount(request);
  await callApi(request, '/user/resetFundPwd', { password: account.password, fundPassword: FUND_PASSWORD }, account.token);
  await startSession(page, account.token);

  await page.goto('/home/dashboard');
  const panel = page.getByRole('region', { name: 'Account tier' });
  await expect(panel.getByTestId('tier-name')).toHaveText('Unverified');
  await expect(panel.getByTestId('tier-limit-topup-KES')).toContainText('KES 1,000 per order · 2,000 a day · 10,000 a month');
  await expect(panel.getByTestId('tier-unlocks')).toContainText('Send money, at home and across borders');
  await page.screenshot({ path: 'test-results/tiers/dashboard-unverified-en-1280.png', fullPage: true });

  // Over the per-order limit: refused at the preview, before any Confirm; within it: paid.
  await previewTopUp(page, '1500');
  // A refusal over a limit names the move, the limit and how to lift it.
  await expect(page.getByText('Over the limit of your verification tier for Top up: 1,000 KES per order. Verify your identity (KYC or KYB) to lift it')).toBeVisible();
  await expect(page.getByTestId('funding-preview')).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveCount(0);
  await previewTopUp(page, '800');
  await page.getByTestId('fee-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Successful');
  expect(cents(await balanceOf(request, account.token, 0, 'KES'))).toBeGreaterThan(0n);

  await page.goto('/home/dashboard');
  await expect(page.getByTestId('tier-limit-topup-KES')).toContainText('Used today 800 · this month 800');

  // Sending is closed to an unverified account: the quote already says so, nothing to confirm.
  const before = await balanceOf(request, account.token, 0, 'KES');
  await askMpesaQuote(page, '712345670', '100');
  await expect(page.getByText(TIER_MESSAGE)).toBeVisible();
  await expect(page.getByTestId('quote')).toHaveCount(0);
  await expect(page.getByTestId('order-result')).toHaveCount(0);
  expect(await balanceOf(request, account.token, 0, 'KES')).toBe(before);

  // Verified (KYC submitted, the operator approves): the same send goes through.
  await verifyIdentity(request, account.token);
  await quoteMpesa(page, '712345670', '100');
  await confirm(page);
  await expect(page.getByTestId('order-status')).toHaveText('Successful');
  await page.goto('/home/dashboard');
  await expect(page.getByTestId('tier-name')).toHaveText('Verified individual (KYC)');
  await expect(page.getByTestId('tier-unlocks')).toHaveCount(0);
});

for (const width of [360, 1280]) {
  test(`the tier card in both languages at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const account = await registerFreshAccount(request);
    await startSession(page, account.token, 'zh');
    await page.goto('/home/dashboard');
    const zh = page.getByRole('region', { name: '账户等级' });
    await expect(zh.getByTestId('tier-name')).toHaveText('未认证');
    await expect(zh.getByTestId('tier-limit-topup-KES')).toContainText('KES 单笔 1,000 · 每日 2,000 · 每月 10,000');
    await expect(zh.getByTestId('tier-unlocks')).toContainText('国内及跨境转账');
    await expectNoSidewaysScroll(page);
    await zh.scrollIntoViewIfNeeded();
    await zh.screenshot({ path: `test-results/tiers/tier-card-zh-${width}.png` });

    await startSession(page, account.token, 'en');
    await page.goto('/home/dashboard');
    const en = page.getByRole('region', { name: 'Account tier' });
    await expect(en.getByTestId('tier-limits-receive')).toContainText('Receive money');
    await expectNoSidewaysScroll(page);
    await en.scrollIntoViewIfNeeded();
    await en.screenshot({ path: `test-results/tiers/tier-card-en-${width}.png` });
  });
}
