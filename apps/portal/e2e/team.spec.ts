import { expect, seriousA11yViolations, signInWithEmail, test } from '@mizani/e2e';
import type { Locator, Page } from '@playwright/test';
import { callApi, registerFreshAccount, startSession, uniqueEmail, uniquePhone } from './support/home-accounts.ts';

/** A field by its label; the label also holds the required-field star. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\*?$`));
const dialog = (page: Page) => page.getByRole('dialog');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The checkbox of a tree entry, found under the entry of its parent (several buttons are called "Add"). */
function treeBox(page: Page, parent: string, child?: string): Locator {
  const tree = page.getByTestId('menu-tree');
  if (!child) return tree.getByRole('checkbox', { name: parent, exact: true });
  return tree
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: parent, exact: true }) })
    .last()
    .getByRole('checkbox', { name: child, exact: true });
}

const mpesa = { countryId: 254, payType: 2, currencyId: 'KES', name: 'Amina Wanjiru', type: 2, phone: '712345670' };

test.describe('teams and roles', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a staff member sees and does exactly what the role allows, in the UI and at the API', async ({ page, browser, request }) => {
    // Two people, two sign-ins each and a role change: longer than one screen's test.
    test.setTimeout(120_000);
    const main = await registerFreshAccount(request);
    const payee = await callApi<{ id: number }>(request, '/payee/add', mpesa, main.token);
    await startSession(page, main.token);

    // The main account creates a role that may see recipients and add them, not delete them.
    await page.goto('/home/system-userRole');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await page.getByRole('button', { name: 'New role' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'New role' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Please enter the role name')).toBeVisible();
    await field(dialog(page), 'Role name').fill('Recipients clerk');
    await treeBox(page, 'Recipients', 'Add').check();
    // Choosing a button chooses its page; the page then shows as partly chosen.
    await expect(treeBox(page, 'Recipients')).toHaveJSProperty('indeterminate', true);
    await expect(treeBox(page, 'Recipients', 'Delete')).not.toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role saved')).toBeVisible();
    await expect(page.getByTestId('role-row').filter({ hasText: 'Recipients clerk' })).toContainText('Enabled');

    // ...and a staff member with that role.
    const staff = { email: uniqueEmail('staff'), phone: uniquePhone(), password: 'Staff#2026' };
    await page.goto('/home/system-userTeam');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter the name')).toBeVisible();
    await field(form, 'Name').fill('Neema Staff');
    await field(form, 'Role').selectOption({ label: 'Recipients clerk' });
    await field(form, 'Email').fill(staff.email);
    await field(form, 'Country').selectOption('254');
    await field(form, 'Phone number').fill(staff.phone);
    await field(form, 'Password').fill('short');
    await field(form, 'Confirm password').fill('other');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Password length is 6-12 characters!')).toBeVisible();
    await expect(form.getByText('The two passwords you entered did not match.')).toBeVisible();
    await field(form, 'Password').fill(staff.password);
    await field(form, 'Confirm password').fill(staff.password);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Staff member saved')).toBeVisible();
    await expect(page.getByTestId('team-row').filter({ hasText: 'Neema Staff' })).toContainText('Recipients clerk');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The staff member signs in, in a browser of their own.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await staffContext.newPage();
    await signInWithEmail(staffPage, staff.email, staff.password);
    await expect(nav(staffPage).getByRole('link')).toHaveText(['Dashboard', 'Recipients']);
    await expect(staffPage.getByRole('banner').getByRole('link', { name: 'API service' })).toHaveCount(0);

    await nav(staffPage).getByRole('link', { name: 'Recipients' }).click();
    const row = staffPage.getByTestId('payee-row').filter({ hasText: 'Amina Wanjiru' });
    await expect(row).toBeVisible();
    await expect(staffPage.getByRole('button', { name: 'Add recipient' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete Amina Wanjiru' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Edit Amina Wanjiru' })).toHaveCount(0);

    // A typed address outside the role goes to /401; so does the main account's own System area.
    await staffPage.goto('/home/assets-vaAccount');
    await expect(staffPage).toHaveURL(/\/401$/);
    await staffPage.goto('/home/system-userTeam');
    await expect(staffPage).toHaveURL(/\/401$/);

    // Calling the API directly with the staff member's own session is refused as well.
    const staffToken = await staffPage.evaluate(() => localStorage.getItem('token'));
    expect(staffToken).toBeTruthy();
    const refused = await staffPage.request.post(`/api/payee/delete/${payee.id}`, { data: {}, headers: { Authorization: `Bearer ${staffToken}` } });
    expect(await refused.json()).toEqual({ code: 1000, msg: 'No operation permission', data: null });
    const vaList = await staffPage.request.post('/api/va/list', { data: { pageNum: 1, pageSize: 10 }, headers: { Authorization: `Bearer ${staffToken}` } });
    expect((await vaList.json()).code).toBe(1000);
    const allowed = await staffPage.request.post('/api/payee/list', { data: { pageNum: 1, pageSize: 10 }, headers: { Authorization: `Bearer ${staffToken}` } });
    expect((await allowed.json()).code).toBe(200);

    // The main account widens the role: Delete on recipients, and the VA accounts page.
    await page.goto('/home/system-userRole');
    await page.getByRole('button', { name: 'Edit Recipients clerk' }).click();
    await expect(treeBox(page, 'Recipients', 'Add')).toBeChecked();
    await treeBox(page, 'Recipients', 'Delete').check();
    await treeBox(page, 'VA accounts').check();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role saved')).toBeVisible();

    // After signing in again the staff member's menus and buttons follow.
    await staffPage.goto('/home/dashboard');
    await staffPage.getByRole('button', { name: 'Neema Staff' }).click();
    await staffPage.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(staffPage).toHaveURL(/\/login$/);
    await signInWithEmail(staffPage, staff.email, staff.password);
    await expect(nav(staffPage).getByRole('link')).toHaveText(['Dashboard', 'Recipients', 'VA accounts']);
    await nav(staffPage).getByRole('link', { name: 'Recipients' }).click();
    await expect(staffPage.getByTestId('payee-row').filter({ hasText: 'Amina Wanjiru' }).getByRole('button', { name: 'Delete Amina Wanjiru' })).toBeVisible();
    await staffContext.close();
  });

  test('the main account disables a role, resets a password and deletes a staff member', async ({ page, request }) => {
    const main = await registerFreshAccount(request);
    const { roleId } = await callApi<{ roleId: number }>(request, '/user/role/add', { roleName: 'Viewer', menus: ['Assets', 'AssetsPayee'] }, main.token);
    const email = uniqueEmail('member');
    await callApi(request, '/user/team/add', { userName: 'Baraka Otieno', email, phonenumber: uniquePhone(), countryId: 254, roleId, password: 'Member#26' }, main.token);
    const { token: staffToken } = await callApi<{ token: string }>(request, '/user/emailLogin', { email, password: 'Member#26' });
    await startSession(page, main.token);

    await page.goto('/home/system-userRole');
    await page.getByRole('button', { name: 'Disable Viewer' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('signed out at once');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Role disabled')).toBeVisible();
    await expect(page.getByTestId('role-row').filter({ hasText: 'Viewer' })).toContainText('Disabled');
    const afterDisable = await request.post('/api/user/info', { data: {}, headers: { Authorization: `Bearer ${staffToken}` } });
    expect((await afterDisable.json()).code).toBe(-1001);
    await page.getByRole('button', { name: 'Enable Viewer' }).click();
    await expect(page.getByText('Role enabled')).toBeVisible();

    await page.goto('/home/system-userTeam');
    const row = page.getByTestId('team-row').filter({ hasText: 'Baraka Otieno' });
    await row.getByRole('button', { name: 'Reset password of Baraka Otieno' }).click();
    await field(dialog(page), 'Password').fill('Newer#2026');
    await field(dialog(page), 'Confirm password').fill('Newer#2026');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password reset')).toBeVisible();
    await callApi(request, '/user/emailLogin', { email, password: 'Newer#2026' });

    await row.getByRole('button', { name: 'Delete Baraka Otieno' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Delete Baraka Otieno?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Staff member deleted')).toBeVisible();
    await expect(page.getByTestId('empty-state')).toBeVisible();
    const login = await request.post('/api/user/emailLogin', { data: { email, password: 'Newer#2026' } });
    expect((await login.json()).code).not.toBe(200);
  });

  test('the System screens in Chinese, and accessible', async ({ page, request }) => {
    const main = await registerFreshAccount(request);
    await callApi(request, '/user/role/add', { roleName: '财务', menus: ['Assets', 'AssetsTotal', 'AssetsPSP', 'AssetsMRP'] }, main.token);
    await startSession(page, main.token, 'zh');
    await page.goto('/home/system-userRole');
    await expect(page.getByRole('heading', { level: 1, name: '角色' })).toBeVisible();
    await expect(page.getByRole('button', { name: '新建角色' })).toBeVisible();
    await expect(page.getByTestId('role-row').filter({ hasText: '财务' })).toContainText('启用');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '编辑 财务' }).click();
    await expect(treeBox(page, '总资产')).toBeChecked();
    await expect(treeBox(page, '系统（仅主账户）')).toBeDisabled();
    // The tree is reachable and usable from the keyboard.
    await treeBox(page, '收款人').focus();
    await page.keyboard.press('Space');
    await expect(treeBox(page, '收款人')).toBeChecked();
    await expect(treeBox(page, '收款人', '删除')).toBeChecked();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/home/system-userTeam');
    await expect(page.getByRole('heading', { level: 1, name: '员工' })).toBeVisible();
    await page.getByRole('button', { name: '添加员工' }).click();
    await dialog(page).getByRole('button', { name: '保存' }).click();
    await expect(dialog(page).getByText('请输入姓名')).toBeVisible();
    await expect(dialog(page).getByText('请选择角色')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
