import { randomUUID } from 'node:crypto';
import { expect, expectNoSidewaysScroll, keysOnScreen, test } from '@mizani/e2e';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, latestCode, registerFreshAccount, startSession, uniqueEmail } from './support/home-accounts.ts';
import { balanceOf, FUND_PASSWORD, fundedAccount } from './support/money.ts';
import { sandboxTopUp, untilPaid } from './support/top-up.ts';

// Money and security notifications seen by fresh accounts: the profile's channel choice, a
// transfer and a top-up told by SMS (not by email, turned off) and in the app with the order
// number, amounts, fee and balance, and the recipient told and shown who sent the money.

interface OutboxMessage {
  to: string;
  channel: string;
  text: string;
}

const WORDS = {
  en: {
    region: 'Notifications',
    email: 'Email',
    saved: 'Notification settings saved',
    list: 'Your notifications',
    allRead: 'All read',
    markAll: 'Mark all as read',
    sent: (amount: string, to: string) => `you sent ${amount} to ${to}.`,
    received: (amount: string, from: string) => `you received ${amount} from ${from}.`,
    sender: (name: string, accountNo: string) => `From ${name} (${accountNo})`,
    emailChanged: 'Email changed',
    bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  },
  zh: {
    region: '通知',
    email: '邮件',
    saved: '通知设置已保存',
    list: '我的通知',
    allRead: '全部已读',
    markAll: '全部标为已读',
    sent: (amount: string, to: string) => `您已向${to}付款${amount}。`,
    received: (amount: string, from: string) => `您收到${from}的付款${amount}。`,
    sender: (name: string, accountNo: string) => `来自${name}（${accountNo}）`,
    emailChanged: '邮箱已修改',
    bell: (unread: number) => (unread === 0 ? '通知' : `通知，${unread}条未读`),
  },
} as const;

