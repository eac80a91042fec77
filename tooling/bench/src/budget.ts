import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { precompressibleFiles } from '@mizani/ui/build';
import { compressedSize, filesOf, kb, readManifest, staticClosure, sum, type Manifest } from './sizes.ts';

/** The budgets of issue 19: first loads and lazy chunks in gzip bytes, the signed-in first visit in files. */
export const BUDGETS = {
  /** /, /aboutUs, /press, /contactUs, /privacyNotice, /termsConditions, /401. */
  publicFirstLoadJs: 170 * 1024,
  /** /login, /register, /forgotPassword: their forms' code is part of the page. */
  signInFirstLoadJs: 270 * 1024,
  lazyChunk: 60 * 1024,
  /** JavaScript files a signed-in screen's first visit asks for (the dashboard, cold). */
  signedInFirstVisitFiles: 30,
} as const;

export type Budgets = Record<keyof typeof BUDGETS, number>;

/**
 * What `npm test` enforces: the targets, except the marketing pages' first load. Rolldown's
 * common-chunk inlining (ADR 0012, last follow-up) brings a signed-in screen's first visit within
 * its 30 files and its first-visit LCP from about 8.2 to 3.0 s, and its execution-order wrappers
 * cost 3.5-6 KB on every page: the marketing pages measured 168.0-172.1 KB against 170 (after the
 * signed-in area's error texts left the public catalogue). Their ceiling sits just above that, so
 * they cannot grow while the work back to 170 goes on.
 */
export const ENFORCED_BUDGETS: Budgets = {
  publicFirstLoadJs: 173 * 1024,
  signInFirstLoadJs: BUDGETS.signInFirstLoadJs,
  lazyChunk: BUDGETS.lazyChunk,
  signedInFirstVisitFiles: BUDGETS.signedInFirstVisitFiles,
};

export type PageKind = 'marketing' | 'signIn';

export interface AppBudgetConfig {
  name: string;
  dist: string;
  /** The path the app is served under (Vite's `base`), which its HTML's URLs start with. */
  base?: string;
  /**
   * The app's prerendered pages and the budget each is held to. A page's first load is what its
   * built HTML asks for (its script and modulepreload tags) and everything those files import
   * statically. An app without any is measured from its bare index.html, for information.
   */
  pages: Record<string, PageKind>;
  /**
   * The modules a signed-in screen's first visit loads besides what the bare page asks for (Vite manifest keys: the
   * session check, the signed-in route table and query layout, the shell, the screen, the rest of the text, the motion features), held to the
   * file budget. The manifest gives their static imports; a key it does not know fails the check.
   */
  signedInFirstVisit?: { screen: string; modules: string[] };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const MARKETING = ['/', '/aboutUs', '/press', '/contactUs', '/privacyNotice', '/termsConditions', '/401'];
const SIGN_IN = ['/login', '/register', '/forgotPassword'];

export const APPS: AppBudgetConfig[] = [
  {
    name: 'portal',
    dist: path.join(repoRoot, 'apps/portal/dist'),
    pages: Object.fromEntries([...MARKETING.map((route) => [route, 'marketing']), ...SIGN_IN.map((route) => [route, 'signIn'])]),
    // The loads of a cold /home/dashboard: e2e/first-visit-files.spec.ts counts the same in Chromium.
    signedInFirstVisit: {
      screen: '/home/dashboard',
      modules: [
        'src/app/signed-in-session.ts',
        'src/app/home-routes.tsx',
        'src/app/query-layout.tsx',
        'src/app/shell/components/shell-layout.tsx',
        'src/features/dashboard/routes/dashboard.tsx',
        '../../packages/i18n/src/messages/app-en.ts',
        'src/components/motion-features.ts',
      ],
    },
  },
  // The console's pages are signed-in ones: only the lazy-chunk and origin budgets apply.
  { name: 'developer', dist: path.join(repoRoot, 'apps/developer/dist'), base: '/homeApi/', pages: {} },
];

/** Where a prerendered page is written: `/` → index.html, `/aboutUs` → aboutUs/index.html. */
export const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

const PAGE_FILES = /<script\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g;

/** The build's files a page's HTML asks for by itself (scripts and module preloads), relative to dist. */
export function requestedFiles(html: string, base = '/'): string[] {
  return [...html.matchAll(PAGE_FILES)].map((match) => match[1] ?? match[2] ?? match[3] ?? '').filter((url) => url.startsWith(base)).map((url) => url.slice(base.length));
}

/**
 * Absolute URLs that may appear in built files because nothing fetches them: XML namespaces,
 * documentation links inside library error messages, placeholder bases for URL parsing and the
 * support chat link a visitor opens in another app. Any other host is a request to another origin
 * (a CDN font, an analytics script) and breaks the budget.
 */
export const NON_REQUEST_HOSTS = new Set([
  'www.w3.org',
  'react.dev',
  'reactrouter.com',
  'formatjs.github.io',
  'github.com',
  'localhost',
  // Loopback, in the docs' sandbox example of a notification address.
  '127.0.0.1',
  'wa.me',
  // Reserved for examples (RFC 2606): placeholder text in forms, never fetched.
  'example.com',
  // The webhook signature specification, linked from the developer console's help text.
  'www.standardwebhooks.com',
]);

export interface RouteRow {
  app: string;
  route: string;
  js: { gzip: number; brotli: number; raw: number };
  css: { gzip: number; brotli: number; raw: number };
  files: number;
  /** The first-load budget this route is held to (gzip bytes); none for an app's bare entry. */
  budget?: number;
}

export interface LazyRow {
  app: string;
  chunk: string;
  gzip: number;
}

export interface FirstVisitRow {
  app: string;
  screen: string;
  files: number;
  budget: number;
}

export interface BudgetResult {
  routes: RouteRow[];
  firstVisits: FirstVisitRow[];
  largestLazy: LazyRow[];
  failures: string[];
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') out.push(...listFiles(full));
    } else out.push(full);
  }
  return out;
}

