import { createHash } from 'node:crypto';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '@mizani/sdk/contract';
import { createTestUser } from '../../testing/index.ts';
import { verifyPassword } from '../../domain/auth/password.ts';
import { createIdentityKit, freshEmail, freshPhone, type IdentityKit } from './test-kit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let k: IdentityKit;
beforeAll(async () => {
  k = await createIdentityKit();
});
afterAll(() => k?.close());

const sendSms = (countryId: number, phone: string, scene: string, ip?: string) =>
  k.post('/api/common/sendCode', { countryId, phone, scene }, ip ? { ip } : {});
const sendMail = (email: string, scene: string, ip?: string) => k.post('/api/common/sendMailCode', { email, scene }, ip ? { ip } : {});

/** A phone account registered through the API; returns its number and password. */
async function registerByPhone(countryId = 254, password = 'Pass@123') {
  const phone = freshPhone();
  const ip = k.nextIp();
  expect((await sendSms(countryId, phone, 'register', ip)).code).toBe(200);
  const code = await k.lastCode(`+${countryId}${phone}`);
  const reply = await k.post('/api/user/register', { countryId, phone, code, password }, { ip });
  expect(reply.code).toBe(200);
  return { countryId, phone, password, accountNo: (reply.data as { accountNo: string }).accountNo };
}

async function loginByPhone(countryId: number, phone: string, password: string, ip = '127.0.0.1') {
  return k.post('/api/user/login', { countryId, phone, password }, { ip });
}

async function tokenOf(countryId: number, phone: string, password: string): Promise<string> {
  const reply = await loginByPhone(countryId, phone, password, k.nextIp());
  expect(reply.code).toBe(200);
  return (reply.data as { token: string }).token;
}

const info = (token: string) => k.post('/api/user/info', {}, { token });

describe('verification codes', () => {
  it('sends six random digits to the outbox, by SMS and by email, with a readable text', async () => {
    const phone = freshPhone();
    expect(await sendSms(254, phone, 'register')).toMatchObject({ code: 200, data: null });
    const res = await k.t.app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=%2B254${phone}` });
    const [sms] = (res.json() as { data: { channel: string; code: string; text: string }[] }).data;
    expect(sms?.channel).toBe('sms');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(`Your Mizani Pay verification code is ${sms?.code}. It expires in 10 minutes.`);

    const email = freshEmail();
    expect((await sendMail(email.toUpperCase(), 'register')).code).toBe(200);
    const mail = await k.t.app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=${encodeURIComponent(email)}` });
    expect((mail.json() as { data: { channel: string }[] }).data[0]?.channel).toBe('email');
  });

  it('stores only a keyed hash of the code', async () => {
    const phone = freshPhone();
    await sendSms(254, phone, 'register');
    const code = await k.lastCode(`+254${phone}`);
    const { rows } = await k.t.db.query<{ code_hash: string }>('SELECT code_hash FROM verification_code WHERE target = $1', [`+254${phone}`]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]?.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
  });

  it('-1026 when the same caller asks for the same destination again within 60 s, saying when; another caller is not held back', async () => {
    const phone = freshPhone();
    const ip = k.nextIp();
    expect((await sendSms(254, phone, 'register', ip)).code).toBe(200);
    k.advance(59_000);
    const again = await k.t.app.inject({ method: 'POST', url: '/api/common/sendCode', remoteAddress: ip, payload: { countryId: 254, phone, scene: 'register' } });
    expect(again.json()).toMatchObject({ code: -1026, msg: 'Frequent verification code, retry later', data: null });
    expect(again.headers['retry-after']).toBe('1');
    expect((await sendSms(254, phone, 'register', k.nextIp())).code).toBe(200);
    k.advance(1_000);
    expect((await sendSms(254, phone, 'register', ip)).code).toBe(200);
  });

  it('-1026 past the hourly allowance of one caller for one destination, and of all callers together', async () => {
    const email = freshEmail();
    const ip = k.nextIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendMail(email, 'register', ip)).code).toBe(200);
      k.advance(61_000);
    }
    expect((await sendMail(email, 'register', ip)).code).toBe(-1026);
    // Other callers have their own allowance, up to 30 codes an hour to one destination in all.
    for (let i = 0; i < 20; i += 1) expect((await sendMail(email, 'register', k.nextIp())).code).toBe(200);
    expect((await sendMail(email, 'register', k.nextIp())).code).toBe(-1026);
    k.advance(HOUR);
    expect((await sendMail(email, 'register', ip)).code).toBe(200);
  });

  it('-1026 past the hourly allowance of one IP address, whatever the destinations', async () => {
    const ip = k.nextIp();
    for (let i = 0; i < 60; i += 1) expect((await sendMail(freshEmail(), 'register', ip)).code).toBe(200);
    expect((await sendMail(freshEmail(), 'register', ip)).code).toBe(-1026);
    expect((await sendMail(freshEmail(), 'register', k.nextIp())).code).toBe(200);
  });

  it('-1012 for an unknown country', async () => {
    expect(await sendSms(999, freshPhone(), 'register')).toMatchObject({ code: -1012, msg: 'Country does not exist' });
    const reply = await k.post('/api/user/register', { countryId: 999, phone: freshPhone(), code: '123456', password: 'Pass@123' });
    expect(reply.code).toBe(-1012);
  });

  it('-1008 for a scene the call does not know', async () => {
    expect((await sendSms(254, freshPhone(), 'steal')).code).toBe(-1008);
  });
});

