import { appIsLive, collectProblems, expect, holdScripts, hydrationProblems, recordApiCalls, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { callApi, registerFreshAccount, startDemoSession } from './support/home-accounts.ts';

/*
 * A signed-in page the server draws with the user's data (apps/server/src/http/signed-in-snapshot.ts,
 * apps/portal/src/server-render.ts), which the app then adopts.
 */

const isScript = (url: URL) => /^\/assets\/.*\.js$/.test(url.pathname);
const greeting = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('signed-in pages drawn on the server', () => {
  // Requests a service worker makes are not routed through page.route: none for these tests.
  test.use({ serviceWorkers: 'block' });

  test("the dashboard arrives with the user's data before any script has run", async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.route(isScript, (route) => route.abort());
    await page.goto('/home/dashboard');
    await expect(greeting(page, 'Hello, Amani Demo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Balances at a glance' })).toBeVisible();
    await expect(page.getByText('demo@mizani.africa').first()).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  test('in Chinese when Chinese is chosen', async ({ page, request }) => {
    await startDemoSession(page, request, 'zh');
    await page.route(isScript, (route) => route.abort());
    await page.goto('/home/dashboard');
    await expect(greeting(page, '您好，Amani Demo')).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  });

  test('the app adopts the drawn page as it is, without asking for its data again, and the page works', async ({ page, request }) => {
    await startDemoSession(page, request);
    const problems = collectProblems(page);
    const calls = recordApiCalls(page);
    await page.goto('/home/dashboard');
    const drawn = page.getByText('Verify your identity to send money', { exact: false });
    await expect(drawn).toBeVisible();
    // Marks the element the server drew: React adopting the page keeps it, drawing afresh would replace it.
    await drawn.evaluate((element) => element.setAttribute('data-drawn-by-server', ''));
    await appIsLive(page);
    await expect(page.locator('[data-drawn-by-server]')).toBeVisible();
    expect(hydrationProblems(problems)).toEqual([]);
    expect(calls).not.toContain('/api/account/assets');
    expect(calls).not.toContain('/api/user/log');

    // Live: the user menu opens, and the side menu opens another screen inside the app.
    await page.getByRole('banner').getByRole('button', { name: 'Amani Demo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/home\/info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // A navigation of the app, not a page load.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a drawn form cannot be used before the app is live, and can once it is', async ({ page, request }) => {
    await startDemoSession(page, request);
    const release = await holdScripts(page, isScript);
    await page.goto('/home/psp-order', { waitUntil: 'commit' });
    const search = page.getByRole('button', { name: 'Search', exact: true });
    const orderNumber = page.getByLabel('Order number');
    const status = page.getByLabel('Status');
    // Nothing chosen or typed before the app is live could reach the form: its fields wait too.
    await expect(search).toBeDisabled();
    await expect(orderNumber).toBeDisabled();
    await expect(status).toBeDisabled();
    // A link still works as a link.
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toHaveAttribute('href', '/home/dashboard');
    release();
    await appIsLive(page);
    await expect(search).toBeEnabled();
    await orderNumber.fill('MZ1');
    await status.selectOption({ index: 1 });
    await expect(orderNumber).toHaveValue('MZ1');
  });

  test('pages drawn at the same time for two users each hold only their own user\'s data', async ({ request }) => {
    const fresh = await registerFreshAccount(request);
    const { token: demo } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
    const draw = async (token: string) => {
      const reply = await request.get('/home/dashboard', { headers: { accept: 'text/html', cookie: `mz_session=${encodeURIComponent(token)}` } });
      expect(reply.headers()['cache-control']).toBe('private, no-store');
      return reply.text();
    };
    // Four at once: the server draws at most four pages at a time (more get the bare app page).
    const pages = await Promise.all([fresh.token, demo, fresh.token, demo].map(draw));
    pages.forEach((html, i) => {
      expect(html).toContain('data-snapshot="/home/dashboard"');
      if (i % 2 === 0) {
        expect(html).toContain(fresh.accountNo);
        expect(html).not.toContain('Amani Demo');
      } else {
        expect(html).toContain('Amani Demo');
        expect(html).not.toContain(fresh.accountNo);
      }
    });
  });

  test('logging out ends the drawn pages too', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/home/dashboard');
    await appIsLive(page);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('mz_session');
    await page.getByRole('banner').getByRole('button', { name: 'Amani Demo' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).not.toHaveURL(/\/home/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('mz_session');
    const html = await (await page.request.get('/home/dashboard', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('data-snapshot');
    expect(html).not.toContain('Amani Demo');
  });
});
