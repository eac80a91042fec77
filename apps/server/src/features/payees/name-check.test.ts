import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payee, PayeeLookup, Quote } from '@mizani/sdk/contract';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../testing/index.ts';
import { NAME_CHECK_LIMITS, sandboxRegisteredName } from '../../domain/rails/index.ts';
import { addPayee, caller, clientOrderNo, FUND_PASSWORD, fundWallet, walletBalance, type Call } from '../orders/test-kit.ts';

let t: TestApp;
let call: Call;
let clock = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ identity: { now: () => clock } });
  call = caller(t);
});
afterAll(() => t?.close());

const user = () => createTestUser(t.db, { fundPassword: FUND_PASSWORD, now: clock });
const lookup = (who: TestUser, body: object) => call<PayeeLookup>(who, '/payee/lookup', body);
const mpesa = (phone: string) => ({ payType: 2, currencyId: 'KES', phone });

describe('the name check of the send screen', () => {
  it('answers the name registered to a wallet number, the same one every time', async () => {
    const who = await user();
    const first = await lookup(who, mpesa('0712 345 670'));
    expect(first).toMatchObject({ code: 200, data: { name: sandboxRegisteredName('712345670'), payeeName: null, nameMatches: null } });
    expect(first.data.name).toMatch(/^\p{L}+ \p{L}+$/u);
    expect((await lookup(who, mpesa('712345670'))).data.name).toBe(first.data.name);
    // Another number, another holder: the name depends on the number.
    const names = new Set<string>();
    for (const phone of ['712345670', '712345671', '712345672', '712345673', '712345674']) names.add((await lookup(who, mpesa(phone))).data.name);
    expect(names.size).toBeGreaterThan(1);
  });

  it('answers for bank accounts too', async () => {
    const who = await user();
    const reply = await lookup(who, { payType: 101, currencyId: 'KES', accountNo: '2001234560' });
    expect(reply).toMatchObject({ code: 200, data: { name: sandboxRegisteredName('2001234560') } });
  });

  it('says "no such account" (-1043) for a number ending in 6', async () => {
    const who = await user();
    expect(await lookup(who, mpesa('712345676'))).toMatchObject({ code: -1043, msg: 'No such account: check the number' });
    expect(await lookup(who, { payType: 101, currencyId: 'KES', accountNo: '2001234566' })).toMatchObject({ code: -1043 });
  });

  it('names the field and rule of a number that cannot be one', async () => {
    const who = await user();
    expect(await lookup(who, mpesa('12345'))).toMatchObject({ code: -1008, data: { field: 'phone', rule: 'format' } });
    expect(await lookup(who, { payType: 2, currencyId: 'KES' })).toMatchObject({ code: -1008, data: { field: 'phone', rule: 'required' } });
    expect(await lookup(who, { payType: 7, currencyId: 'KES', phone: '754123450' })).toMatchObject({ code: -1008, data: { field: 'currencyId', rule: 'choice' } });
    expect(await lookup(who, { phone: '712345670' })).toMatchObject({ code: -1008, data: { field: 'payType', rule: 'required' } });
    // The Mizani Pay account channel has no rail to ask.
    expect(await lookup(who, { payType: 0, currencyId: 'KES', accountNo: 'MZ1' })).toMatchObject({ code: -1008, data: { field: 'payType', rule: 'choice' } });
  });

  it("compares a saved recipient's name with the registered one", async () => {
    const who = await user();
    const registered = sandboxRegisteredName('712345670');
    // Case, spacing and word order are not a difference.
    const same = await addPayee(t, who, { countryId: 254, payType: 2, currencyId: 'KES', name: `  ${registered.split(' ').reverse().join('  ').toUpperCase()} `, phone: '712345670' });
    const other = await addPayee(t, who, { countryId: 254, payType: 2, currencyId: 'KES', name: 'Someone Else', phone: '712345670' });
    expect((await lookup(who, { payeeId: same.id })).data).toMatchObject({ name: registered, nameMatches: true });
    expect((await lookup(who, { payeeId: other.id })).data).toEqual({ name: registered, payeeName: 'Someone Else', nameMatches: false });
    // Another account's recipient is not found.
    expect(await lookup(await user(), { payeeId: other.id })).toMatchObject({ code: -1017 });
  });

  it('limits each account to a number of different numbers an hour; asking one again is free', async () => {
    const who = await user();
    const limit = NAME_CHECK_LIMITS.portal;
    // Numbers ending in 0: held by someone, so every one is answered.
    const phone = (i: number) => `71${String(i).padStart(6, '0')}0`;
    for (let i = 0; i < limit; i += 1) expect((await lookup(who, mpesa(phone(i)))).code).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/payee/lookup', payload: mpesa(phone(limit)), headers: { authorization: `Bearer ${who.token}` } });
    expect(refused.json()).toMatchObject({ code: -1044 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // A number asked this hour is answered again; the limit is the account's, not the app's.
    expect((await lookup(who, mpesa(phone(3)))).code).toBe(200);
    expect((await lookup(await user(), mpesa(phone(limit)))).code).toBe(200);
    // A refused number counts as well: it tells whether an account exists.
    expect((await lookup(who, mpesa('712345676'))).code).toBe(-1044);
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect((await lookup(who, mpesa(phone(limit)))).code).toBe(200);
  });
});

describe('a send to a number nobody holds', () => {
  it('is refused with -1043 before any money moves, at the quote', async () => {
    const who = await user();
    await fundWallet(t.db, who.userId, 0, 'KES', 1_000_000n);
    const quote = await call<Quote>(who, '/order/psp/quote', { ...mpesa('712345676'), amount: '150' });
    expect(quote).toMatchObject({ code: -1043 });
    expect(await walletBalance(t.db, who.userId, 0, 'KES')).toBe(1_000_000n);
  });

  it('is refused at confirm when the saved number changed after the quote', async () => {
    const who = await user();
    await fundWallet(t.db, who.userId, 0, 'KES', 1_000_000n);
    const payee = await addPayee(t, who, { countryId: 254, payType: 2, currencyId: 'KES', name: 'Juma Kamau', phone: '712345670' });
    const quote = await call<Quote>(who, '/order/psp/quote', { payType: 2, currencyId: 'KES', amount: '150', payeeId: payee.id });
    expect(quote.code).toBe(200);
    const edited = await call<Payee>(who, '/payee/edit', { id: payee.id, countryId: 254, payType: 2, currencyId: 'KES', name: 'Juma Kamau', type: 2, phone: '712345676' });
    expect(edited.code).toBe(200);
    const order = await call(who, '/order/psp/create', { quoteId: quote.data.quoteId, clientOrderNo: clientOrderNo(), fundPassword: FUND_PASSWORD });
    expect(order).toMatchObject({ code: -1043 });
    expect(await walletBalance(t.db, who.userId, 0, 'KES')).toBe(1_000_000n);
  });

  it('is not counted against the look-up limit', async () => {
    const who = await user();
    for (let i = 0; i < NAME_CHECK_LIMITS.portal + 2; i += 1) {
      expect((await call(who, '/order/psp/quote', { ...mpesa(`7200${String(i).padStart(4, '0')}6`), amount: '150' })).code).toBe(-1043);
    }
    expect((await lookup(who, mpesa('712345670'))).code).toBe(200);
  });
});