describe('registration', () => {
  it('creates an account by phone with the defaults of a new individual account', async () => {
    const { countryId, phone, password, accountNo } = await registerByPhone(255);
    expect(accountNo).toMatch(/^MZ\d{10}$/);
    const token = await tokenOf(countryId, phone, password);
    const reply = await info(token);
    expect(reply.code).toBe(200);
    expect([...Value.Errors(schemas['user.info'].data, reply.data)]).toEqual([]);
    expect(reply.data).toMatchObject({
      parentId: 0,
      accountNo,
      phone,
      email: null,
      userType: 'user',
      auditStatus: -1,
      countryId: 255,
      countryName: 'Tanzania',
      permissions: ['*:*:*'],
      pspFlag: 0,
      mrpFlag: 0,
      fundPasswordFlag: false,
    });
    const channels = (reply.data as { channelTypeList: unknown[] }).channelTypeList;
    expect(channels).toHaveLength(6);
    expect(channels).toEqual(
      expect.arrayContaining([
        { type: 0, channelType: -1 },
        { type: 0, channelType: 0 },
        { type: 0, channelType: 1 },
        { type: 1, channelType: -1 },
        { type: 1, channelType: 0 },
        { type: 1, channelType: 1 },
      ]),
    );
  });

  it('creates an account by email, case-insensitively unique', async () => {
    const email = freshEmail('Amina');
    await sendMail(email, 'register', k.nextIp());
    const code = await k.lastCode(email.toLowerCase());
    const reply = await k.post('/api/user/emailRegister', { email, code, password: 'Pass@123' });
    expect(reply.code).toBe(200);
    const login = await k.post('/api/user/emailLogin', { email: email.toUpperCase(), password: 'Pass@123' });
    expect(login.code).toBe(200);
    const user = await info((login.data as { token: string }).token);
    expect(user.data).toMatchObject({ email: email.toLowerCase(), phone: null, countryId: null, countryName: null });
  });

  it('checks a registration code without using it up: -1006 for a wrong one, and the register call still checks it', async () => {
    const email = freshEmail();
    await sendMail(email, 'register', k.nextIp());
    const code = await k.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await k.post('/api/user/emailRegister/checkCode', { email, code: wrong })).toMatchObject({ code: -1006, msg: 'Error in verification code' });
    expect((await k.post('/api/user/emailRegister/checkCode', { email, code })).code).toBe(200);
    // Checking twice leaves the code valid: only the registration uses it up.
    expect((await k.post('/api/user/emailRegister/checkCode', { email, code })).code).toBe(200);
    expect((await k.post('/api/user/emailRegister', { email, code: wrong, password: 'Pass@123' })).code).toBe(-1006);
    expect((await k.post('/api/user/emailRegister', { email, code, password: 'Pass@123' })).code).toBe(200);
    expect((await k.post('/api/user/emailRegister/checkCode', { email, code })).code).toBe(-1003);

    const phone = freshPhone();
    await sendSms(254, phone, 'register', k.nextIp());
    const smsCode = await k.lastCode(`+254${phone}`);
    expect((await k.post('/api/user/register/checkCode', { countryId: 254, phone, code: smsCode === '000000' ? '111111' : '000000' })).code).toBe(-1006);
    expect((await k.post('/api/user/register/checkCode', { countryId: 254, phone, code: smsCode })).code).toBe(200);
  });

  it('counts wrong guesses at the registration code check like any other code check', async () => {
    const email = freshEmail();
    await sendMail(email, 'register', k.nextIp());
    const code = await k.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const ip = k.nextIp();
    for (let guess = 0; guess < 5; guess += 1) await k.post('/api/user/emailRegister/checkCode', { email, code: wrong }, { ip });
    // The caller's address has used up its guesses: even the right code is refused from it.
    expect((await k.post('/api/user/emailRegister/checkCode', { email, code }, { ip })).code).toBe(-1006);
  });

  it('treats a number typed with the trunk 0 as the same number', async () => {
    const { phone, password } = await registerByPhone();
    expect((await loginByPhone(254, `0${phone}`, password, k.nextIp())).code).toBe(200);
    expect((await sendSms(254, `0${phone}`, 'register', k.nextIp())).code).toBe(-1003);
  });

  it('stores the password as an argon2id hash with OWASP parameters', async () => {
    const { phone, password } = await registerByPhone();
    const { rows } = await k.t.db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE phone = $1', [phone]);
    const stored = rows[0]?.password_hash ?? '';
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(stored).not.toContain(password);
    expect(await verifyPassword(stored, password)).toBe(true);
    expect(await verifyPassword(stored, 'Other@123')).toBe(false);
  });

  it('-1003 for an existing phone or email, when asking for a code and when registering', async () => {
    const { countryId, phone } = await registerByPhone();
    expect(await sendSms(countryId, phone, 'register', k.nextIp())).toMatchObject({ code: -1003, msg: 'Account already exists' });
    const sent = await k.t.app.inject({ method: 'GET', url: `/api/sandbox/outbox?to=%2B${countryId}${phone}` });
    expect((sent.json() as { data: unknown[] }).data).toHaveLength(1);

    const email = freshEmail();
    await sendMail(email, 'register', k.nextIp());
    const code = await k.lastCode(email);
    // Someone else takes the address between the code and the registration.
    await createTestUser(k.t.db, { email, phone: null });
    expect((await k.post('/api/user/emailRegister', { email, code, password: 'Pass@123' })).code).toBe(-1003);
    // The same number in another country is another account.
    const other = await sendSms(255, phone, 'register', k.nextIp());
    expect(other.code).toBe(200);
  });

  it('-1008 with the field named for a password outside 6 to 12 characters', async () => {
    for (const password of ['12345', '1234567890123']) {
      const reply = await k.post('/api/user/register', { countryId: 254, phone: freshPhone(), code: '123456', password });
      expect(reply.code).toBe(-1008);
      expect(reply.msg).toMatch(/^Parameter error: password /);
      expect(reply.data).toEqual({ field: 'password', rule: 'length' });
    }
  });

  it('-1008 carries the field and the rule in its data, for a client to word in its language', async () => {
    expect(await k.post('/api/user/register', { countryId: 254, phone: 'not-a-phone', code: '123456', password: 'Pass@123' })).toMatchObject({
      code: -1008,
      data: { field: 'phone', rule: 'format' },
    });
    expect((await k.post('/api/user/emailRegister', { code: '123456', password: 'Pass@123' })).data).toEqual({ field: 'email', rule: 'required' });
    expect((await k.post('/api/user/emailRegister', { email: freshEmail(), code: '123456', password: 'abcdefg' })).data).toEqual({ field: 'password', rule: 'password' });
  });

  it('-1008 with the rule in words for a password without a digit, both cases and a special character, on register, recovery, change and team', async () => {
    const rule = 'Parameter error: password: The login password must contain digits, upper and lower case letters, and a special character other than a space';
    const member = await createTestUser(k.t.db);
    const calls: Array<[string, (password: string) => Record<string, unknown>, string | undefined]> = [
      ['/api/user/register', (password) => ({ countryId: 254, phone: freshPhone(), code: '123456', password }), undefined],
      ['/api/user/emailRegister', (password) => ({ email: freshEmail(), code: '123456', password }), undefined],
      ['/api/user/findPwd', (password) => ({ countryId: 254, phone: freshPhone(), code: '123456', password }), undefined],
      ['/api/user/emailFindPwd', (password) => ({ email: freshEmail(), code: '123456', password }), undefined],
      ['/api/user/resetPwd', (password) => ({ oldPassword: 'Test@1234', password }), member.token],
      ['/api/user/team/resetPwd', (password) => ({ userId: member.userId, password }), member.token],
    ];
    for (const [url, body, token] of calls) {
      for (const weak of ['123456', 'aaaaaa', 'Abcdef1', 'abcd#1', 'ABCD#1', 'Abc 123']) {
        const reply = await k.post(url, body(weak), { ...(token ? { token } : {}), ip: k.nextIp() });
        expect({ url, weak, code: reply.code, msg: reply.msg }).toEqual({ url, weak, code: -1008, msg: rule });
      }
    }
  });

  it('-1006 for a wrong code, an expired code, and a code already used', async () => {
    const phone = freshPhone();
    await sendSms(254, phone, 'register', k.nextIp());
    const code = await k.lastCode(`+254${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await k.post('/api/user/register', { countryId: 254, phone, code: wrong, password: 'Pass@123' });
    expect(bad).toMatchObject({ code: -1006, msg: 'Error in verification code' });

    k.advance(10 * MINUTE);
    const late = await k.post('/api/user/register', { countryId: 254, phone, code, password: 'Pass@123' });
    expect(late.code).toBe(-1006);

    k.advance(MINUTE);
    await sendSms(254, phone, 'register', k.nextIp());
    const fresh = await k.lastCode(`+254${phone}`);
    k.advance(10 * MINUTE - 1000);
    expect((await k.post('/api/user/register', { countryId: 254, phone, code: fresh, password: 'Pass@123' })).code).toBe(200);

    // Used once: a recovery with the same code fails (and it was for another scene anyway).
    const reuse = await k.post('/api/user/findPwd', { countryId: 254, phone, code: fresh, password: 'Pass@456' });
    expect(reuse.code).toBe(-1006);
  });

  it('an earlier code stays good when a newer one is sent, until one of them is used', async () => {
    const { phone } = await registerByPhone();
    await sendSms(254, phone, 'findPwd', k.nextIp());
    const first = await k.lastCode(`+254${phone}`);
    // Someone else asks for another code to the same phone: the owner's code is not voided by it.
    await sendSms(254, phone, 'findPwd', k.nextIp());
    const second = await k.lastCode(`+254${phone}`);
    expect((await k.post('/api/user/findPwd', { countryId: 254, phone, code: first, password: 'Pass@456' })).code).toBe(200);
    if (first !== second) expect((await k.post('/api/user/findPwd', { countryId: 254, phone, code: second, password: 'Pass@789' })).code).toBe(-1006);
    expect((await k.post('/api/user/findPwd', { countryId: 254, phone, code: first, password: 'Pass@789' })).code).toBe(-1006);
  });

  it('five wrong guesses shut out the guessing address, not the owner; twenty from all addresses shut out everyone', async () => {
    const phone = freshPhone();
    await sendSms(254, phone, 'register', k.nextIp());
    const code = await k.lastCode(`+254${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const guess = (value: string, ip: string) => k.post('/api/user/register', { countryId: 254, phone, code: value, password: 'Pass@123' }, { ip });
    const attacker = k.nextIp();
    for (let i = 0; i < 5; i += 1) expect((await guess(wrong, attacker)).code).toBe(-1006);
    // Refused from there even with the right code...
    expect((await guess(code, attacker)).code).toBe(-1006);
    // ...while the owner, elsewhere, uses it.
    expect((await guess(code, k.nextIp())).code).toBe(200);

    const other = freshPhone();
    await sendSms(254, other, 'register', k.nextIp());
    const otherCode = await k.lastCode(`+254${other}`);
    const otherWrong = otherCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 20; i += 1) {
      expect((await k.post('/api/user/register', { countryId: 254, phone: other, code: otherWrong, password: 'Pass@123' }, { ip: k.nextIp() })).code).toBe(-1006);
    }
    expect((await k.post('/api/user/register', { countryId: 254, phone: other, code: otherCode, password: 'Pass@123' }, { ip: k.nextIp() })).code).toBe(-1006);
  });
});

