import { expect, test } from '@mizani/e2e';

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
