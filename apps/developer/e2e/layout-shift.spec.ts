import { CLS_BUDGET, expect, layoutShiftScore, LOCALE_WIDTHS, prepareShiftCheck, settled, shoot, test } from '@mizani/e2e';

/*
 * Issue 19: the console's docs keep their layout while a signed-in page loads (CLS at most 0.05),
 * on a phone and a laptop, in both languages, under Lighthouse's slow-phone conditions. Every
 * shift no input caused counts, from the first paint until the page has settled. The sandbox
 * banner above the page once arrived after it and pushed it down (0.22 at 360 px).
 */
for (const { locale, width } of LOCALE_WIDTHS) {
  test(`the docs do not shift while a signed-in page loads (${locale}, ${width} px)`, async ({ page, request }) => {
    test.setTimeout(60_000);
    await prepareShiftCheck(page, request, { width, locale });
    await page.goto('/homeApi/docs');
    await expect(page.getByRole('heading', { level: 2, name: { en: 'Merchant API', zh: '商户 API' }[locale] })).toBeVisible();
    // Signed in: the account menu is in the header.
    await expect(page.getByRole('button', { name: /Amani Demo/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const { score, report } = await layoutShiftScore(page);
    await shoot(page, `layout-shift-docs-${locale}`);
    expect(score, report).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
