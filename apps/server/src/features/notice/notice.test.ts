import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/index.ts';
import { localeFromHeader } from './queries.ts';
import { seedNotices } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Notice = { id: number; title: string; content: string; locale: string; createTime: string };
const notices = async (body: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/common/notice/3', payload: body as object, headers });
  return res.json() as { code: number; msg: string; data: Notice[] };
};

describe('/common/notice/3', () => {
  it('lists the announcements in English, newest first, without a session', async () => {
    const { code, data } = await notices({ locale: 'en' });
    expect(code).toBe(200);
    expect(data.map((n) => n.title)).toEqual([
      'Security advice: never share your codes',
      'New corridor: Kenya to Tigo Pesa in Tanzania',
      'Updated fee schedule from 1 July 2025',
    ]);
    expect(data.every((n) => n.locale === 'en' && n.content.length > 100)).toBe(true);
    expect(data[0]!.content).toContain('will never ask you for a verification code');
    expect(data[0]!.createTime).toBe('2025-09-22T06:00:00.000Z');
  });

  it('lists them in Chinese when asked', async () => {
    const { data } = await notices({ locale: 'zh' });
    expect(data.map((n) => n.title)).toEqual(['安全提示：切勿向任何人透露验证码', '新汇款通道：肯尼亚至坦桑尼亚 Tigo Pesa', '2025年7月1日起费率调整']);
    expect(data.every((n) => n.locale === 'zh')).toBe(true);
  });

  it("follows the caller's language when the body names none, English otherwise", async () => {
    expect((await notices({}, { 'accept-language': 'zh' })).data[0]!.locale).toBe('zh');
    expect((await notices({}, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).data[0]!.locale).toBe('zh');
    expect((await notices({})).data[0]!.locale).toBe('en');
    expect((await notices({ locale: 'en' }, { 'accept-language': 'zh' })).data[0]!.locale).toBe('en');
  });

  it('leaves out unpublished notices and notices of other types', async () => {
    await t.db.query("UPDATE notice SET published = false WHERE seed_key = 'tigo-pesa-corridor'");
    await t.db.query("INSERT INTO notice (type, locale, title, content) VALUES (1, 'en', 'Internal', 'Not an announcement')");
    const titles = (await notices({ locale: 'en' })).data.map((n) => n.title);
    expect(titles).toEqual(['Security advice: never share your codes', 'Updated fee schedule from 1 July 2025']);
    await t.db.query("UPDATE notice SET published = true WHERE seed_key = 'tigo-pesa-corridor'");
  });

  it('refuses a language it does not speak', async () => {
    const reply = await notices({ locale: 'sw' });
    expect(reply.code).toBe(-1008);
    expect(reply.msg).toMatch(/^Parameter error: locale/);
  });

  it('seeds once: running the seed again neither duplicates nor overwrites', async () => {
    await t.db.query("UPDATE notice SET title = 'Edited by the operator' WHERE seed_key = 'fee-schedule-2025-07' AND locale = 'en'");
    await seedNotices(t.db);
    const { rows } = await t.db.query<{ count: string }>('SELECT count(*) AS count FROM notice WHERE type = 3');
    expect(rows[0]!.count).toBe('6');
    expect((await notices({ locale: 'en' })).data.map((n) => n.title)).toContain('Edited by the operator');
  });
});

describe('localeFromHeader', () => {
  it('takes the first language we speak', () => {
    expect(localeFromHeader('sw-KE,zh;q=0.5,en;q=0.4')).toBe('zh');
    expect(localeFromHeader('en-GB')).toBe('en');
    expect(localeFromHeader('fr')).toBe('en');
    expect(localeFromHeader(undefined)).toBe('en');
  });
});
