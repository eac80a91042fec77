import { readFileSync } from 'node:fs';
import { expect, expectNoSidewaysScroll, keysOnScreen, settled, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { callApi, startSession } from './support/home-accounts.ts';
import { confirm, quoteMpesa } from './support/domestic-send.ts';
import { FUND_PASSWORD, fundedAccount } from './support/money.ts';
import { sandboxTopUp, untilPaid } from './support/top-up.ts';

interface Sent {
  sn: string;
  status: number;
  totalAmount: string;
}

const WORDS = {
  en: { title: 'Receipt', open: 'View receipt', status: 'Successful', received: 'Amount received', from: 'From', to: 'To', download: 'Download PDF' },
  zh: { title: '交易凭证', open: '查看凭证', status: '成功', received: '到账金额', from: '付款方', to: '收款方', download: '下载 PDF' },
} as const;

const SHARE = {
  en: { share: 'Share', copied: 'Receipt link copied' },
  zh: { share: '分享', copied: '凭证链接已复制' },
} as const;

/** How a receipt writes an account number: its first two and last four characters. */
const masked = (accountNo: string) => `${accountNo.slice(0, 2)}${'*'.repeat(accountNo.length - 6)}${accountNo.slice(-4)}`;

async function openFromOrderDetail(page: Page, sn: string, open: string) {
  await page.goto('/home/psp-order');
  // A table from 768 px, cards below it: the row's Details button wherever it shows.
  await page.locator(`[data-sn="${sn}"]:visible`).getByRole('button').first().click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  await detail.getByRole('link', { name: open }).click();
  await expect(page).toHaveURL(new RegExp(`/home/receipt/${sn}$`));
  await expect(page.getByTestId('receipt')).toBeVisible();
  await settled(page);
}

for (const width of [360, 1280]) {
  test(`a paid send's receipt opens from the order result and the order detail, prints alone and downloads as a PDF (${width} px, English and Chinese)`, async ({ page, request }, info) => {
    // A funded account needs operator commands: slow on a loaded machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = await fundedAccount(request);
    // Sent on the send screen as a person would: its result links to the receipt once paid.
    await startSession(page, account.token);
    await quoteMpesa(page, '712345670', '150');
    await confirm(page);
    const result = page.getByTestId('order-result');
    await expect(result.getByTestId('order-status')).toHaveText('Successful');
    const sn = ((await result.getByTestId('order-sn').textContent()) ?? '').trim();
    await result.getByRole('link', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(new RegExp(`/home/receipt/${sn}$`));
    await expect(page.getByTestId('receipt-sn')).toContainText(sn);
    const order = await callApi<Sent>(request, `/order/detail/${sn}`, {}, account.token);
    const total = order.totalAmount.replace(/\.?0+$/, '');

    for (const locale of ['en', 'zh'] as const) {
      const words = WORDS[locale];
      await startSession(page, account.token, locale);
      await openFromOrderDetail(page, order.sn, words.open);
      const receipt = page.getByTestId('receipt');
      await expect(receipt.getByRole('heading', { name: words.title })).toBeVisible();
      await expect(receipt.getByTestId('receipt-sn')).toContainText(order.sn);
      await expect(receipt.getByTestId('receipt-status')).toContainText(words.status);
      await expect(receipt.getByTestId('receipt-amount')).toContainText('150 KES');
      await expect(receipt.getByTestId('receipt-total')).toContainText(`${total} KES`);
      await expect(receipt.getByTestId('receipt-outcome')).toContainText(words.received);
      await expect(receipt.getByTestId('receipt-outcome')).toContainText('150 KES');
      await expect(receipt.getByTestId('receipt-sender')).toContainText(words.from);
      // The recipient's number, masked: a receipt is made to be shared.
      await expect(receipt.getByTestId('receipt-recipient')).toContainText(words.to);
      await expect(receipt.getByTestId('receipt-recipient')).toContainText('71***5670');
      await expect(receipt.getByTestId('receipt-recipient')).not.toContainText('712345670');
      await expect(receipt.getByTestId('receipt-providerReceiptNo')).toBeVisible();
      expect(await keysOnScreen(page)).toEqual([]);
      await page.screenshot({ path: info.outputPath(`receipt-${locale}-${width}.png`), fullPage: true });

      // On paper only the receipt: no header, no menu, no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(receipt).toBeVisible();
      await expect(receipt.getByTestId('receipt-sn')).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByTestId('side-menu')).toBeHidden();
      await expect(page.getByTestId('receipt-print')).toBeHidden();
      await expect(page.getByTestId('receipt-download')).toBeHidden();
      // Nothing hidden widens the page beyond the receipt (the print would be shrunk to fit it).
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: info.outputPath(`receipt-print-${locale}-${width}.png`), fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.download }).click()]);
      expect(download.suggestedFilename()).toBe(`receipt-${order.sn}.pdf`);
      const file = readFileSync(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The font is embedded: a PDF without it would be a few kilobytes and show no Chinese.
      expect(file.length).toBeGreaterThan(5_000);
    }
  });
}

