import { expect, test } from '@mizani/e2e';
import { registerFreshAccount, startSession } from './support/home-accounts.ts';

/**
 * Screens outside the list kit that read one request: while it answers 503 (as a gateway would in an
 * outage) the screen says the read failed and offers Retry, never "No relevant data found"; Retry
 * after the outage asks again and shows the answer.
 */
const screens = [
  { name: 'notices', path: '/home/notice', endpoint: '**/common/sysNotice', loaded: /^(notice-list|empty-state)$/ },
  { name: "dashboard's recent activity", path: '/home/dashboard', endpoint: '**/user/log', loaded: null },
  { name: 'total assets', path: '/home/assets', endpoint: '**/account/assets', loaded: /^(asset-totals|empty-state)$/ },
  { name: 'exchange rates', path: '/home/fx-index', endpoint: '**/common/exchangeRate/current', loaded: /^(rate-table|empty-state)$/ },
] as const;

const languages = [
  { locale: 'en', width: 1280, failed: 'List could not be loaded. Check your connection and try again.', retry: 'Retry', noData: 'No relevant data found' },
  { locale: 'zh', width: 360, failed: '列表加载失败，请检查网络后重试。', retry: '重试', noData: '未找到相关数据' },
] as const;

for (const screen of screens) {
  for (const { locale, width, failed, retry, noData } of languages) {
    test(`${screen.name}: a 503 shows an error with Retry, and Retry loads it (${locale}, ${width} px)`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const account = await registerFreshAccount(request);
      let down = true;
      let failures = 0;
      let served = 0;
      await page.route(screen.endpoint, async (route) => {
        if (!down) {
          served += 1;
          return route.continue();
        }
        failures += 1;
        return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      });
      await startSession(page, account.token, locale);
      await page.goto(screen.path);

      const error = page.getByTestId('list-error');
      await expect(error).toContainText(failed);
      await expect(page.getByText(noData)).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`error-${locale}-${width}.png`), fullPage: true });
      expect(failures).toBeGreaterThan(0);

      down = false;
      await error.getByRole('button', { name: retry }).click();
      await expect(error).toHaveCount(0);
      await expect.poll(() => served).toBeGreaterThan(0);
      if (screen.loaded) await expect(page.getByTestId(screen.loaded).first()).toBeVisible();
    });
  }
}
