/**
 * Round trips per money move: a domestic send with the fund password and a merchant payout are
 * held to a number of SQL statements (BEGIN and COMMIT included), counted on the database handle
 * the application uses, so the count cannot creep back up unnoticed. The send pays a sandbox
 * success number, so the rail answers at once and the order is settled in the same request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantOrder, Order } from '@mizani/sdk/contract';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { countStatements, type CountedDb } from '../db/statement-counter.ts';
import { verifyLedger } from '../domain/ledger/index.ts';
import { fundedMerchant, openCall } from '../features/merchant/test-kit.ts';
import { caller, FUND_PASSWORD, fundWallet, sendDomestic, walletBalance } from '../features/orders/test-kit.ts';
import { createTestDb, createTestUser, type TestApp } from '../testing/index.ts';

/**
 * The most statements each request may take, BEGIN and COMMIT included; docs/performance.md lists
 * them. Of these, 2 of the send's and 1 of the payout's are the order's status listeners (the
 * customer's notifications, the merchant's webhook), which run inside the settlement.
 */
const BUDGET = { domesticSend: 9, merchantPayout: 9 };

/** Reference data is read from memory: a move reads none of these tables. */
const REFERENCE_LOOKUP = /^SELECT [^()]*? FROM (currency|country|channel_offer|bank|verification_tier_limit)\b/;

