import { callApi, expect, seriousA11yViolations, startSession, test } from '@mizani/e2e';

test.describe('console menu on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the API service menu and the language menu live in a drawer opened from the header', async ({ page, request }) => {
    const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
    await startSession(page, token);
    await page.goto('/homeApi/docs');
    const sideNav = page.getByRole('navigation', { name: 'API service menu' });
    await expect(sideNav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'API service menu' })).toBeVisible();
    await expect(drawer.locator('[aria-haspopup="menu"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});
