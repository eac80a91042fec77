import { randomBytes } from 'node:crypto';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '@mizani/sdk/contract';
import { loadConfig } from '../../config.ts';
import { createTestUser, type TestUser } from '../../testing/index.ts';
import { createIdentityKit, freshEmail, freshPhone, type IdentityKit } from '../auth/test-kit.ts';
import { DEMO_ACCOUNTS, describeDemoAccounts, FINANCE_VIEWER_MENUS, seedDemoAccounts } from '../demo/seed.ts';
import { recordUserLog } from '../../domain/user/log.ts';

const MINUTE = 60_000;

let k: IdentityKit;
beforeAll(async () => {
  k = await createIdentityKit();
});
afterAll(() => k?.close());

type Info = { nickName: string; avatar: string | null; phone: string | null; email: string | null; countryId: number | null };
const info = async (token: string) => {
  const reply = await k.post('/api/user/info', {}, { token });
  expect(reply.code).toBe(200);
  return reply.data as Info & Record<string, unknown>;
};

/** A file row as the upload feature would write it. */
async function insertFile(ownerId: number, uploadedBy = ownerId): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await k.t.db.query(
    `INSERT INTO file_object (id, owner_id, uploaded_by, purpose, mime, size, sha256, original_name, created_at)
     VALUES ($1, $2, $3, 'avatar', 'image/png', 10, $4, 'me.png', $5)`,
    [id, ownerId, uploadedBy, 'a'.repeat(64), k.now()],
  );
  return id;
}

type LogPage = { rows: { operation: string; ip: string; success: boolean; createTime: string; userAgent: string | null }[]; total: number };
const log = async (token: string, body: Record<string, unknown> = { pageNum: 1, pageSize: 100 }) => {
  const reply = await k.post('/api/user/log', body, { token });
  expect(reply.code).toBe(200);
  return reply.data as LogPage;
};

describe('/user/info', () => {
  it('gives a staff member no permissions and the main account as parent', async () => {
    const main = await createTestUser(k.t.db);
    const staff = await createTestUser(k.t.db, { parentId: main.userId, phone: null, permissions: [] });
    const data = await info(staff.token);
    expect([...Value.Errors(schemas['user.info'].data, data)]).toEqual([]);
    expect(data).toMatchObject({ userId: staff.userId, parentId: main.userId, permissions: [] });
    expect((await info(main.token)).permissions).toEqual(['*:*:*']);
  });
});

describe('/user/info/save', () => {
  it('saves a trimmed nickname and refuses a blank one', async () => {
    const user = await createTestUser(k.t.db);
    expect((await k.post('/api/user/info/save', { nickName: '  Wanjiru  ' }, { token: user.token })).code).toBe(200);
    expect((await info(user.token)).nickName).toBe('Wanjiru');
    const blank = await k.post('/api/user/info/save', { nickName: '   ' }, { token: user.token });
    expect(blank.code).toBe(-1008);
    expect(blank.msg).toContain('nickName');
    const long = await k.post('/api/user/info/save', { nickName: 'x'.repeat(31) }, { token: user.token });
    expect(long.code).toBe(-1008);
  });

  it('accepts as avatar only a file uploaded by the user, and removes it with null', async () => {
    const user = await createTestUser(k.t.db);
    const other = await createTestUser(k.t.db);
    const mine = await insertFile(user.userId);
    const theirs = await insertFile(other.userId);

    const foreign = await k.post('/api/user/info/save', { nickName: 'Juma', avatar: theirs }, { token: user.token });
    expect(foreign.code).toBe(-1008);
    expect(foreign.msg).toContain('avatar');
    expect((await k.post('/api/user/info/save', { nickName: 'Juma', avatar: 'no-such-file' }, { token: user.token })).code).toBe(-1008);

    expect((await k.post('/api/user/info/save', { nickName: 'Juma', avatar: mine }, { token: user.token })).code).toBe(200);
    expect(await info(user.token)).toMatchObject({ nickName: 'Juma', avatar: mine });
    // Leaving the avatar out keeps it.
    expect((await k.post('/api/user/info/save', { nickName: 'Juma K' }, { token: user.token })).code).toBe(200);
    expect((await info(user.token)).avatar).toBe(mine);
    expect((await k.post('/api/user/info/save', { nickName: 'Juma K', avatar: null }, { token: user.token })).code).toBe(200);
    expect((await info(user.token)).avatar).toBeNull();
  });

  it('-1001 without a session', async () => {
    expect((await k.post('/api/user/info/save', { nickName: 'x' })).code).toBe(-1001);
  });
});

