import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Quote } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp } from '../../testing/index.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, walletBalance, type Call } from './test-kit.ts';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t?.close());

describe('parallel sends racing for one wallet', () => {
  it('let exactly as many through as the wallet can fund; the rest get -1013', async () => {
    const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    // Each send takes 5,000.00 + 1,500.00 fee + 270.00 duty = 6,770.00 TZS; the wallet funds 7.
    const each = 677_000n;
    const funds = 7;
    await fundWallet(t.db, user.userId, 0, 'TZS', each * BigInt(funds) + 500_000n);
    const quotes: Quote[] = [];
    for (let i = 0; i < 20; i += 1) {
      quotes.push((await call<Quote>(user, '/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754123450' })).data);
    }
    const replies = await Promise.all(
      quotes.map((quote) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order/psp/create',
          payload: { quoteId: quote.quoteId, clientOrderNo: clientOrderNo('par'), fundPassword: FUND_PASSWORD },
          headers: { authorization: `Bearer ${user.token}` },
        }),
      ),
    );
    const bodies = replies.map((res) => res.json() as { code: number; data: Order | null });
    expect(bodies.filter((b) => b.code === 200)).toHaveLength(funds);
    expect(bodies.filter((b) => b.code === -1013)).toHaveLength(20 - funds);
    expect(bodies.filter((b) => b.code === 200).every((b) => b.data?.status === 1)).toBe(true);
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(500_000n);
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [user.userId]);
    expect(Number(rows[0]!.n)).toBe(funds);
    const report = await verifyLedger(t.db);
    expect(report.fault).toBeUndefined();
  });
});
