import { expect, LOCALE_WIDTHS, test, verifyIdentity } from '@mizani/e2e';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { runOps } from './support/ops.ts';

// A collection's price is held to its preview: when the operator changes the channel's fee between
// the preview and Confirm, the order is refused with the quote wording, nothing is booked, the new
// figures are shown, and confirming those books them. Only this spec prices the domestic KES paybill
// collection (505); its seeded fixed fee (0) is put back whatever happens.

const REFUSAL = { en: 'The quote is no longer valid, please quote again', zh: '报价已失效，请重新报价' } as const;
const setPaybillCollectionFee = (fixedFee: string) => runOps('channel:set', '254', 'domestic', 'collect', '505', 'KES', '--fixed-fee', fixedFee);

for (const { locale, width } of LOCALE_WIDTHS) {
  test(`a collection whose fee changed after its preview is refused, books nothing and shows the new figures (${locale}, ${width} px)`, async ({ page, request }, info) => {
    // Operator commands and a verified fresh account: slow on a loaded machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = await registerFreshAccount(request);
    // Collections are open to a verified account only.
    await verifyIdentity(request, account.token);
    await startSession(page, account.token, locale);
    const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${locale}-${width}.png`), fullPage: true });
    const collections = async () => (await callApi<{ total: number }>(request, '/order/list', { pageNum: 1, pageSize: 1, flow: 'collection' }, account.token)).total;

    await page.goto('/home/psp-recharge-cobo');
    await page.locator('select[name="payType"]').selectOption('505');
    await page.locator('input[name="amount"]').fill('1000');
    await page.locator('form button[type="submit"]').click();
    const preview = page.getByTestId('funding-preview');
    // 1% of 1,000 KES, no fixed part.
    await expect(preview.getByTestId('fee-fee')).toContainText(/\D10(\.00)? KES/);
    const taxBefore = (await preview.getByTestId('fee-tax').textContent()) ?? '';

    setPaybillCollectionFee('7');
    try {
      await page.getByTestId('fee-confirm').click();
      await expect(page.getByTestId('funding-repriced')).toContainText(REFUSAL[locale]);
      // Said once, beside the new figures: no toast says it too (the first toast of a page comes
      // a moment later, once the toast region has loaded), nor lingers onto the booked order.
      await page.waitForTimeout(2_000);
      await expect(page.getByText(REFUSAL[locale])).toHaveCount(1);
      await expect(preview.getByTestId('fee-fee')).toContainText(/\D17(\.00)? KES/);
      expect(await preview.getByTestId('fee-tax').textContent()).not.toBe(taxBefore);
      await expect(page.getByTestId('order-result')).toHaveCount(0);
      expect(await collections()).toBe(0);
      await shot('collection-repriced');

      await page.getByTestId('fee-confirm').click();
      await expect(page.getByTestId('order-result')).toBeVisible();
      await expect(page.getByText(REFUSAL[locale])).toHaveCount(0);
      await expect(page.getByTestId('booked-fee')).toContainText(/\D17(\.00)? KES/);
      expect(await collections()).toBe(1);
      await shot('collection-repriced-booked');
    } finally {
      setPaybillCollectionFee('0');
    }
  });
}
