import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  approvedApiAccess,
  callApi,
  expect,
  expectDetailList,
  expectHeaderMenusInViewport,
  expectListFits,
  expectNoSidewaysScroll,
  expectOverlayInViewport,
  expectTableInView,
  keysOnScreen,
  LAYOUT_VIEWPORTS,
  type ListScreen,
  shoot as shootAs,
  storeInBrowser,
  test,
  visitSettled,
} from '@mizani/e2e';

// Every dialog, drawer and menu of the console lies inside the viewport over its backdrop, and no
// page scrolls sideways on a phone, with rows in every table.

// The demo company: the merchant API moves money only for a verified company (KYB).
const DEMO = { email: 'company@mizani.africa', password: 'Demo@2026', fundPassword: '135790' };

const PAGES = [
  '/homeApi/account',
  '/homeApi/account-create',
  '/homeApi/c2b',
  '/homeApi/b2c',
  '/homeApi/suspense-record',
  '/homeApi/suspense-recharge',
  '/homeApi/suspense-cashOut',
  '/homeApi/suspense-transfer',
  '/homeApi/webhooks',
  ...['authentication', 'pay-in', 'pay-out', 'check-status', 'status-notification', 'balance-inquiry', 'errors', 'idempotency', 'sandbox'].map((topic) => `/homeApi/docs/${topic}`),
];

const shoot = (page: Page, name: string) => shootAs(page, `console-${name}`);

interface ApiInfo {
  auditStatus: number;
  accessKey: string;
  accessSecret: string;
}

/** A merchant-API POST signed as the docs describe, with the account's own keys. */
async function signedPost(request: APIRequestContext, keys: ApiInfo, target: string, body: Record<string, string | number>) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(raw).digest('hex');
  const signature = createHmac('sha256', keys.accessSecret).update(`POST\n${target}\n${timestamp}\n${nonce}\n${bodyHash}`).digest('hex');
  const reply = await request.post(target, {
    data: raw,
    headers: { 'Content-Type': 'application/json', 'X-Access-Key': keys.accessKey, 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature },
  });
  expect(((await reply.json()) as { code: number }).code).toBe(200);
}

/**
 * The demo account with approved API access and a pay-in and a pay-out with long merchant
 * references, so the C2B, B2C and webhook tables have rows as wide as real ones.
 */
async function demoMerchant(request: APIRequestContext): Promise<string> {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: DEMO.email, password: DEMO.password });
  let keys = await callApi<ApiInfo>(request, '/user/userApi/info', {}, token);
  if (keys.auditStatus !== 1) {
    await approvedApiAccess(request, token);
    keys = await callApi<ApiInfo>(request, '/user/userApi/info', {}, token);
  }
  // Its payouts leave the suspense wallet: fill it from the KES wallet the demo seed gave it.
  await callApi(request, '/user/resetFundPwd', { password: DEMO.password, fundPassword: DEMO.fundPassword }, token);
  await callApi(request, '/user/suspense/recharge', { currencyId: 'KES', amount: '1000', fundPassword: DEMO.fundPassword, clientOrderNo: `LAYOUT-FUND-${Date.now()}` }, token);
  const reference = `LAYOUT-${Date.now()}-A-LONG-MERCHANT-REFERENCE`;
  await signedPost(request, keys, '/api/open/v1/payin', { merchantOrderNo: `IN-${reference}`, amount: '1000.00', currencyId: 'KES', channel: 502, phone: '712345671', remark: 'Invoice for goods delivered' });
  await signedPost(request, keys, '/api/open/v1/payout', { merchantOrderNo: `OUT-${reference}`, amount: '150.00', currencyId: 'KES', channel: 2, phone: '712345670', remark: 'Refund' });
  return token;
}

/** The console shares the portal's session: the token in localStorage, set on this origin. */
async function openSignedIn(page: Page, token: string) {
  await storeInBrowser(page, { token });
}

const dialog = (page: Page) => page.getByRole('dialog');

let token = '';

test.beforeAll(async ({ request }) => {
  token = await demoMerchant(request);
});

test('no console page is wider than a 360 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, token);
  for (const pathname of PAGES) {
    await visitSettled(page, pathname);
    await expectNoSidewaysScroll(page);
  }
  await visitSettled(page, '/homeApi/c2b');
  await expect(page.getByTestId('orders-cards').getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shoot(page, 'c2b');
  await visitSettled(page, '/homeApi/webhooks');
  await expect(page.getByTestId('webhook-cards').getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'webhooks');
});

// Each list: its table and its cards, by test id. Beside the side menu (from 768 px) a table's
// columns do not fit below 1280 px: at 1024 px the C2B table hid 112 px of its buttons.
const LISTS: readonly ListScreen[] = [
  { path: '/homeApi/c2b', table: 'orders-table', cards: 'orders-cards' },
  { path: '/homeApi/b2c', table: 'orders-table', cards: 'orders-cards' },
  { path: '/homeApi/request-log', table: 'request-log-table', cards: 'request-log-cards' },
  { path: '/homeApi/suspense-record', table: 'suspense-table', cards: 'suspense-cards' },
  { path: '/homeApi/webhooks', table: 'webhook-table', cards: 'webhook-cards' },
];