/** HTML tags that make the browser fetch their URL (a plain <a href> is a link, not a request). */
const FETCHING_HTML = /<(?:script|link|img|source|iframe|video|audio|embed|object)\b[^>]*?\b(?:src|href|srcset|data|poster)\s*=\s*["']?\s*((?:https?:)?\/\/[^"'\s>]+)/gi;
const CSS_URL = /(?:url\(\s*["']?|@import\s+["'])\s*((?:https?:)?\/\/[^"')\s]+)/gi;
const ANY_URL = /\bhttps?:\/\/([a-z0-9.-]+)/gi;

/** Other-origin references in built HTML, CSS and JavaScript, as "file: url" lines. */
export function foreignReferences(dist: string): string[] {
  const found: string[] = [];
  for (const file of listFiles(dist)) {
    const rel = path.relative(dist, file);
    if (file.endsWith('.html')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(FETCHING_HTML)) found.push(`${rel}: ${match[1]}`);
      // Inline styles in prerendered pages may not pull fonts from elsewhere either.
      for (const match of text.matchAll(CSS_URL)) found.push(`${rel}: ${match[1]}`);
    } else if (file.endsWith('.css')) {
      for (const match of readFileSync(file, 'utf8').matchAll(CSS_URL)) found.push(`${rel}: ${match[1]}`);
    } else if (file.endsWith('.js')) {
      const hosts = new Set<string>();
      for (const match of readFileSync(file, 'utf8').matchAll(ANY_URL)) {
        const host = (match[1] ?? '').toLowerCase().replace(/\.$/, '');
        if (!NON_REQUEST_HOSTS.has(host)) hosts.add(host);
      }
      for (const host of hosts) found.push(`${rel}: https://${host}`);
    }
  }
  return found;
}

/**
 * Text files of a build the server would send as they are: it sends the .br or .gz copy beside
 * a file (`preCompressed`), and has none to send for these.
 */
export function withoutCompressedCopies(dist: string): string[] {
  return precompressibleFiles(dist)
    .filter((file) => !existsSync(`${file}.gz`) || !existsSync(`${file}.br`))
    .map((file) => path.relative(dist, file))
    .sort();
}

/** Every script the entry does not load: the lazy routes and the chunks they share. */
function lazyChunks(manifest: Manifest): LazyRow[] {
  const initial = new Set(staticClosure(manifest, Object.keys(manifest).filter((key) => manifest[key]?.isEntry)).map((key) => manifest[key]?.file));
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !initial.has(chunk.file))
    .map((chunk) => ({ app: '', chunk: chunk.file, gzip: 0 }));
}

