import { expect, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { confirm, quoteMpesa } from './support/domestic-send.ts';
import { startSession } from './support/home-accounts.ts';
import { fundedAccount } from './support/money.ts';

// The sandbox's M-pesa(KES) test number is 712345670; ending 8 the wallet fails the send a few
// seconds later (ending 6 has no account, and the send is refused before any money moves).
const FAILING_NUMBER = '712345678';

async function openDetail(page: Page, sn: string) {
  await page.goto('/home/psp-order');
  // A table from 768 px, cards below it: the row's Details button wherever it shows.
  await page.locator(`[data-sn="${sn}"]:visible`).getByRole('button').first().click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  // Let the dialog finish opening so the screenshots show it, not its fade.
  await page.waitForTimeout(500);
  return detail;
}

const ENGLISH = { locale: 'en', rejected: 'Rejected', refunded: 'Refunded to your wallet', neverShown: ['Amount received', 'Recipient gets'] } as const;
const CHINESE = { locale: 'zh', rejected: '失败', refunded: '已退回钱包', neverShown: ['到账金额', '收款人收到'] } as const;

test('a failed send says it was refunded with the amount, never "Amount received" (360 and 1280 px, English and Chinese)', async ({ page, request }, info) => {
  // A funded account needs operator commands: slow on a loaded machine.
  test.slow();
  // One send, sent on a phone; its detail is then read at both widths in both languages.
  await page.setViewportSize({ width: 360, height: 900 });
  const account = await fundedAccount(request);
  await startSession(page, account.token);
  await quoteMpesa(page, FAILING_NUMBER, '150');
  const totalText = (await page.getByTestId('quote-total').textContent()) ?? '';
  const total = /([\d,]+(?:\.\d+)?) KES/.exec(totalText)?.[1] ?? '';
  expect(total).not.toBe('');
  await confirm(page);
  const result = page.getByTestId('order-result');
  await expect(result.getByTestId('order-status')).toHaveText('Rejected', { timeout: 30_000 });
  // The whole debit comes back, fee included: the quote's total, not the 150 sent.
  await expect(result.getByTestId('detail-refundedAmount')).toContainText(`Refunded to your wallet`);
  await expect(result.getByTestId('detail-refundedAmount')).toContainText(`${total} KES`);
  await expect(result.getByText('Amount received')).toHaveCount(0);
  const sn = ((await result.getByTestId('order-sn').textContent()) ?? '').trim();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const words of [ENGLISH, CHINESE]) {
      await startSession(page, account.token, words.locale);
      const detail = await openDetail(page, sn);
      await expect(detail.getByTestId('order-status')).toHaveText(words.rejected);
      await expect(detail.getByTestId('detail-refundedAmount')).toContainText(words.refunded);
      await expect(detail.getByTestId('detail-refundedAmount')).toContainText(`${total} KES`);
      for (const claim of words.neverShown) await expect(detail.getByText(claim)).toHaveCount(0);
      await page.screenshot({ path: info.outputPath(`refunded-${words.locale}-${width}.png`), fullPage: true });
    }
  }
});
