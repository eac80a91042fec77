import { appIsLive, callApi, collectProblems, expect, holdScripts, hydrationProblems, recordApiCalls, startSession, test } from '@mizani/e2e';
import type { APIRequestContext, Page } from '@playwright/test';

/*
 * A console page the server draws with the user's data (apps/server/src/http/signed-in-snapshot.ts,
 * apps/developer/src/server-render.ts), which the console then adopts.
 */

const isScript = (url: URL) => /^\/homeApi\/assets\/.*\.js$/.test(url.pathname);

/** The demo user's session as signing in on the portal leaves it: token in storage, copies in cookies. */
async function startDemoSession(page: Page, request: APIRequestContext, locale: 'en' | 'zh' = 'en') {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
  await startSession(page, token, locale);
}

test.describe('console pages drawn on the server', () => {
  test("the docs arrive with the user's data before any script has run", async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.route(isScript, (route) => route.abort());
    await page.goto('/homeApi/docs');
    expect(await page.locator('#root').getAttribute('data-snapshot')).toBe('/homeApi/docs');
    await expect(page.getByRole('heading', { level: 2, name: 'Merchant API' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay in' })).toBeVisible();
    expect(await page.content()).toContain('Amani Demo');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  test('in Chinese when Chinese is chosen', async ({ page, request }) => {
    await startDemoSession(page, request, 'zh');
    await page.route(isScript, (route) => route.abort());
    await page.goto('/homeApi/docs');
    expect(await page.locator('#root').getAttribute('data-snapshot')).toBe('/homeApi/docs');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await expect(page.getByRole('heading', { name: '文档' }).first()).toBeVisible();
  });

  test('the console adopts the drawn page as it is, without asking for the user again, and the page works', async ({ page, request }) => {
    await startDemoSession(page, request);
    const problems = collectProblems(page);
    const calls = recordApiCalls(page);
    await page.goto('/homeApi/docs');
    const drawn = page.getByRole('heading', { level: 2, name: 'Merchant API' });
    await expect(drawn).toBeVisible();
    // Marks the element the server drew: React adopting the page keeps it, drawing afresh would replace it.
    await drawn.evaluate((element) => element.setAttribute('data-drawn-by-server', ''));
    await appIsLive(page);
    await expect(page.locator('[data-drawn-by-server]')).toBeVisible();
    expect(hydrationProblems(problems)).toEqual([]);
    expect(calls).not.toContain('/api/user/info');

    // Live: a topic opens inside the console, not as a page load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Pay in' }).click();
    await expect(page).toHaveURL(/\/homeApi\/docs\/pay-in$/);
    await expect(page.locator('[data-drawn-by-server]')).toHaveCount(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a drawn form cannot be used before the console is live, and can once it is', async ({ page, request }) => {
    await startDemoSession(page, request);
    const release = await holdScripts(page, isScript);
    await page.goto('/homeApi/account-create', { waitUntil: 'commit' });
    const company = page.getByLabel(/^Company name/);
    const submit = page.getByRole('button', { name: 'Submit application' });
    await expect(company).toBeDisabled();
    await expect(submit).toBeDisabled();
    release();
    await appIsLive(page);
    await expect(company).toBeEnabled();
    await expect(submit).toBeEnabled();
    await company.fill('Amani Traders');
    await expect(company).toHaveValue('Amani Traders');
  });

  test('a button pressed before the console is live is pressed again once it is', async ({ page, request }) => {
    await startDemoSession(page, request);
    // The first script runs (it keeps the press); the console's code waits.
    const release = await holdScripts(page, (url) => /^\/homeApi\/assets\/boot-.*\.js$/.test(url.pathname));
    await page.goto('/homeApi/docs', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Amani Demo, account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);
    release();
    await appIsLive(page);
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });
});
