import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Order, Receipt } from '@mizani/sdk/contract';
import { companyRecord, createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { uploadId } from '../files/test-files.ts';
import { reviewAuth } from '../kyc/service.ts';
import { caller, FUND_PASSWORD, fundWallet, sendDomestic, type Call } from '../orders/test-kit.ts';
import { maskAccount } from './view.ts';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t?.close());

async function sender(overrides: Parameters<typeof createTestUser>[1] = {}): Promise<TestUser> {
  const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD, ...overrides });
  await fundWallet(t.db, user.userId, 0, 'TZS', 10_000_000n);
  return user;
}

/** 5,000 TZS to an M-Pesa number: the sandbox pays one ending 0 and refuses one ending 6. */
async function send(user: TestUser, phone: string): Promise<Order> {
  const { order } = await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: '5000', phone, remark: 'Rent' });
  expect(order.code).toBe(200);
  return order.data;
}

async function pdfOf(user: TestUser, sn: string, lang?: 'en' | 'zh') {
  return t.app.inject({
    method: 'POST',
    url: `/api/order/receiptPdf/${sn}`,
    payload: lang ? `lang=${lang}` : '',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

describe('receipts of finished orders', () => {
  it('gives the owner of a paid send its receipt: figures, masked parties and the provider number', async () => {
    const user = await sender();
    const order = await send(user, '754123450');
    const reply = await call<Receipt>(user, `/order/receipt/${order.sn}`);
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      sn: order.sn,
      status: 1,
      flow: 'send',
      currencyId: 'TZS',
      amount: '5000.00',
      fee: '1500.00',
      taxFee: '270.00',
      total: '6770.00',
      outcome: 'received',
      outcomeAmount: '5000.00',
      outcomeCurrencyId: 'TZS',
      remark: 'Rent',
      providerReceiptNo: order.externalTxId,
    });
    expect(reply.data.providerReceiptNo).toMatch(/^MPT/);
    expect(reply.data.sender.account).toBe(maskAccount(user.accountNo));
    expect(reply.data.sender.account).not.toContain(user.accountNo.slice(2, 8));
    expect(reply.data.recipient.account).toBe('75***3450');
  });

  it('prints the receipt as a PDF in English and in Chinese, with the order number and the amounts', async () => {
    const user = await sender();
    const order = await send(user, '754123450');
    const english = await pdfOf(user, order.sn, 'en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toContain(`receipt-${order.sn}-en.pdf`);
    expect(english.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The font is subset to the glyphs used, so a receipt stays small though the font is 1.5 MB.
    expect(english.rawPayload.length).toBeLessThan(100_000);
    const englishText = await textOf(english.rawPayload);
    for (const words of [order.sn, 'Receipt', '5,000 TZS', '6,770 TZS', 'Amount received', 'Successful', order.externalTxId!]) expect(englishText).toContain(words);

    const chinese = await pdfOf(user, order.sn, 'zh');
    expect(chinese.statusCode).toBe(200);
    const chineseText = await textOf(chinese.rawPayload);
    for (const words of [order.sn, '交易凭证', '5,000 TZS', '6,770 TZS', '到账金额', '成功', '手续费']) expect(chineseText).toContain(words);
    expect(chineseText).not.toContain('Amount received');
  });

  it('refuses another account the receipt and the PDF as if the order did not exist', async () => {
    const owner = await sender();
    const order = await send(owner, '754123450');
    const stranger = await createTestUser(t.db);
    expect((await call(stranger, `/order/receipt/${order.sn}`)).code).toBe(-1007);
    const pdf = await pdfOf(stranger, order.sn, 'en');
    expect(pdf.headers['content-type']).toContain('application/json');
    expect(pdf.json()).toMatchObject({ code: -1007 });
    expect(pdf.body).not.toContain('%PDF');
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/order/receiptPdf/${order.sn}`, payload: 'lang=en', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(anonymous.body).not.toContain('%PDF');
    expect(anonymous.json()).toMatchObject({ code: -1001 });
  });

  it('lets staff whose role may see orders fetch the receipt, and refuses a role without them (1000)', async () => {
    const owner = await sender();
    const order = await send(owner, '754123450');
    const clerk = await createTestUser(t.db, { parentId: owner.userId, phone: null, permissions: ['PSPOrder'] });
    const stranger = await createTestUser(t.db, { parentId: owner.userId, phone: null, permissions: [] });
    expect((await call<Receipt>(clerk, `/order/receipt/${order.sn}`)).data.sn).toBe(order.sn);
    expect((await pdfOf(clerk, order.sn, 'zh')).headers['content-type']).toBe('application/pdf');
    expect((await call(stranger, `/order/receipt/${order.sn}`)).code).toBe(1000);
    const refused = await pdfOf(stranger, order.sn, 'en');
    expect(refused.json()).toMatchObject({ code: 1000 });
  });

  it('has no receipt while an order is open (-1019); once cancelled, its receipt says the total came back', async () => {
    const user = await sender();
    // A number ending 9 is never answered: the send stays open until the user cancels it.
    const order = await send(user, '754123459');
    expect(order.status).toBe(0);
    expect((await call(user, `/order/receipt/${order.sn}`)).code).toBe(-1019);
    expect((await pdfOf(user, order.sn, 'zh')).json()).toMatchObject({ code: -1019 });

    expect((await call<Order>(user, `/order/cancel/${order.sn}`)).data.status).toBe(3);
    const reply = await call<Receipt>(user, `/order/receipt/${order.sn}`);
    expect(reply.data).toMatchObject({ status: 3, outcome: 'refunded', outcomeAmount: '6770.00', outcomeCurrencyId: 'TZS' });
    const text = await textOf((await pdfOf(user, order.sn)).rawPayload);
    for (const words of ['Cancelled', 'Refunded to your wallet', '6,770 TZS']) expect(text).toContain(words);
    expect(text).not.toContain('Amount received');
  });
});

describe('the company party of a receipt', () => {
  /** A company account without a nickname whose KYB record ('Integrator Ltd') is saved and sent for review. */
  async function companyAwaitingReview(): Promise<TestUser> {
    const company = await sender({ userType: 'company', nickName: '', auditStatus: -1 });
    const saved = await call<{ id: number }>(company, '/user/auth/save', await companyRecord(() => uploadId(t.app, company.token, 'kyb')));
    expect(saved.code).toBe(200);
    expect((await call(company, `/user/startAuth/${saved.data.id}`)).code).toBe(200);
    return company;
  }

  it('names a company without a nickname by its approved KYB company name', async () => {
    const company = await companyAwaitingReview();
    await reviewAuth(t.db, company.accountNo, { approve: true }, { name: 'ops-cli' });
    const order = await send(company, '754123450');
    const reply = await call<Receipt>(company, `/order/receipt/${order.sn}`);
    expect(reply.data.sender).toEqual({ name: 'Integrator Ltd', account: maskAccount(company.accountNo), bankName: null });
    const pdf = await textOf((await pdfOf(company, order.sn, 'en')).rawPayload);
    expect(pdf).toContain('Integrator Ltd');
  });

  it('keeps a nickname the company chose, and takes no name from a rejected record', async () => {
    const named = await sender({ userType: 'company', nickName: 'Integrator Shop' });
    const shop = await call<Receipt>(named, `/order/receipt/${(await send(named, '754123450')).sn}`);
    expect(shop.data.sender.name).toBe('Integrator Shop');

    const rejected = await companyAwaitingReview();
    await reviewAuth(t.db, rejected.accountNo, { approve: false, reason: 'The certificate is unreadable' }, { name: 'ops-cli' });
    // The tiers refuse a rejected account every send; the account is let through here so that the
    // receipt of a company whose name was never checked can be read.
    await t.db.query('UPDATE app_user SET audit_status = 1 WHERE id = $1', [rejected.userId]);
    const reply = await call<Receipt>(rejected, `/order/receipt/${(await send(rejected, '754123450')).sn}`);
    expect(reply.data.sender.name).toBe('');
  });
});

describe('maskAccount', () => {
  it('keeps the first two and last four characters of a long number, the last two of a short one', () => {
    expect(maskAccount('MZ1648131431')).toBe('MZ******1431');
    expect(maskAccount('712345670')).toBe('71***5670');
    expect(maskAccount('12345')).toBe('***45');
    expect(maskAccount(null)).toBeNull();
  });
});
