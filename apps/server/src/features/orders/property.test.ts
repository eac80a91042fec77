import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Quote } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { operations } from '../../ops/operations.ts';
import { verifyLedger } from '../../domain/ledger/index.ts';
import { caller, clientOrderNo, FUND_PASSWORD, fundWallet, walletBalance, type Call, type Reply } from './test-kit.ts';

let t: TestApp;
let call: Call;
let clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock } });
  call = caller(t);
});
afterAll(() => t?.close());

type Digit = 0 | 6 | 7 | 8 | 9;
type Action =
  | { kind: 'send'; user: 0 | 1; amount: number; digit: Digit }
  | { kind: 'transfer'; user: 0 | 1; amount: number }
  | { kind: 'topup'; user: 0 | 1; amount: number; manual: boolean; digit: Digit }
  | { kind: 'collect'; user: 0 | 1; amount: number; digit: Digit }
  | { kind: 'cancel'; pick: number }
  | { kind: 'operator'; pick: number; pass: boolean }
  | { kind: 'retry'; pick: number }
  | { kind: 'late' };

const user = fc.constantFrom<0 | 1>(0, 1);
const digit = fc.constantFrom<Digit>(0, 6, 7, 8, 9);
// A send to a number ending in 6 is refused at the quote (nobody holds it): sends use the others.
const sendDigit = fc.constantFrom<Digit>(0, 7, 8, 9);
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('send' as const), user, amount: fc.integer({ min: 1_000, max: 60_000 }), digit: sendDigit }),
  fc.record({ kind: fc.constant('transfer' as const), user, amount: fc.integer({ min: 100, max: 30_000 }) }),
  fc.record({ kind: fc.constant('topup' as const), user, amount: fc.integer({ min: 100, max: 5_000 }), manual: fc.boolean(), digit }),
  fc.record({ kind: fc.constant('collect' as const), user, amount: fc.integer({ min: 1_000, max: 50_000 }), digit }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('operator' as const), pick: fc.nat(), pass: fc.boolean() }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
  fc.constant({ kind: 'late' as const }),
);

interface Placed {
  sn: string;
  owner: TestUser;
  url: string;
  body: Record<string, unknown>;
}

const OK_CODES = new Set([200, -1013, -1019, -1059]);

function expectKnown(reply: Reply, what: string): void {
  expect({ what, code: reply.code, msg: reply.msg, known: OK_CODES.has(reply.code) }).toMatchObject({ what, known: true });
}

/**
 * What each wallet must hold according to the orders alone: the opening balance, less every send
 * that took money and was not given back (PENDING or PASS), plus every top-up or collection
 * credited, plus every transfer received.
 */
async function expectedWallet(owner: TestUser, currencyId: string, opening: bigint): Promise<bigint> {
  const { rows } = await t.db.query<{ total: string | null }>(
    `SELECT COALESCE(sum(CASE
        WHEN o.user_id = $1 AND o.kind = 0 AND o.status IN (0, 1) THEN -(o.pay_amount + o.net_fee_amount + o.tax_fee)
        WHEN o.user_id = $1 AND o.kind = -1 AND o.status = 1 THEN o.received_amount
        WHEN o.user_id <> $1 AND o.pay_type = 0 AND o.status = 1 AND o.oppo_account_id = $2 THEN o.pay_amount
        ELSE 0 END), 0) AS total
     FROM orders o WHERE o.currency_id = $3 AND (o.user_id = $1 OR o.oppo_account_id = $2)`,
    [owner.userId, owner.accountNo, currencyId],
  );
  return opening + BigInt(rows[0]?.total ?? '0');
}