const outbox = async (request: APIRequestContext, to: string): Promise<OutboxMessage[]> =>
  ((await (await request.get(`/api/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: OutboxMessage[] }).data;

/** '4,750.00' for '4750.00': how the messages write a balance. */
const grouped = (decimal: string) => decimal.replace(/^\d+/, (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

/** The header alone, at this width and the other: the bell must fit beside the title on a phone. */
async function shootHeader(page: Page, name: string, width: number) {
  const other = width === 360 ? 1280 : 360;
  await page.getByRole('banner').screenshot({ path: `test-results/notifications/${name}-${width}.png` });
  await page.setViewportSize({ width: other, height: other === 360 ? 740 : 900 });
  await expectNoSidewaysScroll(page);
  await page.getByRole('banner').screenshot({ path: `test-results/notifications/${name}-${other}.png` });
  await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
}

async function shootBoth(page: Page, name: string, width: number) {
  const other = width === 360 ? 1280 : 360;
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/notifications/${name}-${width}.png`, fullPage: true });
  await page.setViewportSize({ width: other, height: other === 360 ? 740 : 900 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `test-results/notifications/${name}-${other}.png`, fullPage: true });
  await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
}

for (const [locale, width] of [
  ['en', 1280],
  ['zh', 360],
] as const) {
  test(`${locale} at ${width} px: channels chosen in the profile, a send and a top-up told with their figures, the recipient shown the sender`, async ({ page, request }) => {
    test.slow();
    const words = WORDS[locale];
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });

    const sender = await fundedAccount(request, '5000');
    const name = `Amina ${locale.toUpperCase()} Otieno`;
    await callApi(request, '/user/info/save', { nickName: name }, sender.token);
    // An email address too, so that turning email off has something to stop; the change itself is
    // a security message.
    const email = uniqueEmail('notify');
    await callApi(request, '/common/sendMailCode', { email, scene: 'changeEmail' });
    await callApi(request, '/user/changeEmail', { email, code: await latestCode(request, email) }, sender.token);
    const recipient = await registerFreshAccount(request);
    const phone = `+${sender.countryId}${sender.phone}`;

    // The profile: email off for money messages, messages in the language on screen.
    await startSession(page, sender.token, locale);
    await page.goto('/home/info');
    const settings = page.getByRole('region', { name: words.region, exact: true });
    await expect(settings.getByTestId('notify-security')).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: words.email })).toBeChecked();
    await settings.getByTestId('notify-email').click();
    await expect(settings.getByRole('checkbox', { name: words.email })).not.toBeChecked();
    await settings.getByTestId('notify-locale').selectOption(locale);
    await settings.getByRole('button').click();
    await expect(page.getByText(words.saved)).toBeVisible();
    expect(await callApi(request, '/user/notification/preferences', { locale: 'en' }, sender.token)).toEqual({ sms: true, email: false, inApp: true, locale });
    await settings.scrollIntoViewIfNeeded();
    await shootBoth(page, `profile-${locale}`, width);

    // A transfer to the recipient's account and a top-up, through the real server.
    const quote = await callApi<{ quoteId: string }>(request, '/order/psp/quote', { payType: 0, currencyId: 'KES', amount: '250', accountNo: recipient.accountNo }, sender.token);
    const sent = await callApi<{ sn: string }>(request, '/order/psp/create', { quoteId: quote.quoteId, clientOrderNo: randomUUID(), fundPassword: FUND_PASSWORD }, sender.token);
    const afterSend = await balanceOf(request, sender.token, 0, 'KES');
    const topUp = await sandboxTopUp(request, sender.token, '1000');
    await untilPaid(request, sender.token, topUp.sn);
    const afterTopUp = await balanceOf(request, sender.token, 0, 'KES');

    const sms = await outbox(request, phone);
    const sentSms = sms.filter((m) => m.text.includes(sent.sn));
    expect(sentSms.map((m) => m.channel)).toEqual(['sms']);
    // The recipient has no nickname: the message names its account number once.
    expect(sentSms[0]!.text).toContain(words.sent('KES 250.00', recipient.accountNo));
    expect(sentSms[0]!.text).toContain(`KES 0.00`);
    expect(sentSms[0]!.text).toContain(`KES ${grouped(afterSend)}`);
    const topUpSms = sms.filter((m) => m.text.includes(topUp.sn));
    expect(topUpSms).toHaveLength(1);
    expect(topUpSms[0]!.text).toContain('KES 1,000.00');
    expect(topUpSms[0]!.text).toContain(`KES ${grouped(afterTopUp)}`);
    // Email is off for money messages, but the email change (security) went there.
    const mail = await outbox(request, email);
    expect(mail.filter((m) => m.text.includes(sent.sn) || m.text.includes(topUp.sn))).toEqual([]);
    expect(mail.some((m) => m.text.includes(email))).toBe(true);

    // The header's bell counts what the server holds unread and opens the notice page.
    const { unread } = await callApi<{ unread: number }>(request, '/user/notification/list', {}, sender.token);
    expect(unread).toBeGreaterThanOrEqual(3);
    await page.goto('/home/info');
    const bell = page.getByRole('banner').getByTestId('notice-bell');
    await expect(bell).toHaveAccessibleName(words.bell(unread));
    await expect(bell.getByTestId('notice-bell-count')).toHaveText(String(unread));
    await shootHeader(page, `header-unread-${locale}`, width);
    await bell.click();
    await expect(page).toHaveURL(/\/home\/notice$/);

    // In the app: each one listed, unread, worded from the catalogue.
    const list = page.getByRole('region', { name: new RegExp(words.list) });
    const items = list.getByTestId('notify-item');
    await expect(items.filter({ hasText: topUp.sn })).toHaveCount(1);
    await expect(items.filter({ hasText: sent.sn })).toContainText(`KES ${grouped(afterSend)}`);
    await expect(items.filter({ hasText: words.emailChanged })).toHaveCount(1);
    await expect(list.getByTestId('notify-unread').first()).toBeVisible();
    expect(await keysOnScreen(page)).toEqual([]);
    await shootBoth(page, `notices-${locale}`, width);
    await list.getByRole('button', { name: words.markAll }).click();
    await expect(list.getByTestId('notify-unread-count')).toHaveText(words.allRead);
    await expect(list.getByTestId('notify-unread')).toHaveCount(0);
    // The bell clears with the list, without a reload.
    await expect(bell).toHaveAccessibleName(words.bell(0));
    await expect(bell.getByTestId('notice-bell-count')).toHaveCount(0);
    await shootHeader(page, `header-read-${locale}`, width);

    // The recipient: told who sent it, and the history names the sender.
    await startSession(page, recipient.token, locale);
    await page.goto('/home/notice');
    const received = page.getByTestId('notify-item').filter({ hasText: sent.sn });
    await expect(received).toContainText(words.received('KES 250.00', `${name} (${sender.accountNo})`));
    await page.goto('/home/assets-order');
    await expect(page.getByTestId('movement-sender').filter({ visible: true }).first()).toHaveText(words.sender(name, sender.accountNo));
    if (width >= 768) {
      // The sender's line wraps in its cell: the table needs no sideways scrolling to reach Details.
      const table = page.getByTestId('history-table');
      expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await keysOnScreen(page)).toEqual([]);
    await shootBoth(page, `recipient-history-${locale}`, width);
  });
}
