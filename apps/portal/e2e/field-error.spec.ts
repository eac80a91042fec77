import { expect, test } from '@mizani/e2e';
import { registerFreshAccount, startSession } from './support/home-accounts.ts';

/**
 * A recipient number of the right shape but not a Kenyan mobile number (612…) passes the form
 * and is refused by the server: the refusal must name the field and the rule in the user's
 * language, not only "Parameter error".
 */
const cases = [
  { locale: 'en', width: 1280, add: 'Add recipient', save: 'Save', refusal: 'Phone number: the format is not valid', bare: 'Parameter error' },
  { locale: 'zh', width: 360, add: '添加收款人', save: '保存', refusal: '手机号：格式不正确', bare: '参数错误' },
] as const;

for (const { locale, width, add, save, refusal, bare } of cases) {
  test(`a recipient phone the server refuses is named with its rule (${locale}, ${width} px)`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await registerFreshAccount(request);
    await startSession(page, account.token, locale);
    await page.goto('/home/assets-payee');
    await page.getByRole('button', { name: add }).first().click();
    const dialog = page.getByRole('dialog');
    const channel = dialog.locator('select[name="channel"]');
    const mpesa = await channel.locator('option', { hasText: 'M-pesa(KES)' }).first().getAttribute('value');
    await channel.selectOption(mpesa!);
    await dialog.locator('input[name="name"]').fill('Amina Wanjiru');
    await dialog.locator('input[name="phone"]').fill('612345678');
    await dialog.getByRole('button', { name: save }).click();
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(page.getByText(bare, { exact: true })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`field-error-${locale}-${width}.png`), fullPage: true });
  });
}
