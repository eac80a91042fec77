import { expect, logInByEmail, seriousA11yViolations, storeInBrowser, test } from '@mizani/e2e';
import { registerByEmail, tokenFor } from './support/identity.ts';

const PASSWORD = 'Kilima#2026';

/** The demo staff account: a sub-account with no role yet, so only the screens every user has. */
const STAFF = { email: 'staff@mizani.africa', password: 'Staff@2026' };

test('a visitor opening /home/info is sent to the login, and comes back there after signing in', async ({ page, request }) => {
  const { email } = await registerByEmail(request, PASSWORD, 'guard');
  await page.goto('/home/info');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome%2Finfo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Mizani Pay' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await logInByEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home\/info$/);
});

test('the wanted page keeps its query through the login', async ({ page, request }) => {
  const { email } = await registerByEmail(request, PASSWORD, 'query');
  await page.goto('/home/operation-log?pageNum=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome%2Foperation-log%3FpageNum%3D2$/);
  await logInByEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/home\/operation-log\?pageNum=2$/);
});

test('a signed-in user visiting /login, /register or /forgotPassword lands on the dashboard', async ({ page, request }) => {
  const { email } = await registerByEmail(request, PASSWORD, 'signed-in');
  await storeInBrowser(page, { token: await tokenFor(request, email, PASSWORD) });
  for (const path of ['/login', '/login/255', '/register', '/forgotPassword']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/home\/dashboard$/);
  }
});

test('a corrupted token ends signed out on /', async ({ page }) => {
  await storeInBrowser(page, { token: 'garbage-not-a-session', userInfo: '{"userId":1}' });
  await page.goto('/home/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send money home and across borders in minutes' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a corrupted token on a public page ends signed out on / too', async ({ page }) => {
  await storeInBrowser(page, { token: 'garbage-not-a-session' });
  await page.goto('/aboutUs');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('staff without a role reach the screens every user has, and /401 for the others', async ({ page, request }) => {
  await storeInBrowser(page, { token: await tokenFor(request, STAFF.email, STAFF.password) });
  await page.goto('/home/info');
  await expect(page).toHaveURL(/\/home\/info$/);
  await page.goto('/home/system-userTeam');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('heading', { level: 1, name: /No access/ })).toBeVisible();
  await page.goto('/home/psp-index');
  await expect(page).toHaveURL(/\/401$/);
});

test.describe('developer console', () => {
  test('without a token it sends the visitor to the portal login, which brings them back', async ({ page, request }) => {
    const { email } = await registerByEmail(request, PASSWORD, 'console');
    await page.goto('/homeApi/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2FhomeApi%2Faccount$/);
    await logInByEmail(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/homeApi\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User center' })).toBeVisible();
  });

  test('with a corrupted token it clears the session and goes to the portal home page', async ({ page }) => {
    await storeInBrowser(page, { token: 'garbage-not-a-session' });
    await page.goto('/homeApi/account');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Send money home and across borders in minutes' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
