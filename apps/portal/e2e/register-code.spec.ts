import { expect, fillTab, pressUntil, storeInBrowser, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { freshEmail, freshPhone, latestCode } from './support/identity.ts';

/** A field by its label; the label also holds the required-field star. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

test('a wrong phone code is refused at step 1 with the code table’s message, and the right one moves on (English, 360 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const phone = freshPhone();
  await page.goto('/register');
  await fillTab(page, 'Phone', [['Phone number', phone]]);
  const resend = page.getByRole('button', { name: /Resend in \d+ s/ });
  await pressUntil(page.getByRole('button', { name: 'Send code' }), resend);
  await expect(resend).toBeDisabled();
  const code = await latestCode(request, `+254${phone}`);

  await field(page, 'Verification code').fill(wrongCodeFor(code));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Error in verification code')).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByLabel('Login password')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('register-wrong-code-en-360.png'), fullPage: true });

  await field(page, 'Verification code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  // The check did not use the code up: the registration itself accepts it.
  await page.getByLabel('Login password').fill('Kilima#2026');
  await page.getByLabel('Confirm password').fill('Kilima#2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
});

test('a wrong email code is refused at step 1 in Chinese (1280 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeInBrowser(page, { LOCALE: 'zh' });
  const email = freshEmail('code-zh');
  await page.goto('/register');
  await fillTab(page, '邮箱', [['邮箱地址', email]]);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新发送/ })).toBeDisabled();
  const code = await latestCode(request, email);

  await field(page, '验证码').fill(wrongCodeFor(code));
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('验证码错误')).toBeVisible();
  await expect(page.getByLabel('登录密码')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('register-wrong-code-zh-1280.png'), fullPage: true });

  await field(page, '验证码').fill(code);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('登录密码')).toBeVisible();
});
