import { expect, LOCALE_WIDTHS, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { startSession } from './support/home-accounts.ts';
import { FUND_PASSWORD, fundedAccount } from './support/money.ts';

// The send form's labels in each language, so the same steps run in both.
const WORDS = {
  en: {
    channel: /^Payment channel/,
    typed: 'Enter the number',
    phone: /^Mobile number/,
    amount: /^Amount/,
    getQuote: 'Get quote',
    password: /^Transaction password/,
    again: 'Yes, send again',
    warning: (sn: string) => new RegExp(`^You sent 1,000(\\.00)? KES to this recipient (less than a minute ago|\\d minutes? ago) \\(order ${sn}\\)\\. Send again\\?$`),
  },
  zh: {
    channel: /^支付渠道/,
    typed: '输入号码',
    phone: /^手机号码/,
    amount: /^金额/,
    getQuote: '获取报价',
    password: /^交易密码/,
    again: '是，再次汇款',
    warning: (sn: string) => new RegExp(`^您在(不到 1 分钟前|\\d 分钟前)已向该收款人汇出 1,000(\\.00)? KES（订单 ${sn}）。要再次汇款吗？$`),
  },
} as const;
type Locale = keyof typeof WORDS;

async function quote(page: Page, locale: Locale, phone: string, amount: string) {
  const words = WORDS[locale];
  await page.goto('/home/psp-index');
  await page.getByLabel(words.channel).selectOption({ label: 'M-pesa(KES)' });
  await page.getByRole('radio', { name: words.typed }).check({ force: true });
  await page.getByLabel(words.phone).fill(phone);
  await page.getByLabel(words.amount).fill(amount);
  await page.getByRole('button', { name: words.getQuote }).click();
  await expect(page.getByTestId('quote')).toBeVisible();
}

async function confirm(page: Page, locale: Locale): Promise<string> {
  await page.getByTestId('open-confirm').click();
  await page.getByLabel(WORDS[locale].password).fill(FUND_PASSWORD);
  await page.getByTestId('confirm-order').click();
  await expect(page.getByTestId('order-result')).toBeVisible();
  return (await page.getByTestId('order-sn').textContent()) ?? '';
}

for (const { locale, width } of LOCALE_WIDTHS) {
  test(`a second identical send within five minutes is held until the user says it is meant (${locale}, ${width} px)`, async ({ page, request }, testInfo) => {
    // A funded, verified account first: slow on a loaded machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = await fundedAccount(request);
    await startSession(page, account.token, locale);
    const words = WORDS[locale];

    await quote(page, locale, '712345670', '1000');
    await expect(page.getByTestId('repeat-send')).toHaveCount(0);
    const first = await confirm(page, locale);
    expect(first).toMatch(/^MZ/);

    // Another amount to the same number is not a repeat.
    await quote(page, locale, '712345670', '999');
    await expect(page.getByTestId('repeat-send')).toHaveCount(0);
    await expect(page.getByTestId('open-confirm')).toBeEnabled();

    await quote(page, locale, '712345670', '1000');
    const warning = page.getByTestId('repeat-send');
    await expect(warning).toBeVisible();
    await expect(warning.getByText(words.warning(first))).toBeVisible();
    await expect(page.getByTestId('open-confirm')).toBeDisabled();
    await warning.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`repeat-send-${locale}-${width}.png`), fullPage: true });

    await page.getByText(words.again).click();
    await expect(page.getByTestId('open-confirm')).toBeEnabled();
    const second = await confirm(page, locale);
    expect(second).not.toBe(first);
  });
}
