import { expect, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { callApi, registerFreshAccount, startSession } from './support/home-accounts.ts';

/**
 * The real server answers everything but the transactions list, which answers 503 (as a gateway
 * would during an outage) until `recover` is called: the screen must tell a failure from an empty list.
 */
async function listDown(page: Page): Promise<{ recover: () => void; failures: () => number }> {
  let down = true;
  let failures = 0;
  await page.route('**/order/list', async (route) => {
    if (!down) return route.continue();
    failures += 1;
    return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  return { recover: () => (down = false), failures: () => failures };
}

const cases = [
  { locale: 'en', width: 1280, failed: 'List could not be loaded. Check your connection and try again.', retry: 'Retry', noData: 'No relevant data found', toast: 'Exception at system interface 503' },
  { locale: 'zh', width: 360, failed: '列表加载失败，请检查网络后重试。', retry: '重试', noData: '未找到相关数据', toast: '系统接口503异常' },
] as const;

for (const { locale, width, failed, retry, noData, toast } of cases) {
  test(`a 503 on the transactions list shows an error with Retry, and Retry loads the list (${locale}, ${width} px)`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await registerFreshAccount(request);
    const { sn } = await callApi<{ sn: string }>(
      request,
      '/order/recharge/create',
      { scope: 0, payType: 503, currencyId: 'KES', amount: '700', clientOrderNo: `e2e-list-error-${Date.now()}` },
      account.token,
    );
    const outage = await listDown(page);
    await startSession(page, account.token, locale);
    await page.goto('/home/psp-order');

    const error = page.getByTestId('list-error');
    await expect(error).toContainText(failed);
    await expect(page.getByText(noData)).toHaveCount(0);
    // The list is asked for more than once; the failure is told in one toast, not one per request
    // (the toasts of both requests stayed on screen together).
    await expect.poll(outage.failures).toBeGreaterThan(1);
    await expect(page.getByText(toast)).toHaveCount(1);
    await page.waitForTimeout(1_000);
    await expect(page.getByText(toast)).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`list-error-${locale}-${width}.png`), fullPage: true });

    expect(outage.failures()).toBeGreaterThan(0);
    outage.recover();
    await error.getByRole('button', { name: retry }).click();
    // A table at 1280 px, cards on a phone: both carry the order number.
    await expect(page.locator(`[data-sn="${sn}"]:visible`)).toHaveCount(1);
    await expect(error).toHaveCount(0);
  });
}
