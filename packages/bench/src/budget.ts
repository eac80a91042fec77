import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { precompressibleFiles } from '@mizani/ui/build';
import { compressedSize, filesOf, kb, readManifest, staticClosure, sum, type Manifest } from './sizes.ts';

/** The budgets of issue 8, in gzip bytes. */
export const BUDGETS = {
  publicFirstLoadJs: 170 * 1024,
  lazyChunk: 60 * 1024,
} as const;

export interface AppBudgetConfig {
  name: string;
  dist: string;
  /** Manifest key of the HTML entry. */
  entry: string;
  /**
   * Modules the entry imports dynamically at every start (the portal waits for the first paint and
   * then loads the app in steps): part of every page's first load, not lazy route chunks.
   */
  startModules?: string[];
  /**
   * Public routes and the route modules (manifest keys, i.e. source paths) the router loads before
   * it can draw them. Their first load is the entry's static closure plus these modules'.
   */
  publicRoutes: Record<string, string[]>;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Manifest key prefix of the English catalogue modules, as the portal's build names them. */
const I18N_EN = '../../packages/i18n/src/messages/en';

export const APPS: AppBudgetConfig[] = [
  {
    name: 'portal',
    dist: path.join(repoRoot, 'apps/portal/dist'),
    entry: 'index.html',
    startModules: ['src/boot/libraries.ts', 'src/boot/style-engine.ts', 'src/boot/style-system.ts', 'src/boot/app-modules.ts', 'src/boot.tsx'],
    publicRoutes: {
      '/': ['src/features/home/routes/home.tsx', `${I18N_EN}/home-page.ts`],
      // A content page loads its own text (an i18n catalogue section) with its route module.
      '/aboutUs': ['src/features/public/routes/about-us.tsx', `${I18N_EN}/public-about.ts`],
      '/press': ['src/features/public/routes/press.tsx', `${I18N_EN}/public-press.ts`],
      '/contactUs': ['src/features/public/routes/contact-us.tsx', `${I18N_EN}/public-contact.ts`],
      '/privacyNotice': ['src/features/public/routes/privacy-notice.tsx', `${I18N_EN}/public-privacy.ts`],
      '/termsConditions': ['src/features/public/routes/terms-conditions.tsx', `${I18N_EN}/public-terms.ts`],
      // The sign-in pages load their text; their forms are islands whose code comes on first use.
      '/login': ['src/features/auth/routes/login.tsx', `${I18N_EN}/auth.ts`],
      '/register': ['src/features/auth/routes/register.tsx', `${I18N_EN}/auth.ts`],
      '/forgotPassword': ['src/features/auth/routes/forgot-password.tsx', `${I18N_EN}/auth.ts`],
      '/401': [],
    },
  },
  {
    name: 'developer',
    dist: path.join(repoRoot, 'apps/developer/dist'),
    entry: 'index.html',
    // The first script waits for the first paint, then loads the console.
    startModules: ['src/boot.tsx'],
    // The console's pages are signed-in ones: only the lazy-chunk and origin budgets apply.
    publicRoutes: {},
  },
];

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

export interface BudgetResult {
  routes: RouteRow[];
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

function lazyChunks(manifest: Manifest): LazyRow[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map((chunk) => ({ app: '', chunk: chunk.file, gzip: 0 }));
}

export function checkApp(config: AppBudgetConfig, budgets = BUDGETS): BudgetResult {
  const manifest = readManifest(config.dist);
  const failures: string[] = [];
  const routes: RouteRow[] = [];
  const at = (file: string) => compressedSize(path.join(config.dist, file));

  const entryOnly = Object.keys(config.publicRoutes).length === 0 ? { '(entry)': [] } : config.publicRoutes;
  for (const [route, modules] of Object.entries(entryOnly)) {
    let keys: string[];
    try {
      keys = staticClosure(manifest, [config.entry, ...(config.startModules ?? []), ...modules]);
    } catch (error) {
      failures.push(`${config.name} ${route}: ${(error as Error).message} (update the route table in packages/bench/src/budget.ts)`);
      continue;
    }
    const { js, css } = filesOf(manifest, keys);
    const jsSize = sum(js.map(at));
    const cssSize = sum(css.map(at));
    const budget = route === '(entry)' ? undefined : budgets.publicFirstLoadJs;
    routes.push({ app: config.name, route, js: jsSize, css: cssSize, files: js.length + css.length, budget });
    if (budget !== undefined && jsSize.gzip > budget) {
      failures.push(`${config.name} ${route}: first-load JavaScript ${kb(jsSize.gzip)} gzip is over the ${kb(budget)} budget`);
    }
  }

  const startFiles = new Set((config.startModules ?? []).map((key) => manifest[key]?.file));
  const lazy = lazyChunks(manifest)
    .filter((row) => !startFiles.has(row.chunk))
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

  return { routes, largestLazy: lazy.slice(0, 1), failures };
}

function pad(cells: string[][]): string {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells.map((row) => row.map((cell, i) => (i === 0 || i === 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

export function formatBudgetTable(results: BudgetResult[], budgets = BUDGETS): string {
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
    for (const row of result.largestLazy) {
      rows.push([row.app, `largest lazy ${row.chunk}`, kb(row.gzip), '', '', kb(budgets.lazyChunk), row.gzip > budgets.lazyChunk ? 'OVER' : 'ok']);
    }
  }
  return pad(rows);
}
