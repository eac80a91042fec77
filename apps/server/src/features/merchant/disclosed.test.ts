/**
 * What the merchant API discloses and gives a sandbox merchant: the fee and limits table, the bank
 * list and the payout quote (each agreeing with what an order is then charged), the sandbox
 * wallet funding, and what a notification tells about an order (receipt, remark, bank details).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_FUNDING, type MerchantOrder, type OpenBanks, type OpenFees, type OpenPayoutQuote, type SandboxFundResult, type WebhookEvent } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp } from '../../testing/index.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { caller, clientOrderNo, type Reply } from '../orders/test-kit.ts';
import { approvedMerchant, openCall, recordingTransport, type Merchant } from './test-kit.ts';

const transport = recordingTransport();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ merchant: { transport } });
});
afterAll(async () => {
  await t?.close();
});

const unsigned = async <T>(url: string): Promise<Reply<T>> => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json() as Reply<T>;
const requestId = () => `press-${Math.random().toString(36).slice(2)}-${Date.now()}`;
/** An approved merchant that is a verified company (KYB), as the API's payouts ask. */
async function merchant(): Promise<Merchant> {
  const m = await approvedMerchant(t);
  await t.db.query(`UPDATE app_user SET user_type = 'company', audit_status = 1 WHERE id = $1`, [m.user.userId]);
  return m;
}
const fund = (m: Merchant, currencyId = 'KES', id = requestId()) =>
  caller(t)<SandboxFundResult>(m.user, '/sandbox/suspense/fund', { currencyId, requestId: id });

