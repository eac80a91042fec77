import { describe, expect, it } from 'vitest';
import { appendQuery, buildQueryString } from './query-string.ts';

describe('buildQueryString', () => {
  it('skips null, empty and undefined values, and keeps zero and false', () => {
    expect(buildQueryString({ a: null, b: '', c: undefined, d: 0, e: false, f: 'x' })).toBe('d=0&e=false&f=x');
  });

  it('flattens a nested object one level as key[subkey]=value, skipping its empty values too', () => {
    expect(buildQueryString({ pageNum: 1, params: { beginTime: '2024-01-01', endTime: '', status: null, scope: 1 } })).toBe(
      'pageNum=1&params[beginTime]=2024-01-01&params[scope]=1',
    );
  });

  it('encodes keys and values', () => {
    expect(buildQueryString({ 'file path': 'kyc/a b&c.png', q: { 'sub key': '100%' } })).toBe('file%20path=kyc%2Fa%20b%26c.png&q[sub%20key]=100%25');
  });

  it('writes dates as ISO 8601 and bigints exactly', () => {
    expect(buildQueryString({ at: new Date('2024-03-01T10:00:00Z'), minor: 12345678901234567890n })).toBe(
      'at=2024-03-01T10%3A00%3A00.000Z&minor=12345678901234567890',
    );
  });

  it('indexes arrays as a nested level', () => {
    expect(buildQueryString({ ids: [3, 5] })).toBe('ids[0]=3&ids[1]=5');
  });

  it('refuses nesting deeper than one level rather than sending "[object Object]"', () => {
    expect(() => buildQueryString({ a: { b: { c: 1 } } } as never)).toThrow(/one level/);
  });

  it('is empty for nothing', () => {
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ a: null })).toBe('');
  });
});

describe('appendQuery', () => {
  it('adds ? or & as the path needs, and nothing when no parameter is left', () => {
    expect(appendQuery('/user/getTempUrl', { filePath: 'a.png' })).toBe('/user/getTempUrl?filePath=a.png');
    expect(appendQuery('/x?y=1', { z: 2 })).toBe('/x?y=1&z=2');
    expect(appendQuery('/x?', { z: 2 })).toBe('/x?z=2');
    expect(appendQuery('/x', { z: '' })).toBe('/x');
    expect(appendQuery('/x#top', { z: 2 })).toBe('/x?z=2#top');
  });
});
