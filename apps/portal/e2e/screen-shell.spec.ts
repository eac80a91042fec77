import { expect, shoot, test, visitSettled } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { callApi, registerFreshAccount, startSession, uniqueEmail, uniquePhone } from './support/home-accounts.ts';
import { sandboxTopUp } from './support/top-up.ts';

/** What the signed-in shell and dashboard show: only what the role allows, whole menu labels, the chat link, live top-up wording. */

const nav = (page: Page) => page.getByRole('navigation').first();

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('staff without Total asset or KYC see no link to them and no balances; the main account sees them', async ({ page, request }) => {
      test.slow();
      const main = await registerFreshAccount(request);
      await sandboxTopUp(request, main.token);
      const { roleId } = await callApi<{ roleId: number }>(request, '/user/role/add', { roleName: `Recipients ${Date.now()}`, menus: ['Assets', 'AssetsPayee'] }, main.token);
      const email = uniqueEmail('member');
      await callApi(request, '/user/team/add', { userName: 'Baraka Otieno', email, phonenumber: uniquePhone(), countryId: 254, roleId, password: 'Member#26' }, main.token);
      const { token: staff } = await callApi<{ token: string }>(request, '/user/emailLogin', { email, password: 'Member#26' });

      await startSession(page, main.token);
      await visitSettled(page, '/home/dashboard');
      await expect(page.getByRole('link', { name: 'Verify now' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Open wallet/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /Wallet/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Balances at a glance' })).toBeVisible();

      await startSession(page, staff);
      await visitSettled(page, '/home/dashboard');
      await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Verify now' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Open wallet/ })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: /Wallet/ })).toHaveCount(0);
      await expect(page.getByTestId('balances-slot')).toHaveCount(0);
      // Nothing on the dashboard asked for what the role does not hold.
      await expect(page.getByText('No operation permission')).toHaveCount(0);
      await shoot(page, 'screen-shell-staff-dashboard');
    });
  });
}

test.describe('shell at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every side-menu label fits on one line in Chinese (200 px menu) and English (270 px), the dashboard cards keep their own height, and the chat link floats', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    // The labels drawn on more than one line: a text broken over two lines has a box per line.
    const wrappedLabels = () =>
      nav(page)
        .getByRole('link')
        .evaluateAll((links) =>
          links
            .map((link) => {
              const tops = new Set<number>();
              const texts = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
              for (let node = texts.nextNode(); node; node = texts.nextNode()) {
                const range = document.createRange();
                range.selectNodeContents(node);
                for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top));
              }
              return { label: link.textContent?.trim(), lines: tops.size };
            })
            .filter(({ lines }) => lines !== 1),
        );

    await startSession(page, account.token, 'zh');
    await visitSettled(page, '/home/dashboard');
    await expect(nav(page).getByRole('link', { name: '身份认证' })).toBeVisible();
    expect(await nav(page).getByRole('link').count()).toBeGreaterThan(10);
    expect(await wrappedLabels()).toEqual([]);
    await expect(page.getByRole('link', { name: /^在线咨询/ })).toBeVisible();
    // The verification card beside the taller tier card keeps its own height: no empty box under its text.
    const emptyBelow = await page.getByRole('region', { name: '身份认证' }).evaluate((card) => {
      const content = card.lastElementChild?.lastElementChild;
      return card.getBoundingClientRect().bottom - (content?.getBoundingClientRect().bottom ?? 0);
    });
    expect(emptyBelow).toBeLessThan(48);
    await shoot(page, 'screen-shell-zh-menu');

    await startSession(page, account.token, 'en');
    await visitSettled(page, '/home/dashboard');
    await expect(nav(page).getByRole('link', { name: 'KYC/KYB' })).toBeVisible();
    expect(await wrappedLabels()).toEqual([]);
    await expect(page.getByRole('link', { name: /^Chat with us/ })).toBeVisible();
  });

  test('the cross-border notice describes the form as it is', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await visitSettled(page, '/home/notice');
    const main = page.getByRole('main');
    await expect(main).toContainText('New corridor: Kenya to Tigo Pesa in Tanzania');
    await expect(main).not.toContainText('pick Tanzania and Tigo as the channel');
  });

  test('after a failed STK push the top-up no longer asks to approve the request', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/psp-recharge');
    await page.getByLabel(/^Payment channel/).selectOption({ label: 'Mpesa STK PUSH (KES)' });
    // A number ending 8 fails late: the order waits for the phone first, then the rail refuses it.
    await page.getByLabel(/^Your M-Pesa number/).fill('712345678');
    await page.getByLabel(/^Amount/).fill('300');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('fee-confirm').click();
    const result = page.getByTestId('order-result');
    await expect(page.getByTestId('order-status')).toHaveText('Rejected', { timeout: 30_000 });
    await expect(result).not.toContainText('Approve the payment request');
    await expect(result).toContainText('The payment was not completed.');
  });
});