describe('fees and limits', () => {
  it('lists every offered pay-in and payout with its limits, fee rule and the duty on the fee, without a signature', async () => {
    const reply = await unsigned<OpenFees>('/open/v1/fees');
    expect(reply.code).toBe(200);
    const row = (type: string, channel: number, currencyId: string) => reply.data.fees.find((f) => f.type === type && f.channel === channel && f.currencyId === currencyId);
    expect(row('payout', 2, 'KES')).toEqual({
      type: 'payout',
      channel: 2,
      currencyId: 'KES',
      minAmount: '10.00',
      maxAmount: '250000.00',
      fixedFee: '30.00',
      feeRate: '0',
      taxRate: '0.2',
    });
    expect(row('payout', 101, 'KES')).toMatchObject({ fixedFee: '50.00', taxRate: '0.2' });
    expect(row('payout', 7, 'TZS')).toMatchObject({ minAmount: '1000.00', fixedFee: '1500.00', taxRate: '0.18' });
    expect(row('payin', 502, 'KES')).toMatchObject({ fixedFee: '0.00', feeRate: '0.01', taxRate: '0.2' });
    // Channels the API cannot use in a currency are not listed.
    expect(row('payout', 7, 'KES')).toBeUndefined();
    expect(reply.data.fees.every((f) => f.currencyId === 'KES' || f.currencyId === 'TZS')).toBe(true);
  });

  it('quotes a payout with the fee the order is then charged', async () => {
    const m = await merchant();
    await fund(m);
    const quote = await openCall<OpenPayoutQuote>(t, m, '/open/v1/payout/quote', { body: { amount: '150.00', currencyId: 'KES', channel: 2 } });
    expect(quote).toMatchObject({ code: 200, data: { amount: '150.00', fee: '36.00', total: '186.00', currencyId: 'KES', channel: 2 } });
    const order = await openCall<MerchantOrder>(t, m, '/open/v1/payout', {
      body: { merchantOrderNo: clientOrderNo('Q'), amount: '150.00', currencyId: 'KES', channel: 2, phone: '712345670' },
    });
    expect(order, JSON.stringify(order)).toMatchObject({ code: 200 });
    expect(order.data.fee).toBe(quote.data.fee);
    // 1 % plus 18 % VAT on it, rounded up: TZS 1,000 costs TZS 1,770.
    const tz = await openCall<OpenPayoutQuote>(t, m, '/open/v1/payout/quote', { body: { amount: '1000', currencyId: 'TZS', channel: 7 } });
    expect(tz.data).toMatchObject({ fee: '1770.00', total: '2770.00' });
  });

  it('refuses a quote outside the limits or without a signature', async () => {
    const m = await merchant();
    const low = await openCall(t, m, '/open/v1/payout/quote', { body: { amount: '5', currencyId: 'KES', channel: 2 } });
    expect(low.code).toBe(-1008);
    expect(low.msg).toContain('minimum of 10.00 KES');
    const res = await t.app.inject({ method: 'POST', url: '/api/open/v1/payout/quote', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.json().code).toBe(-1100);
  });

  it('lists the banks a bank payout reaches, by currency', async () => {
    const kes = await unsigned<OpenBanks>('/open/v1/banks?currencyId=KES');
    expect(kes.data.banks).toContainEqual({ bankCode: '01', bankName: 'KCB Bank Kenya', swiftCode: 'KCBLKENX', currencyId: 'KES' });
    expect(kes.data.banks.every((b) => b.currencyId === 'KES')).toBe(true);
    const all = await unsigned<OpenBanks>('/open/v1/banks');
    expect(all.data.banks.some((b) => b.currencyId === 'TZS' && b.bankCode === '003')).toBe(true);
    expect((await unsigned<OpenBanks>('/open/v1/banks?currencyId=USD')).data.banks).toEqual([]);
    expect((await unsigned('/open/v1/banks?currencyId=kes')).code).toBe(-1008);
  });
});

describe('sandbox wallet funding', () => {
  it('needs approved API access', async () => {
    const user = await createTestUser(t.db);
    expect((await caller(t)(user, '/sandbox/suspense/fund', { currencyId: 'KES', requestId: requestId() })).code).toBe(-1105);
  });

  it('credits the suspense wallet once per press, through a balanced posting, up to a ceiling', async () => {
    const m = await merchant();
    const press = requestId();
    const first = await fund(m, 'KES', press);
    expect(first).toMatchObject({ code: 200, data: { currencyId: 'KES', amount: '10000.00', available: '10000.00' } });
    // The same press again (a retry, a double click) adds nothing.
    expect((await fund(m, 'KES', press)).data.available).toBe('10000.00');

    const presses = Number(SANDBOX_FUNDING.KES!.ceiling) / Number(SANDBOX_FUNDING.KES!.amount);
    for (let i = 1; i < presses; i++) expect((await fund(m)).code).toBe(200);
    const refused = await fund(m);
    expect(refused.code).toBe(-1110);
    const balance = await openCall<{ balances: { currencyId: string; available: string }[] }>(t, m, '/open/v1/balance');
    expect(balance.data.balances.find((b) => b.currencyId === 'KES')?.available).toBe('100000.00');
    // A press that went through still answers as it did.
    expect((await fund(m, 'KES', press)).code).toBe(200);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('funds only the currencies the API pays out in', async () => {
    const m = await merchant();
    expect(await fund(m, 'USD')).toMatchObject({ code: -1008, data: { field: 'currencyId', rule: 'choice' } });
    expect((await fund(m, 'TZS')).data).toMatchObject({ currencyId: 'TZS', amount: '500000.00' });
  });

  it('does not exist outside sandbox mode', async () => {
    const live = await createTestApp({ config: { sandbox: false } });
    try {
      const user = await createTestUser(live.db);
      const reply = await caller(live)(user, '/sandbox/suspense/fund', { currencyId: 'KES', requestId: requestId() });
      expect(reply.code).toBe(404);
    } finally {
      await live.close();
    }
  });
});

describe('what an order and its notification tell', () => {
  it("carries the provider's receipt once paid, the merchant's remark, and a bank payout's bank details", async () => {
    const m = await merchant();
    await fund(m);
    transport.sent.length = 0;
    const mpesa = await openCall<MerchantOrder>(t, m, '/open/v1/payout', {
      body: { merchantOrderNo: clientOrderNo('R'), amount: '150.00', currencyId: 'KES', channel: 2, phone: '712345670', remark: 'Refund 77' },
    });
    expect(mpesa.data).toMatchObject({ status: 2, remark: 'Refund 77', bankCode: null, bankName: null, accountName: null });
    expect(mpesa.data.receipt).toMatch(/^MPK[A-Z2-9]{10}$/);

    const bank = await openCall<MerchantOrder>(t, m, '/open/v1/payout', {
      body: { merchantOrderNo: clientOrderNo('B'), amount: '500', currencyId: 'KES', channel: 101, bankCode: '68', accountNo: '0123456780', accountName: 'Amani Traders' },
    });
    expect(bank.data).toMatchObject({ accountNo: '0123456780', bankCode: '68', bankName: 'Equity Bank Kenya', accountName: 'Amani Traders', remark: null });

    await t.app.merchant.runDueWebhooks(new Date(Date.now() + 60_000));
    const events = transport.sent.map((request) => JSON.parse(request.body) as WebhookEvent);
    const paid = events.find((e) => e.data.orderNo === mpesa.data.orderNo && e.data.status === 2);
    expect(paid?.data).toMatchObject({ receipt: mpesa.data.receipt, remark: 'Refund 77' });
    const toBank = events.find((e) => e.data.orderNo === bank.data.orderNo);
    expect(toBank?.data).toMatchObject({ bankCode: '68', bankName: 'Equity Bank Kenya', accountName: 'Amani Traders' });
  });

  it('keeps no receipt on an order that has not been paid', async () => {
    const m = await merchant();
    await fund(m);
    // The sandbox number ending in 6 fails at once.
    const failed = await openCall<MerchantOrder>(t, m, '/open/v1/payout', {
      body: { merchantOrderNo: clientOrderNo('F'), amount: '150.00', currencyId: 'KES', channel: 2, phone: '712345676' },
    });
    expect(failed.data).toMatchObject({ status: 3, receipt: null });
  });
});
