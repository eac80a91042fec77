import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FxConvertResult, FxQuote } from '@mizani/sdk/contract';
import { fromMinorUnits } from '@mizani/sdk/format';
import { operations } from '../../ops/operations.ts';
import { createTestApp, createTestUser, type TestApp } from '../../testing/index.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { convertDown, convertUpInverse, rateText } from '../../domain/orders/index.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, type Call } from '../orders/test-kit.ts';
import { conversionAmounts, conversionLegs } from './convert.ts';

let t: TestApp;
let call: Call;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t?.close());

const CURRENCIES = [
  { id: 'KES', scale: 2 },
  { id: 'TZS', scale: 2 },
  { id: 'UGX', scale: 0 },
  { id: 'USD', scale: 2 },
  { id: 'CNY', scale: 2 },
] as const;

/** A rate between 0.00000001 and 99999.99999999, as 10^-8 units. */
const rateArb = fc.bigInt({ min: 1n, max: 9_999_999_999_999n });
const currencyPair = fc
  .tuple(fc.constantFrom(...CURRENCIES), fc.constantFrom(...CURRENCIES))
  .filter(([a, b]) => a.id !== b.id);

describe('conversion arithmetic', () => {
  it('never gives the user more than the exact value of what the house received', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), rateArb, currencyPair, fc.constantFrom('from' as const, 'to' as const), (amount, rate, [from, to], side) => {
        const { fromAmount, toAmount } = conversionAmounts(amount, side, rate, from, to);
        // toAmount / 10^to.scale <= fromAmount / 10^from.scale * rate / 10^8, in integers.
        const given = toAmount * 10n ** 8n * 10n ** BigInt(from.scale);
        const worth = fromAmount * rate * 10n ** BigInt(to.scale);
        expect(given <= worth).toBe(true);
        // ...and the rounding keeps less than one minor unit on the house's side.
        if (side === 'from') expect(convertDown(fromAmount, rate, from, to)).toBe(toAmount);
        else expect(convertUpInverse(toAmount, rate, from, to)).toBe(fromAmount);
        const legs = conversionLegs(7, { from, to, fromScope: 0, toScope: 1, fromAmount, toAmount, rate, fee: 0n, fixedSide: side });
        for (const currency of [from.id, to.id]) {
          const sum = legs.filter((leg) => leg.spec.currencyId === currency).reduce((total, leg) => total + leg.amountMinor, 0n);
          expect(sum).toBe(0n);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

/** Every account's balance of a currency added up: what the ledger holds in it, which no conversion may change. */
async function totalsPerCurrency(): Promise<Map<string, bigint>> {
  const { rows } = await t.db.query<{ currency_id: string; total: string }>('SELECT currency_id, sum(balance) AS total FROM ledger_account GROUP BY currency_id');
  return new Map(rows.map((r) => [r.currency_id, BigInt(r.total)]));
}

async function userAndHouse(userId: number): Promise<Map<string, bigint>> {
  const { rows } = await t.db.query<{ currency_id: string; total: string }>(
    `SELECT currency_id, sum(balance) AS total FROM ledger_account
     WHERE (kind = 'wallet' AND owner_id = $1) OR kind IN ('fx_liquidity', 'fee_income') GROUP BY currency_id`,
    [userId],
  );
  return new Map(rows.map((r) => [r.currency_id, BigInt(r.total)]));
}

describe('conversions through the server', () => {
  it('balance per currency, create or lose no minor unit, and keep the ledger clean, for random amounts and rates', async () => {
    const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    for (const c of CURRENCIES) {
      await fundWallet(t.db, user.userId, 0, c.id, 10n ** 12n);
      await fundWallet(t.db, user.userId, 1, c.id, 10n ** 12n);
    }
    let made = 0;
    await fc.assert(
      fc.asyncProperty(
        currencyPair,
        rateArb,
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.constantFrom('from' as const, 'to' as const),
        fc.constantFrom<0 | 1>(0, 1),
        fc.constantFrom<0 | 1>(0, 1),
        async ([from, to], rate, amountMinor, fixedSide, fromScope, toScope) => {
          await operations['fx/set-rate'].run({ db: t.db, sandbox: true, reviewer: 'ops-cli' }, { from: from.id, to: to.id, rate: rateText(rate) });
          const text = fromMinorUnits(BigInt(amountMinor), fixedSide === 'from' ? from.scale : to.scale);
          const before = await userAndHouse(user.userId);
          const totals = await totalsPerCurrency();
          const quote = await call<FxQuote>(user, '/fx/quote', { fromScope, fromCurrency: from.id, toScope, toCurrency: to.id, amount: text, fixedSide });
          // Too small to buy one minor unit, or more than one conversion may move: refused before anything moves.
          if (quote.code === -1008) return;
          expect(quote.code).toBe(200);
          const converted = await call<FxConvertResult>(user, '/fx/convert', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('p'), fundPassword: FUND_PASSWORD });
          expect([200, -1013, -1014]).toContain(converted.code);
          const after = await userAndHouse(user.userId);
          for (const c of CURRENCIES) expect(after.get(c.id) ?? 0n).toBe(before.get(c.id) ?? 0n);
          expect(await totalsPerCurrency()).toEqual(totals);
          if (converted.code === 200) {
            made += 1;
            const { rows } = await t.db.query<{ currency_id: string; total: string }>(
              `SELECT e.currency_id, sum(e.amount) AS total FROM ledger_entry e JOIN ledger_posting p ON p.id = e.posting_id
               WHERE p.order_sn = $1 GROUP BY e.currency_id`,
              [converted.data.conversion.sn],
            );
            expect(rows).toHaveLength(2);
            for (const row of rows) expect(row.total).toBe('0');
          }
        },
      ),
      { numRuns: 60 },
    );
    // The property must have been exercised, not only refused.
    expect(made).toBeGreaterThan(10);
    const report = await verifyLedger(t.db);
    expect(report.ok).toBe(true);
  });
});