describe('login', () => {
  it('answers -1004 alike for a wrong password and an unknown account', async () => {
    const { countryId, phone } = await registerByPhone();
    const wrong = await loginByPhone(countryId, phone, 'Wrong@123', k.nextIp());
    const unknown = await loginByPhone(countryId, freshPhone(), 'Wrong@123', k.nextIp());
    const unknownEmail = await k.post('/api/user/emailLogin', { email: freshEmail(), password: 'Wrong@123' }, { ip: k.nextIp() });
    for (const reply of [wrong, unknown, unknownEmail]) {
      expect(reply).toMatchObject({ code: -1004, msg: 'Wrong account password', data: null });
    }
  });

  it('returns an opaque token of which the server keeps only the SHA-256', async () => {
    const { countryId, phone, password } = await registerByPhone();
    const token = await tokenOf(countryId, phone, password);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const digest = createHash('sha256').update(token).digest('hex');
    const { rows } = await k.t.db.query<{ token_hash: string }>('SELECT token_hash FROM user_session WHERE token_hash = $1', [digest]);
    expect(rows).toHaveLength(1);
    const { rows: raw } = await k.t.db.query('SELECT 1 FROM user_session WHERE token_hash = $1', [token]);
    expect(raw).toHaveLength(0);
  });

  it('slows down after each failure, up to about two seconds', async () => {
    const { countryId, phone, password } = await registerByPhone();
    k.sleeps.length = 0;
    const ip = k.nextIp();
    for (let i = 0; i < 6; i += 1) expect((await loginByPhone(countryId, phone, 'Wrong@123', ip)).code).toBe(-1004);
    expect(k.sleeps).toEqual([250, 500, 1000, 2000, 2000]);
    // The wait applies to the next attempt whatever its outcome, so speed gives nothing away.
    expect((await loginByPhone(countryId, phone, password, ip)).code).toBe(200);
    expect(k.sleeps.at(-1)).toBe(2000);
    // A success starts the count again.
    k.sleeps.length = 0;
    expect((await loginByPhone(countryId, phone, 'Wrong@123', k.nextIp())).code).toBe(-1004);
    expect(k.sleeps).toEqual([]);
  });

  it('locks password login from one address after 10 failures from it in 15 minutes (-1027, saying when), then unlocks by itself', async () => {
    const { countryId, phone, password } = await registerByPhone();
    const ip = k.nextIp();
    for (let i = 0; i < 10; i += 1) expect((await loginByPhone(countryId, phone, 'Wrong@123', ip)).code).toBe(-1004);
    const locked = await k.t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: ip, payload: { countryId, phone, password } });
    expect(locked.json()).toMatchObject({ code: -1027, msg: 'Too many failed attempts, please try again later' });
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    // The owner, on another address, signs in with the right password meanwhile.
    expect((await loginByPhone(countryId, phone, password, k.nextIp())).code).toBe(200);
    k.advance(15 * MINUTE - 1000);
    expect((await loginByPhone(countryId, phone, password, ip)).code).toBe(-1027);
    k.advance(1000);
    expect((await loginByPhone(countryId, phone, password, ip)).code).toBe(200);
  });

  it('an unknown sign-in name slows down and locks exactly as a known one', async () => {
    const known = await registerByPhone();
    const unknown = freshPhone();
    for (const phone of [known.phone, unknown]) {
      k.sleeps.length = 0;
      const ip = k.nextIp();
      for (let i = 0; i < 10; i += 1) expect((await loginByPhone(254, phone, 'Wrong@123', ip)).code).toBe(-1004);
      expect(k.sleeps).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000, 2000, 2000]);
      expect((await loginByPhone(254, phone, 'Wrong@123', ip)).code).toBe(-1027);
    }
  });

  it('counts only failures within the window', async () => {
    const { countryId, phone, password } = await registerByPhone();
    for (let i = 0; i < 9; i += 1) expect((await loginByPhone(countryId, phone, 'Wrong@123', k.nextIp())).code).toBe(-1004);
    k.advance(15 * MINUTE + 1000);
    expect((await loginByPhone(countryId, phone, 'Wrong@123', k.nextIp())).code).toBe(-1004);
    expect((await loginByPhone(countryId, phone, password, k.nextIp())).code).toBe(200);
  });

  it('a password recovery lifts the lock at once', async () => {
    const { countryId, phone } = await registerByPhone();
    const ip = k.nextIp();
    for (let i = 0; i < 10; i += 1) await loginByPhone(countryId, phone, 'Wrong@123', ip);
    expect((await loginByPhone(countryId, phone, 'Pass@123', ip)).code).toBe(-1027);

    k.advance(61_000); // the registration code went to the same number
    expect((await sendSms(countryId, phone, 'findPwd', k.nextIp())).code).toBe(200);
    const code = await k.lastCode(`+${countryId}${phone}`);
    expect((await k.post('/api/user/findPwd', { countryId, phone, code, password: 'Fresh@123' })).code).toBe(200);
    expect((await loginByPhone(countryId, phone, 'Fresh@123', ip)).code).toBe(200);
    // And the failures before it no longer count: one more miss is not a lock.
    expect((await loginByPhone(countryId, phone, 'Wrong@123', ip)).code).toBe(-1004);
    expect((await loginByPhone(countryId, phone, 'Fresh@123', ip)).code).toBe(200);
  });

  it('throttles an IP address that fails across many accounts, without locking those accounts', async () => {
    const victim = await registerByPhone();
    const ip = k.nextIp();
    k.sleeps.length = 0;
    for (let i = 0; i < 50; i += 1) {
      expect((await k.post('/api/user/emailLogin', { email: freshEmail(), password: 'Guess@123' }, { ip })).code).toBe(-1004);
    }
    // The first five misses from an address cost nothing; then the wait grows.
    expect(k.sleeps.slice(0, 8)).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000, 2000]);
    expect((await loginByPhone(victim.countryId, victim.phone, victim.password, ip)).code).toBe(-1027);
    expect((await loginByPhone(victim.countryId, victim.phone, victim.password, k.nextIp())).code).toBe(200);
    k.advance(15 * MINUTE + 1000);
    expect((await loginByPhone(victim.countryId, victim.phone, victim.password, ip)).code).toBe(200);
  });
});

