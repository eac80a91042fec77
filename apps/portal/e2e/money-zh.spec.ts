import { expect, seriousA11yViolations, test } from '@mizani/e2e';
import { registerFreshAccount, startSession } from './support/home-accounts.ts';
import { FUND_PASSWORD, fundedAccount } from './support/money.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('send in Chinese: heading, required-field messages, and the code-table error in Chinese', async ({ page, request }) => {
  // Operator commands, uploads or a funded account first: slow on a loaded machine.
  test.slow();
  const account = await fundedAccount(request, '50');
  await startSession(page, account.token, 'zh');
  await page.goto('/home/psp-index');
  await expect(page.getByRole('heading', { level: 2, name: '汇款' })).toBeVisible();
  await page.getByRole('button', { name: '获取报价' }).click();
  await expect(page.getByText('请选择支付渠道')).toBeVisible();
  await expect(page.getByText('请输入金额')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByLabel(/^支付渠道/).selectOption({ label: 'M-pesa(KES)' });
  await page.getByRole('radio', { name: '输入号码' }).check({ force: true });
  await page.getByLabel(/^手机号码/).fill('712345670');
  await page.getByLabel(/^金额/).fill('5000');
  await page.getByRole('button', { name: '获取报价' }).click();
  await page.getByTestId('open-confirm').click();
  await page.getByLabel(/^交易密码/).fill(FUND_PASSWORD);
  await page.getByTestId('confirm-order').click();
  // -1013 from the code table, in the user's language.
  await expect(page.getByText('国内余额不足')).toBeVisible();
  await expect(page.getByText('Insufficient Domestic balance')).toHaveCount(0);
  await expect(page.getByTestId('order-result')).toHaveCount(0);
});

test('top-up and transactions in Chinese', async ({ page, request }) => {
  const account = await registerFreshAccount(request);
  await startSession(page, account.token, 'zh');
  await page.goto('/home/psp-recharge');
  await expect(page.getByRole('heading', { level: 2, name: '充值' })).toBeVisible();
  await page.getByLabel(/^支付渠道/).selectOption({ index: 1 });
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入金额')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/home/psp-order');
  await expect(page.getByRole('heading', { level: 2, name: '交易记录' })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toHaveText('未找到相关数据');
  await expect(page.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
});
