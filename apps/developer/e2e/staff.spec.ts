import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { approvedApiAccess, callApi, expect, registerFreshAccount, seriousA11yViolations, signInWithEmail, test, uniqueEmail, uniquePhone } from '@mizani/e2e';

// Spec section 6, API area: staff reach the console through the portal's API-service shortcut only
// with a HomeApi name, and inside it see and call only what their role names.

const FUND_PASSWORD = '864209';
const STAFF_PASSWORD = 'Staff#2026';

const apiMenu = (page: Page) => page.getByRole('navigation', { name: 'API service menu' });
const shortcut = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'API service' });

/** A staff member of the main account `token` with the role given, signed in on the portal in a browser of their own. */
async function staffSignedIn(browser: Browser, request: APIRequestContext, token: string, roleId: number, userName: string) {
  const email = uniqueEmail('api-staff');
  await callApi(request, '/user/team/add', { userName, email, phonenumber: uniquePhone(), countryId: 254, roleId, password: STAFF_PASSWORD }, token);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInWithEmail(page, email, STAFF_PASSWORD);
  const staffToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(staffToken).toBeTruthy();
  return { page, token: staffToken as string, close: () => context.close() };
}

test('staff in the API area: the shortcut, menu, typed addresses, credentials and calls follow the role', async ({ browser, request }) => {
  // A registration, an approval, two roles, two staff sign-ins and a dozen screens on a small machine.
  test.setTimeout(150_000);
  const main = await registerFreshAccount(request);
  await approvedApiAccess(request, main.token);
  // The main account's transaction password, so a top-up body sent by staff is valid in every other respect.
  await callApi(request, '/user/resetFundPwd', { password: main.password, fundPassword: FUND_PASSWORD }, main.token);
  const keys = await callApi<{ accessKey: string; accessSecret: string; webhookSecret: string }>(request, '/user/userApi/info', {}, main.token);

  const { roleId: c2bRole } = await callApi<{ roleId: number }>(
    request,
    '/user/role/add',
    { roleName: 'C2B desk', menus: ['HomeApi', 'HomeApiC2B', 'HomeApiSuspenseTransactionRecord'] },
    main.token,
  );
  const { roleId: payeeRole } = await callApi<{ roleId: number }>(request, '/user/role/add', { roleName: 'Recipients clerk', menus: ['Assets', 'AssetsPayee'] }, main.token);

  // Staff A: C2B and the suspense record.
  const a = await staffSignedIn(browser, request, main.token, c2bRole, 'Zuberi Desk');
  await expect(shortcut(a.page)).toBeVisible();
  await shortcut(a.page).click();
  await expect(a.page).toHaveURL(/\/homeApi\/account$/);
  await expect(a.page.getByRole('heading', { level: 1, name: 'User center' })).toBeVisible();
  // The exact list: B2C, Top up, Cash out and Transfer are absent.
  await expect(apiMenu(a.page).getByRole('link')).toHaveText(['User center', 'C2B', 'Request log', 'Record', 'Docs']);
  for (const name of ['B2C', 'Top up', 'Cash out', 'Transfer']) await expect(apiMenu(a.page).getByRole('link', { name })).toHaveCount(0);
  expect(await seriousA11yViolations(a.page)).toEqual([]);

  await apiMenu(a.page).getByRole('link', { name: 'C2B' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'C2B' })).toBeVisible();
  await expect(a.page.getByTestId('empty-state')).toHaveText('No relevant data found');
  await apiMenu(a.page).getByRole('link', { name: 'Record' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Record' })).toBeVisible();
  await expect(a.page.getByText('No operation permission')).toHaveCount(0);

  // Typed addresses of screens the role does not name are refused, the layout stays.
  // The header still names the screen typed; its content (filters, list, form) is not there.
  for (const screen of ['/homeApi/b2c', '/homeApi/suspense-recharge', '/homeApi/suspense-transfer']) {
    await a.page.goto(screen);
    await expect(a.page.getByRole('main').getByText('No operation permission', { exact: true })).toBeVisible();
    await expect(apiMenu(a.page).getByRole('link', { name: 'C2B' })).toBeVisible();
    await expect(a.page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(a.page.getByRole('main').getByRole('table')).toHaveCount(0);
  }
  expect(await seriousA11yViolations(a.page)).toEqual([]);

  // The credentials dialog: the key the main account holds, no secret, nothing to reset.
  await a.page.goto('/homeApi/account');
  await a.page.getByRole('banner').getByRole('button', { name: 'API credentials' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'API credentials' });
  await expect(dialog.getByLabel('Access key', { exact: true })).toHaveText(keys.accessKey);
  await expect(dialog.getByText('Access secret')).toHaveCount(0);
  await expect(dialog.getByText('Webhook secret')).toHaveCount(0);
  await expect(dialog.getByText(keys.accessSecret)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Show' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Reset/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(await seriousA11yViolations(a.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // At the API with staff A's own session: the record is readable, a top-up is refused.
  const asStaff = { Authorization: `Bearer ${a.token}` };
  const record = await a.page.request.post('/api/user/suspense/record/list', { headers: asStaff, data: { pageNum: 1, pageSize: 10 } });
  expect((await record.json()).code).toBe(200);
  const ordersOf = async (type: 'payin' | 'payout') =>
    (await (await a.page.request.post('/api/user/userApi/orders/list', { headers: asStaff, data: { pageNum: 1, pageSize: 10, type } })).json()).code;
  expect(await ordersOf('payin')).toBe(200);
  expect(await ordersOf('payout')).toBe(1000);
  const topUp = await a.page.request.post('/api/user/suspense/recharge', {
    headers: asStaff,
    data: { currencyId: 'KES', amount: '1', fundPassword: FUND_PASSWORD, clientOrderNo: randomUUID() },
  });
  expect(await topUp.json()).toEqual({ code: 1000, msg: 'No operation permission', data: null });
  const secretInfo = await (await a.page.request.post('/api/user/userApi/info', { headers: asStaff, data: {} })).json();
  expect(secretInfo.data).toMatchObject({ accessKey: keys.accessKey, accessSecret: null, webhookSecret: null });
  const reset = await a.page.request.post('/api/user/userApi/refresh', { headers: asStaff, data: {} });
  expect((await reset.json()).code).toBe(1000);
  await a.close();

  // Staff B: no HomeApi name, so no shortcut, and the console refuses even a screen staff A may see.
  const b = await staffSignedIn(browser, request, main.token, payeeRole, 'Imani Clerk');
  await expect(b.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Recipients' })).toBeVisible();
  await expect(shortcut(b.page)).toHaveCount(0);
  await b.page.goto('/homeApi/c2b');
  await expect(b.page.getByRole('main').getByText('No operation permission', { exact: true })).toBeVisible();
  await expect(b.page.getByRole('main').getByLabel('Merchant order number')).toHaveCount(0);
  await expect(b.page.getByTestId('empty-state')).toHaveCount(0);
  await expect(apiMenu(b.page).getByRole('link')).toHaveCount(0);
  const orders = await b.page.request.post('/api/user/userApi/orders/list', { headers: { Authorization: `Bearer ${b.token}` }, data: { pageNum: 1, pageSize: 10, type: 'payin' } });
  expect((await orders.json()).code).toBe(1000);
  expect(await seriousA11yViolations(b.page)).toEqual([]);
  await b.close();

  // Nothing moved on the main account's behalf.
  const moves = await callApi<{ total: number }>(request, '/user/suspense/record/list', { pageNum: 1, pageSize: 10 }, main.token);
  expect(moves.total).toBe(0);
});
