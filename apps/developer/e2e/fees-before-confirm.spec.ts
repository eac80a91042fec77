import type { APIRequestContext, Page } from '@playwright/test';
import { approvedApiAccess, callApi, expect, LOCALE_WIDTHS, registerFreshAccount, startSession, test, verifyIdentity } from '@mizani/e2e';

// The console's suspense moves show amount, fee, tax, total and what arrives before the user
// confirms them (the server's figures), Cancel moves nothing, and confirming moves exactly the
// figures shown, as the balance calls then report. Selectors avoid the words, so the same steps
// run in both languages.

const FUND_PASSWORD = '135790';
const CANCEL = { en: 'Cancel', zh: '取消' } as const;

/** Minor units of a 2-place decimal such as "1,000.50" or "0.00". */
const cents = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.replace(/,/g, '').split('.');
  return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
};

async function line(page: Page, testId: string): Promise<bigint> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  const found = /([\d,]+(?:\.\d+)?) KES/.exec(text)?.[1];
  if (!found) throw new Error(`no KES figure in "${text}"`);
  return cents(found);
}

async function shown(page: Page) {
  return { amount: await line(page, 'fee-amount'), fee: await line(page, 'fee-fee'), tax: await line(page, 'fee-tax'), total: await line(page, 'fee-total'), arrives: await line(page, 'fee-arrives') };
}

async function balances(request: APIRequestContext, token: string): Promise<{ suspense: bigint; main: bigint }> {
  const suspense = await callApi<{ balances: { currencyId: string; available: string }[] }>(request, '/user/suspense/balance', {}, token);
  const assets = await callApi<{ wallets: { scope: number; currencyId: string; balance: string }[] }>(request, '/account/assets', {}, token);
  return {
    suspense: cents(suspense.balances.find((b) => b.currencyId === 'KES')?.available ?? '0'),
    main: cents(assets.wallets.find((w) => w.scope === 0 && w.currencyId === 'KES')?.balance ?? '0'),
  };
}

/** A fresh, verified account with approved API access, a transaction password and 5,000 KES in its main wallet. */
async function freshMerchant(request: APIRequestContext): Promise<string> {
  const account = await registerFreshAccount(request);
  await verifyIdentity(request, account.token);
  await callApi(request, '/user/resetFundPwd', { password: account.password, fundPassword: FUND_PASSWORD }, account.token);
  const order = await callApi<{ sn: string; status: number }>(
    request,
    '/order/recharge/create',
    { scope: 0, payType: 502, currencyId: 'KES', amount: '5000', clientOrderNo: `e2e-fees-${Date.now()}`, phone: '712345670' },
    account.token,
  );
  expect(order.status).toBe(1);
  await approvedApiAccess(request, account.token);
  return account.token;
}

for (const { locale, width } of LOCALE_WIDTHS) {
  test(`suspense top-up and cash-out show fee, tax and total before confirming, and move exactly them (${locale}, ${width} px)`, async ({ page, request }, info) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const token = await freshMerchant(request);
    await startSession(page, token, locale);
    const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${locale}-${width}.png`), fullPage: true });

    // Top-up: no fee, written out as 0.
    const start = await balances(request, token);
    await page.goto('/homeApi/suspense-recharge');
    await page.locator('input[name="amount"]').fill('500');
    await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('suspense-preview')).toBeVisible();
    await expect(page.getByTestId('fee-fee')).toContainText('0.00 KES');
    await expect(page.getByTestId('fee-tax')).toContainText('0.00 KES');
    const recharge = await shown(page);
    expect(recharge).toEqual({ amount: cents('500'), fee: 0n, tax: 0n, total: cents('500'), arrives: cents('500') });
    await shot('suspense-topup-preview');
    await page.getByTestId('fee-cancel').click();
    await expect(page.getByTestId('suspense-preview')).toHaveCount(0);
    expect(await balances(request, token)).toEqual(start);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('fee-confirm').click();
    await expect(page.getByTestId('suspense-booked')).toContainText('500 KES');
    await shot('suspense-topup-result');
    const topped = await balances(request, token);
    expect(topped).toEqual({ suspense: start.suspense + recharge.arrives, main: start.main - recharge.total });

    // Cash-out: the payout's fee and the duty on it come on top of the amount.
    await page.goto('/homeApi/suspense-cashOut');
    await page.locator('input[name="amount"]').fill('200');
    await page.locator('input[name="phone"]').fill('712345670');
    await page.locator('input[name="fundPassword"]').fill(FUND_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('suspense-preview')).toBeVisible();
    const cashOut = await shown(page);
    expect(cashOut.amount).toBe(cents('200'));
    expect(cashOut.fee).toBeGreaterThan(0n);
    expect(cashOut.total).toBe(cashOut.amount + cashOut.fee + cashOut.tax);
    expect(cashOut.arrives).toBe(cashOut.amount);
    await shot('suspense-cashout-preview');
    await page.getByTestId('suspense-preview').getByRole('button', { name: CANCEL[locale], exact: true }).click();
    expect(await balances(request, token)).toEqual(topped);
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('fee-confirm').click();
    await expect(page.getByTestId('suspense-booked')).toBeVisible();
    await shot('suspense-cashout-result');
    await expect.poll(async () => (await balances(request, token)).suspense).toBe(topped.suspense - cashOut.total);
  });
}
