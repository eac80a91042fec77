import { fileURLToPath } from 'node:url';
import { expect, signInWithEmail } from '@mizani/e2e';
import { test as base } from '@playwright/test';
import { confirm, quoteMpesa } from './support/domestic-send.ts';
import { startStaticHost } from './support/static-host.ts';

/*
 * Both builds are plain static sites: served by a file host that knows nothing of them (the
 * portal at /, the developer console at /homeApi/), with only /api going to the API server, a
 * person signs in, sends money and opens the console.
 */

// Playwright's own test, not the harness's: nothing here may rely on knowing how the apps start.
const test = base.extend<object, { staticHost: string }>({
  staticHost: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: it must be {}.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const api = process.env.E2E_BASE_URL;
      if (!api) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
      const dist = (app: string) => fileURLToPath(new URL(`../../${app}/dist`, import.meta.url));
      const host = await startStaticHost({ portal: dist('portal'), developer: dist('developer') }, api);
      await provide(host.url);
      await host.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ staticHost }, provide) => provide(staticHost),
});

const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' };

test('on a plain static host the demo account signs in, sends money and opens the console', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithEmail(page, DEMO.email, DEMO.password);
  expect(new URL(page.url()).origin).toBe(baseURL);

  await quoteMpesa(page, '712345670', '25');
  await confirm(page, DEMO.fundPassword);
  await expect(page.getByTestId('order-status')).toHaveText('Successful');

  await page.goto('/homeApi');
  await expect(page).toHaveURL(/\/homeApi\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User center' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Amani Demo/ })).toBeVisible();
  // A deep link into the console is the console's page too, and its data comes through /api.
  await page.goto('/homeApi/docs/pay-in');
  await expect(page.getByRole('navigation', { name: 'Docs topics' })).toBeVisible();
});
