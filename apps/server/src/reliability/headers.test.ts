/**
 * Headers and files: the Content-Security-Policy and the other security headers on every reply
 * (the apps, their fallbacks, 404s, the API, router-level refusals), HSTS only over TLS, CORS only
 * for configured origins, and uploads checked by content and size, kept outside the web root and
 * served through short-lived links with Content-Disposition.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@mizani/sdk/contract';
import { loadConfig, ConfigError, SERVER_ROOT } from '../config.ts';
import { createTempUrl } from '../domain/files/service.ts';
import { JPEG, PDF, PNG, TEXT, upload, uploadId } from '../features/files/test-files.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../testing/index.ts';

let dir: string;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-headers-'));
  for (const site of ['portal', 'developer']) {
    await mkdir(path.join(dir, site, 'assets'), { recursive: true });
    await writeFile(path.join(dir, site, 'index.html'), `<!doctype html><title>${site}</title><script type="module" src="/assets/app.js"></script>`);
    await writeFile(path.join(dir, site, 'assets', 'app.js'), 'export {}');
  }
  t = await createTestApp({ config: { portalDist: path.join(dir, 'portal'), developerDist: path.join(dir, 'developer'), uploadMaxBytes: 4096 } });
  user = await createTestUser(t.db);
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

function directives(policy: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values.join(' '));
  }
  return map;
}

/** The policy the issue asks for, directive by directive; nothing looser may sneak in. */
function expectStrictPolicy(policy: string | undefined, where: string): void {
  const csp = directives(policy);
  expect(csp.get('default-src'), where).toBe("'self'");
  expect(csp.get('script-src'), where).toBe("'self'");
  expect(csp.get('object-src'), where).toBe("'none'");
  expect(csp.get('base-uri'), where).toBe("'none'");
  expect(csp.get('frame-ancestors'), where).toBe("'none'");
  expect(csp.get('style-src'), where).toBe("'self' 'unsafe-inline'");
  expect(csp.get('img-src'), where).toBe("'self' data: blob:");
  expect(csp.get('connect-src'), where).toBe("'self'");
  expect(policy, where).not.toMatch(/unsafe-eval|\*|http:|https:/);
}

const PAGES = ['/', '/aboutUs', '/login/254', '/home/dashboard', '/no/such/page', '/homeApi/', '/homeApi/account', '/homeApi/docs/pay-in'];
const OTHER_REPLIES = ['/assets/app.js', '/assets/missing-123.js', '/api/health', '/api/nope', '/api/user/info', '/api/order/detail/%E0%A4%A', '/homeApi'];