describe('/user/resetPwd', () => {
  it('-1033 for a wrong old password; -1008 when the new one equals the old', async () => {
    const user = await createTestUser(k.t.db);
    const wrong = await k.post('/api/user/resetPwd', { oldPassword: 'Nope@123', password: 'Fresh@123' }, { token: user.token });
    expect(wrong).toMatchObject({ code: -1033, msg: 'Wrong old password' });
    const same = await k.post('/api/user/resetPwd', { oldPassword: user.password, password: user.password }, { token: user.token });
    expect(same).toMatchObject({ code: -1008, msg: 'Parameter error: password must differ from the old one', data: { field: 'password', rule: 'invalid' } });
    const short = await k.post('/api/user/resetPwd', { oldPassword: user.password, password: 'abc' }, { token: user.token });
    expect(short.code).toBe(-1008);
  });

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const user = await createTestUser(k.t.db, { phone: null });
    const email = user.email ?? '';
    const other = await k.post('/api/user/emailLogin', { email, password: user.password }, { ip: k.nextIp() });
    const otherToken = (other.data as { token: string }).token;

    expect((await k.post('/api/user/resetPwd', { oldPassword: user.password, password: 'Fresh@123' }, { token: user.token })).code).toBe(200);
    expect((await k.post('/api/user/info', {}, { token: user.token })).code).toBe(200);
    expect((await k.post('/api/user/info', {}, { token: otherToken })).code).toBe(-1001);
    expect((await k.post('/api/user/emailLogin', { email, password: user.password }, { ip: k.nextIp() })).code).toBe(-1004);
    expect((await k.post('/api/user/emailLogin', { email, password: 'Fresh@123' }, { ip: k.nextIp() })).code).toBe(200);
  });
});

