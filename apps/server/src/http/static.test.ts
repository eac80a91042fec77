import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';

let dir: string;
let t: TestApp;

const PORTAL_INDEX = '<!doctype html><title>portal</title>';
const DEVELOPER_INDEX = '<!doctype html><title>developer console</title>';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-dist-'));
  const portal = path.join(dir, 'portal');
  const developer = path.join(dir, 'developer');
  await mkdir(path.join(portal, 'assets'), { recursive: true });
  await mkdir(path.join(developer, 'assets'), { recursive: true });
  await writeFile(path.join(portal, 'index.html'), PORTAL_INDEX);
  await writeFile(path.join(portal, 'assets', 'x.js'), 'console.log("portal")');
  await writeFile(path.join(portal, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(portal, '.env'), 'SECRET=1');
  await writeFile(path.join(developer, 'index.html'), DEVELOPER_INDEX);
  await writeFile(path.join(developer, 'assets', 'docs.js'), 'console.log("developer")');
  await mkdir(path.join(developer, '.server'), { recursive: true });
  await writeFile(path.join(developer, '.server', 'render.mjs'), 'export {}');
  t = await createTestApp({ config: { portalDist: portal, developerDist: developer } });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

/*
 * Builds without prerendered pages (the developer console's, and a portal built without them):
 * index.html is the single-page app's document for every path of its app.
 */
describe('serving the two apps on one origin', () => {
  it.each(['/', '/aboutUs', '/login/254', '/home/dashboard', '/home/psp-order?page=2', '/no/such/page'])(
    'portal index.html for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(PORTAL_INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/homeApi/', '/homeApi/account', '/homeApi/suspense-cashOut', '/homeApi/docs/pay-in'])(
    'developer index.html for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(DEVELOPER_INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('/homeApi redirects to /homeApi/ keeping the query', async () => {
    const res = await get('/homeApi?x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/homeApi/?x=1');
  });

  it('real files as themselves, hashed assets cached for good', async () => {
    const js = await get('/assets/x.js', '*/*');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toBe('console.log("portal")');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const dev = await get('/homeApi/assets/docs.js', '*/*');
    expect(dev.body).toBe('console.log("developer")');

    const icon = await get('/favicon.svg', 'image/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('a missing script is a 404, not index.html served as JavaScript', async () => {
    expect((await get('/assets/gone-1234.js', '*/*')).statusCode).toBe(404);
    expect((await get('/homeApi/assets/gone.css', 'text/css,*/*;q=0.1')).statusCode).toBe(404);
  });

  it('does not serve dotfiles', async () => {
    const res = await get('/.env');
    expect(res.body).not.toContain('SECRET');
    expect((await get('/homeApi/.server/render.mjs', '*/*')).statusCode).toBe(404);
  });

  it('an app page does not depend on cookies: the same bytes with or without a session cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/homeApi/account', headers: { accept: 'text/html', cookie: 'mz_session=t0k3n; mz_locale=zh; mz_wide=1' } });
    expect(res.body).toBe(DEVELOPER_INDEX);
    expect(res.headers.vary ?? '').not.toMatch(/cookie/i);
  });

  it('/api is never the app', async () => {
    for (const url of ['/api/nope', '/api', '/api/common/nothing?x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: 'Not Found', data: null });
    }
  });

  it('a POST to an app path is not answered with the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/aboutUs' });
    expect(res.statusCode).toBe(404);
  });

  it('the API still works beside the apps', async () => {
    expect((await get('/api/health', 'application/json')).json().code).toBe(200);
  });
});

describe('without built apps', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ config: { portalDist: path.join(dir, 'none'), developerDist: path.join(dir, 'none') } });
  });
  afterAll(() => bare?.close());

  it('serves the API and says plainly that the app is missing', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).json().code).toBe(200);
    const res = await bare.app.inject({ method: 'GET', url: '/homeApi/account' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('The developer console is not built on this server.');
  });
});
