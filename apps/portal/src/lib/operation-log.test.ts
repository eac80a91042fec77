import { createTranslator, en } from '@mizani/i18n';
import { describe, expect, it } from 'vitest';
import { describeDevice, operationLabel } from './operation-log.ts';

describe('describeDevice', () => {
  it('names the browser and the system of common agents', () => {
    expect(
      describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toBe('Chrome · Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iPhone');
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36')).toBe(
      'Samsung Internet · Android',
    );
    expect(
      describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'),
    ).toBe('Edge · Windows');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox · Linux');
  });

  it('names a program by its first word and gives up on nothing', () => {
    expect(describeDevice('curl/8.5.0')).toBe('curl');
    expect(describeDevice('node')).toBe('node');
    expect(describeDevice('')).toBeNull();
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice('   ')).toBeNull();
  });
});

describe('operationLabel', () => {
  const t = createTranslator('en', en);
  it('labels the operations the server records and never shows an unknown one by its name', () => {
    expect(operationLabel(t, 'login')).toBe('Log in');
    expect(operationLabel(t, 'startAuth')).toBe('Submit verification');
    expect(operationLabel(t, 'teamAdd')).toBe('Add team member');
    expect(operationLabel(t, 'somethingNew')).toBe('Other activity');
    expect(operationLabel(t, 'toString')).toBe('Other activity');
  });
});
