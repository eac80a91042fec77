import { expectListFits, test, visitSettled, type ListScreen } from '@mizani/e2e';
import { registerFreshAccount, startSession } from './support/home-accounts.ts';
import { sandboxTopUp, untilPaid } from './support/top-up.ts';

/**
 * Beside the side menu a list's columns need a desktop's width: below 1280 px (a tablet, a small
 * laptop) each row is a card, and from 1280 px the table shows every column and its buttons. Before,
 * tables from 768 px hid their buttons in a sideways scroll: at 1024 px 49 px of the order list and
 * 129 px of the transaction history.
 */
const LISTS: readonly ListScreen[] = [
  { path: '/home/psp-order', table: 'order-table', cards: 'order-cards' },
  { path: '/home/assets-order', table: 'history-table', cards: 'history-cards' },
  { path: '/home/operation-log', table: 'log-table', cards: 'log-cards' },
];

test('lists are cards below 1280 px and whole tables from 1280 px, in both languages', async ({ page, request }) => {
  const account = await registerFreshAccount(request);
  const { sn } = await sandboxTopUp(request, account.token);
  await untilPaid(request, account.token, sn);
  for (const [locale, width] of [['en', 1024], ['zh', 1024], ['en', 1280], ['zh', 1280]] as const) {
    await startSession(page, account.token, locale);
    await page.setViewportSize({ width, height: 900 });
    for (const list of LISTS) {
      await visitSettled(page, list.path);
      await expectListFits(page, list);
    }
  }
});