test('an order still open has no receipt: the page says when it will have one', async ({ page, request }) => {
  test.slow();
  const account = await fundedAccount(request);
  // A number ending 9 is never answered: the send stays open.
  const quote = await callApi<{ quoteId: string }>(request, '/order/psp/quote', { payType: 2, currencyId: 'KES', amount: '150', phone: '712345679' }, account.token);
  const order = await callApi<Sent>(
    request,
    '/order/psp/create',
    { quoteId: quote.quoteId, clientOrderNo: `e2e-receipt-open-${Date.now()}`, fundPassword: FUND_PASSWORD },
    account.token,
  );
  expect(order.status).toBe(0);
  for (const [locale, words] of [
    ['en', 'This order is not finished yet'],
    ['zh', '该订单尚未完成'],
  ] as const) {
    await startSession(page, account.token, locale);
    await page.goto(`/home/receipt/${order.sn}`);
    await expect(page.getByTestId('receipt-error')).toContainText(words);
    await expect(page.getByTestId('receipt')).toHaveCount(0);
  }
});

test("a top-up's receipt is from the payer's phone to the owner's wallet, and Share copies its link where the browser has no share sheet (English and Chinese, 360 and 1280 px)", async ({ page, context, request }, info) => {
  test.slow();
  // Desktop browsers without a share sheet: Share falls back to the clipboard, read back here.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  const account = await fundedAccount(request);
  const name = `Wanjiru ${Date.now() % 100_000} Kamau`;
  await callApi(request, '/user/info/save', { nickName: name }, account.token);
  // The sandbox STK push is paid by 712345670.
  const topUp = await sandboxTopUp(request, account.token, '1000');
  await untilPaid(request, account.token, topUp.sn);

  for (const locale of ['en', 'zh'] as const) {
    const words = WORDS[locale];
    await startSession(page, account.token, locale);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/home/receipt/${topUp.sn}`);
      const receipt = page.getByTestId('receipt');
      await expect(receipt.getByTestId('receipt-sn')).toContainText(topUp.sn);
      await expect(receipt.getByTestId('receipt-amount')).toContainText('1,000 KES');
      const sender = receipt.getByTestId('receipt-sender');
      await expect(sender).toContainText(words.from);
      await expect(sender).toContainText('71***5670');
      const recipient = receipt.getByTestId('receipt-recipient');
      await expect(recipient).toContainText(words.to);
      await expect(recipient).toContainText(name);
      await expect(recipient).toContainText(masked(account.accountNo));
      expect(await keysOnScreen(page)).toEqual([]);
      await settled(page);
      await page.screenshot({ path: info.outputPath(`topup-receipt-${locale}-${width}.png`), fullPage: true });

      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.getByRole('button', { name: SHARE[locale].share }).click();
      await expect(page.getByText(SHARE[locale].copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/home/receipt/${topUp.sn}`, page.url()).href);
    }
  }
});
