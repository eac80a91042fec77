import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAccessKeys, callApi, expect, expectNoSidewaysScroll, expectOverlayInViewport, expectTableInView, seriousA11yViolations, shoot, startSession, test } from '@mizani/e2e';

// The individual demo account: a fund password and money in its KES wallet, so its suspense
// wallet can pay a cash-out, whose notification the delivery log then shows.
const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' };

interface Keys {
  accessKey: string;
  accessSecret: string;
}

/** Signs the demo account in and makes sure its API access is approved, all through the API. */
async function approvedDemo(request: APIRequestContext): Promise<{ token: string; keys: Keys }> {
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: DEMO.email, password: DEMO.password });
  const { accessKey, accessSecret } = await apiAccessKeys(request, token, { companyName: 'Amani Demo', contactName: 'Amani', contactEmail: DEMO.email, contactPhone: '712345678' });
  return { token, keys: { accessKey, accessSecret } };
}

/** A merchant API call signed as the docs say, with the caller's own X-Request-Id. */
async function signedCall(request: APIRequestContext, keys: Keys, method: 'GET' | 'POST', target: string, requestId: string, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const hash = createHash('sha256').update(text).digest('hex');
  const signature = createHmac('sha256', keys.accessSecret).update(`${method}\n${target}\n${timestamp}\n${nonce}\n${hash}`).digest('hex');
  const headers = { 'X-Access-Key': keys.accessKey, 'X-Timestamp': timestamp, 'X-Nonce': nonce, 'X-Signature': signature, 'X-Request-Id': requestId };
  const reply = method === 'GET' ? await request.get(target, { headers }) : await request.post(target, { headers: { ...headers, 'Content-Type': 'application/json' }, data: text });
  return { requestId: reply.headers()['x-request-id'], code: ((await reply.json()) as { code: number }).code };
}

/** Opens a console page in a language, at a width, once its requests have settled. */
async function open(page: Page, token: string, locale: 'en' | 'zh', pathname: string, width: 360 | 1280) {
  await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
  await startSession(page, token, locale);
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
}