describe('password recovery', () => {
  it('-1002 for an account that does not exist when asking for a code; recovering answers as a wrong code does', async () => {
    expect(await sendSms(254, freshPhone(), 'findPwd', k.nextIp())).toMatchObject({ code: -1002, msg: 'Account does not exist' });
    expect((await sendMail(freshEmail(), 'findPwd', k.nextIp())).code).toBe(-1002);
    const unknown = await k.post('/api/user/emailFindPwd', { email: freshEmail(), code: '123456', password: 'Pass@123' }, { ip: k.nextIp() });
    const known = await k.post('/api/user/emailFindPwd', { email: (await createTestUser(k.t.db)).email, code: '123456', password: 'Pass@123' }, { ip: k.nextIp() });
    expect({ code: unknown.code, msg: unknown.msg, data: unknown.data }).toEqual({ code: known.code, msg: known.msg, data: known.data });
    expect(unknown.code).toBe(-1006);
  });

  it('answers saying whether an account exists are limited per address: ten an hour, then -1026', async () => {
    const ip = k.nextIp();
    const existing = await createTestUser(k.t.db);
    for (let i = 0; i < 5; i += 1) expect((await sendSms(254, freshPhone(), 'findPwd', ip)).code).toBe(-1002);
    for (let i = 0; i < 5; i += 1) expect((await sendSms(existing.countryId ?? 254, existing.phone!, 'register', ip)).code).toBe(-1003);
    const refused = await k.t.app.inject({ method: 'POST', url: '/api/common/sendCode', remoteAddress: ip, payload: { countryId: 254, phone: freshPhone(), scene: 'findPwd' } });
    expect(refused.json()).toMatchObject({ code: -1026 });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await k.post('/api/user/register', { countryId: 254, phone: existing.phone, code: '123456', password: 'Pass@123' }, { ip })).code).toBe(-1026);
    // Another address is not affected.
    expect((await sendSms(254, freshPhone(), 'findPwd', k.nextIp())).code).toBe(-1002);
    k.advance(HOUR);
    expect((await sendSms(254, freshPhone(), 'findPwd', ip)).code).toBe(-1002);
  });

  it("has no 'login' code scene: no call signs in with a code", async () => {
    const { phone } = await registerByPhone();
    expect((await sendSms(254, phone, 'login', k.nextIp())).code).toBe(-1008);
  });

  it('by email: sets the new password and signs out every session', async () => {
    const user = await createTestUser(k.t.db, { phone: null });
    const email = user.email ?? '';
    expect((await info(user.token)).code).toBe(200);
    await sendMail(email, 'findPwd', k.nextIp());
    const code = await k.lastCode(email);
    expect((await k.post('/api/user/emailFindPwd', { email, code, password: 'Fresh@123' })).code).toBe(200);
    expect((await info(user.token)).code).toBe(-1001);
    expect((await k.post('/api/user/emailLogin', { email, password: user.password }, { ip: k.nextIp() })).code).toBe(-1004);
    expect((await k.post('/api/user/emailLogin', { email, password: 'Fresh@123' }, { ip: k.nextIp() })).code).toBe(200);
  });
});

