import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../testing/index.ts';
import { HELD_ATTRIBUTE } from '@mizani/sdk/server-drawn-page';
import { holdFormControls, looksWide, readCookie, SNAPSHOT_TIMEOUT_MS } from './signed-in-snapshot.ts';

let dir: string;
let t: TestApp;
let user: TestUser;

const SHELL =
  '<!doctype html><html lang="en"><head><style data-emotion="css-global g0">html{}</style></head>' +
  '<body><div id="root"><!--mz-splash--><div class="mz-splash">Mizani Pay</div><!--/mz-splash--></div></body></html>';

/*
 * A stand-in for the portal's server bundle (the real one is exercised end to end in
 * apps/portal/e2e/signed-in-snapshot.spec.ts): it draws the user's email, asked of the real API
 * through `send` with the token the page request carried.
 */
const BUNDLE = `
export async function renderSignedIn({ url, token, locale, wide, send }) {
  if (url.includes('broken')) throw new Error('drawing failed');
  if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, ${SNAPSHOT_TIMEOUT_MS + 500}));
  const reply = await send({ method: 'POST', url: '/api/user/info', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: '{}' });
  const info = JSON.parse(reply.body);
  if (info.code !== 200) return null;
  return {
    html: '<main><p>' + info.data.email + ' ' + locale + ' ' + (wide ? 'wide' : 'narrow') + '</p>'
      + '<form><input name="fundPassword"><button type="submit" class="go">Send</button><button type="button">Tab</button>'
      + '<button type="submit" disabled="">Busy</button></form></main>',
    css: '.css-a1{color:red}',
    ids: ['a1'],
    globals: [{ id: 'g0', rules: 'html{}' }, { id: 'g1', rules: 'body{margin:0}' }],
    queries: { queries: [{ queryKey: ['user', 'info'], note: '</script><script>alert(1)</script>' }] },
  };
}
`;

/** The developer console's bare app page and a stand-in for its server bundle: it draws whose page this is. */
const CONSOLE_PAGE =
  '<!doctype html><html lang="en"><head><title>console</title></head>' +
  '<body><div id="root"><!--mz-splash--><!--/mz-splash--></div><script type="module" src="/homeApi/assets/index.js"></script></body></html>';
const CONSOLE_BUNDLE = `
export async function renderSignedIn({ url, token, send }) {
  const reply = await send({ method: 'POST', url: '/api/user/info', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: '{}' });
  const info = JSON.parse(reply.body);
  if (info.code !== 200) return null;
  return { html: '<main><h1>console ' + url + '</h1><p>' + info.data.email + '</p></main>', css: '', ids: [], globals: [{ id: 'c0', rules: 'body{}' }], queries: { queries: [] } };
}
`;

const PHONE = 'Mozilla/5.0 (Linux; Android 11; A3) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-snapshot-'));
  const portal = path.join(dir, 'portal');
  await mkdir(path.join(portal, '.server'), { recursive: true });
  await writeFile(path.join(portal, 'index.html'), SHELL);
  await writeFile(path.join(portal, 'shell.html'), SHELL);
  await writeFile(path.join(portal, '.server', 'render.mjs'), BUNDLE);
  const developer = path.join(dir, 'developer');
  await mkdir(path.join(developer, '.server'), { recursive: true });
  await writeFile(path.join(developer, 'index.html'), CONSOLE_PAGE);
  await writeFile(path.join(developer, '.server', 'render.mjs'), CONSOLE_BUNDLE);
  t = await createTestApp({ config: { portalDist: portal, developerDist: developer } });
  user = await createTestUser(t.db);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': PHONE, ...(cookie ? { cookie } : {}), ...headers } });