/** What a money move must hold to, whatever its listeners add. */
function expectLean(statements: readonly string[]): void {
  // One transaction: the order, its money, the rail's record and its settlement commit together.
  expect(statements.filter((sql) => sql === 'COMMIT')).toHaveLength(1);
  expect(statements.filter((sql) => REFERENCE_LOOKUP.test(sql))).toEqual([]);
  // The posting: one statement (the database's ledger_write, migration 0021, or ledger_write_final,
  // 0024, when it goes out with the COMMIT) locks its accounts by key, changes their balances and
  // inserts its entries.
  expect(statements.filter((sql) => /\bledger_write(_final)?\(/.test(sql))).toHaveLength(1);
  expect(statements.filter((sql) => sql.startsWith('SELECT id, key FROM ledger_account'))).toEqual([]);
  expect(statements.filter((sql) => /^(UPDATE ledger_account|INSERT INTO ledger_entry)/.test(sql))).toEqual([]);
}

/** The request log is written in batches in the background, not by the move: left out. */
const ownStatements = (statements: readonly string[]) => statements.filter((sql) => !/\brequest_log\b/.test(sql));

let t: TestApp;
let counted: CountedDb;

beforeAll(async () => {
  const { db, close } = await createTestDb();
  counted = countStatements(db);
  const config = { ...loadConfig({}), portalDist: '/nonexistent', developerDist: '/nonexistent' };
  const app = await buildApp({
    db: counted.db,
    config,
    logger: false,
    money: { railScheduler: false },
    fx: { rateWalk: false },
    merchant: { webhookScheduler: false },
  });
  t = {
    app,
    db: counted.db,
    config,
    close: async () => {
      await app.close();
      await close();
    },
  };
});
afterAll(() => t?.close());

/** Runs `fn` and returns what it answered with the statements it sent. */
async function measure<T>(fn: () => Promise<T>): Promise<{ result: T; statements: readonly string[] }> {
  counted.reset();
  const result = await fn();
  return { result, statements: ownStatements(counted.statements) };
}

describe('statements per money move', () => {
  it('a domestic send with the fund password stays within its statement budget and still moves the money right', async () => {
    const user = await createTestUser(t.db, { fundPassword: FUND_PASSWORD });
    await fundWallet(t.db, user.userId, 0, 'TZS', 10_000_000n);
    // Warm-up: the first send fills whatever the server caches.
    await sendDomestic(t, user, { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754123450' });
    const before = await walletBalance(t.db, user.userId, 0, 'TZS');

    const quote = await caller(t)<{ quoteId: string }>(user, '/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754123450' });
    expect(quote.code).toBe(200);
    const { result: order, statements } = await measure(() =>
      caller(t)<Order>(user, '/order/psp/create', { quoteId: quote.data.quoteId, clientOrderNo: `RT${Date.now()}`, fundPassword: FUND_PASSWORD }),
    );
    console.info(`[round-trips] domestic send: ${statements.length} statements\n  ${statements.map((sql) => sql.slice(0, 100)).join('\n  ')}`);
    expect(order.code).toBe(200);
    expect(order.data).toMatchObject({ status: 1, totalAmount: '6770.00' });
    expect(await walletBalance(t.db, user.userId, 0, 'TZS')).toBe(before - 677_000n);
    expectLean(statements);
    // The order is written once, after the rail's immediate answer, already paid and with the
    // quote's use in the same statement; never updated, never read back: the reply is what was written.
    const inserts = statements.filter((sql) => /\bINSERT INTO orders\b/.test(sql));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatch(/^WITH claim AS \(UPDATE order_quote /);
    expect(statements.filter((sql) => /^UPDATE (orders|order_quote)\b/.test(sql))).toEqual([]);
    expect(statements.filter((sql) => sql.startsWith('SELECT o.*'))).toEqual([]);
    // The tier is read with the fund password's state before the transaction, not inside it.
    const tierReads = statements.flatMap((sql, i) => (/\bkyc_record\b/.test(sql) ? [i] : []));
    expect(tierReads).toHaveLength(1);
    expect(tierReads[0]).toBeLessThan(statements.indexOf('BEGIN'));
    expect(statements.length).toBeLessThanOrEqual(BUDGET.domesticSend);
  });

  it('a merchant payout stays within its statement budget and still moves the money right', async () => {
    const m = await fundedMerchant(t);
    const body = (no: string) => ({ merchantOrderNo: no, amount: '100', currencyId: 'KES', channel: 2, phone: '712345670' });
    await openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: body(`W${Date.now()}`) });

    const { result: reply, statements } = await measure(() => openCall<MerchantOrder>(t, m, '/open/v1/payout', { body: body(`P${Date.now()}`) }));
    console.info(`[round-trips] merchant payout: ${statements.length} statements\n  ${statements.map((sql) => sql.slice(0, 100)).join('\n  ')}`);
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ type: 'payout', status: 2, amount: '100.00' });
    expectLean(statements);
    // The merchant's wallet and the house accounts every payout writes stay locked from the posting
    // to the commit: the posting, which records its id on the order, is the last work. On
    // PostgreSQL it goes out with the COMMIT (ledger_write_final), so no round trip to the server
    // comes between them; PGlite, one connection, posts with ledger_write.
    const posting = t.db.kind === 'postgres' ? 'SELECT * FROM ledger_write_final($' : 'SELECT * FROM ledger_write($';
    expect(statements.slice(-2).map((sql) => sql.slice(0, posting.length))).toEqual([posting, 'COMMIT']);
    expect(statements.filter((sql) => /^UPDATE orders SET posting_id\b/.test(sql))).toEqual([]);
    // The rail answers before the order is written, so the order is written once, handed over and
    // paid: neither the hand-over nor the settlement updates it afterwards.
    expect(statements.filter((sql) => sql.startsWith('UPDATE orders'))).toEqual([]);
    // The account's tier comes back with the order's insert, not from a read of its own.
    expect(statements.filter((sql) => sql.startsWith('SELECT u.audit_status'))).toEqual([]);
    // A new order number is not looked up first: its insert finds a reused one.
    expect(statements.filter((sql) => /merchant_order_no = \$2/.test(sql))).toEqual([]);
    // The signed call's nonce is used up inside the payout's transaction, first, and commits with
    // it: the request makes one commit, not one for its nonce besides.
    const nonce = statements.findIndex((sql) => sql.startsWith('WITH n AS ( INSERT INTO api_nonce'));
    expect(nonce).toBe(statements.indexOf('BEGIN') + 1);
    // The merchant's view is not read: the reply and the webhook listener's notification are built
    // from the order row the hand-over returned.
    expect(statements.filter((sql) => sql.startsWith('SELECT m.sn, m.user_id'))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(BUDGET.merchantPayout);

    const report = await verifyLedger(t.db);
    expect(report.ok).toBe(true);
  });
});
