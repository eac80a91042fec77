import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@mizani/e2e';
import type { APIRequestContext, Page } from '@playwright/test';
import { quoteKesToUsd } from './support/fx-quote.ts';
import { latestCode, registerFreshAccount, startSession } from './support/home-accounts.ts';
import { freshPhone } from './support/identity.ts';
import { fundedAccount } from './support/money.ts';
import { sandboxTopUp } from './support/top-up.ts';

const MARKETING = ['/', '/aboutUs', '/press', '/contactUs', '/privacyNotice', '/termsConditions', '/401'];

/** The build's framer-motion feature bundle (animations, exits, gestures), loaded by the motion root. */
function featureBundle(): string {
  const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/components/motion-features.ts'];
  if (!entry) throw new Error('the build has no motion-features chunk');
  return entry.file;
}

/** Every JavaScript file the page requests until `stop`, by path (module preloads and dynamic imports too). */
function scriptRequests(page: Page) {
  const files: string[] = [];
  const listener = (sent: { url(): string }) => {
    const { pathname } = new URL(sent.url());
    if (pathname.endsWith('.js')) files.push(pathname);
  };
  page.on('request', listener);
  return { files, stop: () => page.off('request', listener) };
}

// A string in framer-motion's rendering code (the attribute its appear animations key on): a
// chunk that holds it carries the library, whatever the bundler named it.
const FRAMER_MARK = 'data-framer-appear-id';

async function framerChunks(request: APIRequestContext, files: string[]): Promise<string[]> {
  const feature = `/${featureBundle()}`;
  const found: string[] = [];
  for (const file of new Set(files)) {
    if (file === feature || (await (await request.get(file)).text()).includes(FRAMER_MARK)) found.push(file);
  }
  return found;
}

test.describe('framer-motion stays off the public first load', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('no marketing page loads any framer-motion code, while the sign-up page and the signed-in frame do', async ({ page, request }) => {
    const feature = `/${featureBundle()}`;
    const featureRequested = () => page.waitForRequest((sent) => new URL(sent.url()).pathname === feature);
    for (const route of MARKETING) {
      const scripts = scriptRequests(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      scripts.stop();
      expect(scripts.files.length, `${route} loads its scripts`).toBeGreaterThan(0);
      expect(await framerChunks(request, scripts.files), `framer-motion chunks on ${route}`).toEqual([]);
    }

    // The same check finds the library where it belongs: the sign-up steps and the signed-in frame
    // carry `m`, and their motion root fetches the feature bundle.
    // The sign-up steps load their motion once the browser is idle after the first paint, which on
    // a loaded machine can come after the network has gone quiet: wait for the feature bundle itself.
    const signUp = scriptRequests(page);
    const signUpMotion = featureRequested();
    await page.goto('/register');
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await signUpMotion;
    await page.waitForLoadState('networkidle');
    signUp.stop();
    const onSignUp = await framerChunks(request, signUp.files);
    expect(onSignUp).toContain(feature);
    // The mark finds the library's rendering code too, not just the feature bundle by its name.
    expect(onSignUp.filter((file) => file !== feature)).not.toEqual([]);

    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    const shell = scriptRequests(page);
    const shellMotion = featureRequested();
    await page.goto('/home/dashboard');
    await expect(page.getByRole('main')).toBeVisible();
    await shellMotion;
    await page.waitForLoadState('networkidle');
    shell.stop();
    expect(await framerChunks(request, shell.files)).toContain(feature);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 360, height: 740 } });

  /** A step that has settled: fully shown, and (reduced motion) never moved sideways to get there. */
  const settled = async (page: Page, step: number) => {
    const box = page.locator(`[data-step="${step}"]`);
    await expect(box).toBeVisible();
    await expect(box).toHaveCSS('opacity', '1');
    await expect(box).toHaveCSS('transform', 'none');
  };

  test('sign-up still goes from step 1 to step 2 to the account number', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/register');
    await settled(page, 1);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.getByLabel(/^Verification code\*?$/).fill(await latestCode(request, `+254${phone}`));
    await page.getByRole('button', { name: 'Next' }).click();
    await settled(page, 2);
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.locator('[data-step]')).toHaveCount(1);
    await page.getByLabel('Login password').fill('Kilima#2026');
    await page.getByLabel('Confirm password').fill('Kilima#2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
    await settled(page, 3);
    await expect(page.getByTestId('account-number')).not.toBeEmpty();
  });

  test('the bank top-up procedure still steps forward and back', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/psp-recharge');
    await page.getByLabel(/^Payment channel/).selectOption({ label: 'Bank Topup (KES)' });
    await expect(page.getByTestId('bank-procedure')).toBeVisible();
    await settled(page, 0);
    await page.getByLabel(/^Amount/).fill('1000');
    await page.getByLabel(/^Bank account to pay into/).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await settled(page, 1);
    await expect(page.getByTestId('bank-account')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await settled(page, 0);
    // The step came back afresh from the form's values: the amount typed is still there.
    await expect(page.getByLabel(/^Amount/)).toHaveValue('1000');
    await page.getByRole('button', { name: 'Next' }).click();
    await settled(page, 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await settled(page, 2);
    await page.getByRole('button', { name: 'Next' }).click();
    await settled(page, 3);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('the FX quote still counts down, its bar draining', async ({ page, request }) => {
    const account = await fundedAccount(request, '500');
    await startSession(page, account.token);
    await quoteKesToUsd(page, '100');

    const countdown = page.getByTestId('fx-countdown');
    const seconds = async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1]);
    const barWidth = async () => (await page.getByTestId('fx-countdown-bar').boundingBox())?.width ?? 0;
    await expect(countdown).toContainText(/This quote holds for \d+ more seconds\./);
    const [firstSeconds, firstWidth] = [await seconds(), await barWidth()];
    await expect.poll(seconds).toBeLessThanOrEqual(firstSeconds - 2);
    expect(await barWidth()).toBeLessThan(firstWidth);
  });

  test('a movement that comes in while the history is open appears in it', async ({ page, request }) => {
    const account = await fundedAccount(request, '500');
    await startSession(page, account.token);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home/assets-order');
    const rows = page.getByTestId('history-table').locator('tbody tr');
    await expect(rows).not.toHaveCount(0);
    const before = await rows.count();
    // The rows of the first list are plain: only arrivals are animated.
    expect(await rows.evaluateAll((all) => all.filter((row) => row.hasAttribute('style')).length)).toBe(0);

    await sandboxTopUp(request, account.token, '250');
    // Back to the window once the list is stale (the query client's 30 s). Only Date.now, which
    // the staleness check reads, is moved on, instead of waiting: a faked page clock (page.clock)
    // holds framer-motion's frames as well, and the arrival's animation would never finish.
    await page.evaluate((ahead) => {
      const now = Date.now.bind(Date);
      Date.now = () => now() + ahead;
    }, 31_000);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(rows).toHaveCount(before + 1);
    const arrived = rows.first();
    await expect(arrived).toContainText('+250');
    await expect(arrived).toHaveCSS('opacity', '1');
    await expect(arrived).toHaveCSS('transform', 'none');
    expect(await rows.evaluateAll((all) => all.filter((row) => row.hasAttribute('style')).length)).toBe(1);
  });
});
