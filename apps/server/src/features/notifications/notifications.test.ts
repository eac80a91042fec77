import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetMovement, NotificationList, NotificationPreferences, Order } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { operations } from '../../ops/operations.ts';
import { notifyOrderChange } from '../../domain/notifications/index.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, sendDomestic, type Call } from '../orders/test-kit.ts';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t?.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** A Kenyan main account with 50,000.00 KES and 100,000.00 TZS, its transaction password set. */
async function account(nickName = 'Amina Otieno'): Promise<TestUser> {
  const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, nickName });
  await fundWallet(t.db, user.userId, 0, 'KES', 5_000_000n);
  await fundWallet(t.db, user.userId, 0, 'TZS', 10_000_000n);
  return user;
}

/** Cents as the messages write them: 'TZS 6,770.00'. */
const written = (currency: string, cents: bigint) => `${currency} ${(cents / 100n).toLocaleString('en-US')}.${String(cents % 100n).padStart(2, '0')}`;
/** M-Pesa Tanzania sends: the sandbox rail fails one ending in 8 a few seconds later, and never answers one ending in 9. */
const failingSend = { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754123458' };
const queuedSend = { ...failingSend, phone: '754123459' };

/** Places a send the rail fails later, and lets the rail answer. */
async function failedSend(user: TestUser): Promise<Order> {
  const { order } = await sendDomestic(t, user, failingSend);
  expect(order.data.status).toBe(0);
  await t.app.money.runDueRailEvents(new Date(Date.now() + 60_000));
  return (await call<Order>(user, `/order/detail/${order.data.sn}`)).data;
}

const smsOf = (user: TestUser) => `+${user.countryId}${user.phone}`;

/** What the outbox holds for the user (SMS and email), oldest first, optionally only the texts naming `needle`. */
async function outboxOf(user: TestUser, needle = ''): Promise<{ channel: string; to: string; text: string }[]> {
  const { rows } = await t.db.query<{ channel: string; to_address: string; text: string }>(
    `SELECT channel, to_address, text FROM outbox WHERE to_address IN ($1, $2) AND position($3 in text) > 0 ORDER BY id`,
    [smsOf(user), user.email, needle],
  );
  return rows.map((r) => ({ channel: r.channel, to: r.to_address, text: r.text }));
}

const inbox = async (user: TestUser) => (await call<NotificationList>(user, '/user/notification/list')).data;
const savePrefs = (user: TestUser, prefs: NotificationPreferences) => call(user, '/user/notification/preferences/save', prefs);

describe('money messages', () => {
  it('a transfer tells the sender once per channel, and the recipient with the sender named', async () => {
    const sender = await account('Amina Otieno');
    const friend = await account('Baraka Mwangi');
    const { order } = await sendDomestic(t, sender, { payType: 0, currencyId: 'KES', amount: '2500', accountNo: friend.accountNo });
    expect(order.code).toBe(200);
    const { sn } = order.data;

    const sent = await outboxOf(sender, sn);
    expect(sent.map((m) => [m.channel, m.to])).toEqual([
      ['sms', smsOf(sender)],
      ['email', sender.email],
    ]);
    expect(sent[0]!.text).toBe(sent[1]!.text);
    expect(sent[0]!.text).toMatch(new RegExp(`^Mizani Pay: you sent KES 2,500.00 to Baraka Mwangi \\(${friend.accountNo}\\)\\. Order ${sn}, fee KES 0.00, balance KES 47,500.00, .+\\.$`));

    const received = await outboxOf(friend, sn);
    expect(received).toHaveLength(2);
    expect(received[0]!.text).toContain(`you received KES 2,500.00 from Amina Otieno (${sender.accountNo}). Order ${sn}, fee KES 0.00, balance KES 52,500.00`);

    const list = await inbox(friend);
    expect(list.unread).toBe(1);
    expect(list.list[0]).toMatchObject({ category: 'money', event: 'received', read: false, params: { sn, counterparty: `Amina Otieno (${sender.accountNo})` } });
    expect((await inbox(sender)).list.map((n) => n.event)).toEqual(['sent']);

    // The recipient's history names the sender; the sender's own line names nobody.
    const history = async (user: TestUser) =>
      (await call<{ rows: AssetMovement[] }>(user, '/account/rechargeHistory/list', { pageNum: 1, pageSize: 10, sn })).data.rows;
    expect((await history(friend)).map((r) => [r.kind, r.amount, r.sender])).toEqual([
      ['transfer_in', '2500.00', { name: 'Amina Otieno', accountNo: sender.accountNo }],
    ]);
    expect((await history(sender)).map((r) => [r.kind, r.sender])).toEqual([['transfer', null]]);
  });

  it('a send the rail refuses tells that it failed and what came back, fee included', async () => {
    const user = await account();
    const order = { data: await failedSend(user) };
    expect(order.data.status).toBe(2);
    const texts = await outboxOf(user, order.data.sn);
    expect(texts).toHaveLength(2);
    const cents = (decimal: string) => BigInt(decimal.replace('.', ''));
    const fee = cents(order.data.totalAmount) - cents(order.data.payAmount);
    expect(fee).toBeGreaterThan(0n);
    expect(texts[0]!.text).toContain(
      `your send of TZS 5,000.00 to 754123458 failed and ${written('TZS', cents(order.data.totalAmount))} (fee included) is back in your wallet. Order ${order.data.sn}, fee ${written('TZS', fee)}, balance TZS 100,000.00, `,
    );
    expect((await inbox(user)).list.map((n) => n.event)).toEqual(['sendFailed']);
  });

  it('a send cancelled while its rail holds it tells the refund', async () => {
    const user = await account();
    const { order } = await sendDomestic(t, user, queuedSend);
    expect(order.data.status).toBe(0);
    expect(await outboxOf(user, order.data.sn)).toEqual([]);
    expect((await call<Order>(user, `/order/cancel/${order.data.sn}`)).data.status).toBe(3);
    const texts = await outboxOf(user, order.data.sn);
    expect(texts.map((m) => m.channel)).toEqual(['sms', 'email']);
    expect(texts[0]!.text).toContain(`your send of TZS 5,000.00 to 754123459 was cancelled and TZS 6,770.00 (fee included) was refunded to your wallet.`);
    expect((await inbox(user)).list.map((n) => n.event)).toEqual(['refunded']);
  });

  it('a top-up credited by the operator tells the amount credited after the fee', async () => {
    const user = await account();
    const placed = await call<Order>(user, '/order/recharge/create', { scope: 0, currencyId: 'KES', amount: '1000', payType: 504, clientOrderNo: clientOrderNo('top') });
    expect(placed.code).toBe(200);
    expect(await outboxOf(user, placed.data.sn)).toEqual([]);
    await operations['order/approve'].run({ db: t.db, sandbox: true, reviewer: 'ops-api' }, { sn: placed.data.sn });
    const texts = await outboxOf(user, placed.data.sn);
    expect(texts).toHaveLength(2);
    expect(texts[0]!.text).toMatch(/^Mizani Pay: KES [\d,.]+ was credited to your wallet from a top-up of KES 1,000\.00\. Order \w+, fee KES [\d,.]+, balance KES [\d,.]+, /);
    expect((await inbox(user)).list[0]).toMatchObject({ event: 'credited', params: { sn: placed.data.sn, amount: 'KES 1,000.00' } });
  });

  it('goes only on the channels chosen, in the language chosen', async () => {
    const sender = await account();
    const friend = await account('Baraka');
    expect((await savePrefs(sender, { sms: false, email: true, inApp: false, locale: 'zh' })).code).toBe(200);
    expect((await call<NotificationPreferences>(sender, '/user/notification/preferences', { locale: 'en' })).data).toEqual({ sms: false, email: true, inApp: false, locale: 'zh' });
    const { order } = await sendDomestic(t, sender, { payType: 0, currencyId: 'KES', amount: '10', accountNo: friend.accountNo });
    const texts = await outboxOf(sender, order.data.sn);
    expect(texts.map((m) => m.channel)).toEqual(['email']);
    expect(texts[0]!.text).toContain(`Mizani Pay：您已向Baraka (${friend.accountNo})付款KES 10.00。`);
    expect((await inbox(sender)).list).toEqual([]);
  });

  it('is never doubled, and a rolled-back change sends nothing', async () => {
    const sender = await account();
    const friend = await account();
    const { order } = await sendDomestic(t, sender, { payType: 0, currencyId: 'KES', amount: '5', accountNo: friend.accountNo });
    const { sn } = order.data;
    // The status hook told it once; telling the same change again changes nothing.
    await t.db.transaction((tx) => notifyOrderChange(tx, { sn, userId: sender.userId, to: 1, at: new Date() }));
    expect(await outboxOf(sender, sn)).toHaveLength(2);
    expect(await outboxOf(friend, sn)).toHaveLength(2);

    const { rows } = await t.db.query<{ count: string }>('SELECT count(*) FROM notification WHERE event_key LIKE $1', [`order:${sn}:%`]);
    expect(Number(rows[0]!.count)).toBe(2);

    const other = await account();
    const second = { data: await failedSend(other) };
    expect(second.data.status).toBe(2);
    await t.db.query("DELETE FROM notification WHERE event_key LIKE $1", [`order:${second.data.sn}:%`]);
    await t.db.query('DELETE FROM outbox WHERE position($1 in text) > 0', [second.data.sn]);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyOrderChange(tx, { sn: second.data.sn, userId: other.userId, to: 2, at: new Date() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxOf(other, second.data.sn)).toEqual([]);
    expect((await inbox(other)).list).toEqual([]);
  });
});

describe('security messages', () => {
  it('a password change is told on every channel even with every channel turned off', async () => {
    const user = await account();
    await savePrefs(user, { sms: false, email: false, inApp: false, locale: 'en' });
    expect((await call(user, '/user/resetPwd', { oldPassword: user.password, password: 'Newpass@123' })).code).toBe(200);
    const texts = await outboxOf(user, 'login password was changed');
    expect(texts.map((m) => m.channel)).toEqual(['sms', 'email']);
    expect((await inbox(user)).list.map((n) => [n.category, n.event])).toEqual([['security', 'password']]);
  });

  it('a new email is told to the old address as well', async () => {
    const user = await account();
    const before = user.email!;
    const next = `new-${Date.now()}@example.test`;
    await t.app.inject({ method: 'POST', url: '/api/common/sendMailCode', payload: { email: next, scene: 'changeEmail' } });
    const { rows } = await t.db.query<{ code: string }>('SELECT code FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [next]);
    expect((await call(user, '/user/changeEmail', { email: next, code: rows[0]!.code })).code).toBe(200);
    const { rows: told } = await t.db.query<{ to_address: string }>(
      "SELECT to_address FROM outbox WHERE position('email of your account was changed' in text) > 0 AND to_address IN ($1, $2, $3) ORDER BY id",
      [smsOf(user), before, next],
    );
    expect(told.map((r) => r.to_address)).toEqual([smsOf(user), next, before]);
  });

  it('a sign-in from a device the account has not used before is told, once', async () => {
    const user = await account();
    const login = (agent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'user-agent': agent },
        payload: { countryId: user.countryId, phone: user.phone, password: user.password },
      });
    expect((await login(CHROME)).json().code).toBe(200);
    expect(await outboxOf(user, 'new device')).toEqual([]);
    await login(CHROME);
    expect(await outboxOf(user, 'new device')).toEqual([]);
    await login(FIREFOX);
    const texts = await outboxOf(user, 'new device');
    expect(texts.map((m) => m.channel)).toEqual(['sms', 'email']);
    expect(texts[0]!.text).toContain('new device (Firefox / Windows, address 127.0.0.1)');
    await login(FIREFOX);
    expect(await outboxOf(user, 'new device')).toHaveLength(2);
  });
});

describe('the in-app list and the settings', () => {
  it('marks read', async () => {
    const sender = await account();
    const friend = await account();
    await sendDomestic(t, sender, { payType: 0, currencyId: 'KES', amount: '1', accountNo: friend.accountNo });
    await sendDomestic(t, sender, { payType: 0, currencyId: 'KES', amount: '2', accountNo: friend.accountNo });
    const list = await inbox(friend);
    expect(list.unread).toBe(2);
    await call(friend, '/user/notification/read', { ids: [list.list[0]!.id] });
    expect((await inbox(friend)).unread).toBe(1);
    // Another person's notification is not theirs to mark.
    await call(sender, '/user/notification/read', {});
    expect((await inbox(friend)).unread).toBe(1);
    await call(friend, '/user/notification/read', {});
    expect((await inbox(friend)).list.every((n) => n.read)).toBe(true);
  });

  it('offers the language on screen until the account chooses; staff, even read-only, change nothing', async () => {
    const main = await account();
    expect((await call<NotificationPreferences>(main, '/user/notification/preferences', { locale: 'zh' })).data).toEqual({ sms: true, email: true, inApp: true, locale: 'zh' });
    const viewer = await createTestUser(t.db, { parentId: main.userId, permissions: [] });
    expect((await savePrefs(viewer, { sms: false, email: false, inApp: false, locale: 'en' })).code).toBe(1000);
    expect((await call<NotificationPreferences>(viewer, '/user/notification/preferences', { locale: 'en' })).data.sms).toBe(true);
  });
});
