import { expect, LOCALE_WIDTHS, test, verifyIdentity } from '@mizani/e2e';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { balanceOf, cents, FUND_PASSWORD, fundedAccount } from './support/money.ts';
import { runOps } from './support/ops.ts';
import { fillDomesticSend, fillStkTopUp, quoteKesToUsdIn } from './support/money-forms.ts';

// Every money flow of the portal shows amount, fee, tax, total and what arrives before the user
// confirms (computed by the server), cancelling moves nothing, and confirming books exactly the
// figures shown, as the balance API then reports. Selectors avoid the words, so the same steps run
// in both languages.

const WORDS = {
  en: { cancel: 'Cancel', fee: 'Fee', tax: 'Tax', total: 'Total debited', paid: 'Total to pay', credited: 'Credited to your wallet' },
  zh: { cancel: '取消', fee: '手续费', tax: '税费', total: '扣款总额', paid: '应付总额', credited: '入账到您的钱包' },
} as const;

/** The decimal of a line such as "1,000.50 KES" (commas dropped), in `currency`. */
async function figure(line: Locator, currency: string): Promise<string> {
  const text = (await line.textContent()) ?? '';
  const found = new RegExp(`([\\d,]+(?:\\.\\d+)?) ${currency}`).exec(text)?.[1];
  if (!found) throw new Error(`no ${currency} figure in "${text}"`);
  return found.replace(/,/g, '');
}

/** Reads a breakdown's lines by their test ids. */
async function figures(page: Page, ids: Record<'amount' | 'fee' | 'tax' | 'total' | 'arrives', string>, currency: string, arrivesIn = currency) {
  return {
    amount: cents(await figure(page.getByTestId(ids.amount), currency)),
    fee: cents(await figure(page.getByTestId(ids.fee), currency)),
    tax: cents(await figure(page.getByTestId(ids.tax), currency)),
    total: cents(await figure(page.getByTestId(ids.total), currency)),
    arrives: cents(await figure(page.getByTestId(ids.arrives), arrivesIn)),
  };
}

const ids = (prefix: string) => ({ amount: `${prefix}-amount`, fee: `${prefix}-fee`, tax: `${prefix}-tax`, total: `${prefix}-total`, arrives: `${prefix}-arrives` });
const QUOTE = { ...ids('quote'), arrives: 'quote-to-amount' };
const FX_QUOTE = { ...ids('fx-quote'), total: 'fx-quote-pay', arrives: 'fx-quote-receive' };

async function orderCount(request: APIRequestContext, token: string, flow: string): Promise<number> {
  return (await callApi<{ total: number }>(request, '/order/list', { pageNum: 1, pageSize: 1, flow }, token)).total;
}

/** Waits until the wallet has moved by `delta` from `before` (a rail answer may come a moment later). */
async function expectBalance(request: APIRequestContext, token: string, scope: 0 | 1, currency: string, expected: bigint) {
  await expect.poll(async () => cents(await balanceOf(request, token, scope, currency)), { timeout: 15_000 }).toBe(expected);
}

