import { expect, type Page } from '@playwright/test';

/** Opens the convert screen, picks the domestic KES wallet and the cross-border USD wallet, types the amount and gets a quote. */
export async function quoteKesToUsd(page: Page, amount: string) {
  await page.goto('/home/fx-convert');
  const from = page.getByLabel(/^From wallet/);
  await expect(from.locator('option', { hasText: /^KES · Domestic asset/ })).toHaveCount(1);
  await from.selectOption({ label: (await from.locator('option', { hasText: /^KES · Domestic asset/ }).textContent()) ?? '' });
  const to = page.getByLabel(/^To wallet/);
  await to.selectOption({ label: (await to.locator('option', { hasText: /^USD · Cross-border asset/ }).textContent()) ?? '' });
  await page.getByLabel(/^Amount \(KES\)/).fill(amount);
  await page.getByTestId('fx-get-quote').click();
  await expect(page.getByTestId('fx-quote')).toBeVisible();
}
