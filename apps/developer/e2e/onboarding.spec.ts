/**
 * Onboarding from the product alone: a newcomer follows the docs' quick start on a sandbox server
 * (started, as the quick start says, with sandbox auto-approve on) from sign-up to a verified
 * payout notification. Codes come from the sandbox outbox the docs and the banner point to, the
 * keys from the credentials dialog, the money from "Fund my sandbox wallet", the requests from the
 * docs' own Node.js samples, and the notification is received on this machine and verified as
 * Standard Webhooks says.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fillTab } from '@mizani/e2e';
import { startServerProcess, type ServerProcess } from '@mizani/server/testing';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { codeSamples } from '../src/features/docs/samples/code.ts';
import { docRequests, type DocRequestId } from '../src/features/docs/samples/requests.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../src/features/docs/samples/webhook-receiver.ts';

const run = promisify(execFile);
const PASSWORD = 'Quick#2026';
// A valid 1x1 PNG and a minimal PDF: the server judges uploads by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

let server: ServerProcess;
let receiver: WebhookReceiver;
let workDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'mizani-quick-start-'));
  [server, receiver] = await Promise.all([
    startServerProcess({ env: { SANDBOX_AUTO_APPROVE: 'true', CODES_PER_IP_PER_HOUR: '100000' } }),
    startWebhookReceiver('/hook'),
  ]);
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The newest code the outbox holds for `to`, read as the quick start says: GET /api/sandbox/outbox?to=… */
async function outboxCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const reply = (await (await fetch(`${server.url}/api/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: { code: string | null }[] };
    const code = reply.data.find((message) => message.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code reached the outbox for ${to}`);
}

/** Runs the docs' Node.js sample of a request with only what the docs say to set, and returns its reply. */
async function runDocSample(id: DocRequestId, keys: { accessKey: string; accessSecret: string }) {
  const file = path.join(workDir, `${id}.mjs`);
  await writeFile(file, codeSamples(docRequests[id]).node);
  const { stdout } = await run(process.execPath, [file], {
    env: { ...process.env, MIZANI_BASE_URL: server.url, MIZANI_ACCESS_KEY: keys.accessKey, MIZANI_ACCESS_SECRET: keys.accessSecret },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as { code: number; msg: string; data: Record<string, unknown> };
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

test('follows the quick start from sign-up to a verified payout notification', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `quick.${Date.now().toString(36)}@example.co.ke`;

  // The docs' quick start names the steps.
  await page.goto(`${server.url}/homeApi/docs/quick-start`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Quick start' })).toBeVisible();
  for (const step of ['Sign up', 'Verify your company (KYB)', 'Apply for API access', 'Take your keys', 'Fund your sandbox wallet', 'Receive the status notification']) {
    await expect(article.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(article.getByText('SANDBOX_AUTO_APPROVE=true')).toBeVisible();

  // 1. Sign up in the portal; the code is in the sandbox outbox.
  await article.getByRole('link', { name: '/register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Mizani Pay account' })).toBeVisible();
  await fillTab(page, 'Email', [['Email address', email]]);
  await page.getByRole('button', { name: 'Send code' }).click();
  await field(page, 'Verification code').fill(await outboxCode(email));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await fillTab(page, 'Email', [
    ['Email address', email],
    ['Password', PASSWORD],
  ]);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);

  // The banner says this is the sandbox and links the outbox of the user's own email.
  const banner = page.getByTestId('sandbox-banner');
  await expect(banner).toContainText('Sandbox: no real money moves.');
  const outboxLink = banner.getByRole('link', { name: `Messages to ${email}` });
  const href = await outboxLink.getAttribute('href');
  expect(href).toBe(`/api/sandbox/outbox?to=${encodeURIComponent(email)}`);
  const mine = (await (await fetch(`${server.url}${href}`)).json()) as { data: { to: string }[] };
  expect(mine.data.length).toBeGreaterThan(0);
  expect(mine.data.every((message) => message.to === email)).toBe(true);

  // 2. Verify the company (KYB): approved at once with sandbox auto-approve on.
  await page.goto(`${server.url}/home/kyc`);
  await page.getByText('A company (KYB)').click();
  await page.getByLabel(/^Company name/).fill('Quick Start Traders Ltd');
  await page.getByLabel(/^Trading name/).fill('Quick Start');
  await page.getByLabel(/^Company phone/).fill('+254 712 000 333');
  await page.getByLabel(/^Company email/).fill(email);
  await page.getByLabel(/^Company address/).fill('Moi Avenue, Nairobi');
  await page.getByLabel(/^Industry/).selectOption({ label: 'General Trading' });
  await page.getByLabel(/^Annual volume/).selectOption({ label: '$100K to $249.9K' });
  await page.getByRole('group', { name: /Countries you receive money from/ }).getByText('Kenya').click();
  await page.getByRole('group', { name: /Countries you send money to/ }).getByText('Tanzania').click();
  const documents: [string, string, { name: string; mimeType: string; buffer: Buffer }][] = [
    ['incorporationCertificate', 'Certificate of incorporation', { name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: PDF }],
    ['memorandum', 'Memorandum and articles of association', png('memorandum.png')],
    ['taxPinCertificate', 'Tax PIN certificate', png('pin.png')],
    ['proofOfAddress', 'Proof of address', png('address.png')],
  ];
  for (const [name, label, file] of documents) {
    await page.getByLabel(new RegExp(`^${label}`)).setInputFiles(file);
    await expect(page.getByTestId(`file-${name}`).getByTestId('uploaded')).toBeVisible();
  }
  const submitted = page.waitForResponse((response) => response.url().includes('/api/user/startAuth/'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  expect(((await (await submitted).json()) as { code: number }).code).toBe(200);
  await page.goto(`${server.url}/home/dashboard`);
  await expect(page.getByRole('region', { name: 'Identity verification' }).getByText('Approved', { exact: true })).toBeVisible();

  // 3. Apply for API access in the console: approved at once, and the console says so.
  await page.goto(`${server.url}/homeApi/account`);
  await expect(page.getByTestId('sandbox-banner')).toContainText(`Messages to ${email}`);
  await page.getByRole('link', { name: 'Apply for API access' }).click();
  await page.getByLabel('Company name').fill('Quick Start Traders Ltd');
  await page.getByLabel('Contact person').fill('Achieng Otieno');
  await page.getByLabel('Contact email').fill(email);
  await page.getByLabel('Contact phone').fill('712000333');
  await page.getByLabel('Callback URL').fill(receiver.url);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application submitted and approved.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/homeApi\/account$/);

  // 4. Take the keys from the credentials dialog.
  await page.getByRole('banner').getByRole('button', { name: 'API credentials' }).click();
  const dialog = page.getByRole('dialog', { name: 'API credentials' });
  // Each secret is hidden until shown; a shown one's button then says Hide.
  const show = dialog.getByRole('button', { name: 'Show', exact: true });
  await expect(show.first()).toBeVisible();
  while ((await show.count()) > 0) await show.first().click();
  const credential = async (label: string) => (await dialog.getByLabel(label, { exact: true }).textContent())?.trim() ?? '';
  const keys = { accessKey: await credential('Access key'), accessSecret: await credential('Access secret') };
  const webhookSecret = await credential('Webhook secret');
  expect(keys.accessKey).toMatch(/^ak_/);
  expect(webhookSecret).toMatch(/^whsec_/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // 5. Fund the sandbox wallet: one press adds KES 10,000.00 through the ledger.
  const funded = page.waitForResponse((response) => response.url().endsWith('/api/sandbox/suspense/fund'));
  await page.getByRole('button', { name: 'Fund my sandbox wallet (KES)' }).click();
  expect(await (await funded).json()).toMatchObject({ code: 200, data: { currencyId: 'KES', amount: '10000.00', available: '10000.00' } });
  await expect(page.getByText('10,000 added to your KES suspense wallet. Available now: 10,000.')).toBeVisible();
  const balance = await runDocSample('balance', keys);
  expect(balance.data.balances).toContainEqual({ currencyId: 'KES', available: '10000.00', pending: '0.00' });

  // 6. Ask what the payout costs, then pay out with the docs' samples.
  const quote = await runDocSample('payoutQuote', keys);
  expect(quote).toMatchObject({ code: 200, data: { amount: '150.00', fee: '36.00', total: '186.00' } });
  const payout = await runDocSample('payout', keys);
  expect(payout, JSON.stringify(payout)).toMatchObject({ code: 200, data: { merchantOrderNo: 'PAY-2026-0001', fee: '36.00' } });

  // 7. The notification of the paid payout arrives on the callback URL and verifies.
  const { deliveries } = receiver;
  await expect.poll(() => deliveries.some((d) => (JSON.parse(d.body) as { data: { status: number } }).data.status === 2), { timeout: 30_000 }).toBe(true);
  const paid = deliveries.find((d) => (JSON.parse(d.body) as { data: { status: number } }).data.status === 2)!;
  const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(paid.headers[name])]));
  const event = new Webhook(webhookSecret).verify(paid.body, headers) as { type: string; data: Record<string, unknown> };
  expect(event.type).toBe('order.status_changed');
  expect(event.data).toMatchObject({ orderNo: payout.data.orderNo, status: 2, fee: '36.00', remark: 'Refund 2026-0001' });
  expect(String(event.data.receipt)).toMatch(/^MPK/);
  expect(() => new Webhook(webhookSecret).verify(paid.body.replace('"status":2', '"status":3'), headers)).toThrow();
});
