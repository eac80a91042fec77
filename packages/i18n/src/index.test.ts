import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, en, errorMessageId, getStoredLocale, LOCALE_KEY, loadMessages, resolveLocale, setStoredLocale, type MessageId } from './index.ts';

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

  it('formats plurals in the language asked for', async () => {
    expect(createTranslator('en', en)('team.role.selected', { count: 1 })).toBe('1 permission chosen');
    expect(createTranslator('en', en)('team.role.selected', { count: 3 })).toBe('3 permissions chosen');
    expect(createTranslator('zh', await loadMessages('zh'))('team.role.selected', { count: 3 })).toBe('已选择 3 项权限');
  });

  it('falls back to English for an id the given messages lack, then to the id itself', () => {
    const t = createTranslator('zh', { 'nav.home': '首页' });
    expect(t('nav.home')).toBe('首页');
    expect(t('sdk.logoutSuccess')).toBe(en['sdk.logoutSuccess']);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('no.such.id' as MessageId)).toBe('no.such.id');
    errors.mockRestore();
  });

  it('maps codes of the error table and nothing else', () => {
    expect(errorMessageId(-1004)).toBe('error.code.-1004');
    expect(en['error.code.-1004']).toBe('Wrong account password');
    expect(en['error.code.-1059']).toMatch(/5 minutes/);
    expect(errorMessageId(-4242)).toBeUndefined();
  });
});
