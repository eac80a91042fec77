import { callApi, expect, startSession, test } from '@mizani/e2e';
import { expectDetailList, expectHeaderMenusInViewport, expectNoSidewaysScroll, expectOverlayInViewport, LAYOUT_VIEWPORTS, shoot as shootAs, visitSettled } from '@mizani/e2e';
import type { APIRequestContext, Page } from '@playwright/test';
import { FUND_PASSWORD, fundedAccount } from './support/money.ts';

// Every dialog, drawer and menu of the portal lies inside the viewport over its backdrop, the
// detail lists keep their label/value layout, and no page scrolls sideways on a phone.

const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026' };

const PUBLIC_PAGES = ['/', '/aboutUs', '/press', '/contactUs', '/privacyNotice', '/termsConditions', '/login', '/register', '/forgotPassword', '/401'];

const SIGNED_IN_PAGES = [
  'dashboard',
  'info',
  'kyc',
  'kyc-auth',
  'notice',
  'docs',
  'operation-log',
  'assets',
  'assets-order',
  'assets-payee',
  'assets-vaAccount',
  'psp-index',
  'psp-recharge',
  'psp-recharge-cobo',
  'psp-order',
  'mrp-index',
  'mrp-recharge',
  'mrp-recharge-cobo',
  'mrp-order',
  'fx-index',
  'fx-history',
  'fx-convert',
  'system-userRole',
  'system-userTeam',
].map((screen) => `/home/${screen}`);

const shoot = (page: Page, name: string) => shootAs(page, `portal-${name}`);

async function demoSession(page: Page, request: APIRequestContext) {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', DEMO);
  await startSession(page, token);
}

const dialog = (page: Page) => page.getByRole('dialog');
const menu = (page: Page) => page.getByRole('menu');

test('no page is wider than a 360 px screen, signed out or signed in as the demo account', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const pathname of PUBLIC_PAGES) {
    await visitSettled(page, pathname);
    await expectNoSidewaysScroll(page);
  }
  await demoSession(page, request);
  for (const pathname of SIGNED_IN_PAGES) {
    await visitSettled(page, pathname);
    await expectNoSidewaysScroll(page);
  }
});

for (const viewport of LAYOUT_VIEWPORTS) {
  const phone = viewport.name === 'phone';

  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the public header: menu drawer or service menu, and the language menu', async ({ page }) => {
      await visitSettled(page, '/');
      const header = page.getByRole('banner');
      // On a phone the language button is in the menu drawer, and its menu opens over the drawer.
      let languageButton = header.getByRole('button', { name: /^Language/ });
      if (phone) {
        await header.getByRole('button', { name: 'Open menu' }).click();
        await expectOverlayInViewport(dialog(page), { backdrop: true });
        await shoot(page, 'public-drawer');
        languageButton = dialog(page).getByRole('button', { name: /^Language/ });
      } else {
        await header.getByRole('button', { name: 'Our service' }).click();
        await expectOverlayInViewport(menu(page), { backdrop: false });
        await shoot(page, 'public-service-menu');
        await page.keyboard.press('Escape');
        await expect(menu(page)).toHaveCount(0);
      }
      await languageButton.click();
      await expectOverlayInViewport(menu(page), { backdrop: false });
      await shoot(page, 'public-language-menu');
    });

    test('the signed-in header: side menu drawer, account menu and language menu', async ({ page, request }) => {
      await demoSession(page, request);
      await visitSettled(page, '/home/dashboard');
      await expectHeaderMenusInViewport(page, { account: 'Amani Demo', phone, app: 'portal-shell' });
    });

    test('a send: the quote, the confirmation and the result keep their label/value layout', async ({ page, request }) => {
      test.setTimeout(90_000);
      const account = await fundedAccount(request);
      await startSession(page, account.token);
      await visitSettled(page, '/home/psp-index');
      await page.getByLabel(/^Payment channel/).selectOption({ label: 'M-pesa(KES)' });
      await page.getByRole('radio', { name: 'Enter the number' }).check({ force: true });
      await page.getByLabel(/^Mobile number/).fill('712345670');
      await page.getByLabel(/^Amount/).fill('100');
      await page.getByRole('button', { name: 'Get quote' }).click();
      const layout = phone ? 'stacked' : 'side by side';
      await expectDetailList(page.getByTestId('quote'), layout);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'send-quote');

      await page.getByTestId('open-confirm').click();
      await expectOverlayInViewport(dialog(page), { backdrop: true });
      await expectDetailList(dialog(page).getByTestId('quote'), layout);
      // The confirm button is reachable inside the dialog, however long the quote.
      await expect(page.getByTestId('confirm-order')).toBeInViewport();
      await shoot(page, 'send-confirm');

      await page.getByLabel(/^Transaction password/).fill(FUND_PASSWORD);
      await page.getByTestId('confirm-order').click();
      await expect(page.getByTestId('order-status')).toHaveText('Successful');
      // The result's own list, then the booked figures in their box below it: each lines up.
      await expectDetailList(page.getByTestId('order-result').locator('.chakra-data-list__root').first(), layout);
      await expectDetailList(page.getByTestId('booked'), layout);
      await expectNoSidewaysScroll(page);
      await shoot(page, 'send-result');
    });

    test('the order detail, recipient and role dialogs', async ({ page, request }) => {
      test.setTimeout(90_000);
      const account = await fundedAccount(request);
      await startSession(page, account.token);
      await visitSettled(page, '/home/psp-order');
      await page.getByRole('button', { name: /^Details / }).first().click();
      const detail = page.getByTestId('order-detail');
      await expectOverlayInViewport(dialog(page), { backdrop: true });
      await expectDetailList(detail, phone ? 'stacked' : 'side by side');
      await shoot(page, 'order-detail');
      await dialog(page).getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog(page)).toHaveCount(0);

      await visitSettled(page, '/home/assets-payee');
      await page.getByRole('button', { name: 'Add recipient' }).click();
      await expectOverlayInViewport(dialog(page), { backdrop: true });
      await shoot(page, 'payee-dialog');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);

      await visitSettled(page, '/home/system-userRole');
      await page.getByRole('button', { name: 'New role' }).click();
      await expectOverlayInViewport(dialog(page), { backdrop: true });
      await shoot(page, 'role-dialog');
    });
  });
}
