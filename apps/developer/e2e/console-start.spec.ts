import { callApi, collectProblems, expect, recordApiCalls, storeInBrowser, test } from '@mizani/e2e';
import type { APIRequestContext, Page } from '@playwright/test';

/*
 * The console is a plain single-page app: the same index.html for every /homeApi path, drawn in
 * the browser from the session in localStorage. No cookie carries the session to the server.
 */

async function signInDemo(page: Page, request: APIRequestContext) {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
  await storeInBrowser(page, { token });
  await page.context().clearCookies();
}

test.describe('the console starts in the browser', () => {
  test("a signed-in page arrives without the user's data and is drawn in the browser", async ({ page, request }) => {
    await signInDemo(page, request);
    const problems = collectProblems(page);
    const calls = recordApiCalls(page);
    const response = await page.goto('/homeApi/suspense-recharge');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('Amani Demo');
    expect(html).toContain('<div id="root"></div>');

    await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Amani Demo, account menu' })).toBeVisible();
    // The screen's data went out with the session check, not after it.
    expect(calls).toEqual(expect.arrayContaining(['/api/user/info', '/api/user/userApi/info', '/api/user/suspense/balance']));
    expect(problems).toEqual([]);

    // Live: the user center opens inside the console, not as a page load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Mizani Pay Developer console' }).click();
    await expect(page).toHaveURL(/\/homeApi\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User center' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('the docs are readable signed out, and a signed-in page sends the visitor to log in', async ({ page }) => {
    await page.goto('/homeApi/docs/pay-out');
    await expect(page.getByRole('heading', { level: 2, name: 'Pay out (B2C)' })).toBeVisible();
    await expect(page.getByText('Log in with an approved account to try requests here.')).toBeVisible();
    await expect(page.getByRole('button', { name: /account menu/ })).toHaveCount(0);
    // Opened as a link would, so the test waits on nothing but the address.
    await page.evaluate(() => window.location.assign('/homeApi/webhooks'));
    await expect(page).toHaveURL(/\/login\?redirect=%2FhomeApi%2Fwebhooks$/);
  });
});
