import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator, en, errorMessageId, getStoredLocale, LOCALE_COOKIE, LOCALE_KEY, loadMessages, resolveLocale, simpleMessage, setStoredLocale, type Messages } from './index.ts';

describe('locale', () => {
  afterEach(() => localStorage.clear());

  it('defaults to English when nothing is stored', () => {
    expect(resolveLocale(null)).toBe('en');
    expect(getStoredLocale()).toBe('en');
  });

  it('keeps a supported stored value', () => {
    localStorage.setItem(LOCALE_KEY, 'zh');
    expect(getStoredLocale()).toBe('zh');
    setStoredLocale('en');
    expect(localStorage.getItem('LOCALE')).toBe('en');
  });

  it('copies the chosen language into the cookie the server draws signed-in pages in', () => {
    setStoredLocale('zh');
    expect(document.cookie.split('; ')).toContain(`${LOCALE_COOKIE}=zh`);
    setStoredLocale('en');
    expect(document.cookie.split('; ')).toContain(`${LOCALE_COOKIE}=en`);
    expect(document.cookie.split('; ')).not.toContain(`${LOCALE_COOKIE}=zh`);
  });

  it('falls back to Chinese for an unsupported stored value', () => {
    localStorage.setItem(LOCALE_KEY, 'fr');
    expect(getStoredLocale()).toBe('zh');
  });
});

describe('translator', () => {
  it('formats the spec wording with positional placeholders', async () => {
    const t = createTranslator('en', en);
    expect(t('sdk.httpFailure', { 0: 404 })).toBe('Exception at system interface 404');
    const tz = createTranslator('zh', await loadMessages('zh'));
    expect(tz('sdk.logoutSuccess')).toBe('退出成功！');
  });

  it('maps codes of the error table and nothing else', () => {
    expect(errorMessageId(-1004)).toBe('error.code.-1004');
    expect(en['error.code.-1004']).toBe('Wrong account password');
    expect(en['error.code.-1059']).toMatch(/5 minutes/);
    expect(errorMessageId(-4242)).toBeUndefined();
  });
});

describe('simpleMessage', () => {
  it('joins text and plain arguments, source or precompiled', () => {
    expect(simpleMessage('Exit Success!')?.(undefined)).toBe('Exit Success!');
    const precompiled = [{ type: 0, value: 'Exception at system interface ' }, { type: 1, value: '0' }];
    expect(simpleMessage(precompiled)?.({ 0: 502 })).toBe('Exception at system interface 502');
    expect(simpleMessage(precompiled)?.({ 0: 'x' })).toBe('Exception at system interface x');
  });
  it('leaves plurals, tags, escapes and source placeholders to the formatter', () => {
    expect(simpleMessage('Hello {name}')).toBeUndefined();
    expect(simpleMessage('Read the <link>terms</link>')).toBeUndefined();
    expect(simpleMessage("It''s")).toBeUndefined();
    expect(simpleMessage([{ type: 0, value: 'n' }, { type: 6, value: 'count', options: {} }])).toBeUndefined();
    expect(simpleMessage(42)).toBeUndefined();
  });
  it('hands a value it cannot join (missing, a date) back to the formatter', () => {
    const format = simpleMessage([{ type: 1, value: 'when' }]);
    expect(format?.({})).toBeUndefined();
    expect(format?.({ when: new Date(0) as unknown as string })).toBeUndefined();
  });
  it('formats through the translator exactly as intl-messageformat does', () => {
    const messages = { 'sdk.httpFailure': 'Exception at system interface {0}', 'nav.home': 'Home' } as Partial<Messages>;
    const t = createTranslator('en', messages);
    expect(t('nav.home')).toBe('Home');
    expect(t('sdk.httpFailure', { 0: 404 })).toBe('Exception at system interface 404');
  });
});
