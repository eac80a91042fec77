import { expect, expectMenuPinned, expectOverlayInViewport, seriousA11yViolations, shoot, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { startDemoSession } from './support/home-accounts.ts';

/** The side menu column of a wide screen. */
const menuPanel = (page: Page) => page.getByTestId('side-menu-panel');

async function menuWidth(page: Page): Promise<number> {
  const box = await menuPanel(page).boundingBox();
  return Math.round(box?.width ?? 0);
}

test.describe('signed-in shell on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/home opens the dashboard: title, menu from Dashboard, greeting, shortcuts', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/home\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Mizani Pay');

    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link').first()).toHaveText('Dashboard');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/home/info');
    await expect(nav.getByRole('link', { name: 'KYC/KYB' })).toHaveAttribute('href', '/home/kyc');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'API service' })).toHaveAttribute('href', '/homeApi/');
    await expect(header.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/home/assets');
    await expect(header.getByRole('button', { name: /Language/ })).toBeVisible();

    // Each screen names itself in the header.
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.goto('/home/notice');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  });

  test('the side menu is 270 px in English, 200 px in Chinese and 80 px collapsed', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await menuWidth(page)).toBe(270);

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(() => menuWidth(page)).toBe(80);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(() => menuWidth(page)).toBe(270);

    await page.getByRole('banner').getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '仪表盘' })).toBeVisible();
    await expect.poll(() => menuWidth(page)).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: '您好，Amani Demo' })).toBeVisible();
  });

  test('the header menus stay with their buttons while the page scrolls under them', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await startDemoSession(page, request);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeVisible();
    const header = page.getByRole('banner');

    const user = header.getByRole('button', { name: 'Amani Demo' });
    await user.click();
    await expectMenuPinned(user, page.getByRole('menuitem', { name: 'Log out' }));
    await page.keyboard.press('Escape');

    const language = header.getByRole('button', { name: /Language/ });
    await language.click();
    await expectMenuPinned(language, page.getByRole('menuitemradio', { name: '中文' }));
  });

  test('logging out says Exit Success! and lands on the login page, signed out', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/home/dashboard');
    await page.getByRole('button', { name: 'Amani Demo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Exit Success!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.goto('/home/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome%2Fdashboard$/);
  });

  test('in Chinese, logging out says 退出成功！', async ({ page, request }) => {
    await startDemoSession(page, request, 'zh');
    await page.goto('/home/dashboard');
    await page.getByRole('button', { name: 'Amani Demo' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByText('退出成功！')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a path that is no screen shows the 404 page inside the shell', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/home/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('notices, help and verification status read in both languages', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/home/notice');
    const notices = page.getByTestId('notice-list');
    await expect(notices.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const titles = await notices.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect([...titles].sort().reverse()).toEqual(titles);

    await page.goto('/home/docs');
    await expect(page.getByRole('heading', { level: 2, name: 'Verify your identity' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Keep your account safe' })).toBeVisible();

    await page.goto('/home/kyc-auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Verification status' })).toBeVisible();
    await expect(page.getByText('Next step')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await page.goto('/home/docs');
    await expect(page.getByRole('heading', { level: 2, name: '身份认证' })).toBeVisible();
  });

  test('a public page opened from the signed-in area draws its own text, and follows a change of language', async ({ page, request }) => {
    // The signed-in area's catalogue leaves the public pages' text out; the page loads its own.
    await startDemoSession(page, request);
    await page.goto('/home/docs');
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: /Language|English/ }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
    await expect(page.getByText('请选择适合您的方式联系我们', { exact: false })).toBeVisible();
    await expect(page.getByText(/\bcontact\.[a-z]/)).toHaveCount(0);
  });

  test('every screen of the signed-in area passes the accessibility scan', async ({ page, request }) => {
    // Seven screens loaded and scanned in one test: about 42 s alone on a 2-core machine, too close
    // to the shared 60 s budget when the other app's suite runs beside it.
    test.slow();
    await startDemoSession(page, request);
    const screens: [string, string][] = [
      ['/home/dashboard', 'Dashboard'],
      ['/home/info', 'Profile'],
      ['/home/kyc', 'KYC/KYB'],
      ['/home/kyc-auth', 'Verification status'],
      ['/home/notice', 'Notices'],
      ['/home/docs', 'Help'],
      ['/home/operation-log', 'Operation log'],
    ];
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('loading-bar')).toHaveCount(0);
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    }
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await page.getByRole('button', { name: 'Amani Demo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('signed-in shell on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu is a drawer opened from the header, and nothing overflows', async ({ page, request }) => {
    await startDemoSession(page, request);
    await page.goto('/home/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeVisible();
    await expect(menuPanel(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByText('Pending (not applied)').or(page.getByText('Approved')).or(page.getByText('Pending approval'))).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link').first()).toHaveText('Dashboard');
    // The header has no room for the chat link on a phone: the drawer carries it.
    const chat = drawer.getByRole('link', { name: 'Chat with us in your messaging app (opens in a new tab)' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', 'https://wa.me/254700000000');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expectOverlayInViewport(drawer, { backdrop: true });
    await shoot(page, 'portal-shell-drawer-chat');
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