describe('/user/resetFundPwd', () => {
  it('sets a six-digit fund password confirmed with the login password', async () => {
    const user = await createTestUser(k.t.db);
    expect((await info(user.token)).fundPasswordFlag).toBe(false);

    const wrong = await k.post('/api/user/resetFundPwd', { password: 'Nope@123', fundPassword: '135790' }, { token: user.token });
    expect(wrong).toMatchObject({ code: -1004, msg: 'Wrong account password' });
    for (const fundPassword of ['12345', '1234567', '12345a']) {
      const bad = await k.post('/api/user/resetFundPwd', { password: user.password, fundPassword }, { token: user.token });
      expect(bad.code).toBe(-1008);
      expect(bad.msg).toContain('fundPassword');
    }
    expect((await info(user.token)).fundPasswordFlag).toBe(false);

    expect((await k.post('/api/user/resetFundPwd', { password: user.password, fundPassword: '135790' }, { token: user.token })).code).toBe(200);
    expect((await info(user.token)).fundPasswordFlag).toBe(true);
    const { rows } = await k.t.db.query<{ fund_password_hash: string }>('SELECT fund_password_hash FROM app_user WHERE id = $1', [user.userId]);
    expect(rows[0]?.fund_password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('/user/changePhone and /user/changeEmail', () => {
  it('changes the phone with a code sent to the new number', async () => {
    const user = await createTestUser(k.t.db);
    const phone = freshPhone();
    expect((await k.post('/api/common/sendCode', { countryId: 255, phone, scene: 'changePhone' }, { ip: k.nextIp() })).code).toBe(200);
    const code = await k.lastCode(`+255${phone}`);
    const wrong = await k.post('/api/user/changePhone', { countryId: 255, phone, code: code === '000000' ? '111111' : '000000' }, { token: user.token });
    expect(wrong.code).toBe(-1006);
    expect((await k.post('/api/user/changePhone', { countryId: 255, phone, code }, { token: user.token })).code).toBe(200);
    expect(await info(user.token)).toMatchObject({ countryId: 255, phone, countryName: 'Tanzania' });
    // The new number signs in; the old one no longer does.
    expect((await k.post('/api/user/login', { countryId: 255, phone, password: user.password }, { ip: k.nextIp() })).code).toBe(200);
    expect((await k.post('/api/user/login', { countryId: 254, phone: user.phone, password: user.password }, { ip: k.nextIp() })).code).toBe(-1004);
  });

  it('-1008 for the current phone, -1003 for a phone of another account, -1012 for an unknown country', async () => {
    const user = await createTestUser(k.t.db);
    const other = await createTestUser(k.t.db);
    const same = await k.post('/api/user/changePhone', { countryId: 254, phone: user.phone, code: '123456' }, { token: user.token });
    expect(same).toMatchObject({ code: -1008, msg: 'Parameter error: phone must differ from the current one', data: { field: 'phone', rule: 'invalid' } });
    const taken = await k.post('/api/user/changePhone', { countryId: 254, phone: other.phone, code: '123456' }, { token: user.token });
    expect(taken).toMatchObject({ code: -1003, msg: 'Account already exists' });
    expect((await k.post('/api/common/sendCode', { countryId: 254, phone: other.phone, scene: 'changePhone' }, { ip: k.nextIp() })).code).toBe(-1003);
    expect((await k.post('/api/user/changePhone', { countryId: 999, phone: freshPhone(), code: '123456' }, { token: user.token })).code).toBe(-1012);
  });

  it('a code for another scene does not change the phone', async () => {
    const user = await createTestUser(k.t.db);
    const phone = freshPhone();
    await k.post('/api/common/sendCode', { countryId: 254, phone, scene: 'register' }, { ip: k.nextIp() });
    const code = await k.lastCode(`+254${phone}`);
    expect((await k.post('/api/user/changePhone', { countryId: 254, phone, code }, { token: user.token })).code).toBe(-1006);
  });

  it('changes the email with a code sent to the new address; same address -1008, taken -1003', async () => {
    const user = await createTestUser(k.t.db);
    const other = await createTestUser(k.t.db);
    const same = await k.post('/api/user/changeEmail', { email: (user.email ?? '').toUpperCase(), code: '123456' }, { token: user.token });
    expect(same).toMatchObject({ code: -1008, msg: 'Parameter error: email must differ from the current one', data: { field: 'email', rule: 'invalid' } });
    expect((await k.post('/api/user/changeEmail', { email: other.email, code: '123456' }, { token: user.token })).code).toBe(-1003);
    expect((await k.post('/api/common/sendMailCode', { email: other.email, scene: 'changeEmail' }, { ip: k.nextIp() })).code).toBe(-1003);

    const email = freshEmail();
    expect((await k.post('/api/common/sendMailCode', { email, scene: 'changeEmail' }, { ip: k.nextIp() })).code).toBe(200);
    const code = await k.lastCode(email);
    expect((await k.post('/api/user/changeEmail', { email, code }, { token: user.token })).code).toBe(200);
    expect((await info(user.token)).email).toBe(email);
    // Used once.
    expect((await k.post('/api/user/changeEmail', { email, code }, { token: other.token })).code).toBe(-1003);
  });

  it('an expired code does not change the email', async () => {
    const user = await createTestUser(k.t.db);
    const email = freshEmail();
    await k.post('/api/common/sendMailCode', { email, scene: 'changeEmail' }, { ip: k.nextIp() });
    const code = await k.lastCode(email);
    k.advance(10 * MINUTE);
    expect((await k.post('/api/user/changeEmail', { email, code }, { token: user.token })).code).toBe(-1006);
  });
});

describe('/user/log', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser(k.t.db, { phone: null });
  });

  it('records logins, failures, profile and password changes and logout, newest first, with time and IP', async () => {
    const email = user.email ?? '';
    await k.post('/api/user/emailLogin', { email, password: 'Nope@123' }, { ip: '203.0.113.7', headers: { 'user-agent': 'Phone browser' } });
    k.advance(1000);
    const login = await k.post('/api/user/emailLogin', { email, password: user.password }, { ip: '203.0.113.8' });
    const token = (login.data as { token: string }).token;
    k.advance(1000);
    await k.post('/api/user/info/save', { nickName: 'Baraka' }, { token, ip: '203.0.113.9' });
    k.advance(1000);
    await k.post('/api/user/resetFundPwd', { password: user.password, fundPassword: '864200' }, { token });
    k.advance(1000);
    await k.post('/api/user/resetPwd', { oldPassword: user.password, password: 'Fresh@123' }, { token });
    k.advance(1000);
    // The password change signed out the other session.
    expect((await k.post('/api/user/logout', {}, { token: user.token })).code).toBe(-1001);
    expect((await k.post('/api/user/logout', {}, { token })).code).toBe(200);
    k.advance(1000);
    const again = await k.post('/api/user/emailLogin', { email, password: 'Fresh@123' }, { ip: '203.0.113.10' });

    const page = await log((again.data as { token: string }).token);
    expect(page.total).toBe(7);
    expect(page.rows.map((r) => [r.operation, r.success])).toEqual([
      ['login', true],
      ['logout', true],
      ['resetPwd', true],
      ['resetFundPwd', true],
      ['infoSave', true],
      ['login', true],
      ['login', false],
    ]);
    expect(page.rows[0]?.ip).toBe('203.0.113.10');
    expect(page.rows[4]?.ip).toBe('203.0.113.9');
    expect(page.rows[6]).toMatchObject({ ip: '203.0.113.7', userAgent: 'Phone browser' });
    for (const row of page.rows) expect(new Date(row.createTime).toISOString()).toBe(row.createTime);
    expect([...Value.Errors(schemas['user.log'].data, page)]).toEqual([]);
  });

  it('pages, filters by operation, and shows only the caller’s entries', async () => {
    const token = (await k.post('/api/user/emailLogin', { email: user.email, password: 'Fresh@123' }, { ip: k.nextIp() })).data as {
      token: string;
    };
    const all = await log(token.token);
    const first = await log(token.token, { pageNum: 1, pageSize: 2 });
    const second = await log(token.token, { pageNum: 2, pageSize: 2 });
    expect(first.total).toBe(all.total);
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 4));
    const logins = await log(token.token, { pageNum: 1, pageSize: 10, operation: 'login' });
    expect(logins.rows.every((r) => r.operation === 'login')).toBe(true);
    expect(logins.total).toBe(4);

    const stranger = await createTestUser(k.t.db);
    expect((await log(stranger.token)).total).toBe(0);
    expect((await k.post('/api/user/log', { pageNum: 1, pageSize: 101 }, { token: token.token })).code).toBe(-1008);
  });

  it('records what other features log through recordUserLog', async () => {
    const other = await createTestUser(k.t.db);
    await recordUserLog(k.t.db, { userId: other.userId, operation: 'kycSubmit', ip: '198.51.100.4', userAgent: null, success: true });
    const page = await log(other.token);
    expect(page.rows[0]).toMatchObject({ operation: 'kycSubmit', ip: '198.51.100.4', success: true });
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says the proxy is trusted', async () => {
    const user = await createTestUser(k.t.db);
    await k.post('/api/user/logout', {}, { token: user.token, ip: '192.0.2.1', headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect((await k.t.db.query<{ ip: string }>('SELECT ip FROM user_log WHERE user_id = $1', [user.userId])).rows[0]?.ip).toBe('192.0.2.1');

    const proxied = await createIdentityKit({}, { config: { trustProxy: true } });
    try {
      const behind = await createTestUser(proxied.t.db);
      await proxied.post('/api/user/logout', {}, { token: behind.token, ip: '192.0.2.1', headers: { 'x-forwarded-for': '198.51.100.99' } });
      const { rows } = await proxied.t.db.query<{ ip: string }>('SELECT ip FROM user_log WHERE user_id = $1', [behind.userId]);
      expect(rows[0]?.ip).toBe('198.51.100.99');
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY from the environment, off by default', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('demo accounts', () => {
  it('are created once with their credentials, the staff under the main account', async () => {
    const created = await seedDemoAccounts(k.t.db);
    expect(created.map((a) => a.email)).toEqual(['demo@mizani.africa', 'company@mizani.africa', 'staff@mizani.africa']);
    expect(await seedDemoAccounts(k.t.db)).toEqual([]);
    expect(describeDemoAccounts(DEMO_ACCOUNTS)).toMatch(/^Demo accounts/);
    expect(describeDemoAccounts(DEMO_ACCOUNTS)).toContain('demo@mizani.africa, phone +254 712345678, password Demo@2026');

    const main = await k.post('/api/user/login', { countryId: 254, phone: '712345678', password: 'Demo@2026' }, { ip: k.nextIp() });
    const mainToken = (main.data as { token: string }).token;
    const mainInfo = await info(mainToken);
    expect(mainInfo).toMatchObject({
      nickName: 'Amani Demo',
      email: 'demo@mizani.africa',
      userType: 'user',
      fundPasswordFlag: true,
      permissions: ['*:*:*'],
    });

    const company = await k.post('/api/user/emailLogin', { email: 'company@mizani.africa', password: 'Demo@2026' }, { ip: k.nextIp() });
    const companyInfo = await info((company.data as { token: string }).token);
    expect(companyInfo).toMatchObject({ nickName: 'Kilima Traders Ltd', userType: 'company', countryId: 255, phone: '754321000' });

    const staff = await k.post('/api/user/emailLogin', { email: 'staff@mizani.africa', password: 'Staff@2026' }, { ip: k.nextIp() });
    const staffInfo = await info((staff.data as { token: string }).token);
    expect(staffInfo).toMatchObject({ parentId: mainInfo.userId, permissions: [...FINANCE_VIEWER_MENUS] });
  });
});
