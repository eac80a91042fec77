/** The balance call lists the suspense wallets the merchant API can use, and never hides money. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SuspenseBalances } from '@mizani/sdk/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { approvedMerchant, openCall } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('lists only currencies with a domestic payout or collection channel, plus any wallet that holds a record', async () => {
  const m = await approvedMerchant(t);
  const reply = await openCall<SuspenseBalances>(t, m, '/open/v1/balance');
  expect(reply.code).toBe(200);
  expect(reply.data.balances.map((b) => b.currencyId)).toEqual(['KES', 'TZS']);

  // A suspense wallet in a currency without such a channel stays listed while it exists.
  await t.db.query(`INSERT INTO ledger_account (key, kind, owner_id, currency_id) VALUES ($1, 'suspense', $2, 'USD')`, [`suspense:${m.user.userId}:USD:test`, m.user.userId]);
  const again = await openCall<SuspenseBalances>(t, m, '/open/v1/balance');
  expect(again.data.balances.map((b) => b.currencyId)).toEqual(['KES', 'TZS', 'USD']);
});
