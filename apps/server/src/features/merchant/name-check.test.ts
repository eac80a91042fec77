/** The merchant API's name check: signed, the same answers as the portal's, and its own hourly limit. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenAccountLookup } from '@mizani/sdk/contract';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { NAME_CHECK_LIMITS, sandboxRegisteredName } from '../../domain/rails/index.ts';
import { approvedMerchant, openCall } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LOOKUP = '/open/v1/account/lookup';

it('answers the registered name of a wallet number and of a bank account to a signed call', async () => {
  const m = await approvedMerchant(t);
  expect(await openCall<OpenAccountLookup>(t, m, LOOKUP, { body: { channel: 2, currencyId: 'KES', phone: '712345670' } })).toEqual({
    code: 200,
    msg: 'success',
    data: { name: sandboxRegisteredName('712345670') },
  });
  const bank = await openCall<OpenAccountLookup>(t, m, LOOKUP, { body: { channel: 101, currencyId: 'KES', accountNo: '2001234560' } });
  expect(bank.data).toEqual({ name: sandboxRegisteredName('2001234560') });
});

it('refuses an unsigned or wrongly signed call before looking anything up', async () => {
  const m = await approvedMerchant(t);
  const body = { channel: 2, currencyId: 'KES', phone: '712345670' };
  expect((await openCall(t, m, LOOKUP, { body, accessKey: null })).code).toBe(-1100);
  expect((await openCall(t, m, LOOKUP, { body, signature: '0'.repeat(64) })).code).toBe(-1101);
  const plain = await t.app.inject({ method: 'POST', url: `/api${LOOKUP}`, payload: body });
  expect(plain.json()).toMatchObject({ code: -1100 });
  const { rows } = await t.db.query('SELECT 1 FROM name_lookup WHERE owner_id = $1', [m.user.userId]);
  expect(rows).toHaveLength(0);
});

it('says "no such account" (-1043) for a number ending in 6, and names a bad field (-1008)', async () => {
  const m = await approvedMerchant(t);
  expect(await openCall(t, m, LOOKUP, { body: { channel: 2, currencyId: 'KES', phone: '712345676' } })).toMatchObject({ code: -1043 });
  expect(await openCall(t, m, LOOKUP, { body: { channel: 2, currencyId: 'KES', phone: '99' } })).toMatchObject({ code: -1008, data: { field: 'phone', rule: 'format' } });
  expect(await openCall(t, m, LOOKUP, { body: { channel: 101, currencyId: 'KES' } })).toMatchObject({ code: -1008, data: { field: 'accountNo', rule: 'required' } });
});

it("allows a merchant more different numbers an hour than a person, and no more", async () => {
  const m = await approvedMerchant(t);
  const now = t.app.identity.now();
  // The merchant's earlier look-ups this hour, all but one place of its limit.
  const limit = NAME_CHECK_LIMITS.merchant;
  expect(limit).toBeGreaterThan(NAME_CHECK_LIMITS.portal);
  for (let i = 0; i < limit - 1; i += 1) {
    await t.db.query('INSERT INTO name_lookup (owner_id, destination, looked_up_at) VALUES ($1, $2, $3)', [m.user.userId, `phone:7000${i}`, now]);
  }
  expect((await openCall(t, m, LOOKUP, { body: { channel: 2, currencyId: 'KES', phone: '712345670' } })).code).toBe(200);
  expect((await openCall(t, m, LOOKUP, { body: { channel: 2, currencyId: 'KES', phone: '712345671' } })).code).toBe(-1044);
});
