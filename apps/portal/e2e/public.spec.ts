import { expect, seriousA11yViolations, storeInBrowser, test } from '@mizani/e2e';
import type { Locator, Page } from '@playwright/test';
import { horizontalOverflow } from './support/identity.ts';

const PAGES = [
  { path: '/', en: 'Send money home and across borders in minutes', zh: '几分钟内汇款回家、跨境转账' },
  { path: '/aboutUs', en: 'Moving money across East Africa, fairly and in the open', zh: '公平、透明地在东非转移资金' },
  { path: '/press', en: 'Press releases', zh: '新闻稿' },
  { path: '/contactUs', en: 'Contact us', zh: '联系我们' },
  { path: '/privacyNotice', en: 'Privacy notice', zh: '隐私声明' },
  { path: '/termsConditions', en: 'Terms and conditions', zh: '条款和条件' },
] as const;

/** Text each page must carry beyond its title: proof the page has its real content. */
const CONTENT = {
  '/': { en: 'M-Pesa', zh: 'M-Pesa' },
  '/aboutUs': { en: 'regulated payment service provider', zh: '受监管的支付服务提供商' },
  '/press': { en: 'Mizani Pay opens its Dar es Salaam office', zh: 'Mizani Pay 达累斯萨拉姆办公室正式开业' },
  '/contactUs': { en: 'support@mizani.africa', zh: 'support@mizani.africa' },
  '/privacyNotice': { en: 'Personal Data Protection Act, 2022', zh: '《2022 年个人数据保护法》' },
  '/termsConditions': { en: 'Cancelling a transaction or a withdrawal is irreversible', zh: '取消交易或提现不可撤销' },
} as const;

const CHAT_NAME = 'Chat with us in your messaging app (opens in a new tab)';

/** Text and controls of the page (outside the link itself) that share screen space with `link`. */
async function contentUnder(page: Page, link: Locator): Promise<string[]> {
  const box = await link.boundingBox();
  if (!box) throw new Error('The chat link is not on screen');
  return page.evaluate(({ x, y, width, height }) => {
    const hits: string[] = [];
    for (const element of document.querySelectorAll('main *, footer *')) {
      if (element.children.length > 0 && !['A', 'BUTTON', 'INPUT', 'SELECT'].includes(element.tagName)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < x + width && box.right > x && box.top < y + height && box.bottom > y) hits.push(`${element.tagName} ${element.textContent ?? ''}`);
    }
    return hits;
  }, box);
}

/** Presses Tab until `target` has the focus; false if it never does. */
async function reachByTab(page: Page, target: Locator): Promise<boolean> {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

async function chooseLocale(page: Page, locale: 'en' | 'zh') {
  await storeInBrowser(page, { LOCALE: locale });
}

test.describe('public pages at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of ['en', 'zh'] as const) {
    test(`every public page shows its content in ${locale === 'en' ? 'English' : 'Chinese'} without sideways scrolling`, async ({ page }) => {
      await chooseLocale(page, locale);
      for (const item of PAGES) {
        await page.goto(item.path);
        await expect(page.getByRole('heading', { level: 1, name: item[locale] })).toBeVisible();
        await expect(page.getByRole('main').getByText(CONTENT[item.path][locale]).first()).toBeVisible();
        expect({ path: item.path, overflow: await horizontalOverflow(page) }).toEqual({ path: item.path, overflow: 0 });
      }
    });
  }

  test('every public page passes the accessibility scan, in both languages', async ({ page }) => {
    // Twelve scans of a few seconds each.
    test.setTimeout(120_000);
    for (const locale of ['en', 'zh'] as const) {
      await chooseLocale(page, locale);
      for (const item of PAGES) {
        await page.goto(item.path);
        await expect(page.getByRole('heading', { level: 1, name: item[locale] })).toBeVisible();
        expect({ path: item.path, locale, violations: await seriousA11yViolations(page) }).toEqual({ path: item.path, locale, violations: [] });
      }
    }
  });

  test('on a phone the chat link sits in the header: WhatsApp in a new tab, reachable by keyboard, over no content', async ({ page }) => {
    for (const path of ['/', '/register', '/contactUs']) {
      await page.goto(path);
      const chat = page.getByRole('banner').getByRole('link', { name: CHAT_NAME });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', 'https://wa.me/254700000000');
      await expect(chat).toHaveAttribute('target', '_blank');
      // Only one chat link is on screen at this width.
      await expect(page.getByRole('link', { name: CHAT_NAME })).toHaveCount(1);
      expect({ path, covered: await contentUnder(page, chat) }).toEqual({ path, covered: [] });
      // Scrolled, the page passes under the sticky header as a whole; the link stays inside it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [linkBox, headerBox] = [await chat.boundingBox(), await page.getByRole('banner').boundingBox()];
      expect(linkBox && headerBox && linkBox.y >= headerBox.y && linkBox.y + linkBox.height <= headerBox.y + headerBox.height).toBe(true);
    }
    await page.goto('/aboutUs');
    expect(await reachByTab(page, page.getByRole('link', { name: CHAT_NAME }))).toBe(true);
  });
});

test('on a wide screen the chat link floats in the corner and leaves the end of the page uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/termsConditions');
  const chat = page.getByRole('link', { name: CHAT_NAME });
  await expect(chat).toHaveCount(1);
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', 'https://wa.me/254700000000');
  await expect(chat).toHaveCSS('position', 'fixed');
  expect(await reachByTab(page, chat)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  expect(await contentUnder(page, chat)).toEqual([]);
});

test('the contact page lists the real channels and the chat, and has no form', async ({ page }) => {
  await page.goto('/contactUs');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'support@mizani.africa' }).first()).toHaveAttribute('href', 'mailto:support@mizani.africa');
  await expect(main.getByRole('link', { name: 'Start a chat' })).toHaveAttribute('href', 'https://wa.me/254700000000');
  await expect(main.getByRole('heading', { name: 'Nairobi, Kenya' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Dar es Salaam, Tanzania' })).toBeVisible();
  await expect(main.locator('form')).toHaveCount(0);
});

test('the header links reach every information page on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  for (const [name, heading] of [
    ['About us', 'Moving money across East Africa, fairly and in the open'],
    ['Press', 'Press releases'],
    ['Contact us', 'Contact us'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
});
