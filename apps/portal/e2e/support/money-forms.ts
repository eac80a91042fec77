import { expect, type Page } from '@playwright/test';

// The money forms filled by their field names and values, never their words, so the same steps
// run in English and Chinese.

/** Opens the domestic send form and types a recipient's M-Pesa number (ending 0: pays at once) and the amount. */
export async function fillDomesticSend(page: Page, amount: string) {
  await page.goto('/home/psp-index');
  await page.locator('select[name="payType"]').selectOption('2');
  await page.locator('input[name="mode"][value="typed"]').check({ force: true });
  await page.locator('input[name="phone"]').fill('712345670');
  await page.locator('input[name="amount"]').fill(amount);
}

/** Opens the domestic STK-push top-up form with the number (ending 0: pays at once) and the amount. */
export async function fillStkTopUp(page: Page, amount: string) {
  await page.goto('/home/psp-recharge');
  await page.locator('select[name="payType"]').selectOption('502');
  await page.locator('input[name="phone"]').fill('712345670');
  await page.locator('input[name="amount"]').fill(amount);
}

/** Opens the convert screen from the domestic KES wallet to the cross-border USD one and gets a quote for `amount` KES. */
export async function quoteKesToUsdIn(page: Page, amount: string) {
  await page.goto('/home/fx-convert');
  await expect(page.locator('select[name="from"] option[value="0:KES"]')).toHaveCount(1);
  await page.locator('select[name="from"]').selectOption('0:KES');
  await page.locator('select[name="to"]').selectOption('1:USD');
  await page.locator('input[name="amount"]').fill(amount);
  await page.getByTestId('fx-get-quote').click();
  await expect(page.getByTestId('fx-quote')).toBeVisible();
}
