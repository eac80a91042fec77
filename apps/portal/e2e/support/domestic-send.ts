import { expect } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { FUND_PASSWORD } from './money.ts';

/** Fills the domestic send form for an M-pesa(KES) number typed in, and asks for the quote. */
export async function askMpesaQuote(page: Page, phone: string, amount: string) {
  await page.goto('/home/psp-index');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'M-pesa(KES)' });
  await page.getByRole('radio', { name: 'Enter the number' }).check({ force: true });
  await page.getByLabel(/^Mobile number/).fill(phone);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Get quote' }).click();
}

/** Fills the domestic send form for an M-pesa(KES) number typed in, and gets the quote. */
export async function quoteMpesa(page: Page, phone: string, amount: string) {
  await askMpesaQuote(page, phone, amount);
  await expect(page.getByTestId('quote')).toBeVisible();
}

/** Confirms the quoted order with the transaction password, and waits for its result. */
export async function confirm(page: Page, fundPassword = FUND_PASSWORD) {
  await page.getByTestId('open-confirm').click();
  await page.getByLabel(/^Transaction password/).fill(fundPassword);
  await page.getByTestId('confirm-order').click();
  await expect(page.getByTestId('order-result')).toBeVisible();
}