async function run(actions: Action[]): Promise<void> {
  const users = [
    await createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock }),
    await createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock }),
  ] as const;
  const opening = 10_000_000n;
  for (const u of users) await fundWallet(t.db, u.userId, 0, 'TZS', opening);
  const placed: Placed[] = [];
  const opsContext = { db: t.db, sandbox: true, reviewer: 'ops-api' as const };

  const place = async (owner: TestUser, url: string, body: Record<string, unknown>, what: string) => {
    const reply = await call<Order>(owner, url, body);
    expectKnown(reply, what);
    if (reply.code === 200) placed.push({ sn: reply.data.sn, owner, url, body });
  };
  const sendVia = async (owner: TestUser, quoteBody: Record<string, unknown>, what: string) => {
    const quote = await call<Quote>(owner, '/order/psp/quote', quoteBody);
    expect({ what, code: quote.code, msg: quote.msg }).toMatchObject({ what, code: 200 });
    await place(owner, '/order/psp/create', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo('p'), fundPassword: FUND_PASSWORD }, what);
  };

  for (const a of actions) {
    switch (a.kind) {
      case 'send':
        await sendVia(users[a.user], { payType: 7, currencyId: 'TZS', amount: String(a.amount), phone: `75412345${a.digit}` }, 'send');
        break;
      case 'transfer':
        await sendVia(users[a.user], { payType: 0, currencyId: 'TZS', amount: String(a.amount), accountNo: users[1 - a.user]!.accountNo }, 'transfer');
        break;
      case 'topup':
        await place(
          users[a.user],
          '/order/recharge/create',
          a.manual
            ? { scope: 0, payType: 503, currencyId: 'TZS', amount: String(10_000 + a.amount * 10), clientOrderNo: clientOrderNo('r') }
            : { scope: 0, payType: 502, currencyId: 'KES', amount: String(a.amount), phone: `71234567${a.digit}`, clientOrderNo: clientOrderNo('r') },
          'topup',
        );
        break;
      case 'collect':
        await place(
          users[a.user],
          '/order/collection/create',
          { scope: 0, payType: 7, currencyId: 'TZS', amount: String(a.amount), phone: `75400011${a.digit}`, clientOrderNo: clientOrderNo('c') },
          'collect',
        );
        break;
      case 'cancel': {
        const target = placed[a.pick % Math.max(placed.length, 1)];
        if (target) expectKnown(await call(target.owner, `/order/cancel/${target.sn}`), 'cancel');
        break;
      }
      case 'operator': {
        const target = placed[a.pick % Math.max(placed.length, 1)];
        if (!target) break;
        const status = (await call<Order>(target.owner, `/order/detail/${target.sn}`)).data.status;
        const decision = a.pass ? { decision: 'pass' as const } : { decision: 'reject' as const, reason: 'Checked by the operator' };
        const attempt =
          status === -2
            ? a.pass
              ? operations['order/approve'].run(opsContext, { sn: target.sn })
              : operations['order/reject'].run(opsContext, { sn: target.sn, reason: 'No deposit found' })
            : operations['order/resolve'].run(opsContext, { sn: target.sn, ...decision });
        const outcome = await attempt.then(
          () => 200,
          (error: { code?: number }) => error.code,
        );
        expect([200, -1019]).toContain(outcome);
        break;
      }
      case 'retry': {
        const target = placed[a.pick % Math.max(placed.length, 1)];
        if (!target) break;
        // The same submission again (a double click, a network retry): refused, never posted twice.
        const reply = await call(target.owner, target.url, target.body);
        expect(reply).toMatchObject({ code: -1059, data: { sn: target.sn } });
        break;
      }
      case 'late':
        clock = new Date(clock.getTime() + 6_000);
        await t.app.money.runDueRailEvents();
        break;
    }
  }
  clock = new Date(clock.getTime() + 6_000);
  await t.app.money.runDueRailEvents();

  const report = await verifyLedger(t.db);
  expect(report.fault).toBeUndefined();
  for (const u of users) {
    for (const currencyId of ['TZS', 'KES']) {
      const actual = await walletBalance(t.db, u.userId, 0, currencyId);
      expect(actual >= 0n).toBe(true);
      expect({ currencyId, actual }).toEqual({ currencyId, actual: await expectedWallet(u, currencyId, currencyId === 'TZS' ? opening : 0n) });
    }
  }
}

describe('random sequences of orders', () => {
  it('keep every balance at or above zero, every posting balanced, the ledger verified and the orders in agreement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 24 }), async (actions) => {
        await run(actions);
      }),
      { numRuns: 25, endOnFailure: true },
    );
  });
});
