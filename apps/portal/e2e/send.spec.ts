import { expect, seriousA11yViolations, test, verifyIdentity } from '@mizani/e2e';
import type { APIRequestContext, Page } from '@playwright/test';
import { confirm, quoteMpesa } from './support/domestic-send.ts';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { balanceOf, cents, FUND_PASSWORD, fundedAccount } from './support/money.ts';
import { runOps } from './support/ops.ts';

test.describe('domestic send', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('M-Pesa number ending 0: PASS, and the balance falls by amount plus fee', async ({ page, request }) => {
    const account = await fundedAccount(request);
    await startSession(page, account.token);
    const before = await balanceOf(request, account.token, 0, 'KES');
    await quoteMpesa(page, '712345670', '100');
    const totalText = (await page.getByTestId('quote-total').textContent()) ?? '';
    const total = /([\d,]+(?:\.\d+)?) KES/.exec(totalText)?.[1]?.replace(/,/g, '') ?? '';
    expect(cents(total)).toBeGreaterThan(cents('100'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm(page);
    await expect(page.getByTestId('order-status')).toHaveText('Successful');
    const after = await balanceOf(request, account.token, 0, 'KES');
    expect(cents(before) - cents(after)).toBe(cents(total));
  });

  test('M-Pesa number ending 8: REJECT a few seconds later, and the money is back', async ({ page, request }) => {
    const account = await fundedAccount(request);
    await startSession(page, account.token);
    const before = await balanceOf(request, account.token, 0, 'KES');
    // A number ending in 6 has no account and is refused before sending (payee-check.spec.ts).
    await quoteMpesa(page, '712345678', '150');
    await confirm(page);
    await expect(page.getByTestId('order-status')).toHaveText('Rejected', { timeout: 30_000 });
    await expect(page.getByText('The payment failed. The money is back in your wallet.')).toBeVisible();
    expect(await balanceOf(request, account.token, 0, 'KES')).toBe(before);
  });

  test('more than the balance shows the code-table message', async ({ page, request }) => {
    const account = await fundedAccount(request, '50');
    await startSession(page, account.token);
    await page.goto('/home/psp-index');
    await page.getByLabel(/^Payment channel/).selectOption({ label: 'M-pesa(KES)' });
    await page.getByRole('radio', { name: 'Enter the number' }).check({ force: true });
    await page.getByLabel(/^Mobile number/).fill('712345670');
    await page.getByLabel(/^Amount/).fill('5000');
    await page.getByRole('button', { name: 'Get quote' }).click();
    // The quote prices the send; the wallet is checked when the order is booked.
    await page.getByTestId('open-confirm').click();
    await page.getByLabel(/^Transaction password/).fill(FUND_PASSWORD);
    await page.getByTestId('confirm-order').click();
    await expect(page.getByText('Insufficient Domestic balance')).toBeVisible();
    await expect(page.getByTestId('order-result')).toHaveCount(0);
  });

  test('required-field messages, and a double click books one order', async ({ page, request }) => {
    const account = await fundedAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/psp-index');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByText('Please select a payment channel')).toBeVisible();
    await expect(page.getByText('Please enter the amount')).toBeVisible();
    await quoteMpesa(page, '712345671', '120');
    await page.getByTestId('open-confirm').click();
    await page.getByLabel(/^Transaction password/).fill(FUND_PASSWORD);
    await page.getByTestId('confirm-order').dblclick();
    await expect(page.getByTestId('order-result')).toBeVisible();
    const reply = await request.post('/api/order/list', { data: { pageNum: 1, pageSize: 10, scope: 0, type: 0 }, headers: { Authorization: `Bearer ${account.token}` } });
    const { data } = (await reply.json()) as { data: { total: number } };
    expect(data.total).toBe(1);
  });
});

test.describe('sends the rail answers late or never', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('M-Pesa number ending 7: PENDING, then PASS after 5 s without a reload', async ({ page, request }) => {
    // Operator commands, uploads or a funded account first: slow on a loaded machine.
    test.slow();
    const account = await fundedAccount(request);
    await startSession(page, account.token);
    await quoteMpesa(page, '712345677', '110');
    await confirm(page);
    await expect(page.getByTestId('order-status')).toHaveText('Processing');
    const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
    await expect(page.getByTestId('order-status')).toHaveText('Successful', { timeout: 20_000 });
    const order = await callApi<{ status: number }>(request, `/order/detail/${sn}`, {}, account.token);
    expect(order.status).toBe(1);
  });

  test('M-Pesa number ending 9 never answers: cancelling it is confirmed as irreversible and gives the money back', async ({ page, request }) => {
    // Operator commands, uploads or a funded account first: slow on a loaded machine.
    test.slow();
    const account = await fundedAccount(request);
    await startSession(page, account.token);
    const before = await balanceOf(request, account.token, 0, 'KES');
    await quoteMpesa(page, '712345679', '130');
    await confirm(page);
    await expect(page.getByTestId('order-status')).toHaveText('Processing');
    const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
    expect(cents(await balanceOf(request, account.token, 0, 'KES'))).toBeLessThan(cents(before));

    await page.goto('/home/psp-order');
    await page.getByTestId('order-table').getByRole('button', { name: `Details ${sn}` }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('Processing');
    await detail.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Cancelling order ${sn} is irreversible: it cannot be undone.`)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(detail.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(detail.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(await balanceOf(request, account.token, 0, 'KES')).toBe(before);
  });
});

test.describe('domestic send at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the form works on a phone', async ({ page, request }) => {
    const account = await fundedAccount(request);
    await startSession(page, account.token);
    await quoteMpesa(page, '712345672', '100');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await confirm(page);
    await expect(page.getByTestId('order-status')).toHaveText('Successful');
  });
});

// A valid 1x1 PNG and a minimal PDF: the server judges uploads by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A fresh account with 2,000 USD cross-border (a bank top-up the operator approves) and an approved CNY Account recipient. */
async function crossBorderSender(request: APIRequestContext) {
  const account = await registerFreshAccount(request);
  // Cross-border sends (and a USD top-up this size) are open to a verified account only.
  await verifyIdentity(request, account.token);
  await callApi(request, '/user/resetFundPwd', { password: account.password, fundPassword: FUND_PASSWORD }, account.token);
  const topUp = await callApi<{ sn: string }>(
    request,
    '/order/recharge/create',
    { scope: 1, payType: 503, currencyId: 'USD', amount: '2000', clientOrderNo: `e2e-mrp-${Date.now()}` },
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

/** The declarations and the two files every cross-border send needs. */
async function fillDeclarations(page: Page) {
  await page.getByLabel(/^Source of funds/).selectOption('BUSINESS RETURNS');
  await page.getByLabel(/^Purpose/).fill('Payment for goods');
  await page.getByLabel(/^Sender address/).fill('  Moi Avenue 12, Nairobi  ');
  await page.getByLabel(/^Sender address/).blur();
  await expect(page.getByLabel(/^Sender address/)).toHaveValue('Moi Avenue 12, Nairobi');
  await page.getByTestId('file-exchangeFile').setInputFiles({ name: 'exchange.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Uploaded: exchange.pdf')).toBeVisible();
  await page.getByTestId('file-detailFile').setInputFiles({ name: 'detail.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded: detail.png')).toBeVisible();
}

/** The parts of the exchange settlement account the recipient record does not hold. */
async function completeSettlementAccount(page: Page) {
  const box = page.getByTestId('settlement-account');
  await box.getByLabel(/^Account type/).selectOption({ label: 'Personal' });
  await box.getByLabel(/^ID number/).fill('110101199003074514');
  await box.getByLabel(/^Province/).fill('北京');
  await box.getByLabel(/^City/).fill('北京');
  await box.getByLabel(/^Bank line number/).fill('102100000072');
  await box.getByLabel(/^Reason for the application/).fill('货款结算');
}

test.describe('cross-border send', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('with the declarations, both files and the exchange settlement account: rate and toAmount from the quote, then PASS', async ({ page, request }) => {
    // Operator commands, uploads or a funded account first: slow on a loaded machine.
    test.slow();
    const account = await crossBorderSender(request);
    await startSession(page, account.token);
    const before = await balanceOf(request, account.token, 1, 'USD');

    await page.goto('/home/mrp-index');
    await page.getByRole('button', { name: 'Get quote' }).click();
    for (const message of ['Please select a currency', 'Please select a recipient', 'Please select the source of funds', 'Please enter the purpose', 'Please enter the sender address', 'Please upload the exchange file', 'Please upload the detail file']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel(/^Currency/).selectOption('USD');
    await page.getByLabel(/^Recipient/).selectOption({ index: 1 });
    // The CNY Account recipient needs the exchange settlement account; the record fills what it knows.
    const settlement = page.getByTestId('settlement-account');
    await expect(settlement.getByLabel(/^Card number/)).toHaveValue('6222020012345670');
    await expect(settlement.getByLabel(/^Account name/)).toHaveValue('李伟');
    await page.getByLabel(/^Amount/).fill('100');
    await fillDeclarations(page);
    await settlement.getByLabel(/^City/).fill('Beijing');
    await page.getByRole('button', { name: 'Get quote' }).click();
    for (const message of ['Please select the account type', 'Please enter the ID number', 'Please enter the province', 'Please enter the bank line number', 'Please enter the reason for the application']) {
      await expect(settlement.getByText(message)).toBeVisible();
    }
    await expect(settlement.getByText('Chinese recipient bank details must be filled in Chinese')).toBeVisible();
    await completeSettlementAccount(page);
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByTestId('quote-rate')).toContainText('1 USD =');
    await expect(page.getByTestId('quote-to-amount')).toContainText('CNY');
    const totalText = (await page.getByTestId('quote-total').textContent()) ?? '';
    const total = /([\d,]+(?:\.\d+)?) USD/.exec(totalText)?.[1]?.replace(/,/g, '') ?? '';
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm(page);
    await expect(page.getByTestId('order-status')).toHaveText(/Successful|Processing/);
    const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
    expect(cents(before) - cents(await balanceOf(request, account.token, 1, 'USD'))).toBe(cents(total));

    // Stored on the order and shown in its detail.
    await page.goto('/home/mrp-order');
    await page.getByTestId('order-table').getByRole('button', { name: `Details ${sn}` }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('detail-settlementAccount')).toContainText('102100000072');
    await expect(detail.getByTestId('detail-settlementAccount')).toContainText('6222 0200 1234 5670');
    await expect(detail.getByTestId('detail-settlementAccount')).toContainText('货款结算');
  });

  test('a salary (trade type 5) names the contract worker and carries their documents', async ({ page, request }) => {
    // Operator commands, uploads or a funded account first: slow on a loaded machine.
    test.slow();
    const account = await crossBorderSender(request);
    await startSession(page, account.token);
    await page.goto('/home/mrp-index');
    await page.getByLabel(/^Currency/).selectOption('USD');
    await page.getByLabel(/^Recipient/).selectOption({ index: 1 });
    await page.getByLabel(/^Amount/).fill('120');
    await fillDeclarations(page);
    await completeSettlementAccount(page);
    await page.getByLabel(/^Trade type/).selectOption({ label: 'Salary' });
    const worker = page.getByTestId('contract-worker');
    await expect(worker).toBeVisible();
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(worker.getByText('Please upload the contract documents').first()).toBeVisible();
    await worker.getByLabel(/^Worker name/).fill('Wang Fang');
    await worker.getByLabel(/^Worker ID number/).fill('110101199003074518');
    await worker.getByLabel(/^Recipient's ID number/).fill('110101199003074518');
    await worker.getByLabel(/^Work area/).fill('Nairobi');
    await worker.getByLabel(/^Work address/).fill('Industrial Area, Nairobi');
    await worker.getByLabel(/^Relationship to the recipient/).selectOption({ label: 'Oneself' });
    for (const field of ['residenceFile', 'contractFile', 'incomeProofFile', 'relationFile']) {
      await page.getByTestId(`file-worker.${field}`).setInputFiles({ name: `${field}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText(`Uploaded: ${field}.pdf`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByTestId('quote-total')).toBeVisible();
    await confirm(page);
    await expect(page.getByTestId('order-status')).toHaveText(/Successful|Processing/);
    const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
    const order = await callApi<{ tradeType: string; contractWorker: number | null }>(request, `/order/detail/${sn}`, {}, account.token);
    expect(order.tradeType).toBe('5');
    expect(order.contractWorker).toBeGreaterThan(0);
  });
});
