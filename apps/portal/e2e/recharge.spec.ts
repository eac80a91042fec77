import { expect, seriousA11yViolations, test, verifyIdentity } from '@mizani/e2e';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { balanceOf, cents } from './support/money.ts';
import { runOps } from './support/ops.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('STK push top-up from a number ending 0: PASS and the balance goes up', async ({ page, request }) => {
  const account = await registerFreshAccount(request);
  await startSession(page, account.token);
  const before = await balanceOf(request, account.token, 0, 'KES');
  await page.goto('/home/psp-recharge');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Mpesa STK PUSH (KES)' });
  await page.getByLabel(/^Your M-Pesa number/).fill('712345670');
  await page.getByLabel(/^Amount/).fill('300');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('fee-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Successful');
  const after = await balanceOf(request, account.token, 0, 'KES');
  expect(cents(after)).toBeGreaterThan(cents(before));
});

test('bank top-up: the four steps end in MANUAL_PENDING, the operator approves it', async ({ page, request }) => {
  // Operator commands, uploads or a funded account first: slow on a loaded machine.
  test.slow();
  const account = await registerFreshAccount(request);
  await startSession(page, account.token);
  await page.goto('/home/psp-recharge');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Bank Topup (KES)' });
  await expect(page.getByTestId('bank-procedure')).toBeVisible();
  await page.getByLabel(/^Amount/).fill('1000');
  await page.getByLabel(/^Bank account to pay into/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('bank-account')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Bank transfer reference/).fill('  FT2611ABC  ');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('fee-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting review');
  const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
  // The reference is its own field on the order, not the narrative.
  const waiting = await callApi<{ transferReference: string | null; transactionNarrative: string | null }>(request, `/order/detail/${sn}`, {}, account.token);
  expect(waiting).toMatchObject({ transferReference: 'FT2611ABC', transactionNarrative: null });
  runOps('order:approve', sn);
  const order = await callApi<{ status: number }>(request, `/order/detail/${sn}`, {}, account.token);
  expect(order.status).toBe(1);
  await page.goto('/home/psp-order');
  await page.getByTestId('order-table').getByRole('button', { name: `Details ${sn}` }).click();
  await expect(page.getByTestId('order-detail').getByTestId('detail-transferReference')).toContainText('FT2611ABC');
});

test('cross-border top-up by bank transfer: MANUAL_PENDING, approved, the USD wallet goes up', async ({ page, request }) => {
  // Operator commands, uploads or a funded account first: slow on a loaded machine.
  test.slow();
  const account = await registerFreshAccount(request);
  // Collections, virtual accounts and bigger top-ups are open to a verified account only.
  await verifyIdentity(request, account.token);
  await startSession(page, account.token);
  const before = await balanceOf(request, account.token, 1, 'USD');
  await page.goto('/home/mrp-recharge');
  await expect(page.getByRole('heading', { level: 2, name: 'Cross-border top up' })).toBeVisible();
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Bank Topup (USD)' });
  await page.getByLabel(/^Amount/).fill('250');
  await page.getByLabel(/^Bank account to pay into/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Bank transfer reference/).fill('USD-77120');
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('fee-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting review');
  const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
  runOps('order:approve', sn);
  expect(cents(await balanceOf(request, account.token, 1, 'USD')) - cents(before)).toBe(cents('250'));
  const order = await callApi<{ scope: number; transferReference: string }>(request, `/order/detail/${sn}`, {}, account.token);
  expect(order).toMatchObject({ scope: 1, transferReference: 'USD-77120' });
});

test('cross-border collection by offline pay: waits for the operator, then credits the USD wallet less the fee', async ({ page, request }) => {
  // Operator commands, uploads or a funded account first: slow on a loaded machine.
  test.slow();
  const account = await registerFreshAccount(request);
  // Collections, virtual accounts and bigger top-ups are open to a verified account only.
  await verifyIdentity(request, account.token);
  await startSession(page, account.token);
  const before = await balanceOf(request, account.token, 1, 'USD');
  await page.goto('/home/mrp-recharge-cobo');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Offline pay (USD)' });
  await page.getByLabel(/^Amount/).fill('400');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('fee-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting review');
  const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
  runOps('order:approve', sn);
  const order = await callApi<{ status: number; scope: number; flow: string; receivedAmount: string }>(request, `/order/detail/${sn}`, {}, account.token);
  expect(order).toMatchObject({ status: 1, scope: 1, flow: 'collection' });
  // 0.5% of 400.00 USD is the fee: 398.00 arrives.
  expect(order.receivedAmount).toBe('398.00');
  expect(cents(await balanceOf(request, account.token, 1, 'USD')) - cents(before)).toBe(cents('398.00'));
});

test('cash top-up lists the shops in four locations', async ({ page, request }) => {
  const account = await registerFreshAccount(request);
  await startSession(page, account.token);
  await page.goto('/home/psp-recharge');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Cash TopUp (KES)' });
  await expect(page.getByTestId('cash-shops').getByRole('heading', { level: 4 })).toHaveCount(4);
});

test('collection: an STK push to a payer ending 1 ends PASS', async ({ page, request }) => {
  const account = await registerFreshAccount(request);
  // Collections, virtual accounts and bigger top-ups are open to a verified account only.
  await verifyIdentity(request, account.token);
  await startSession(page, account.token);
  await page.goto('/home/psp-recharge-cobo');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Mpesa STK PUSH (KES)' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter the mobile number')).toBeVisible();
  await page.getByLabel(/^Payer's mobile number/).fill('712345671');
  await page.getByLabel(/^Amount/).fill('250');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('fee-confirm').click();
  await expect(page.getByTestId('order-status')).toHaveText('Successful');
});
