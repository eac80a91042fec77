import { fileURLToPath } from 'node:url';
import { expect, fillTab } from '@mizani/e2e';
import { test as base } from '@playwright/test';
import { confirm, quoteMpesa } from './support/domestic-send.ts';
import { fundedAccount } from './support/money.ts';
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

test('on a plain static host a person signs in, sends money and opens the console', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  // An account of its own (made through the static host's /api), so no other test sees its money move.
  const { phone, password, accountNo } = await fundedAccount(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await fillTab(page, 'Phone', [
    ['Phone number', phone],
    ['Password', password],
  ]);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  expect(new URL(page.url()).origin).toBe(baseURL);

  await quoteMpesa(page, '712345670', '25');
  await confirm(page);
  await expect(page.getByTestId('order-status')).toHaveText('Successful');

  await page.goto('/homeApi');
  await expect(page).toHaveURL(/\/homeApi\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User center' })).toBeVisible();
  await expect(page.getByRole('button', { name: accountNo })).toBeVisible();
  // A deep link into the console is the console's page too, and its data comes through /api.
  await page.goto('/homeApi/docs/pay-in');
  await expect(page.getByRole('navigation', { name: 'Docs topics' })).toBeVisible();
});
