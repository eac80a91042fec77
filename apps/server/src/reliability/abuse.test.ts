/**
 * Abuse limits, per account and per address: verification codes (-1026), password login (-1027)
 * fund passwords (-1028) and merchant API signatures (-1106). For each, an attacker cannot lock a
 * victim out: what an attacker's address does counts against that address (with the victim's
 * account or key), the lock runs out by itself, and a recovery lifts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Quote } from '@mizani/sdk/contract';
import { createIdentityKit, freshEmail, freshPhone, type IdentityKit } from '../features/auth/test-kit.ts';
import { FUND_PASSWORD, fundWallet } from '../features/orders/test-kit.ts';
import { approvedMerchant, openCall } from '../features/merchant/test-kit.ts';
import { SIGNATURE_FAILURE_LIMIT, SIGNATURE_FAILURE_WINDOW_MS } from '../features/merchant/signing.ts';
import { FUND_PASSWORD_IP_LIMIT } from '../http/abuse-limits.ts';
import { createTestUser, type TestUser } from '../testing/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let k: IdentityKit;

beforeAll(async () => {
  k = await createIdentityKit();
});
afterAll(() => k?.close());

const sendSms = (phone: string, ip: string) => k.post('/api/common/sendCode', { countryId: 254, phone, scene: 'register' }, { ip });

async function register(password = 'Pass@123'): Promise<{ phone: string; password: string }> {
  const phone = freshPhone();
  const ip = k.nextIp();
  expect((await sendSms(phone, ip)).code).toBe(Code.OK);
  const code = await k.lastCode(`+254${phone}`);
  expect((await k.post('/api/user/register', { countryId: 254, phone, code, password }, { ip })).code).toBe(Code.OK);
  return { phone, password };
}

const login = (phone: string, password: string, ip: string) => k.post('/api/user/login', { countryId: 254, phone, password }, { ip });

describe('verification codes: -1026', () => {
  it("per (destination, caller): an attacker asking for codes to the victim's phone uses up only its own allowance", async () => {
    const victim = freshPhone();
    const attacker = k.nextIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendSms(victim, attacker)).code).toBe(Code.OK);
      k.advance(61_000);
    }
    expect(await sendSms(victim, attacker)).toMatchObject({ code: Code.CODE_TOO_FREQUENT, data: null });
    // The victim, on another address, still gets a code.
    expect((await sendSms(victim, k.nextIp())).code).toBe(Code.OK);
    k.advance(HOUR);
    expect((await sendSms(victim, attacker)).code).toBe(Code.OK);
  });

  it('per IP address: one address cannot spray codes, and other addresses are unaffected', async () => {
    const ip = k.nextIp();
    for (let i = 0; i < 60; i += 1) expect((await k.post('/api/common/sendMailCode', { email: freshEmail(), scene: 'register' }, { ip })).code).toBe(Code.OK);
    expect((await k.post('/api/common/sendMailCode', { email: freshEmail(), scene: 'register' }, { ip })).code).toBe(Code.CODE_TOO_FREQUENT);
    expect((await k.post('/api/common/sendMailCode', { email: freshEmail(), scene: 'register' }, { ip: k.nextIp() })).code).toBe(Code.OK);
    k.advance(HOUR);
    expect((await k.post('/api/common/sendMailCode', { email: freshEmail(), scene: 'register' }, { ip })).code).toBe(Code.OK);
  });
});

describe('password login: -1027', () => {
  it("per (account, address): the attacker's failures lock the attacker's address for 15 minutes, never the owner's", async () => {
    const victim = await register();
    const attacker = k.nextIp();
    for (let i = 0; i < 10; i += 1) expect((await login(victim.phone, 'Guess@123', attacker)).code).toBe(Code.WRONG_PASSWORD);
    expect((await login(victim.phone, victim.password, attacker)).code).toBe(Code.LOGIN_LOCKED);
    expect((await login(victim.phone, victim.password, k.nextIp())).code).toBe(Code.OK);
    k.advance(15 * MINUTE);
    expect((await login(victim.phone, victim.password, attacker)).code).toBe(Code.OK);
  });

  it('an attacker on one address, doing everything the campaign did, cannot keep the owner on another from signing in or recovering within 15 minutes', async () => {
    const victim = await register();
    const attacker = k.nextIp();
    const owner = k.nextIp();
    const recover = (code: string, password: string, ip: string) => k.post('/api/user/findPwd', { countryId: 254, phone: victim.phone, code, password }, { ip });
    // Fifteen minutes of it: wrong passwords, a recovery code for the victim every minute, wrong recovery codes.
    for (let minute = 0; minute < 15; minute += 1) {
      for (let i = 0; i < 3; i += 1) await login(victim.phone, 'Guess@123', attacker);
      await k.post('/api/common/sendCode', { countryId: 254, phone: victim.phone, scene: 'findPwd' }, { ip: attacker });
      await recover('000000', 'Taken@123', attacker);
      if (minute === 5) expect((await login(victim.phone, victim.password, attacker)).code).toBe(Code.LOGIN_LOCKED);
      k.advance(MINUTE);
    }
    // The owner signs in with the right password...
    expect((await login(victim.phone, victim.password, owner)).code).toBe(Code.OK);
    // ...and recovers by code.
    expect((await k.post('/api/common/sendCode', { countryId: 254, phone: victim.phone, scene: 'findPwd' }, { ip: owner })).code).toBe(Code.OK);
    const code = await k.lastCode(`+254${victim.phone}`);
    expect((await recover(code, 'Fresh@123', owner)).code).toBe(Code.OK);
    expect((await login(victim.phone, 'Fresh@123', owner)).code).toBe(Code.OK);
  });

  it('the victim lifts a lock on their own address at once by recovering the password', async () => {
    const victim = await register();
    const ip = k.nextIp();
    for (let i = 0; i < 10; i += 1) await login(victim.phone, 'Guess@123', ip);
    expect((await login(victim.phone, victim.password, ip)).code).toBe(Code.LOGIN_LOCKED);
    k.advance(61_000);
    expect((await k.post('/api/common/sendCode', { countryId: 254, phone: victim.phone, scene: 'findPwd' }, { ip: k.nextIp() })).code).toBe(Code.OK);
    const code = await k.lastCode(`+254${victim.phone}`);
    expect((await k.post('/api/user/findPwd', { countryId: 254, phone: victim.phone, code, password: 'Fresh@123' })).code).toBe(Code.OK);
    expect((await login(victim.phone, 'Fresh@123', ip)).code).toBe(Code.OK);
  });

  it('per IP address: an address failing across accounts is shut out, the accounts are not', async () => {
    const victim = await register();
    const ip = k.nextIp();
    for (let i = 0; i < 50; i += 1) await k.post('/api/user/emailLogin', { email: freshEmail(), password: 'Guess@123' }, { ip });
    expect((await login(victim.phone, victim.password, ip)).code).toBe(Code.LOGIN_LOCKED);
    expect((await login(victim.phone, victim.password, k.nextIp())).code).toBe(Code.OK);
    k.advance(15 * MINUTE + 1000);
    expect((await login(victim.phone, victim.password, ip)).code).toBe(Code.OK);
  });
});

describe('fund password: -1028', () => {
  async function sender(): Promise<{ user: TestUser; quoteId: string }> {
    const user = await createTestUser(k.t.db, { fundPassword: FUND_PASSWORD, now: k.now() });
    await fundWallet(k.t.db, user.userId, 0, 'TZS', 10_000_000n);
    const quote = await k.post('/api/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754123450' }, { token: user.token, ip: k.nextIp() });
    expect(quote.code).toBe(Code.OK);
    return { user, quoteId: (quote.data as Quote).quoteId };
  }

  let sequence = 0;
  const confirm = (s: { user: TestUser; quoteId: string }, fundPassword: string, ip: string) =>
    k.post('/api/order/psp/create', { quoteId: s.quoteId, clientOrderNo: `ABUSE-${(sequence += 1)}`, fundPassword }, { token: s.user.token, ip });

  it('per account: five wrong ones lock sending for 15 minutes, then the right one works', async () => {
    const s = await sender();
    for (let i = 0; i < 4; i += 1) expect((await confirm(s, '000000', k.nextIp())).code).toBe(Code.WRONG_FUND_PASSWORD);
    expect((await confirm(s, '000000', k.nextIp())).code).toBe(Code.WRONG_FUND_PASSWORD);
    // Locked: even the right password is refused, so guessing on gains nothing.
    expect((await confirm(s, FUND_PASSWORD, k.nextIp())).code).toBe(Code.FUND_PASSWORD_LOCKED);
    k.advance(15 * MINUTE);
    // The quote ran out meanwhile; a fresh one, and the lock is gone.
    const fresh = await k.post('/api/order/psp/quote', { payType: 7, currencyId: 'TZS', amount: '5000', phone: '754123450' }, { token: s.user.token, ip: k.nextIp() });
    const reply = await confirm({ user: s.user, quoteId: (fresh.data as Quote).quoteId }, FUND_PASSWORD, k.nextIp());
    expect(reply.code).toBe(Code.OK);
  });

  it('per IP address: one address guessing across many accounts is shut out, other addresses are not, and it ends', async () => {
    const ip = k.nextIp();
    const accounts = await Promise.all(Array.from({ length: 6 }, () => sender()));
    let failures = 0;
    // Four guesses per account stays under each account's lock; together they pass the address's limit.
    outer: for (const account of accounts) {
      for (let i = 0; i < 4; i += 1) {
        const reply = await confirm(account, '000000', ip);
        if (reply.code === Code.FUND_PASSWORD_LOCKED) break outer;
        expect(reply.code).toBe(Code.WRONG_FUND_PASSWORD);
        failures += 1;
      }
    }
    expect(failures).toBe(FUND_PASSWORD_IP_LIMIT.threshold);
    const untouched = await sender();
    // From the attacker's address even the right password of an untouched account is refused...
    expect((await confirm(untouched, FUND_PASSWORD, ip)).code).toBe(Code.FUND_PASSWORD_LOCKED);
    // ...while its owner, elsewhere, sends as usual.
    expect((await confirm(untouched, FUND_PASSWORD, k.nextIp())).code).toBe(Code.OK);
    k.advance(FUND_PASSWORD_IP_LIMIT.lockMs);
    const later = await sender();
    expect((await confirm(later, FUND_PASSWORD, ip)).code).toBe(Code.OK);
  });
});

describe('merchant API signatures: -1106', () => {
  const BAD = '0'.repeat(64);
  const fail = (merchant: Awaited<ReturnType<typeof approvedMerchant>>, ip: string) => openCall(k.t, merchant, '/open/v1/balance', { signature: BAD, ip });

  it('per (access key, address): an attacker who knows the key locks only itself, the merchant signs in from its own address meanwhile', async () => {
    const merchant = await approvedMerchant(k.t);
    const attacker = k.nextIp();
    const home = k.nextIp();
    for (let i = 0; i < SIGNATURE_FAILURE_LIMIT; i += 1) expect((await fail(merchant, attacker)).code).toBe(Code.OPEN_SIGNATURE_INVALID);
    const locked = await k.t.app.inject({ method: 'GET', url: '/api/open/v1/balance', remoteAddress: attacker });
    expect(locked.json()).toMatchObject({ code: Code.OPEN_ACCESS_KEY_INVALID });
    const refused = await openCall(k.t, merchant, '/open/v1/balance', { ip: attacker });
    expect(refused.code).toBe(Code.OPEN_SIGNATURE_LOCKED);
    expect((await openCall(k.t, merchant, '/open/v1/balance', { ip: home })).code).toBe(Code.OK);
    // From three (or any number of) addresses the same: each locks only its own pair.
    for (const ip of [k.nextIp(), k.nextIp(), k.nextIp()]) for (let i = 0; i < SIGNATURE_FAILURE_LIMIT; i += 1) await fail(merchant, ip);
    expect((await openCall(k.t, merchant, '/open/v1/balance', { ip: home })).code).toBe(Code.OK);
    k.advance(SIGNATURE_FAILURE_WINDOW_MS + 1000);
    expect((await openCall(k.t, merchant, '/open/v1/balance', { ip: attacker })).code).toBe(Code.OK);
  });

  it("one merchant's bad signatures never lock another merchant behind the same address", async () => {
    const careless = await approvedMerchant(k.t);
    const neighbour = await approvedMerchant(k.t);
    const shared = k.nextIp();
    for (let i = 0; i < SIGNATURE_FAILURE_LIMIT * 2; i += 1) await fail(careless, shared);
    for (let i = 0; i < SIGNATURE_FAILURE_LIMIT * 2; i += 1) await openCall(k.t, careless, '/open/v1/balance', { accessKey: `AKnope${i}`, ip: shared });
    expect((await openCall(k.t, careless, '/open/v1/balance', { ip: shared })).code).toBe(Code.OPEN_SIGNATURE_LOCKED);
    expect((await openCall(k.t, neighbour, '/open/v1/balance', { ip: shared })).code).toBe(Code.OK);
  });

  it('unknown keys are limited per address, and every lock answer says when to come back', async () => {
    const merchant = await approvedMerchant(k.t);
    const ip = k.nextIp();
    for (let i = 0; i < SIGNATURE_FAILURE_LIMIT; i += 1) {
      expect((await openCall(k.t, merchant, '/open/v1/balance', { accessKey: `AKguess${i}`, ip })).code).toBe(Code.OPEN_ACCESS_KEY_INVALID);
    }
    k.advance(60_000);
    const res = await k.t.app.inject({ method: 'GET', url: '/api/open/v1/balance', remoteAddress: ip, headers: { 'x-access-key': 'AKguess-more' } });
    expect(res.json()).toMatchObject({ code: Code.OPEN_SIGNATURE_LOCKED });
    // The oldest counted failure ages out nine minutes from now.
    expect(Number(res.headers['retry-after'])).toBe(SIGNATURE_FAILURE_WINDOW_MS / 1000 - 60);
  });

  it('a merchant with an IP allow-list cannot be locked out by addresses outside it', async () => {
    const home = k.nextIp();
    const merchant = await approvedMerchant(k.t, { ipWhitelist: [home] });
    for (let i = 0; i < SIGNATURE_FAILURE_LIMIT * 2; i += 1) {
      const code = (await fail(merchant, k.nextIp())).code;
      expect(code).toBe(Code.OPEN_IP_NOT_ALLOWED);
    }
    expect((await openCall(k.t, merchant, '/open/v1/balance', { ip: home })).code).toBe(Code.OK);
  });
});
