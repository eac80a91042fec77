import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressTree } from '@mizani/ui/build';
import { BUDGETS, checkApp, foreignReferences, formatBudgetTable, requestedFiles, withoutCompressedCopies, type AppBudgetConfig } from './budget.ts';
import { staticClosure, type Manifest } from './sizes.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Base64 of random bytes gzips to about 3/4 of its length: this is about `kb` KB gzip. */
const incompressible = (kb: number) => `/*${randomBytes(kb * 1024).toString('base64')}*/`;

/** A build's output, with the compressed copies the apps' builds write unless `compressed` is false. */
function fakeDist(files: Record<string, string>, manifest: Manifest, compressed = true): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mizani-budget-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), body);
  }
  if (compressed) precompressTree(dist);
  return dist;
}

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/page.tsx', 'src/big.tsx'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_shared.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js' },
  'src/big.tsx': { file: 'assets/big.js', isDynamicEntry: true },
};

const config = (dist: string): AppBudgetConfig => ({ name: 'site', dist, pages: { '/page': 'marketing' } });

/** The prerendered page: the entry's script and a preload of its route module, as the portal's build writes them. */
const PAGE = '<!doctype html><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/page.js"><a href="https://wa.me/1">chat</a>';

// The fake builds are compressed as the real one is (brotli at quality 11 over up to 250 KB), which
// takes several seconds on a loaded 2-core machine: more than Vitest's default 5 s.
describe('size budgets', { timeout: 30_000 }, () => {
  it('follows static imports only: the route closure leaves lazy chunks out', () => {
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual(['_shared.js', 'index.html']);
    expect(staticClosure(manifest, ['index.html', 'src/page.tsx']).sort()).toEqual(['_form.js', '_shared.js', 'index.html', 'src/page.tsx']);
  });

  it('passes a small build and counts JS of the entry closure', () => {
    const dist = fakeDist(
      {
        'page/index.html': PAGE,
        'assets/index.js': incompressible(20),
        'assets/shared.js': incompressible(10),
        'assets/page.js': incompressible(5),
        'assets/form.js': incompressible(5),
        'assets/big.js': incompressible(5),
        'assets/index.css': 'body{color:red}',
      },
      manifest,
    );
    const result = checkApp(config(dist));
    expect(result.failures).toEqual([]);
    const row = result.routes.find((r) => r.route === '/page');
    expect(row?.js.gzip).toBeGreaterThan(30 * 1024);
    expect(row?.js.gzip).toBeLessThan(45 * 1024);
    expect(formatBudgetTable([result])).toMatch(/first load \/page .* ok/);
  });

  it('fails when the entry and its static imports pass the public budget, or a lazy chunk passes its own', () => {
    const dist = fakeDist(
      {
        'page/index.html': PAGE,
        'assets/index.js': incompressible(150),
        'assets/shared.js': incompressible(30),
        'assets/page.js': incompressible(1),
        'assets/form.js': incompressible(1),
        'assets/big.js': incompressible(70),
        'assets/index.css': '',
      },
      manifest,
    );
    const result = checkApp(config(dist));
    expect(result.failures).toEqual([
      expect.stringMatching(/^site \/page: first-load JavaScript 1\d\d\.\d KB gzip is over the 170\.0 KB budget$/),
      expect.stringMatching(/^site lazy chunk assets\/big\.js: \d+\.\d KB gzip is over the 60\.0 KB budget$/),
    ]);
    expect(formatBudgetTable([result])).toMatch(/OVER/);
  });

  it('fails a build whose files the server would send uncompressed', () => {
    const files = { 'page/index.html': PAGE, 'assets/index.js': incompressible(2), 'assets/shared.js': 'x', 'assets/page.js': 'x', 'assets/form.js': 'x', 'assets/big.js': 'x', 'assets/index.css': '' };
    expect(checkApp(config(fakeDist(files, manifest))).failures).toEqual([]);
    const bare = checkApp(config(fakeDist(files, manifest, false)));
    // The small files are not worth a copy; the large one must have one.
    expect(bare.failures).toEqual([`site ${path.join('assets', 'index.js')} has no .gz and .br copy: the server would send it uncompressed (precompressTree, packages/ui/src/build.js)`]);
    expect(withoutCompressedCopies(fakeDist(files, manifest, false))).toEqual([path.join('assets', 'index.js')]);
  });

  it('names every request to another origin in HTML, CSS and JavaScript', () => {
    const dist = fakeDist(
      {
        'index.html':
          '<link rel="stylesheet" href="https://fonts.example.com/css"><img src="//cdn.example.net/a.png"><a href="https://wa.me/1">ok</a><style>@import "https://styles.example.org/x.css";</style>',
        'assets/index.css': 'body{background:url(https://img.example.com/bg.png)}',
        'assets/index.js': 'const ns="http://www.w3.org/2000/svg";fetch("https://tracker.example.io/collect")',
      },
      {},
    );
    expect(foreignReferences(dist).sort()).toEqual([
      'assets/index.css: https://img.example.com/bg.png',
      'assets/index.js: https://tracker.example.io',
      'index.html: //cdn.example.net/a.png',
      'index.html: https://fonts.example.com/css',
      'index.html: https://styles.example.org/x.css',
    ]);
  });

  it('holds the sign-in pages to their own budget and says which page or file is missing instead of passing silently', () => {
    const page = PAGE.replace('/assets/page.js', '/assets/gone.js');
    const dist = fakeDist({ 'page/index.html': page, 'login/index.html': PAGE, 'assets/index.js': incompressible(200), 'assets/shared.js': '', 'assets/page.js': '', 'assets/form.js': '', 'assets/big.js': '', 'assets/index.css': '' }, manifest);
    const result = checkApp({ ...config(dist), pages: { '/page': 'marketing', '/login': 'signIn', '/register': 'signIn' } });
    expect(result.failures).toEqual([
      'site /page: asks for files the manifest does not know: assets/gone.js',
      expect.stringMatching(/^site \/page: first-load JavaScript .* over the 170\.0 KB budget$/),
      'site /register: the build has no register/index.html',
    ]);
    expect(result.routes.find((row) => row.route === '/login')?.budget).toBe(270 * 1024);
  });

  it('counts a signed-in first visit: the bare page\'s files and the static imports of the modules it loads, held to the file budget', () => {
    const files = { 'page/index.html': PAGE, '__spa-fallback.html': '<script type="module" crossorigin src="/assets/index.js"></script>', 'assets/index.js': '', 'assets/shared.js': '', 'assets/page.js': '', 'assets/form.js': '', 'assets/big.js': '', 'assets/index.css': '' };
    const dist = fakeDist(files, manifest);
    const visit = (modules: string[]) => ({ ...config(dist), signedInFirstVisit: { screen: '/home', modules } });
    // index.js and its shared.js, then page.js with form.js (shared.js counted once), then big.js.
    const result = checkApp(visit(['src/page.tsx', 'src/big.tsx']), { ...BUDGETS, signedInFirstVisitFiles: 4 });
    expect(result.firstVisits).toEqual([{ app: 'site', screen: '/home', files: 5, budget: 4 }]);
    expect(result.failures).toEqual(['site /home: a signed-in first visit asks for 5 JavaScript files, over the budget of 4']);
    expect(formatBudgetTable([result])).toMatch(/signed-in first visit \/home +5 files .* OVER/);
    // A module that moved is named, not silently left out of the count.
    expect(checkApp(visit(['src/page.tsx', 'src/moved.tsx'])).failures).toEqual(['site /home: the manifest has no chunk for src/moved.tsx (moved? update signedInFirstVisit)']);
  });

  it('reads the files a page asks for from its script and modulepreload tags, under the app\'s base', () => {
    const html = '<script type="module" crossorigin src="/homeApi/assets/a.js"></script><link rel="modulepreload" crossorigin href="/homeApi/assets/b.js"><link href="/homeApi/assets/c.js" rel="modulepreload"><link rel="icon" href="/homeApi/favicon.svg"><script src="https://elsewhere.example/x.js"></script>';
    expect(requestedFiles(html, '/homeApi/')).toEqual(['assets/a.js', 'assets/b.js', 'assets/c.js']);
  });
});
