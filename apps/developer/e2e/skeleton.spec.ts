import { expect, expectMenuPinned, test } from '@mizani/e2e';

test('/homeApi without a token goes to the portal login with a redirect parameter', async ({ page }) => {
  await page.goto('/homeApi');
  await page.waitForURL((url) => url.pathname === '/login');
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toBe('/homeApi/account');
});

test('a deep console path keeps the wanted path in the redirect', async ({ page }) => {
  await page.goto('/homeApi/b2c');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/homeApi/b2c');
});

test('the console serves its own app under /homeApi/ with SPA fallback', async ({ request }) => {
  const html = await (await request.get('/homeApi/account')).text();
  expect(html).toContain('/homeApi/assets/');
  const portal = await (await request.get('/aboutUs')).text();
  expect(portal).not.toContain('/homeApi/assets/');
});

test('a language chosen in the portal shows in the console after reload (shared LOCALE)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const login = await request.post('/api/user/emailLogin', { data: { email: 'demo@mizani.africa', password: 'Demo@2026' } });
  const { data } = (await login.json()) as { data: { token: string } };

  await page.goto('/homeApi/account');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.evaluate((token) => localStorage.setItem('token', token), data.token);
  await page.goto('/homeApi/account');
  await expect(page.getByText('Signed in as', { exact: false })).toBeVisible();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Language|English/ }).click();
  await page.getByRole('menuitemradio', { name: '中文' }).or(page.getByRole('menuitem', { name: '中文' })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/);

  await page.goto('/homeApi/account');
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
  await expect(page.getByText('当前登录', { exact: false })).toBeVisible();
});

test('the console menus stay with their buttons while the page scrolls under them', async ({ page, request }) => {
  // Short enough that the account page scrolls.
  await page.setViewportSize({ width: 1280, height: 300 });
  const login = await request.post('/api/user/emailLogin', { data: { email: 'demo@mizani.africa', password: 'Demo@2026' } });
  const { data } = (await login.json()) as { data: { token: string } };
  await page.goto('/homeApi/docs');
  await page.evaluate((token) => localStorage.setItem('token', token), data.token);
  await page.goto('/homeApi/account');
  await expect(page.getByText('Signed in as', { exact: false })).toBeVisible();
  const header = page.getByRole('banner');

  const user = header.getByRole('button', { name: /Amani Demo/ });
  await user.click();
  await expectMenuPinned(user, page.getByRole('menuitem').last());
  await page.keyboard.press('Escape');

  const language = header.getByRole('button', { name: /Language/ });
  await language.click();
  await expectMenuPinned(language, page.getByRole('menuitemradio', { name: '中文' }));
});
