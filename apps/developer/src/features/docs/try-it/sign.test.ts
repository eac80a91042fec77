// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomNonce, signedHeaders } from './sign.ts';

describe('signedHeaders (the try-it panel signs in the browser)', () => {
  it('signs METHOD, target, timestamp, nonce and the body hash with HMAC-SHA256 of the secret', async () => {
    const body = '{"merchantOrderNo":"A1","amount":"10.00"}';
    const headers = await signedHeaders({
      accessKey: 'ak_test',
      accessSecret: 's3cret',
      method: 'POST',
      target: '/api/open/v1/payout',
      body,
      timestamp: 1795156250,
      nonce: 'abcdef0123456789abcdef',
    });
    const bodyHash = createHash('sha256').update(body).digest('hex');
    const expected = createHmac('sha256', 's3cret')
      .update(`POST\n/api/open/v1/payout\n1795156250\nabcdef0123456789abcdef\n${bodyHash}`)
      .digest('hex');
    expect(headers).toEqual({ 'X-Access-Key': 'ak_test', 'X-Timestamp': '1795156250', 'X-Nonce': 'abcdef0123456789abcdef', 'X-Signature': expected });
  });

  it('hashes an empty GET body as sha256 of the empty string', async () => {
    const headers = await signedHeaders({ accessKey: 'k', accessSecret: 's', method: 'GET', target: '/api/open/v1/balance', body: '', timestamp: 1, nonce: 'n'.repeat(16) });
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(headers['X-Signature']).toBe(createHmac('sha256', 's').update(`GET\n/api/open/v1/balance\n1\n${'n'.repeat(16)}\n${emptyHash}`).digest('hex'));
  });

  it('makes nonces the server accepts: 32 characters of [0-9a-f], different each time', () => {
    const a = randomNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomNonce()).not.toBe(a);
  });
});
