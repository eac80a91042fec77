import { expect, fillTab, LOGIN_WORDS, logInByEmail, pressUntil, seriousA11yViolations, storeInBrowser, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { freshEmail, freshPhone, horizontalOverflow, latestCode, registerByEmail } from './support/identity.ts';

const PASSWORD = 'Kilima#2026';
/** The server's wait between two codes to one address, plus a margin. */
const RESEND_WAIT_MS = 61_000;

let recoveryAccount: { email: string; createdAt: number };
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const { email } = await registerByEmail(request, PASSWORD, 'recover');
    recoveryAccount = { email, createdAt: Date.now() };
  } finally {
    await request.dispose();
  }
});

test.use({ viewport: { width: 360, height: 740 } });

async function useChinese(page: Page) {
  await storeInBrowser(page, { LOCALE: 'zh' });
}

/** A field by its label; the label also holds the required-field star. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

test('register by phone with the code from the outbox, then log in with the new account', async ({ page, request }) => {
  const phone = freshPhone();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Mizani Pay account' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('254');
  await fillTab(page, 'Phone', [['Phone number', phone]]);
  const resend = page.getByRole('button', { name: /Resend in \d+ s/ });
  await pressUntil(page.getByRole('button', { name: 'Send code' }), resend);
  await expect(resend).toBeDisabled();
  await expect(field(page, 'Verification code')).toBeFocused();
  await field(page, 'Verification code').fill(await latestCode(request, `+254${phone}`));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByText('The login password must contain digits, upper and lower case letters, and special characters other than spaces')).toBeVisible();
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  const accountNo = (await page.getByTestId('account-number').textContent())?.trim();
  expect(accountNo).toBeTruthy();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/254$/);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('254');
  await page.getByLabel('Phone number').fill(phone);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('register by email in Chinese, then log in with the new account', async ({ page, request }) => {
  const email = freshEmail('zh');
  await useChinese(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: '创建您的 Mizani Pay 账户' })).toBeVisible();
  await fillTab(page, '邮箱', [['邮箱地址', email]]);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ 秒后重新发送/ })).toBeDisabled();
  await field(page, '验证码').fill(await latestCode(request, email));
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('登录密码').fill(PASSWORD);
  await page.getByLabel('确认密码').fill(PASSWORD);
  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '您的账户已创建' })).toBeVisible();

  await page.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInByEmail(page, email, PASSWORD, LOGIN_WORDS.zh);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});

test('a wrong password shows the code table’s message, in English and in Chinese', async ({ page, request }) => {
  const { email } = await registerByEmail(request, PASSWORD, 'wrong');
  await page.goto('/login');
  await logInByEmail(page, email, 'Not#The1');
  await expect(page.getByText('Wrong account password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();

  await useChinese(page);
  await page.goto('/login');
  await logInByEmail(page, email, 'Not#The2', LOGIN_WORDS.zh);
  await expect(page.getByText('账号密码错误')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the validation messages of spec section 5 show exactly', async ({ page, request }) => {
  await page.goto('/login');
  await fillTab(page, 'Email', [['Email address', 'amina@']]);
  await page.getByLabel('Email address').blur();
  await expect(page.getByText('Email format incorrect', { exact: true })).toBeVisible();

  const phone = freshPhone();
  await page.goto('/register');
  await fillTab(page, 'Phone', [['Phone number', phone]]);
  await pressUntil(page.getByRole('button', { name: 'Send code' }), page.getByRole('button', { name: /Resend in \d+ s/ }));
  await field(page, 'Verification code').fill(await latestCode(request, `+254${phone}`));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Login password').fill('Ab#1');
  await page.getByLabel('Login password').blur();
  await expect(page.getByText('Password length is 6-12 characters!', { exact: true })).toBeVisible();
  await page.getByLabel('Login password').fill('Abcdef#123456789');
  await page.getByLabel('Login password').blur();
  await expect(page.getByText('Password length is 6-12 characters!', { exact: true })).toBeVisible();
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The two passwords you entered did not match.', { exact: true })).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
});

test('/login/255 and /login/254 preselect Tanzania and Kenya', async ({ page }) => {
  await page.goto('/login/255');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('255');
  await expect(page.getByRole('combobox', { name: 'Country' }).locator('option:checked')).toHaveText('Tanzania (+255)');
  await page.goto('/login/254');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('254');
  await expect(page.getByRole('combobox', { name: 'Country' }).locator('option:checked')).toHaveText('Kenya (+254)');
});

test('the login, sign-up and recovery screens pass the accessibility scan at 360 px, in both languages', async ({ page }) => {
  // Fifteen scans of a few seconds each.
  test.setTimeout(120_000);
  for (const locale of ['en', 'zh'] as const) {
    await storeInBrowser(page, { LOCALE: locale });
    for (const path of ['/login', '/login/254', '/login/255', '/register', '/forgotPassword', '/401', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect({ path, locale, overflow: await horizontalOverflow(page) }).toEqual({ path, locale, overflow: 0 });
      expect({ path, locale, violations: await seriousA11yViolations(page) }).toEqual({ path, locale, violations: [] });
    }
  }
  // With errors on screen too.
  await page.goto('/forgotPassword');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('此项为必填项').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a signed-in visitor of the public site gets the user menu, and Log out says Exit Success!', async ({ page, request }) => {
  const { email } = await registerByEmail(request, PASSWORD, 'menu');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await logInByEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home\/dashboard$/);

  await page.goto('/aboutUs');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await header.getByRole('button', { name: /, account menu$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/home/dashboard');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/home/info');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Exit Success!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

// Last in the file: the account it recovers is made first (see beforeAll), and the server sends
// one address no second code within a minute, whatever the purpose.
test('forgot password end to end: the new password works and the old one does not', async ({ page, request }) => {
  test.setTimeout(RESEND_WAIT_MS + 60_000);
  const { email, createdAt } = recoveryAccount;
  const wait = createdAt + RESEND_WAIT_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const newPassword = 'Safari#2027';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your login password' })).toBeVisible();
  await fillTab(page, 'Email', [['Email address', email]]);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  await field(page, 'Verification code').fill(await latestCode(request, email));
  await page.getByLabel('New login password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your login password has been reset. Log in with the new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInByEmail(page, email, PASSWORD);
  await expect(page.getByText('Wrong account password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await field(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});
