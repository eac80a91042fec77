import { expect, seriousA11yViolations, test } from '@mizani/e2e';
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
  await expect(page.getByTestId('order-status')).toHaveText('PASS');
  const after = await balanceOf(request, account.token, 0, 'KES');
  expect(cents(after)).toBeGreaterThan(cents(before));
});

test('bank top-up: the four steps end in MANUAL_PENDING, the operator approves it', async ({ page, request }) => {
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
  await expect(page.getByTestId('order-status')).toHaveText('MANUAL_PENDING');
  const sn = (await page.getByTestId('order-sn').textContent()) ?? '';
  runOps('order:approve', sn);
  const order = await callApi<{ status: number }>(request, `/order/detail/${sn}`, {}, account.token);
  expect(order.status).toBe(1);
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
  await startSession(page, account.token);
  await page.goto('/home/psp-recharge-cobo');
  await page.getByLabel(/^Payment channel/).selectOption({ label: 'Mpesa STK PUSH (KES)' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter the mobile number')).toBeVisible();
  await page.getByLabel(/^Payer's mobile number/).fill('712345671');
  await page.getByLabel(/^Amount/).fill('250');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('PASS');
});
