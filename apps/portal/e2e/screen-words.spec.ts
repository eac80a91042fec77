import { expect, keysOnScreen, shoot, test, visitSettled } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { CROSS_BORDER_ORDER_STATUSES, OrderStatus, REMIT_STATUSES, VA_STATUSES } from '@mizani/sdk';
import { callApi, registerFreshAccount, startDemoSession, startSession, uniqueEmail, uniquePhone } from './support/home-accounts.ts';
import { sandboxTopUp } from './support/top-up.ts';

/**
 * No screen shows a program's key: every word a customer reads comes from the catalogue. The scan
 * reads the visible text of the screens that show enumerations (dashboard, transaction and asset
 * history, orders, operation log, verification) in both languages.
 */

const SCREENS = ['/home/dashboard', '/home/assets', '/home/assets-order', '/home/psp-order', '/home/operation-log', '/home/kyc', '/home/kyc-auth'];

// The upper-case names of the order, virtual-account and remittance statuses.
const ENUM_NAMES = [...Object.keys(OrderStatus), ...VA_STATUSES, ...CROSS_BORDER_ORDER_STATUSES, ...REMIT_STATUSES];

async function scan(page: Page, locale: 'en' | 'zh', who: string) {
  for (const path of SCREENS) {
    await visitSettled(page, path);
    expect(await keysOnScreen(page, ENUM_NAMES), `${locale} ${path} (${who})`).toEqual([]);
  }
}

test.describe('no raw keys on screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.setTimeout(120_000);

  for (const locale of ['en', 'zh'] as const) {
    test(`the demo account's screens in ${locale}`, async ({ page, request }) => {
      await startDemoSession(page, request, locale);
      await scan(page, locale, 'demo');
    });

    test(`team and role changes in the operation log and on the dashboard, in ${locale}`, async ({ page, request }) => {
      const main = await registerFreshAccount(request);
      await sandboxTopUp(request, main.token);
      const { roleId } = await callApi<{ roleId: number }>(request, '/user/role/add', { roleName: `Viewer ${Date.now()}`, menus: ['Assets'] }, main.token);
      const { userId } = await callApi<{ userId: number }>(
        request,
        '/user/team/add',
        { userName: 'Baraka Otieno', email: uniqueEmail('member'), phonenumber: uniquePhone(), countryId: 254, roleId, password: 'Member#26' },
        main.token,
      );
      await callApi(request, `/user/team/delete/${userId}`, {}, main.token);
      await startSession(page, main.token, locale);

      await visitSettled(page, '/home/operation-log');
      const log = page.getByRole('main');
      const words = locale === 'en' ? ['Add role', 'Add team member', 'Remove team member'] : ['添加角色', '添加团队成员', '移除团队成员'];
      for (const word of words) await expect(log.getByText(word, { exact: true }).first()).toBeVisible();
      await shoot(page, `screen-words-log-${locale}`);
      await scan(page, locale, 'team owner');
    });
  }
});
