import { expect, expectMenuPinned, test } from '@mizani/e2e';

const HEADER_EN = ['Home', 'About us', 'Press', 'Contact us'];
const HEADER_ZH = ['首页', '关于我们', '新闻', '联系我们'];

test.describe('public header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('renders the section 2 items in English, then in Chinese after switching, and keeps the choice', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const name of HEADER_EN) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

    await header.getByRole('button', { name: 'Our service' }).click();
    await expect(page.getByRole('menuitem', { name: 'Global service' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'FX' })).toBeVisible();
    await page.keyboard.press('Escape');

    await header.getByRole('button', { name: /Language|English/ }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).or(page.getByRole('menuitem', { name: '中文' })).click();
    for (const name of HEADER_ZH) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
    expect(await page.evaluate(() => localStorage.getItem('LOCALE'))).toBe('zh');

    await page.reload();
    for (const name of HEADER_ZH) await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('its menus stay with their buttons while the page scrolls under them', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const service = header.getByRole('button', { name: 'Our service' });
    await service.click();
    await expectMenuPinned(service, page.getByRole('menuitem', { name: 'FX' }));
    await page.keyboard.press('Escape');

    const language = header.getByRole('button', { name: /Language|English/ });
    await language.click();
    await expectMenuPinned(language, page.getByRole('menuitemradio', { name: '中文' }));
  });
});

test('at 360 px wide the header items are reachable from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  for (const name of ['About us', 'Press', 'Contact us']) await expect(page.getByRole('link', { name, exact: true }).last()).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();
});

test('/401 shows the no-access page', async ({ page }) => {
  await page.goto('/401');
  await expect(page.getByRole('heading', { name: /401/ })).toBeVisible();
});

test('the API answers on the same origin as the apps', async ({ request }) => {
  const reply = await request.post('/api/common/country', { data: {} });
  const body = (await reply.json()) as { code: number; data: Array<{ id: number }> };
  expect(body.code).toBe(200);
  expect(body.data.map((c) => c.id)).toEqual(expect.arrayContaining([254, 255]));
});