describe('sessions', () => {
  it('-1001 without a token, with a malformed one and with an unknown one', async () => {
    for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      const reply = await k.post('/api/user/info', {}, token ? { token } : {});
      expect(reply).toMatchObject({ code: -1001, data: null });
    }
  });

  it('logout revokes the session it was called with, and only that one', async () => {
    const { countryId, phone, password } = await registerByPhone();
    const a = await tokenOf(countryId, phone, password);
    const b = await tokenOf(countryId, phone, password);
    expect((await k.post('/api/user/logout', {}, { token: a })).code).toBe(200);
    expect((await info(a)).code).toBe(-1001);
    expect((await k.post('/api/user/logout', {}, { token: a })).code).toBe(-1001);
    expect((await info(b)).code).toBe(200);
  });

  it('expires after 24 hours without use', async () => {
    const { countryId, phone, password } = await registerByPhone();
    const token = await tokenOf(countryId, phone, password);
    k.advance(23 * HOUR);
    expect((await info(token)).code).toBe(200);
    k.advance(23 * HOUR);
    expect((await info(token)).code).toBe(200);
    k.advance(24 * HOUR);
    expect((await info(token)).code).toBe(-1001);
  });

  it('expires 7 days after login however much it is used', async () => {
    const { countryId, phone, password } = await registerByPhone();
    const token = await tokenOf(countryId, phone, password);
    for (let i = 0; i < 8; i += 1) {
      k.advance(20 * HOUR);
      expect((await info(token)).code).toBe(200);
    }
    k.advance(8 * HOUR - 1000);
    expect((await info(token)).code).toBe(200);
    k.advance(1000);
    expect((await info(token)).code).toBe(-1001);
  });
});

describe('message delivery', () => {
  it('outside sandbox mode, with no provider configured, a code is neither sent nor kept', async () => {
    const live = await createIdentityKit({}, { config: { sandbox: false } });
    try {
      const phone = freshPhone();
      const reply = await live.post('/api/common/sendCode', { countryId: 254, phone, scene: 'register' });
      expect(reply.res.statusCode).toBe(500);
      expect(reply.code).toBe(500);
      const { rows } = await live.t.db.query('SELECT 1 FROM verification_code WHERE target = $1', [`+254${phone}`]);
      expect(rows).toHaveLength(0);
      const { rows: outbox } = await live.t.db.query('SELECT 1 FROM outbox');
      expect(outbox).toHaveLength(0);
    } finally {
      await live.close();
    }
  });
});
