import { expect, LOCALE_WIDTHS, test } from '@mizani/e2e';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { fundedAccount } from './support/money.ts';
import { fillDomesticSend, fillStkTopUp, quoteKesToUsdIn } from './support/money-forms.ts';

// A press of Submit (or Get quote) always answers: the figures come back however soon it follows a
// Cancel or another press. The SDK used to refuse an identical request inside its 300 ms
// duplicate window, so a quick second press showed only "being processed" and no figures; and
// figures still on their way when the user pressed Cancel must not come back after it.

/** The SDK's duplicate-submit warning, which a quote must never get. */
const BEING_PROCESSED = { en: 'The data is being processed, please do not resubmit', zh: '数据正在处理，请勿重复提交' } as const;
const QUOTE_PATH = /\/api\/order\/recharge\/quote$/;

/** A fresh account signed in to the top-up form, filled in: 300 KES by STK push. */
async function openTopUp(page: Page, request: APIRequestContext, locale: 'en' | 'zh') {
  const account = await registerFreshAccount(request);
  await startSession(page, account.token, locale);
  await fillStkTopUp(page, '300');
  return { account, submit: page.locator('form button[type="submit"]'), preview: page.getByTestId('funding-preview') };
}

for (const { locale, width } of LOCALE_WIDTHS) {
  test.describe(`${locale}, ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test(`a top-up's Submit pressed again right after Cancel shows the figures every time, and Confirm books once (${locale}, ${width} px)`, async ({ page, request }) => {
      test.slow();
      const { account, submit, preview } = await openTopUp(page, request, locale);
      for (let round = 0; round < 3; round += 1) {
        await submit.click();
        await expect(preview.getByTestId('fee-total')).toContainText('300');
        await page.getByTestId('fee-cancel').click();
        await expect(preview).toHaveCount(0);
      }
      await submit.click();
      await page.getByTestId('fee-confirm').click();
      await expect(page.getByTestId('order-result')).toBeVisible();
      await expect(page.getByText(BEING_PROCESSED[locale])).toHaveCount(0);
      const orders = await callApi<{ total: number }>(request, '/order/list', { pageNum: 1, pageSize: 1, flow: 'topup' }, account.token);
      expect(orders.total).toBe(1);
    });

    test(`a top-up's Submit pressed twice quickly, or again while the figures show, keeps one set of figures on screen (${locale}, ${width} px)`, async ({ page, request }) => {
      test.slow();
      const { submit, preview } = await openTopUp(page, request, locale);
      await submit.dblclick();
      await expect(page.getByTestId('fee-confirm')).toBeVisible();
      await expect(preview).toHaveCount(1);
      // Asked again with the figures on screen: the new answer replaces them.
      const again = page.waitForResponse(QUOTE_PATH, { timeout: 15_000 });
      await submit.click();
      await again;
      await expect(submit).toBeEnabled();
      await expect(preview).toHaveCount(1);
      await expect(page.getByText(BEING_PROCESSED[locale])).toHaveCount(0);
    });

    test(`figures still on their way when Cancel is pressed do not come back (${locale}, ${width} px)`, async ({ page, request }) => {
      test.slow();
      const { submit, preview } = await openTopUp(page, request, locale);
      await submit.click();
      await expect(page.getByTestId('fee-confirm')).toBeVisible();

      // Hold the next quote until Cancel has been pressed.
      let held: Route | undefined;
      const arrived = new Promise<void>((resolve) => {
        void page.route(QUOTE_PATH, (route) => {
          held = route;
          resolve();
        });
      });
      await submit.click();
      await arrived;
      await page.getByTestId('fee-cancel').click();
      await expect(preview).toHaveCount(0);
      const answered = page.waitForResponse(QUOTE_PATH);
      await held?.continue();
      await answered;
      // The press is over (the button is back) and the late figures stayed away.
      await expect(submit).toBeEnabled();
      await expect(preview).toHaveCount(0);
      await page.unroute(QUOTE_PATH);

      // The next press still works.
      await submit.click();
      await expect(page.getByTestId('fee-confirm')).toBeVisible();
    });

    test(`a send's and a conversion's quote asked again at once come back (${locale}, ${width} px)`, async ({ page, request }) => {
      test.slow();
      const account = await fundedAccount(request, '5000');
      await startSession(page, account.token, locale);
      const submit = page.locator('form button[type="submit"]');

      await fillDomesticSend(page, '200');
      await submit.click();
      await expect(page.getByTestId('quote-total')).toBeVisible();
      const sendAgain = page.waitForResponse(/\/api\/order\/psp\/quote$/, { timeout: 15_000 });
      await submit.click();
      await sendAgain;
      await expect(submit).toBeEnabled();
      await expect(page.getByTestId('quote-total')).toBeVisible();

      await quoteKesToUsdIn(page, '1000');
      const fxAgain = page.waitForResponse(/\/api\/fx\/quote$/, { timeout: 15_000 });
      await submit.first().click();
      await fxAgain;
      await expect(page.getByTestId('fx-quote')).toBeVisible();
      await expect(page.getByTestId('fx-open-confirm')).toBeEnabled();
      await expect(page.getByText(BEING_PROCESSED[locale])).toHaveCount(0);
    });
  });
}
