import { collectProblems, expect, hydrationProblems, test } from '@mizani/e2e';
import { startDemoSession } from './support/home-accounts.ts';
import type { APIRequestContext, Page } from '@playwright/test';

const PUBLIC_PAGES = [
  { path: '/', text: 'Send money home and across borders in minutes' },
  { path: '/aboutUs', text: 'Moving money across East Africa, fairly and in the open' },
  { path: '/press', text: 'Press releases' },
  { path: '/contactUs', text: 'Contact us' },
  { path: '/privacyNotice', text: 'Privacy notice' },
  { path: '/termsConditions', text: 'Terms and conditions' },
  { path: '/login', text: 'Log in' },
  { path: '/register', text: 'Create your Mizani Pay account' },
  { path: '/forgotPassword', text: 'password' },
] as const;

test.describe('prerendered public pages', () => {
  for (const { path, text } of PUBLIC_PAGES) {
    test(`${path} arrives as HTML with its text and styles, then hydrates without a mismatch`, async ({ page, request }) => {
      // The HTML itself, before any script: the text and the critical CSS are in it, and no inline script.
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toContain(text);
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
      for (const script of html.match(/<script\b[^>]*>/g) ?? []) expect(script).toMatch(/\bsrc="/);

      const problems = collectProblems(page);
      await page.goto(path);
      // Hydrated: React has attached to the prerendered markup.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      // The global CSS (reset, tokens) stays the prerendered page's own: the app adopts it, it does not rebuild it.
      const styles = await page.evaluate(() => ({
        token: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim(),
        margin: getComputedStyle(document.body).margin,
      }));
      expect(styles.token).not.toBe('');
      expect(styles.margin).toBe('0px');
      // Give late effects a moment to report.
      await page.waitForTimeout(300);
      expect(hydrationProblems(problems)).toEqual([]);
    });
  }

  test('the page is drawn before scripts run', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Send money home and across borders in minutes' })).toBeVisible();
    await context.close();
  });

  test('a sign-in form cannot be sent before the page is live, so a password never lands in an address', async ({ browser, baseURL }) => {
    for (const path of ['/login', '/register', '/forgotPassword']) {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      const form = page.locator('form');
      await expect(form.locator('button[type="submit"]')).toBeDisabled();
      // The password where the form has one, else the last field a person can type in.
      const field = form.locator('input:visible:not([type="hidden"]):not([type="radio"]):not([type="checkbox"])').last();
      await field.fill('Secret@2026');
      await field.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(page.url()).not.toContain('Secret');
      await context.close();
    }
  });

  test('a signed-in address paints the brand before any script runs, and the app replaces it when it draws', async ({ browser, baseURL, page, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const bare = await context.newPage();
    await bare.goto('/home/dashboard');
    await expect(bare.locator('.mz-splash')).toBeVisible();
    await expect(bare.getByText('Mizani Pay')).toBeVisible();
    await context.close();

    await startDemoSession(page, request);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('navigation', { name: /menu|navigation/i }).first()).toBeVisible();
    await expect(page.locator('.mz-splash')).toHaveCount(0);
    // The global styles came with shell.html and stay: the tokens' variables and the reset apply.
    const styles = await page.evaluate(() => ({
      token: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim(),
      margin: getComputedStyle(document.body).margin,
    }));
    expect(styles).toEqual({ token: expect.stringMatching(/.+/), margin: '0px' });
  });

  test('a path without a prerendered page gets the bare app, which draws it', async ({ page, request }) => {
    const html = await (await request.get('/no/such/page', { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('data-prerendered');
    await page.goto('/no/such/page');
    await expect(page.locator('#root')).not.toBeEmpty();
  });
});

test.describe('signed-in start', () => {
  // Requests a service worker makes are not routed through page.route, nor are they the page's own
  // requests (and the worker fetches start files of its own): none for these tests.
  test.use({ serviceWorkers: 'block' });

  /**
   * The demo session without its cookie, as for a session older than it: the signed-in area gets
   * the bare app page, no page drawn by the server. Returns the paths the page requests from now on.
   */
  async function startWithoutSessionCookie(page: Page, request: APIRequestContext): Promise<string[]> {
    await startDemoSession(page, request);
    await page.context().clearCookies();
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    return requested;
  }

  test('a signed-in page asks for the user info as it starts, not after its code has run, and only once', async ({ page, request }) => {
    // A page the server drew brings the user info with it: this is the bare app page.
    const requested = await startWithoutSessionCookie(page, request);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeVisible();
    const userInfo = requested.filter((path) => path === '/api/user/info');
    expect(userInfo).toHaveLength(1);
    // Asked before the app's start module (boot.tsx) was even requested.
    const boot = requested.findIndex((path) => /^\/assets\/boot-[\w-]+\.js$/.test(path));
    expect(boot).toBeGreaterThan(-1);
    expect(requested.indexOf('/api/user/info')).toBeLessThan(boot);
  });

  test('a signed-in page asks for the session check together with the signed-in rules, not after them', async ({ page, request }) => {
    const requested = await startWithoutSessionCookie(page, request);
    // The rules' file is held back: the session check and the query client must not wait for it.
    let holding = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/route-guard-[^/]*\.js$/, async (route) => {
      holding = true;
      await held;
      await route.continue();
    });
    await page.goto('/home/dashboard', { waitUntil: 'commit' });
    await expect.poll(() => holding).toBe(true);
    await expect.poll(() => requested.some((path) => /^\/assets\/signed-in-session-[\w-]+\.js$/.test(path))).toBe(true);
    await expect.poll(() => requested.some((path) => /^\/assets\/query-client-instance-[\w-]+\.js$/.test(path))).toBe(true);
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeVisible();
  });
});

test.describe('sign-in islands', () => {
  const isFormCode = (url: string) => /\/assets\/(login-screen|formik)[^/]*\.js$/.test(new URL(url).pathname);

  test('the login form\'s code is not part of the first load: it comes when the visitor starts using the form', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isFormCode(request.url())) requested.push(request.url());
    });
    await page.goto('/login');
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();

    await page.getByLabel('Phone number').focus();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  });

  test('what is typed and pressed before the form\'s code arrives is kept, and the sign-in works', async ({ page }) => {
    // The real file from the real server, held back until the fields are filled in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-screen[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    const emailTab = page.getByRole('tab', { name: 'Email' });
    // A press on the Email tab while the form is still plain HTML; it takes effect once the code is in.
    await emailTab.click();
    await page.getByLabel(/^Password\*?$/).fill('Demo@2026');
    await expect(submit).toBeDisabled();
    await expect(emailTab).toHaveAttribute('aria-selected', 'false');

    release();
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await page.getByLabel('Email address').fill('demo@mizani.africa');
    await expect(page.getByLabel(/^Password\*?$/)).toHaveValue('Demo@2026');
    await submit.click();
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });
});

test('a press on a prerendered page before its code has taken it over takes effect once it has', async ({ page, baseURL }) => {
  // The last start step, from the real server, held back while the button is pressed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The frame's own navigation: the page fixture's would wait for the page to be live.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'commit' });
  // The first script keeps presses from when it runs (it then asks for the start files): a press
  // before that, while its own file is still on the way, is not one it can know of.
  await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"][href*="/assets/framework-"]') !== null);
  const language = page.getByRole('button', { name: 'Language: English' });
  await language.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  await expect(page.getByRole('menuitemradio', { name: /中文/ })).toBeVisible();
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
    // Something under /api goes through the page while the worker is in control.
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
    expect(cached.names).toHaveLength(1);
    expect(cached.names[0]).toMatch(/^mizani-portal-[0-9a-f]{16}$/);
    expect(cached.urls).toContain('/');
    expect(cached.urls.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.urls.filter((url) => url === '/api' || url.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Send money home and across borders in minutes' })).toBeVisible();
    await context.setOffline(false);
  });
});
