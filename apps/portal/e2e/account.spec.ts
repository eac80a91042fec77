import { expect, seriousA11yViolations, test } from '@mizani/e2e';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, latestCode, registerFreshAccount, startSession, uniqueEmail, uniquePhone, type FreshAccount } from './support/home-accounts.ts';

// A valid 1x1 PNG: the server judges uploads by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// One fresh account goes through every change in order; the demo accounts stay as they are.
test.describe.configure({ mode: 'serial' });

let account: FreshAccount;

test.beforeAll(async ({ request }) => {
  account = await registerFreshAccount(request);
});

async function openProfile(page: Page) {
  await startSession(page, account.token);
  await page.goto('/home/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

async function dialogFor(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function loginWorks(request: APIRequestContext, password: string): Promise<boolean> {
  const reply = await request.post('/api/user/login', { data: { countryId: account.countryId, phone: account.phone, password } });
  return ((await reply.json()) as { code: number }).code === 200;
}

test.describe('profile changes on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the profile card shows the account', async ({ page }) => {
    await openProfile(page);
    const card = page.getByTestId('profile-card');
    await expect(card.getByText(account.accountNo)).toBeVisible();
    await expect(card.getByText(`+254 ${account.phone}`)).toBeVisible();
    await expect(card.getByText('Individual')).toBeVisible();
    await expect(page.getByTestId('fund-password-state')).toHaveText('Not set');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('nickname: saved, shown on the profile, in the header and in the greeting', async ({ page }) => {
    await openProfile(page);
    const dialog = await dialogFor(page, 'Edit profile');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A photo is uploaded as soon as it is chosen, then saved with the profile.
    await dialog.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await dialog.getByLabel('Nickname').fill('  Zawadi Wanjiru  ');
    await dialog.getByLabel('Nickname').blur();
    await expect(dialog.getByLabel('Nickname')).toHaveValue('Zawadi Wanjiru');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('profile-name')).toHaveText('Zawadi Wanjiru');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Zawadi Wanjiru' })).toBeVisible();
    // The stored photo comes back through a short-lived link, shown 45x45 in the header.
    const avatar = page.getByRole('banner').locator('img');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const box = await avatar.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([45, 45]);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Zawadi Wanjiru' })).toBeVisible();
  });

  test('phone: the old number is refused, the new one verified with the code from the outbox', async ({ page, request }) => {
    await openProfile(page);
    const dialog = await dialogFor(page, 'Change phone number');
    await dialog.getByLabel('New phone number').fill(account.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('The new phone number must be different from the old one')).toBeVisible();

    const newPhone = uniquePhone();
    await dialog.getByLabel('New phone number').fill(newPhone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Verification code').fill(await latestCode(request, `+254${newPhone}`));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Phone number changed')).toBeVisible();
    await expect(page.getByTestId('profile-card').getByText(`+254 ${newPhone}`)).toBeVisible();
    account.phone = newPhone;
    expect(await loginWorks(request, account.password)).toBe(true);
  });

  test('email: added with the code sent to it', async ({ page, request }) => {
    await openProfile(page);
    const email = uniqueEmail('zawadi');
    const dialog = await dialogFor(page, 'Add an email address');
    await dialog.getByLabel('New email address').fill('zawadi@');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('Email format incorrect')).toBeVisible();
    await dialog.getByLabel('New email address').fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Verification code').fill(await latestCode(request, email));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Email changed')).toBeVisible();
    await expect(page.getByTestId('profile-card').getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change email', exact: true })).toBeVisible();
  });

  test('login password: the rules of section 5, then the new one logs in and the old one does not', async ({ page, request }) => {
    await openProfile(page);
    const dialog = await dialogFor(page, 'Reset login password');
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByLabel(/^New password/).fill('short');
    await dialog.getByLabel('Confirm new password').fill('shorts');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Password length is 6-12 characters!')).toBeVisible();
    await expect(dialog.getByText('The two passwords you entered did not match.')).toBeVisible();

    await dialog.getByLabel(/^New password/).fill('Next#2027');
    await dialog.getByLabel('Confirm new password').fill('Next#2027');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Login password changed')).toBeVisible();
    expect(await loginWorks(request, 'Next#2027')).toBe(true);
    expect(await loginWorks(request, account.password)).toBe(false);
    account.password = 'Next#2027';
  });

  test('transaction password: set with six digits, confirmed by the login password', async ({ page }) => {
    await openProfile(page);
    const dialog = await dialogFor(page, 'Set transaction password');
    await dialog.getByLabel('Login password').fill(account.password);
    await dialog.getByLabel(/^Transaction password/).fill('12ab56');
    await dialog.getByLabel('Confirm transaction password').fill('12ab56');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The transaction password must be exactly 6 digits')).toBeVisible();
    await dialog.getByLabel(/^Transaction password/).fill('135790');
    await dialog.getByLabel('Confirm transaction password').fill('135790');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Transaction password saved')).toBeVisible();
    await expect(page.getByTestId('fund-password-state')).toHaveText('Set');
    await expect(page.getByRole('button', { name: 'Reset transaction password' })).toBeVisible();
  });

  test('the operation log lists every change with its IP, and the presets filter it', async ({ page }) => {
    await startSession(page, account.token);
    await page.goto('/home/info');
    await page.getByRole('link', { name: 'View operation log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Operation log' })).toBeVisible();
    const table = page.getByTestId('log-table');
    for (const operation of ['Edit profile', 'Change phone number', 'Change email', 'Change login password', 'Set transaction password', 'Sign up']) {
      await expect(table.getByRole('cell', { name: operation, exact: true }).first()).toBeVisible();
    }
    await expect(table.getByRole('cell', { name: '127.0.0.1' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await expect(page.getByText('No relevant data found')).toBeVisible();
    await page.getByRole('button', { name: 'Last week' }).click();
    await expect(table.getByRole('cell', { name: 'Edit profile', exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('in Chinese the profile and its messages speak Chinese', async ({ page }) => {
    await startSession(page, account.token, 'zh');
    await page.goto('/home/info');
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
    const dialog = await dialogFor(page, '重置登录密码');
    await dialog.getByLabel('原密码').fill(account.password);
    await dialog.getByLabel(/^新密码/).fill('abc');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('密码长度为6-12个字符！')).toBeVisible();
  });
});

test.describe('profile on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every part fits 360 px and the dialogs work', async ({ page }) => {
    await openProfile(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByTestId('profile-card').getByText(account.accountNo)).toBeVisible();
    const dialog = await dialogFor(page, 'Edit profile');
    await dialog.getByLabel('Nickname').fill('Zawadi W.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('Zawadi W.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto('/home/operation-log');
    await expect(page.getByTestId('log-cards')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the dashboard fits 360 px', async ({ page }) => {
    await startSession(page, account.token);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: /^Hello, / })).toBeVisible();
    await expect(page.getByTestId('recent-activity')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test('the token of the account still answers after the password change (this device stays in)', async ({ request }) => {
  const user = await callApi<{ accountNo: string }>(request, '/user/info', {}, account.token);
  expect(user.accountNo).toBe(account.accountNo);
});