test('lists are cards below 1280 px and whole tables from 1280 px, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, token);
  for (const locale of ['en', 'zh'] as const) {
    await page.evaluate((value) => localStorage.setItem('LOCALE', value), locale);
    await page.setViewportSize({ width: 1024, height: 900 });
    for (const list of LISTS) {
      await visitSettled(page, list.path);
      await expectListFits(page, list);
    }
    await shoot(page, `webhooks-1024-${locale}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const list of LISTS) {
      await visitSettled(page, list.path);
      await expectListFits(page, list);
    }
    await shoot(page, `webhooks-1280-${locale}`);
  }
});

// The console's order, delivery and suspense statuses and kinds, as the server names them.
const STATUS_NAMES = ['PENDING', 'PAID', 'FAILED', 'SUCCESS', 'REFUNDED', 'PROCESSING', 'CANCELLED', 'REJECTED'];

for (const locale of ['en', 'zh'] as const) {
  test(`no console screen shows a program's key, in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, token);
    await page.evaluate((value) => localStorage.setItem('LOCALE', value), locale);
    // The docs show code on purpose (field names such as merchantOrderNo), so they are not scanned.
    for (const pathname of PAGES.filter((path) => !path.startsWith('/homeApi/docs'))) {
      await visitSettled(page, pathname);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? /zh/ : /en/);
      expect(await keysOnScreen(page, STATUS_NAMES), `${locale} ${pathname}`).toEqual([]);
    }
  });
}

for (const viewport of LAYOUT_VIEWPORTS) {
  const phone = viewport.name === 'phone';

  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('API credentials and the reset confirmation', async ({ page }) => {
      await openSignedIn(page, token);
      await visitSettled(page, '/homeApi/account');
      await expectDetailList(page.getByRole('region', { name: 'Your application' }), phone ? 'stacked' : 'side by side');
      await shoot(page, 'account');
      await page.getByRole('button', { name: 'API credentials' }).click();
      const credentials = page.getByRole('dialog', { name: 'API credentials' });
      await expectOverlayInViewport(credentials, { backdrop: true });
      await shoot(page, 'credentials');
      // Asking is harmless: the keys change only on "Yes, reset now".
      await credentials.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect(credentials.getByRole('alert')).toBeVisible();
      await expectOverlayInViewport(credentials, { backdrop: true });
      await shoot(page, 'reset-confirm');
    });

    test('order details, webhook attempts, the header menus and the phone drawer', async ({ page }) => {
      await openSignedIn(page, token);
      await visitSettled(page, '/homeApi/c2b');
      // At 1280 px the table shows every column and its Details buttons without a sideways scroll.
      if (!phone) await expectTableInView(page.getByRole('table'));
      await page.getByRole('button', { name: /^Details/ }).first().click();
      await expectOverlayInViewport(dialog(page), { backdrop: true });
      await shoot(page, 'order-detail');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);

      await visitSettled(page, '/homeApi/webhooks');
      if (!phone) await expectTableInView(page.getByTestId('webhook-table'));
      await page.getByRole('button', { name: 'Attempts' }).first().click();
      await expectOverlayInViewport(dialog(page), { backdrop: true });
      await shoot(page, 'webhook-attempts');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);

      await expectHeaderMenusInViewport(page, { account: /account menu$/, phone, app: 'console' });
    });
  });
}

test('the chat link: floating on every console page from 768 px, in the menu drawer on a phone, in the header of the docs for a visitor', async ({ page }) => {
  const chat = (scope: Page | ReturnType<Page['getByRole']>) => scope.getByRole('link', { name: 'Chat with us in your messaging app (opens in a new tab)' });
  const opensChat = async (link: ReturnType<Page['getByRole']>) => {
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', 'https://wa.me/254700000000');
    await expect(link).toHaveAttribute('target', '_blank');
  };

  // A visitor reading the docs.
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSettled(page, '/homeApi/docs');
  await opensChat(chat(page));
  await page.setViewportSize({ width: 360, height: 740 });
  await opensChat(chat(page.getByRole('banner')));
  await expectNoSidewaysScroll(page);
  // The header keeps room for the page's title beside the chat link.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((title) => title.scrollWidth <= title.clientWidth)).toBe(true);
  await shoot(page, 'docs-visitor');

  // Signed in: one floating link on a wide screen; on a phone, the drawer's.
  await openSignedIn(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visitSettled(page, '/homeApi/account');
  await opensChat(chat(page));
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(chat(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await opensChat(chat(dialog(page)));
  await expectOverlayInViewport(dialog(page), { backdrop: true });
  await shoot(page, 'drawer-chat');
});
