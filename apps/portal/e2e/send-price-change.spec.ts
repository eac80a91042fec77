import { expect, LOCALE_WIDTHS, test } from '@mizani/e2e';
import { callApi, startSession } from './support/home-accounts.ts';
import { FUND_PASSWORD, fundedAccount } from './support/money.ts';
import { runOps } from './support/ops.ts';

// A send whose quote the server refuses on confirm (the operator changed the fee meanwhile; an
// expired quote is refused the same way): the dialog closes, nothing is booked, the new figures
// replace the old ones with the quote wording beside them, and confirming those books them. Only
// this spec sends on Airtel in Kenya (5, KES); its seeded fixed fee (30) is put back whatever happens.

const REFUSAL = { en: 'The quote is no longer valid, please quote again', zh: '报价已失效，请重新报价' } as const;
const setAirtelSendFee = (fixedFee: string) => runOps('channel:set', '254', 'domestic', 'send', '5', 'KES', '--fixed-fee', fixedFee);

for (const { locale, width } of LOCALE_WIDTHS) {
  test(`a send whose fee changed after its quote is refused on confirm, books nothing and shows the new quote (${locale}, ${width} px)`, async ({ page, request }, info) => {
    // Operator commands and a funded fresh account: slow on a loaded machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = await fundedAccount(request);
    await startSession(page, account.token, locale);
    const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${locale}-${width}.png`), fullPage: true });
    const sends = async () => (await callApi<{ total: number }>(request, '/order/list', { pageNum: 1, pageSize: 1, flow: 'send' }, account.token)).total;

    await page.goto('/home/psp-index');
    await page.locator('select[name="payType"]').selectOption('5');
    await page.locator('input[name="mode"][value="typed"]').check({ force: true });
    await page.locator('input[name="phone"]').fill('733123450');
    await page.locator('input[name="amount"]').fill('100');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('quote-fee')).toContainText(/\D30(\.00)? KES/);

    setAirtelSendFee('37');
    try {
      await page.getByTestId('open-confirm').click();
      await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
      await page.getByTestId('confirm-order').click();
      await expect(page.getByTestId('send-requoted')).toContainText(REFUSAL[locale]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('quote-fee')).toContainText(/\D37(\.00)? KES/);
      // Said once, beside the new figures: no toast says it too.
      await page.waitForTimeout(2_000);
      await expect(page.getByText(REFUSAL[locale])).toHaveCount(1);
      await expect(page.getByTestId('order-result')).toHaveCount(0);
      expect(await sends()).toBe(0);
      await shot('send-requoted');

      await page.getByTestId('open-confirm').click();
      await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
      await page.getByTestId('confirm-order').click();
      await expect(page.getByTestId('order-result')).toBeVisible();
      await expect(page.getByTestId('booked-fee')).toContainText(/\D37(\.00)? KES/);
      expect(await sends()).toBe(1);
      await shot('send-requoted-booked');
    } finally {
      setAirtelSendFee('30');
    }
  });
}