describe('signed-in pages drawn on the server', () => {
  it('draws a /home page for the session cookie, with the data the API gave that session, and lets no cache keep it', async () => {
    const res = await page('/home/dashboard?tab=1', `other=1; mz_session=${encodeURIComponent(user.token)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`<p>${user.email} en narrow</p>`);
    expect(res.body).toContain('<div id="root" data-snapshot="/home/dashboard?tab=1">');
    expect(res.body).not.toContain('mz-splash');
    // The page's class rules and only the global sheets shell.html lacks.
    expect(res.body).toContain('<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1">.css-a1{color:red}</style></head>');
    expect(res.body.match(/css-global g0/g)).toHaveLength(1);
  });

  it('holds back fields and submit buttons until the app is live, and nothing in the replies can close their script tag', async () => {
    const res = await page('/home/psp-index', `mz_session=${user.token}`);
    expect(res.body).toContain(`<input name="fundPassword" disabled="" ${HELD_ATTRIBUTE}="">`);
    expect(res.body).toContain(`<button type="submit" class="go" disabled="" ${HELD_ATTRIBUTE}="">Send</button>`);
    expect(res.body).toContain('<button type="button">Tab</button>');
    expect(res.body).toContain('<button type="submit" disabled="">Busy</button>');
    const data = /<script type="application\/json" id="mz-snapshot">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual({ queries: [{ queryKey: ['user', 'info'], note: '</script><script>alert(1)</script>' }] });
  });

  it('draws for the width the app last saw, whatever the browser says it is', async () => {
    const narrow = await page('/home/dashboard', `mz_wide=0; mz_session=${user.token}`, { 'user-agent': DESKTOP });
    expect(narrow.body).toContain('narrow');
    const wide = await page('/home/dashboard', `mz_wide=1; mz_session=${user.token}`, { 'user-agent': PHONE });
    expect(wide.body).toContain(' wide</p>');
  });

  it('draws in the language of the language cookie, and for a wide screen when the browser is not a phone', async () => {
    const res = await page('/home/dashboard', `mz_locale=zh; mz_session=${user.token}`, { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' });
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain(`<p>${user.email} zh wide</p>`);
    const hinted = await page('/home/dashboard', `mz_session=${user.token}`, { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' });
    expect(hinted.body).toContain('narrow');
  });

  it('compresses the drawn page for a browser that accepts brotli', async () => {
    const res = await page('/home/dashboard', `mz_session=${user.token}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`<p>${user.email} en narrow</p>`);
  });

  it('sends the bare app page without a session cookie, for a dead session, outside /home, and when drawing fails', async () => {
    for (const [url, cookie] of [
      ['/home/dashboard', undefined],
      ['/home/dashboard', 'mz_session='],
      ['/home/dashboard', 'mz_session=not-a-live-token'],
      ['/homeward', `mz_session=${user.token}`],
      ['/login', `mz_session=${user.token}`],
      ['/home/broken', `mz_session=${user.token}`],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, `${url} ${cookie}`).toBe(SHELL);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the bare app page when drawing takes too long', async () => {
    const started = Date.now();
    const res = await page('/home/slow', `mz_session=${user.token}`);
    expect(res.body).toBe(SHELL);
    expect(Date.now() - started).toBeLessThan(SNAPSHOT_TIMEOUT_MS + 400);
  }, 10_000);

  it('never serves the server bundle itself', async () => {
    for (const url of ['/.server/render.mjs', '/homeApi/.server/render.mjs']) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
        expect(res.body).not.toContain('renderSignedIn');
      }
    }
  });

  it("draws a developer console page with the console's own bundle into the console's page", async () => {
    const res = await page('/homeApi/docs/c2b', `mz_session=${user.token}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`<div id="root" data-snapshot="/homeApi/docs/c2b"><main><h1>console /homeApi/docs/c2b</h1><p>${user.email}</p></main></div>`);
    expect(res.body).toContain('<title>console</title><style data-emotion="css-global c0">body{}</style></head>');
    expect(res.body).toContain('<script type="module" src="/homeApi/assets/index.js"></script>');
    // Without a live session the console's own page, as before.
    for (const cookie of [undefined, 'mz_session=not-a-live-token']) {
      expect((await page('/homeApi/docs', cookie)).body).toBe(CONSOLE_PAGE);
    }
  });
});

describe('snapshot helpers', () => {
  it('reads one cookie of a header, decoded, and nothing from a malformed one', () => {
    expect(readCookie('a=1; mz_session=x%2By; b=2', 'mz_session')).toBe('x+y');
    expect(readCookie('xmz_session=1', 'mz_session')).toBeNull();
    expect(readCookie('mz_session=%E0%A4%A', 'mz_session')).toBeNull();
    expect(readCookie(undefined, 'mz_session')).toBeNull();
  });

  it('disables the fields and submit buttons not already disabled, and nothing else', () => {
    const held = `disabled="" ${HELD_ATTRIBUTE}=""`;
    expect(
      holdFormControls(
        '<button class="a" type="submit">S</button><button type="button">T</button><input type="text" value="x"/>' +
          '<input type="hidden" value="h"/><input disabled="" value="d"/><select name="s"><option>1</option></select><textarea name="t"></textarea>',
      ),
    ).toBe(
      `<button class="a" type="submit" ${held}>S</button><button type="button">T</button><input type="text" value="x" ${held}/>` +
        `<input type="hidden" value="h"/><input disabled="" value="d"/><select name="s" ${held}><option>1</option></select><textarea name="t" ${held}></textarea>`,
    );
  });

  it('guesses a phone from its user agent or client hint when the app has not said', () => {
    const request = (headers: Record<string, string>) => ({ headers }) as unknown as Parameters<typeof looksWide>[0];
    expect(looksWide(request({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' }))).toBe(false);
    expect(looksWide(request({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)', 'sec-ch-ua-mobile': '?1' }))).toBe(false);
    expect(looksWide(request({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(true);
    expect(looksWide(request({ 'user-agent': 'Mozilla/5.0 (iPhone)', cookie: 'mz_wide=1' }))).toBe(true);
  });
});
