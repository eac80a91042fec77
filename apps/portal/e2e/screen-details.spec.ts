import { expect, shoot, test } from '@mizani/e2e';
import { registerFreshAccount, startSession } from './support/home-accounts.ts';
import { quoteMpesa } from './support/domestic-send.ts';
import { quoteKesToUsd } from './support/fx-quote.ts';
import { fundedAccount } from './support/money.ts';

/** Account numbers and phones as written, copy buttons beside bank details, and FX rates that multiply out. */

// Four digits, a space, four digits: how a card number reads, and how a phone or account number must not.
const GROUPED_IN_FOURS = /\d{4} \d{4}/;

/** Hundred-millionths of a decimal string, for exact arithmetic on rates and amounts. */
const units = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
};
const decimalIn = (text: string | null, currency: string): string => new RegExp(`([\\d,]+(?:\\.\\d+)?) ${currency}`).exec(text ?? '')?.[1] ?? '';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the bank top-up shows the bank account as written, each detail with its copy button', async ({ page, request }) => {
      const account = await registerFreshAccount(request);
      await startSession(page, account.token);
      await page.goto('/home/psp-recharge');
      await page.getByLabel(/^Payment channel/).selectOption({ label: 'Bank Topup (KES)' });
      await page.getByLabel(/^Amount/).fill('1000');
      await page.getByLabel(/^Bank account to pay into/).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Next' }).click();
      const card = page.getByTestId('bank-account');
      await expect(card).toBeVisible();
      for (const field of ['Account name', 'Account number', 'Branch', 'SWIFT code'])
        await expect(card.getByRole('button', { name: new RegExp(`^Copy ${field}`, 'i') })).toBeVisible();
      await shoot(page, 'screen-details-bank-account');
    });
  });
}

test.describe('numbers and rates', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.slow();

  test('a phone reads as typed on the quote, not grouped in fours', async ({ page, request }) => {
    const account = await fundedAccount(request, '500');
    await startSession(page, account.token);
    await quoteMpesa(page, '712345670', '100');
    const quote = page.getByTestId('quote');
    await expect(quote).toContainText('712345670');
    expect((await quote.textContent()) ?? '').not.toMatch(GROUPED_IN_FOURS);
  });

  test('the FX quote shows the rate used to the digit: amount less fee times rate is what arrives', async ({ page, request }) => {
    const account = await fundedAccount(request, '10000');
    await startSession(page, account.token);
    await quoteKesToUsd(page, '10000');
    const pay = units(decimalIn(await page.getByTestId('fx-quote-pay').textContent(), 'KES'));
    const fee = units(decimalIn(await page.getByTestId('fx-quote-fee').textContent(), 'KES'));
    const receive = units(decimalIn(await page.getByTestId('fx-quote-receive').textContent(), 'USD'));
    const rateText = (await page.getByTestId('fx-quote-rate').textContent()) ?? '';
    const rate = units(/= ([\d,]+(?:\.\d+)?) USD/.exec(rateText)?.[1] ?? '0');
    expect(rate).toBeGreaterThan(0n);
    // (pay - fee) x rate, in hundred-millionths, within a cent of what arrives.
    const product = ((pay - fee) * rate) / 100_000_000n;
    const diff = product > receive ? product - receive : receive - product;
    expect(diff, `${rateText}: ${product} against ${receive}`).toBeLessThanOrEqual(1_000_000n);
    await shoot(page, 'screen-details-fx-rate');
  });
});