export function checkApp(config: AppBudgetConfig, budgets: Budgets = BUDGETS): BudgetResult {
  const manifest = readManifest(config.dist);
  const failures: string[] = [];
  const routes: RouteRow[] = [];
  const at = (file: string) => compressedSize(path.join(config.dist, file));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const pages: [string, PageKind | undefined][] = Object.keys(config.pages).length === 0 ? [['(entry)', undefined]] : Object.entries(config.pages);
  for (const [route, kind] of pages) {
    const file = path.join(config.dist, kind === undefined ? 'index.html' : pageFile(route));
    if (!existsSync(file)) {
      failures.push(`${config.name} ${route}: the build has no ${path.relative(config.dist, file)}`);
      continue;
    }
    const requested = requestedFiles(readFileSync(file, 'utf8'), config.base);
    const unknown = requested.filter((asked) => !keyOf.has(asked));
    if (unknown.length > 0) failures.push(`${config.name} ${route}: asks for files the manifest does not know: ${unknown.join(', ')}`);
    const { js, css } = filesOf(manifest, staticClosure(manifest, requested.flatMap((asked) => keyOf.get(asked) ?? [])));
    const jsSize = sum(js.map(at));
    const budget = kind === undefined ? undefined : kind === 'marketing' ? budgets.publicFirstLoadJs : budgets.signInFirstLoadJs;
    routes.push({ app: config.name, route, js: jsSize, css: sum(css.map(at)), files: js.length + css.length, budget });
    if (budget !== undefined && jsSize.gzip > budget) {
      failures.push(`${config.name} ${route}: first-load JavaScript ${kb(jsSize.gzip)} gzip is over the ${kb(budget)} budget`);
    }
  }

  const firstVisits: FirstVisitRow[] = [];
  if (config.signedInFirstVisit) {
    const { screen, modules } = config.signedInFirstVisit;
    const unknown = modules.filter((key) => !manifest[key]);
    if (unknown.length > 0) failures.push(`${config.name} ${screen}: the manifest has no chunk for ${unknown.join(', ')} (moved? update signedInFirstVisit)`);
    // A signed-in path is served the bare page (the SPA fallback): its files, then the modules.
    const fallback = path.join(config.dist, '__spa-fallback.html');
    const entry = existsSync(fallback) ? requestedFiles(readFileSync(fallback, 'utf8'), config.base).flatMap((asked) => keyOf.get(asked) ?? []) : [];
    if (entry.length === 0) failures.push(`${config.name} ${screen}: the build has no __spa-fallback.html asking for the entry`);
    const { js } = filesOf(manifest, staticClosure(manifest, [...entry, ...modules.filter((key) => manifest[key])]));
    firstVisits.push({ app: config.name, screen, files: js.length, budget: budgets.signedInFirstVisitFiles });
    if (js.length > budgets.signedInFirstVisitFiles) {
      failures.push(`${config.name} ${screen}: a signed-in first visit asks for ${js.length} JavaScript files, over the budget of ${budgets.signedInFirstVisitFiles}`);
    }
  }

  const lazy = lazyChunks(manifest)
    .map((row) => ({ app: config.name, chunk: row.chunk, gzip: at(row.chunk).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  for (const row of lazy) {
    if (row.gzip > budgets.lazyChunk) {
      failures.push(`${config.name} lazy chunk ${row.chunk}: ${kb(row.gzip)} gzip is over the ${kb(budgets.lazyChunk)} budget`);
    }
  }

  for (const ref of foreignReferences(config.dist)) {
    failures.push(`${config.name} references another origin: ${ref}`);
  }
  for (const file of withoutCompressedCopies(config.dist)) {
    failures.push(`${config.name} ${file} has no .gz and .br copy: the server would send it uncompressed (precompressTree, packages/ui/src/build.js)`);
  }

  return { routes, firstVisits, largestLazy: lazy.slice(0, 1), failures };
}

function pad(cells: string[][]): string {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells.map((row) => row.map((cell, i) => (i === 0 || i === 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

export function formatBudgetTable(results: BudgetResult[], budgets: Budgets = BUDGETS): string {
  const rows: string[][] = [['app', 'route / chunk', 'JS gzip', 'JS brotli', 'CSS gzip', 'budget', 'status']];
  for (const result of results) {
    for (const row of result.routes) {
      const over = row.budget !== undefined && row.js.gzip > row.budget;
      rows.push([
        row.app,
        `first load ${row.route}`,
        kb(row.js.gzip),
        kb(row.js.brotli),
        kb(row.css.gzip),
        row.budget === undefined ? '-' : kb(row.budget),
        row.budget === undefined ? 'info' : over ? 'OVER' : 'ok',
      ]);
    }
    for (const row of result.firstVisits) {
      rows.push([row.app, `signed-in first visit ${row.screen}`, `${row.files} files`, '', '', `${row.budget} files`, row.files > row.budget ? 'OVER' : 'ok']);
    }
    for (const row of result.largestLazy) {
      rows.push([row.app, `largest lazy ${row.chunk}`, kb(row.gzip), '', '', kb(budgets.lazyChunk), row.gzip > budgets.lazyChunk ? 'OVER' : 'ok']);
    }
  }
  return pad(rows);
}