test.describe.serial('request log and delivery log', () => {
  const run = randomBytes(4).toString('hex');
  const orderRef = `RL-${run}`;
  const payoutId = `e2e-payout-${run}`;
  const lookupId = `e2e-lookup-${run}`;
  let token = '';
  let keys: Keys;

  test('a signed call shows in the request log with its request id and masked secrets, found by its order reference', async ({ page, request }) => {
    test.setTimeout(90_000);
    ({ token, keys } = await approvedDemo(request));
    // The secret sent by mistake inside a body must never be shown back.
    const payout = await signedCall(request, keys, 'POST', '/api/open/v1/payout', payoutId, {
      merchantOrderNo: orderRef,
      amount: '10.00',
      currencyId: 'KES',
      channel: 2,
      phone: '712345670',
      accessSecret: keys.accessSecret,
    });
    expect(payout).toEqual({ requestId: payoutId, code: -1008 });
    const lookup = await signedCall(request, keys, 'GET', `/api/open/v1/orders?merchantOrderNo=${orderRef}`, lookupId);
    expect(lookup.requestId).toBe(lookupId);
    // Other calls of the merchant, about other orders, are not found by this reference.
    // An id as long as those the server makes itself (a UUID), for the widths below.
    await signedCall(request, keys, 'GET', '/api/open/v1/balance', randomUUID());

    await open(page, token, 'en', '/homeApi/request-log', 1280);
    await expect(page.getByRole('heading', { level: 1, name: 'Request log' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'API service menu' }).getByRole('link', { name: 'Request log' })).toBeVisible();
    const table = page.getByTestId('request-log-table');
    // Written just after each reply: the newest calls are there once the page asks.
    await expect(async () => {
      await page.reload();
      await expect(table.locator(`[data-request-id="${payoutId}"]`)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

    await page.getByLabel('Your order reference').fill(orderRef);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator(`[data-request-id="${lookupId}"]`)).toContainText(`/api/open/v1/orders?merchantOrderNo=${orderRef}`);
    const row = table.locator(`[data-request-id="${payoutId}"]`);
    await expect(row).toContainText('POST /api/open/v1/payout');
    await expect(row).toContainText('-1008');
    await expect(row).toContainText(orderRef);
    // Times to the second.
    await expect(row.locator('td').first()).toHaveText(/\d{2}:\d{2}:\d{2}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectTableInView(table);
    await shoot(page, 'request-log-en');

    await row.getByRole('button', { name: new RegExp(`Body ${payoutId}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Request body' });
    await expectOverlayInViewport(dialog, { backdrop: true });
    const body = dialog.getByTestId('request-log-body');
    await expect(body).toContainText(`"merchantOrderNo": "${orderRef}"`);
    await expect(body).toContainText('"accessSecret": "***"');
    await expect(dialog).not.toContainText(keys.accessSecret);
    await expect(dialog).toContainText(payoutId);
    await shoot(page, 'request-log-body-en');
  });

  test('the request log fits a phone and reads in Chinese', async ({ page }) => {
    await open(page, token, 'zh', '/homeApi/request-log', 360);
    await expect(page.getByRole('heading', { level: 1, name: '请求日志' })).toBeVisible();
    // A card on a phone, each value under its heading.
    const card = page.getByTestId('request-log-cards').locator(`[data-request-id="${payoutId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('term').filter({ hasText: '请求 ID' })).toBeVisible();
    await expect(card).toContainText(payoutId);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'request-log-zh');
    await open(page, token, 'en', '/homeApi/request-log', 360);
    await expectNoSidewaysScroll(page);
    await shoot(page, 'request-log-en');
    await open(page, token, 'zh', '/homeApi/request-log', 1280);
    await expect(page.getByTestId('request-log-table').locator(`[data-request-id="${payoutId}"]`)).toBeVisible();
    await expectTableInView(page.getByTestId('request-log-table'));
    await shoot(page, 'request-log-zh');
  });

  test('the delivery log finds a notification by its order reference, shows its event status and next retry, and replays the failed ones', async ({ page, request }) => {
    test.setTimeout(90_000);
    // A cash-out from the suspense wallet is a payout: its notification goes to the callback URL,
    // which refuses the connection, so it is retried.
    const cashOutRef = `WH-${run}`;
    await callApi(request, '/user/suspense/recharge', { currencyId: 'KES', amount: '100', fundPassword: DEMO.fundPassword, clientOrderNo: `RC-${run}` }, token);
    await callApi(request, '/user/suspense/cashOut', { currencyId: 'KES', amount: '10', channel: 2, phone: '712345670', fundPassword: DEMO.fundPassword, clientOrderNo: cashOutRef }, token);

    await open(page, token, 'en', '/homeApi/webhooks', 1280);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook deliveries' })).toBeVisible();
    await page.getByLabel('Your order reference').fill(cashOutRef);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: cashOutRef }).first();
    await expect(row).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Event status' })).toBeVisible();
    await expect(row).toContainText(/Processing|Success|Pending/);
    await expect(page.getByRole('columnheader', { name: 'Next retry' })).toBeVisible();
    // Still retrying (the receiver refuses): the next attempt's time, to the second.
    await expect(async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(row).toContainText(/Retrying[\s\S]*\d{2}:\d{2}:\d{2}[\s\S]*\d{2}:\d{2}:\d{2}/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectTableInView(page.getByTestId('webhook-table'));
    await shoot(page, 'webhooks-en');

    await page.getByRole('button', { name: 'Replay all failed since…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replay failed notifications' });
    await expectOverlayInViewport(dialog, { backdrop: true });
    await expect(dialog.getByLabel('Failed notifications created since')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByRole('button', { name: 'Replay' }).click();
    // None has given up yet (that takes three days), so nothing is queued twice.
    await expect(page.getByRole('status').filter({ hasText: 'No failed notifications since then.' })).toBeVisible();
    await expect(dialog).toBeHidden();

    await open(page, token, 'zh', '/homeApi/webhooks', 360);
    await expect(page.getByRole('button', { name: '重新发送此后所有失败通知…' })).toBeVisible();
    await expect(page.getByTestId('webhook-cards').getByRole('term').filter({ hasText: '商户订单号' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, 'webhooks-zh');
    await page.getByRole('button', { name: '重新发送此后所有失败通知…' }).click();
    await expectOverlayInViewport(page.getByRole('dialog', { name: '重新发送失败的通知' }), { backdrop: true });
    await shoot(page, 'webhooks-replay-zh');

    await open(page, token, 'zh', `/homeApi/webhooks?merchantOrderNo=${cashOutRef}`, 1280);
    await expect(page.getByRole('row').filter({ hasText: cashOutRef }).first()).toContainText('重试中');
    await expectTableInView(page.getByTestId('webhook-table'));
    await shoot(page, 'webhooks-zh');
  });
});
