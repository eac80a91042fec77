import { collectProblems, expect, hydrationProblems, recordApiCalls, storeInBrowser, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { startDemoSession } from './support/home-accounts.ts';

/*
 * How the portal renders: public pages are prerendered at build time and hydrate; every other path
 * gets the bare app page, drawn in the browser; the service worker keeps what a repeat visit needs.
 */

/** Holds the app's entry script back until the returned function is called: the page stays as its HTML drew it. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const PUBLIC_PAGES = [
  { path: '/', heading: 'Send money home and across borders in minutes' },
  { path: '/aboutUs', heading: 'Moving money across East Africa, fairly and in the open' },
  { path: '/press', heading: 'Press releases' },
  { path: '/contactUs', heading: 'Contact us' },
  { path: '/privacyNotice', heading: 'Privacy notice' },
  { path: '/termsConditions', heading: 'Terms and conditions' },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create your Mizani Pay account' },
  { path: '/forgotPassword', heading: /password/i },
  { path: '/401', heading: /access/i },
] as const;

test.describe('prerendered public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} is readable in English with JavaScript off, then hydrates without a mismatch`, async ({ browser, baseURL, page }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const html = await noScript.newPage();
      await html.goto(path);
      await expect(html.getByRole('heading', { name: heading }).first()).toBeVisible();
      expect(await html.locator('html').getAttribute('lang')).toBe('en');
      expect(await html.locator('#root').getAttribute('data-prerendered')).toBe(path);
      // The page's styles came with it: the reset and the tokens apply before any script.
      expect(await html.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      await noScript.close();

      // The entry script is held until a prerendered element is marked: hydration keeps that
      // element, a fresh render would replace it.
      const release = await holdEntryScript(page);
      const problems = collectProblems(page);
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('#root h1, #root h2').first().evaluate((element) => element.setAttribute('data-from-html', ''));
      release();
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      // Live: a press on the header's language menu opens it.
      await page.getByRole('banner').getByRole('button', { name: /Language|English/ }).first().click();
      await expect(page.getByRole('menuitemradio', { name: '中文' })).toBeVisible();
      await expect(page.locator('[data-from-html]')).toHaveCount(1);
      // No hydration warning, and nothing else either (a script the page's CSP refused, a failed request).
      expect(problems).toEqual([]);
    });
  }

  test('a sign-in form sent before the page is live posts, so a password never lands in an address', async ({ browser, baseURL }) => {
    for (const path of ['/login', '/register', '/forgotPassword']) {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      const sent = page.waitForRequest((request) => request.isNavigationRequest());
      const field = page.locator('form input:visible:not([type="hidden"]):not([type="radio"]):not([type="checkbox"])').last();
      await field.fill('Secret@2026');
      await page.locator('form button[type="submit"]').click();
      const request = await sent;
      expect(request.method()).toBe('POST');
      expect(request.url()).not.toContain('Secret');
      await context.close();
    }
  });

  // On a slow phone the form is on screen seconds before its script runs; what is typed in that
  // time must count once the page is live, not vanish at the first press.
  for (const path of ['/login', '/register', '/forgotPassword']) {
    test(`${path}: a phone number typed before the page is live is kept and counts`, async ({ page }) => {
      const release = await holdEntryScript(page);
      await page.goto(path, { waitUntil: 'commit' });
      const phone = page.getByRole('textbox', { name: 'Phone number' });
      await phone.fill('712345678');
      release();
      // Live: React has adopted the form's button (it carries React's props).
      await page.waitForFunction(() => Object.keys(document.querySelector('form button[type="submit"]') ?? {}).some((key) => key.startsWith('__reactProps')));
      // The first press after the page is live: the form's own state has the number, so the
      // field keeps it and is not reported empty (the other fields are).
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert').or(page.getByText('This field is required')).first()).toBeVisible();
      await expect(phone).toHaveValue('712345678');
      await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    });
  }

  test('a visitor who chose Chinese gets the page adopted, then drawn in Chinese', async ({ page }) => {
    await storeInBrowser(page, { LOCALE: 'zh' });
    const problems = collectProblems(page);
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(hydrationProblems(problems)).toEqual([]);
  });

  // The English page is adopted, not replaced, so what a Chinese visitor typed before it was live
  // stays in the form when its text turns Chinese.
  test('a Chinese visitor: a phone number typed before the page is live is kept through the change to Chinese and counts', async ({ page }) => {
    await storeInBrowser(page, { LOCALE: 'zh' });
    const problems = collectProblems(page);
    const release = await holdEntryScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Phone number' }).fill('712345678');
    await page.locator('#root h1, #root h2').first().evaluate((element) => element.setAttribute('data-from-html', ''));
    release();
    const phone = page.getByRole('textbox', { name: '手机号' });
    await expect(phone).toBeVisible();
    await expect(page.locator('[data-from-html]')).toHaveCount(1);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('此项为必填项').first()).toBeVisible();
    await expect(phone).toHaveValue('712345678');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(hydrationProblems(problems)).toEqual([]);
  });
});

test.describe('the bare app page', () => {
  test('a path without a prerendered page gets it, and the app draws the page', async ({ page, request }) => {
    const html = await (await request.get('/no/such/page', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('a signed-out visit to the signed-in area goes to the login, keeping the address', async ({ page }) => {
    await page.goto('/home/psp-order');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome%2Fpsp-order$/);
  });

  test('a signed-in page renders in the browser, its data asked for alongside the session check', async ({ page, request }) => {
    await startDemoSession(page, request);
    const problems = collectProblems(page);
    const calls = recordApiCalls(page);
    // The order of the dashboard's first requests: its own data does not wait for the user info's reply.
    const events: string[] = [];
    page.on('request', (sent) => events.push(`asked ${new URL(sent.url()).pathname}`));
    page.on('requestfinished', (done) => events.push(`answered ${new URL(done.url()).pathname}`));
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Balances at a glance' })).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const askedAssets = events.indexOf('asked /api/account/assets');
    expect(askedAssets).toBeGreaterThan(-1);
    expect(askedAssets).toBeLessThan(events.indexOf('answered /api/user/info'));
    // Each is asked for once: the screen's queries find the loader's data.
    expect(calls.filter((path) => path === '/api/account/assets')).toHaveLength(1);
    expect(calls.filter((path) => path === '/api/user/info')).toHaveLength(1);
    expect(problems.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });

  test('in Chinese when Chinese is chosen', async ({ page, request }) => {
    await startDemoSession(page, request, 'zh');
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: '您好，Amani Demo' })).toBeVisible();
  });

  test('on the login page, the signed-in area\'s first modules download once the visitor starts on the form, not at load', async ({ page }) => {
    const isShell = (sent: { url(): string }) => /\/assets\/shell-layout-[\w-]+\.js$/.test(new URL(sent.url()).pathname);
    let early = false;
    page.on('request', (sent) => (early ||= isShell(sent)));
    await page.goto('/login', { waitUntil: 'load' });
    // Longer than the idle wait (requestIdleCallback, or 1 s without it) the prefetch then takes.
    await page.waitForTimeout(1500);
    expect(early).toBe(false);
    const shell = page.waitForRequest(isShell);
    await page.locator('form input:visible').first().focus();
    await shell;
  });
});

test.describe('service worker', () => {
  test('after one visit the home page opens offline, and no API reply is cached', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit was not yet controlled; a reload is, and fills the cache the way a repeat visit does.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.evaluate(async () => {
      await fetch('/api/common/country/list').catch(() => undefined);
      await fetch('/api/user/info').catch(() => undefined);
    });

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return { names: await caches.keys(), urls };
    });
    expect(cached.names).toEqual([expect.stringMatching(/^mizani-portal-[0-9a-f]{16}$/)]);
    expect(cached.urls).toEqual(expect.arrayContaining(['/', '/__spa-fallback.html']));
    expect(cached.urls.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.urls.filter((url) => url === '/api' || url.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Send money home and across borders in minutes' })).toBeVisible();
    // An address never visited gets the bare app page from the cache, and the app draws it.
    await page.goto('/termsConditions');
    await expect(page.locator('#root')).not.toBeEmpty();
    await context.setOffline(false);
  });
});