for (const { locale, width } of LOCALE_WIDTHS) {
  const words = WORDS[locale];

  test(`send, top-up, collection and convert show fee, tax and total before confirming, and book exactly them (${locale}, ${width} px)`, async ({ page, request }, info) => {
    // A funded, verified account and four flows: slow on a loaded machine.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = await fundedAccount(request, '5000');
    await startSession(page, account.token, locale);
    const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${locale}-${width}.png`), fullPage: true });
    let kes = cents(await balanceOf(request, account.token, 0, 'KES'));

    // Domestic send: the quote is the confirm step's figures.
    await fillDomesticSend(page, '200');
    await page.locator('form button[type="submit"]').click();
    const quote = page.getByTestId('quote');
    await expect(quote).toBeVisible();
    await expect(quote).toContainText(words.fee);
    await expect(quote).toContainText(words.tax);
    await expect(quote).toContainText(words.total);
    const sent = await figures(page, QUOTE, 'KES');
    expect(sent.amount).toBe(cents('200'));
    expect(sent.total).toBe(sent.amount + sent.fee + sent.tax);
    await shot('send-quote');
    // Cancelling the confirmation moves nothing.
    await page.getByTestId('open-confirm').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('quote-total')).toBeVisible();
    await shot('send-confirm');
    await dialog.getByRole('button', { name: words.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(cents(await balanceOf(request, account.token, 0, 'KES'))).toBe(kes);
    await page.getByTestId('open-confirm').click();
    await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
    await page.getByTestId('confirm-order').click();
    await expect(page.getByTestId('order-result')).toBeVisible();
    expect(await figures(page, ids('booked'), 'KES')).toEqual(sent);
    await shot('send-result');
    kes -= sent.total;
    await expectBalance(request, account.token, 0, 'KES', kes);

    // Top-up: the form asks for the figures, Cancel drops them, Confirm books them.
    const topUps = await orderCount(request, account.token, 'topup');
    await fillStkTopUp(page, '300');
    await page.locator('form button[type="submit"]').click();
    const preview = page.getByTestId('funding-preview');
    await expect(preview).toContainText(words.paid);
    await expect(preview).toContainText(words.credited);
    const toppedUp = await figures(page, ids('fee'), 'KES');
    expect(toppedUp.total).toBe(cents('300'));
    expect(toppedUp.arrives).toBe(toppedUp.total - toppedUp.fee - toppedUp.tax);
    await shot('topup-preview');
    await page.getByTestId('fee-cancel').click();
    await expect(preview).toHaveCount(0);
    expect(await orderCount(request, account.token, 'topup')).toBe(topUps);
    expect(cents(await balanceOf(request, account.token, 0, 'KES'))).toBe(kes);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('fee-confirm').click();
    await expect(page.getByTestId('order-result')).toBeVisible();
    expect(await figures(page, ids('booked'), 'KES')).toEqual(toppedUp);
    await shot('topup-result');
    kes += toppedUp.arrives;
    await expectBalance(request, account.token, 0, 'KES', kes);

    // Collection: 1,000 KES from a payer, the fee and the duty on it named before confirming.
    await page.goto('/home/psp-recharge-cobo');
    await page.locator('select[name="payType"]').selectOption('502');
    await page.locator('input[name="phone"]').fill('712345671');
    await page.locator('input[name="amount"]').fill('1000');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('funding-preview')).toBeVisible();
    const collected = await figures(page, ids('fee'), 'KES');
    expect(collected.fee).toBeGreaterThan(0n);
    expect(collected.tax).toBeGreaterThan(0n);
    expect(collected.arrives).toBe(collected.total - collected.fee - collected.tax);
    await shot('collection-preview');
    await page.getByTestId('fee-confirm').click();
    await expect(page.getByTestId('order-result')).toBeVisible();
    expect(await figures(page, ids('booked'), 'KES')).toEqual(collected);
    kes += collected.arrives;
    await expectBalance(request, account.token, 0, 'KES', kes);

    // Convert: what leaves the KES wallet and what arrives in the USD one, tax 0 written out.
    const usd = cents(await balanceOf(request, account.token, 1, 'USD'));
    await quoteKesToUsdIn(page, '1000');
    await expect(page.getByTestId('fx-quote-tax')).toContainText('0.00 KES');
    const converted = await figures(page, FX_QUOTE, 'KES', 'USD');
    expect(converted.total).toBe(converted.amount + converted.fee + converted.tax);
    await shot('fx-quote');
    await page.getByTestId('fx-open-confirm').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: words.cancel, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(cents(await balanceOf(request, account.token, 0, 'KES'))).toBe(kes);
    await page.getByTestId('fx-open-confirm').click();
    await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
    await page.getByTestId('fx-confirm-convert').click();
    await expect(page.getByTestId('fx-result')).toBeVisible();
    expect(await figures(page, { ...ids('fx-booked'), total: 'fx-booked-total' }, 'KES', 'USD')).toEqual(converted);
    await shot('fx-result');
    await expectBalance(request, account.token, 0, 'KES', kes - converted.total);
    await expectBalance(request, account.token, 1, 'USD', usd + converted.arrives);
  });
}

// A valid 1x1 PNG and a minimal PDF: the server judges uploads by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A fresh verified account with a transaction password, 2,000 USD cross-border and an approved CNY Account recipient. */
async function crossBorderSender(request: APIRequestContext) {
  const account = await registerFreshAccount(request);
  await verifyIdentity(request, account.token);
  await callApi(request, '/user/resetFundPwd', { password: account.password, fundPassword: FUND_PASSWORD }, account.token);
  const topUp = await callApi<{ sn: string }>(
    request,
    '/order/recharge/create',
    { scope: 1, payType: 503, currencyId: 'USD', amount: '2000', clientOrderNo: `e2e-fees-${Date.now()}` },
    account.token,
  );
  runOps('order:approve', topUp.sn);
  const payee = await callApi<{ id: number; auditStatus: number }>(
    request,
    '/payee/add',
    { type: 2, countryId: 254, payType: 401, currencyId: 'CNY', name: 'Li Wei', bankName: '中国工商银行', bankUser: '李伟', bankNo: '6222020012345670', bankBranch: '北京分行', bankCode: '102' },
    account.token,
  );
  if (payee.auditStatus !== 1) runOps('payee:approve', String(payee.id));
  return account;
}

for (const { locale, width } of LOCALE_WIDTHS) {
  const words = WORDS[locale];

  test(`a cross-border send shows fee, tax, total, the rate and what the recipient gets before confirming, and debits exactly the total (${locale}, ${width} px)`, async ({ page, request }, info) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const account = await crossBorderSender(request);
    await startSession(page, account.token, locale);
    const usd = cents(await balanceOf(request, account.token, 1, 'USD'));

    await page.goto('/home/mrp-index');
    await page.locator('select[name="currencyId"]').selectOption('USD');
    await page.locator('select[name="payeeId"]').selectOption({ index: 1 });
    await page.locator('input[name="amount"]').fill('100');
    await page.locator('select[name="sourceOfFunds"]').selectOption('BUSINESS RETURNS');
    await page.locator('input[name="fundsPurpose"]').fill('Payment for goods');
    await page.locator('input[name="senderAddress"]').fill('Moi Avenue 12, Nairobi');
    await page.getByTestId('file-exchangeFile').setInputFiles({ name: 'exchange.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('file-detailFile').setInputFiles({ name: 'detail.png', mimeType: 'image/png', buffer: PNG });
    const settlement = page.getByTestId('settlement-account');
    await settlement.locator('select[name="settlement.type"]').selectOption('1');
    await settlement.locator('input[name="settlement.idNo"]').fill('110101199003074514');
    await settlement.locator('input[name="settlement.province"]').fill('北京');
    await settlement.locator('input[name="settlement.city"]').fill('北京');
    await settlement.locator('input[name="settlement.lineNumber"]').fill('102100000072');
    await settlement.locator('input[name="settlement.applyReason"]').fill('货款结算');
    // The uploads hold the quote button until they are in.
    await expect(page.locator('form button[type="submit"]')).toBeEnabled();
    await page.locator('form button[type="submit"]').click();
    const quote = page.getByTestId('quote');
    await expect(quote).toBeVisible();
    await expect(quote).toContainText(words.total);
    await expect(page.getByTestId('quote-rate')).toContainText('1 USD =');
    const sent = await figures(page, QUOTE, 'USD', 'CNY');
    expect(sent.amount).toBe(cents('100'));
    expect(sent.total).toBe(sent.amount + sent.fee + sent.tax);
    expect(sent.arrives).toBeGreaterThan(0n);
    await page.screenshot({ path: info.outputPath(`mrp-quote-${locale}-${width}.png`), fullPage: true });
    await page.getByTestId('open-confirm').click();
    await page.getByRole('dialog').getByRole('button', { name: words.cancel, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(cents(await balanceOf(request, account.token, 1, 'USD'))).toBe(usd);
    await page.getByTestId('open-confirm').click();
    await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
    await page.getByTestId('confirm-order').click();
    await expect(page.getByTestId('order-result')).toBeVisible();
    expect(await figures(page, ids('booked'), 'USD', 'CNY')).toEqual(sent);
    await expect(page.getByTestId('booked-rate')).toContainText('1 USD =');
    await page.screenshot({ path: info.outputPath(`mrp-result-${locale}-${width}.png`), fullPage: true });
    await expectBalance(request, account.token, 1, 'USD', usd - sent.total);
  });
}
