import { expect, seriousA11yViolations, test } from '@mizani/e2e';
import { startDemoSession } from './support/home-accounts.ts';

// The public header's drawer: loaded on the first press of its button, open at once.
test.describe('public header menu on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor opens the drawer, finds every header item and Sign up / Login, and a chosen page closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    const nav = drawer.getByRole('navigation', { name: 'Site menu' });
    await expect(nav).toBeVisible();
    await expect(drawer.getByRole('heading', { level: 2 })).toContainText('Site menu');
    for (const name of ['Home', 'About us', 'Press', 'Contact us']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await nav.getByRole('link', { name: 'About us', exact: true }).click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('a signed-in user finds the user menu items in the drawer', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/aboutUs');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('Amani Demo')).toBeVisible();
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/home\/dashboard$/);
  });
});
