import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { defineConfig, expect, test as base, type ConsoleMessage, type Locator, type Page, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

export { findChromium, CHROMIUM_ARGS } from './chromium.ts';
export { apiAccessKeys, approvedApiAccess, callApi, fillTab, latestCode, LOGIN_WORDS, logInByEmail, operatorApprovesApi, pressUntil, registerFreshAccount, signInWithEmail, startSession, storeInBrowser, uniqueEmail, uniquePhone, type ApiApplication, type FreshAccount } from './accounts.ts';
export { LOCALE_WIDTHS } from './combinations.ts';
export { signedBalance } from './merchant.ts';
export { keysOnScreen } from './screen-words.ts';
export { verifyIdentity } from './verification.ts';
export { expectDetailList, expectHeaderMenusInViewport, expectListFits, type ListScreen, expectNoSidewaysScroll, expectOverlayInViewport, expectTableInView, LAYOUT_VIEWPORTS, settled, shoot, visitSettled } from './layout.ts';
export { CLS_BUDGET, emulateSlowPhone, layoutShiftScore, prepareShiftCheck, recordLayoutShifts } from './layout-shift.ts';
export { expect };

const require = createRequire(import.meta.url);

/** Console errors and warnings, page errors included (a hydration mismatch is reported as one of these). */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The /api paths the page requests from now on. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

/** The problems that say React could not adopt the page's markup as it was. */
export const hydrationProblems = (problems: string[]) =>
  problems.filter((line) => /hydrat|did not match|server rendered|recoverable|Minified React error #4(18|19|21|23|25)/i.test(line));

/** The Playwright configuration both apps share: system Chromium, the real server, one worker unless an app asks for more. */
export function e2eConfig(overrides: PlaywrightTestConfig = {}): PlaywrightTestConfig {
  return defineConfig({
    testDir: './e2e',
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    // A test's whole budget. On a 2-core CI machine with both apps' suites running side by side,
    // specs that scan several screens for accessibility took 31-34 s (two clean-clone runs of
    // 2026-11-27 each failed one such spec on both tries); on an idle machine they take 13-28 s.
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    globalSetup: require.resolve('./global-setup.ts'),
    use: {
      browserName: 'chromium',
      headless: true,
      launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      trace: 'off',
      screenshot: 'only-on-failure',
    },
    ...overrides,
  });
}

/** A server log line worth printing under a failed test: not Fastify's routine line for a request that went well. */
function notableLogLine(line: string): boolean {
  if (!line.trim()) return false;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; res?: { statusCode?: number } };
    return (entry.level ?? 0) >= 40 || (entry.res?.statusCode ?? 0) >= 400 || !/^(incoming request|request completed)$/.test(entry.msg ?? '');
  } catch {
    return true;
  }
}

/**
 * The test object for e2e suites: baseURL is the server that global setup started, and a failed
 * test prints what that server logged while it ran (refusals with their code, warnings, errors).
 */
export const test = base.extend<{ serverLog: void }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: it must be {}.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  serverLog: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, info) => {
      const file = process.env.E2E_SERVER_LOG;
      const from = file ? (await stat(file)).size : 0;
      await use();
      if (!file || info.status === info.expectedStatus) return;
      const lines = (await readFile(file)).subarray(from).toString('utf8').split('\n').filter(notableLogLine).slice(-80);
      console.error(`--- what the server logged during "${info.title}" (the whole log: ${file}) ---\n${lines.join('\n') || '(nothing but requests that went well)'}`);
    },
    { auto: true },
  ],
});

/** Serious and critical axe-core violations on the current page (WCAG 2 A and AA rules). */
export async function seriousA11yViolations(page: Page) {
  // A dialog or menu still fading in has a lowered opacity, which axe measures as poor contrast:
  // scan the settled page.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * How far below its button an open menu's item sits, read just before and just after the page
 * scrolls by `by` pixels, in one task (so no scroll handler can move the menu in between). A menu
 * pinned to a sticky header reads the same both times; a menu that scrolls with the page reads
 * `by` less after, and a click aimed at it then can land elsewhere.
 */
export async function menuGapAcrossScroll(button: Locator, item: Locator, by = 150) {
  const handles = [await button.elementHandle(), await item.elementHandle()] as const;
  return button.page().evaluate(
    ([buttonEl, itemEl, distance]) => {
      if (!buttonEl || !itemEl) throw new Error('menu button or item not found');
      const gap = () => itemEl.getBoundingClientRect().top - buttonEl.getBoundingClientRect().bottom;
      window.scrollTo(0, 0);
      const before = gap();
      window.scrollTo(0, distance);
      const after = gap();
      const scrolled = window.scrollY;
      window.scrollTo(0, 0);
      return { before, after, scrolled };
    },
    [handles[0], handles[1], by] as const,
  );
}

/** Asserts that an open menu stays with its button while the page scrolls under it. */
export async function expectMenuPinned(button: Locator, item: Locator) {
  await expect(item).toBeVisible();
  const { before, after, scrolled } = await menuGapAcrossScroll(button, item);
  expect(scrolled, 'the page must be tall enough to scroll').toBeGreaterThan(100);
  expect(Math.abs(after - before)).toBeLessThan(1);
}
