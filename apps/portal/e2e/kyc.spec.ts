import { expect, seriousA11yViolations, test } from '@mizani/e2e';
import type { Page } from '@playwright/test';
import { registerFreshAccount, startSession } from './support/home-accounts.ts';
import { runOps } from './support/ops.ts';

// A valid 1x1 PNG: the server judges uploads by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Chooses a file for the document field named `label` and waits until it is uploaded. */
async function upload(page: Page, field: string, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(new RegExp(`^${label}`)).setInputFiles(file);
  await expect(page.getByTestId(`file-${field}`).getByTestId('uploaded')).toBeVisible();
}

async function verificationBadge(page: Page) {
  return page.getByRole('region', { name: 'Identity verification' });
}

test.describe('identity verification', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('KYC: submit, awaiting review, the operator approves, the dashboard shows approved', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/dashboard');
    await expect((await verificationBadge(page)).getByText('Pending (not applied)')).toBeVisible();
    await (await verificationBadge(page)).getByRole('link', { name: 'Verify now' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'KYC/KYB' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'An individual (KYC)' })).toBeChecked();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Upload this document')).toHaveCount(3);

    await upload(page, 'idFront', 'ID front', png('id-front.png'));
    await upload(page, 'idBack', 'ID back', png('id-back.png'));
    await upload(page, 'livePhoto', 'Live photo', png('selfie.png'));
    await page.getByLabel(/^Validity date/).fill('2031-06-30');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Verification submitted for review')).toBeVisible();
    await expect(page.getByText('Awaiting review', { exact: true })).toBeVisible();
    // The documents are read back through short-lived links.
    const front = page.getByRole('img', { name: 'Preview of ID front' });
    await expect(front).toBeVisible();
    await expect.poll(() => front.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/home/dashboard');
    await expect((await verificationBadge(page)).getByText('Pending approval')).toBeVisible();

    expect(runOps('kyc:approve', account.accountNo)).toContain(`Approved the KYC of ${account.accountNo}`);
    await page.reload();
    await expect((await verificationBadge(page)).getByText('Approved', { exact: true })).toBeVisible();
    await page.goto('/home/kyc-auth');
    await expect(page.getByText('Nothing: your account is verified.')).toBeVisible();
    await page.goto('/home/kyc');
    await expect(page.getByText('Your identity is verified.')).toBeVisible();
  });

  test('KYB: rejected with a reason, corrected and submitted again', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/kyc');
    await page.getByText('A company (KYB)').click();

    await page.getByLabel(/^Company name/).fill('Kilima Traders Ltd');
    await page.getByLabel(/^Trading name/).fill('Kilima');
    await page.getByLabel(/^Company phone/).fill('+255 754 321 000');
    await page.getByLabel(/^Company email/).fill('finance@kilima.co.tz');
    await page.getByLabel(/^Company address/).fill('Plot 12, Nyerere Road, Dar es Salaam');
    await page.getByLabel(/^Industry/).selectOption({ label: 'General Trading' });
    await page.getByLabel(/^Annual volume/).selectOption({ label: '$100K to $249.9K' });
    await page.getByRole('group', { name: /Countries you receive money from/ }).getByText('Kenya').click();
    await page.getByRole('group', { name: /Countries you send money to/ }).getByText('China').click();
    await upload(page, 'incorporationCertificate', 'Certificate of incorporation', { name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload(page, 'memorandum', 'Memorandum and articles of association', png('memorandum.png'));
    await upload(page, 'taxPinCertificate', 'Tax PIN certificate', png('pin.png'));
    await upload(page, 'proofOfAddress', 'Proof of address', png('address.png'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Awaiting review', { exact: true })).toBeVisible();
    await expect(page.getByText('Kenya', { exact: true })).toBeVisible();
    await expect(page.getByText('General Trading')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open document' })).toBeVisible();

    runOps('kyc:reject', account.accountNo, '--reason', 'The memorandum is not signed');
    await page.goto('/home/dashboard');
    const verification = await verificationBadge(page);
    await expect(verification.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(verification.getByText('Reason: The memorandum is not signed')).toBeVisible();
    await verification.getByRole('link', { name: 'Verify again' }).click();

    await expect(page.getByTestId('kyc-rejected').getByText('Reason: The memorandum is not signed')).toBeVisible();
    await expect(page.getByLabel(/^Company name/)).toHaveValue('Kilima Traders Ltd');
    await upload(page, 'memorandum', 'Memorandum and articles of association', png('memorandum-signed.png'));
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Verification submitted for review')).toBeVisible();
    await expect(page.getByText('Awaiting review', { exact: true })).toBeVisible();
  });

  test('a large photo is made smaller on the device before it is sent', async ({ page, request }) => {
    test.setTimeout(90_000);
    const account = await registerFreshAccount(request);
    await startSession(page, account.token);
    await page.goto('/home/kyc');
    await expect(page.getByRole('radio', { name: 'An individual (KYC)' })).toBeChecked();
    // A grainy 2000x1500 picture: megabytes as PNG, like a phone camera's.
    const big = Buffer.from(
      await page.evaluate(async () => {
        const canvas = new OffscreenCanvas(2000, 1500);
        const context = canvas.getContext('2d')!;
        const pixels = context.createImageData(2000, 1500);
        let seed = 42;
        for (let i = 0; i < pixels.data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          pixels.data[i] = seed & 0xff;
          pixels.data[i + 1] = (seed >> 8) & 0xff;
          pixels.data[i + 2] = (seed >> 16) & 0xff;
          pixels.data[i + 3] = 255;
        }
        context.putImageData(pixels, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const dataUrl = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsDataURL(blob);
        });
        return dataUrl.slice(dataUrl.indexOf(',') + 1);
      }),
      'base64',
    );
    expect(big.length).toBeGreaterThan(300 * 1024);
    const replied = page.waitForResponse((response) => response.url().endsWith('/api/user/file/upload'));
    await upload(page, 'idFront', 'ID front', { name: 'camera.png', mimeType: 'image/png', buffer: big });
    const { data } = (await (await replied).json()) as { data: { fileId: string } };

    // What the server holds is what the device sent: a JPEG, far smaller than the photo chosen.
    const link = await request.get(`/api/user/getTempUrl?filePath=${encodeURIComponent(data.fileId)}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    const { url } = ((await link.json()) as { data: { url: string } }).data;
    const stored = await request.get(url);
    expect(stored.headers()['content-type']).toBe('image/jpeg');
    expect((await stored.body()).length).toBeLessThan(big.length / 2);
    const preview = page.getByRole('img', { name: 'Preview of ID front' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  });
});

test.describe('identity verification on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the form fits 360 px, in Chinese too', async ({ page, request }) => {
    const account = await registerFreshAccount(request);
    await startSession(page, account.token, 'zh');
    await page.goto('/home/kyc');
    await expect(page.getByRole('radio', { name: '个人（KYC）' })).toBeChecked();
    await page.getByText('企业（KYB）').click();
    await expect(page.getByLabel(/^公司名称/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('请至少选择一个国家')).toHaveCount(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