describe('security headers', () => {
  it.each(PAGES)('the app at %s carries the strict CSP, nosniff and a referrer policy', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectStrictPolicy(res.headers['content-security-policy'] as string, url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(OTHER_REPLIES)('so does every other reply: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
    expectStrictPolicy(res.headers['content-security-policy'] as string, url);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('the built apps have no inline script the policy would block (when they are built)', async () => {
    const roots = [path.resolve(SERVER_ROOT, '../portal/dist'), path.resolve(SERVER_ROOT, '../developer/dist')].filter((root) => existsSync(path.join(root, 'index.html')));
    for (const root of roots) {
      const pages = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.html'));
      for (const page of pages) {
        const html = await readFile(path.join(root, page), 'utf8');
        // Every <script> loads a file; none carries code of its own or an inline event handler.
        for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
          const inline = tag.replace(/^<script\b[^>]*>/i, '').replace(/<\/script>$/i, '').trim();
          const isData = /type="application\/(ld\+)?json"/i.test(tag);
          expect(inline === '' || isData, `${root}/${page}: inline script ${tag.slice(0, 120)}`).toBe(true);
        }
        expect(html, `${root}/${page}`).not.toMatch(/\son[a-z]+\s*=\s*["']/i);
        expect(html, `${root}/${page}`).not.toMatch(/javascript:/i);
      }
    }
  });

  it('no HSTS over plain HTTP, even when a client claims TLS without a trusted proxy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS when a trusted proxy says the request came over TLS', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true, portalDist: path.join(dir, 'portal') } });
    try {
      const tls = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      const api = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(api.headers['strict-transport-security']).toBeDefined();
      const plain = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('the policy constant is the one served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('CORS', () => {
  it('by default no origin is granted anything', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/common/country', headers: { origin: 'https://evil.example' } });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/info',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('a configured origin, and only it, may call the API from a browser', async () => {
    const open = await createTestApp({ config: { corsOrigins: ['https://shop.example.com'] } });
    try {
      const preflight = await open.app.inject({
        method: 'OPTIONS',
        url: '/api/user/info',
        headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example.com');
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const call = await open.app.inject({ method: 'POST', url: '/api/common/country', headers: { origin: 'https://shop.example.com' } });
      expect(call.headers['access-control-allow-origin']).toBe('https://shop.example.com');
      expect(call.headers.vary).toMatch(/Origin/i);
      for (const origin of ['https://evil.example', 'https://shop.example.com.evil.example', 'http://shop.example.com', 'null']) {
        const refused = await open.app.inject({ method: 'POST', url: '/api/common/country', headers: { origin } });
        expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    } finally {
      await open.close();
    }
  });

  it('CORS_ORIGINS takes exact origins and refuses wildcards and paths', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example:8443' }).corsOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(loadConfig({}).corsOrigins).toBeUndefined();
    for (const bad of ['*', 'https://*.example.com', 'https://a.example/path', 'a.example', ',']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe('uploads', () => {
  const forged: Array<[string, { data: Buffer; filename: string; type: string }]> = [
    ['text named .png', { data: TEXT, filename: 'photo.png', type: 'image/png' }],
    ['HTML named .jpg', { data: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), filename: 'id.jpg', type: 'image/jpeg' }],
    ['SVG with script', { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), filename: 'logo.png', type: 'image/svg+xml' }],
    ['executable named .pdf', { data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), filename: 'statement.pdf', type: 'application/pdf' }],
    ['PNG header followed by HTML', { data: Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script>')]), filename: 'a.png', type: 'image/png' }],
    ['empty file', { data: Buffer.alloc(0), filename: 'empty.pdf', type: 'application/pdf' }],
  ];

  it.each(forged)('refuses %s by its content', async (_label, file) => {
    const reply = await upload(t.app, user.token, file, 'kyc');
    expect(reply.code).toBe(Code.PARAMETER_ERROR);
  });

  it('refuses a file over the size limit, with -1008 and no 500', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(8192, 0x20)]);
    const reply = await upload(t.app, user.token, { data: big, filename: 'big.pdf', type: 'application/pdf' }, 'kyc');
    expect(reply).toMatchObject({ code: Code.PARAMETER_ERROR });
    expect(reply.msg).toMatch(/larger than/);
  });

  it('takes a real file whatever its name says, stores it outside the web root and serves it only through a signed, short-lived link', async () => {
    const fileId = await uploadId(t.app, user.token, 'kyc', { data: JPEG, filename: 'scan.pdf' });
    // Not under either app's folder, so no static route can serve it.
    for (const site of ['portal', 'developer']) {
      const names = await readdir(path.join(dir, site), { recursive: true });
      expect(names.some((name) => name.includes(fileId))).toBe(false);
    }
    for (const url of [`/${fileId}`, `/files/${fileId}`, `/api/file/${fileId}`, `/homeApi/${fileId}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.rawPayload.equals(JPEG), url).toBe(false);
    }

    const link = await t.app.inject({ method: 'GET', url: `/api/user/getTempUrl?filePath=${fileId}`, headers: { authorization: `Bearer ${user.token}` } });
    const { url, expireTime } = link.json().data as { url: string; expireTime: string };
    const ttl = new Date(expireTime).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^(inline|attachment); filename/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/^private/);
    // Left to the browser's image and PDF viewers: a page policy could keep them from showing it.
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.rawPayload.equals(JPEG)).toBe(true);

    // A changed signature or an expired link gets nothing.
    const tampered = url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const old = await createTempUrl(t.db, fileId, new Date(Date.now() - 60 * 60 * 1000));
    const expired = await t.app.inject({ method: 'GET', url: old.url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: Code.DATA_NOT_FOUND, data: null });
  });
});
