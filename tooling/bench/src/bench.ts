// `npm run bench`: builds the apps, starts the real server on a fresh data directory with demo data
// (10,000 orders for demo@mizani.africa), measures, prints one table and writes it to
// docs/performance.md. Exits non-zero when a size, Lighthouse or server budget is broken (a list
// budget among them).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { APPS, BUDGETS, checkApp, type FirstVisitRow, type RouteRow } from './budget.ts';
import { call, failedResult, measureApi, type ApiResult } from './api.ts';
import { measurePayouts, opsSecretOf, payoutsName } from './merchant.ts';
import { isBroken, lastServerSection, renderServerSection, replaceServerSection, serverBudgets, type ServerRun } from './server-budgets.ts';
import { measureVerify, type VerifyResult } from './verify.ts';
import { describeBudget, LIGHTHOUSE_PAGES, runLighthouse, type LighthouseRow } from './lighthouse.ts';
import { measureArgon2, measureLedger, type LedgerResult, type RateResult } from './ledger.ts';
import { compressedSize, kb, readManifest, sum } from './sizes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' };

interface ServerProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  output(): string;
}
interface TestingModule {
  startServerProcess(options: { env?: Record<string, string | undefined>; timeoutMs?: number }): Promise<ServerProcess>;
}

function log(message: string): void {
  console.info(`[bench] ${message}`);
}

function machineFacts() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    // The machine is shared: a high load average inflates every timing, Lighthouse's TBT above all.
    load: os.loadavg().map((value) => value.toFixed(1)).join(' / '),
    chromium: (() => {
      try {
        return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
      } catch {
        return 'not found';
      }
    })(),
  };
}

interface BuildResult {
  coldSeconds: number;
  cachedSeconds: number;
  ok: boolean;
  note: string;
}

function timeTurbo(args: string[]): { seconds: number; ok: boolean; output: string } {
  const started = performance.now();
  // --continue: a workspace that fails to build does not stop the apps' builds being timed.
  const run = spawnSync('npx', ['turbo', 'run', 'build', '--continue', '--output-logs=errors-only', ...args], { cwd: repoRoot, encoding: 'utf8', env: process.env });
  return { seconds: (performance.now() - started) / 1000, ok: run.status === 0, output: `${run.stdout}\n${run.stderr}` };
}

function measureBuild(): BuildResult {
  log('cold build: turbo run build --force');
  const cold = timeTurbo(['--force']);
  log('cached build: turbo run build');
  const cached = timeTurbo([]);
  const cacheHit = /FULL TURBO|cached, \d+ total/.test(cached.output);
  return {
    coldSeconds: cold.seconds,
    cachedSeconds: cached.seconds,
    ok: cold.ok && cached.ok,
    note: cold.ok ? (cacheHit ? 'second run fully cached' : 'second run not fully cached') : `build failed:\n${cold.output.slice(-2000)}`,
  };
}

interface SizeRow {
  app: string;
  /** First load per public route (the portal), or the bare entry (the console). */
  routes: RouteRow[];
  firstVisits: FirstVisitRow[];
  js: { gzip: number; brotli: number };
  css: { gzip: number; brotli: number };
  largestLazy: { chunk: string; gzip: number } | undefined;
  total: { gzip: number; brotli: number };
  failures: string[];
}

function measureSizes(): SizeRow[] {
  return APPS.map((app) => {
    try {
      const result = checkApp(app);
      const entry = result.routes.find((row) => row.route === '/' || row.route === '(entry)') ?? result.routes[0];
      const manifest = readManifest(app.dist);
      const files = new Set<string>();
      for (const chunk of Object.values(manifest)) {
        files.add(chunk.file);
        for (const sheet of chunk.css ?? []) files.add(sheet);
      }
      const total = sum([...files].filter((file) => /\.(js|css)$/.test(file)).map((file) => compressedSize(path.join(app.dist, file))));
      return {
        app: app.name,
        routes: result.routes,
        firstVisits: result.firstVisits,
        js: entry?.js ?? { gzip: 0, brotli: 0 },
        css: entry?.css ?? { gzip: 0, brotli: 0 },
        largestLazy: result.largestLazy[0],
        total,
        failures: result.failures,
      };
    } catch (error) {
      return {
        app: app.name,
        routes: [],
        firstVisits: [],
        js: { gzip: 0, brotli: 0 },
        css: { gzip: 0, brotli: 0 },
        largestLazy: undefined,
        total: { gzip: 0, brotli: 0 },
        failures: [`${app.name}: ${(error as Error).message}`],
      };
    }
  });
}

async function startServer(testing: TestingModule, env: Record<string, string | undefined>): Promise<ServerProcess> {
  return testing.startServerProcess({
    timeoutMs: 600_000,
    env: {
      SANDBOX: 'true',
      DEMO_BULK_ORDERS: '10000',
      LOG_LEVEL: 'warn',
      CODES_PER_IP_PER_HOUR: '1000000',
      // A copy of the builds may be served instead (PORTAL_DIST, DEVELOPER_DIST), so a rebuild of
      // the working tree during the run does not change the files under measurement.
      PORTAL_DIST: process.env.PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist'),
      DEVELOPER_DIST: process.env.DEVELOPER_DIST ?? path.join(repoRoot, 'apps/developer/dist'),
      ...env,
    },
  });
}

/** Waits (90 s at most) until the 1-minute load average is below 1. */
async function waitForQuiet(log: (message: string) => void): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (os.loadavg()[0]! >= 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5000));
  log(`load average ${os.loadavg().map((value) => value.toFixed(1)).join(' / ')} before Lighthouse`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

function renderTable(input: {
  facts: ReturnType<typeof machineFacts>;
  build: BuildResult | undefined;
  sizes: SizeRow[];
  lighthouse: LighthouseRow[];
}): string {
  const lines: string[] = [];
  const row = (cells: (string | number)[]) => lines.push(`| ${cells.join(' | ')} |`);
  lines.push('| Area | Measure | Value | Budget | Status |', '|---|---|---|---|---|');
  for (const size of input.sizes) {
    const jsOver = size.app === 'portal' && size.js.gzip > BUDGETS.publicFirstLoadJs;
    row([size.app, 'first-visit JS (gzip / brotli)', `${kb(size.js.gzip)} / ${kb(size.js.brotli)}`, size.app === 'portal' ? `≤ ${kb(BUDGETS.publicFirstLoadJs)} gzip` : '-', size.app === 'portal' ? (jsOver ? 'OVER' : 'ok') : 'info']);
    row([size.app, 'first-visit CSS (gzip / brotli)', `${kb(size.css.gzip)} / ${kb(size.css.brotli)}`, '-', 'info']);
    const lazyOver = (size.largestLazy?.gzip ?? 0) > BUDGETS.lazyChunk;
    row([size.app, `largest lazy chunk (${size.largestLazy?.chunk ?? '-'})`, kb(size.largestLazy?.gzip ?? 0), `≤ ${kb(BUDGETS.lazyChunk)} gzip`, lazyOver ? 'OVER' : 'ok']);
    row([size.app, 'all JS + CSS (gzip / brotli)', `${kb(size.total.gzip)} / ${kb(size.total.brotli)}`, '-', 'info']);
  }
  for (const page of input.lighthouse) {
    const status = page.failures.length > 0 ? `OVER: ${page.failures.join('; ')}` : 'ok';
    const value = page.error
      ? `failed: ${page.error}`
      : `score ${page.score}, LCP ${s(page.lcp)}, TBT ${ms(page.tbt)}, CLS ${page.cls.toFixed(3)}`;
    row(['Lighthouse mobile (median of 3)', `${page.path} (${page.visit} visit)`, value, describeBudget(page.budget), status]);
  }
  if (input.build) {
    row(['Build', 'cold `turbo run build --force`', `${input.build.coldSeconds.toFixed(1)} s`, '-', input.build.ok ? 'ok' : 'FAILED']);
    row(['Build', 'second `turbo run build`', `${input.build.cachedSeconds.toFixed(1)} s`, '-', input.build.note]);
  }
  return lines.join('\n');
}

/** First-load JavaScript of every public route against its budget (the same check as npm test). */
function renderRouteTable(sizes: SizeRow[]): string {
  const lines = ['| App | Route | JS gzip | JS brotli | Files | Budget | Status |', '|---|---|---|---|---|---|---|'];
  for (const size of sizes) {
    for (const route of size.routes) {
      const status = route.budget === undefined ? 'info' : route.js.gzip > route.budget ? 'OVER' : 'ok';
      const budget = route.budget === undefined ? '-' : kb(route.budget);
      lines.push(`| ${size.app} | ${route.route} | ${kb(route.js.gzip)} | ${kb(route.js.brotli)} | ${route.files} | ${budget} | ${status} |`);
    }
    for (const visit of size.firstVisits) {
      lines.push(`| ${size.app} | ${visit.screen} (signed in, first visit) | - | - | ${visit.files} | ${visit.budget} files | ${visit.files > visit.budget ? 'OVER' : 'ok'} |`);
    }
  }
  return lines.join('\n');
}

function writeReport(command: string, table: string, routeTable: string, facts: ReturnType<typeof machineFacts>, failures: string[], serverSection: string): void {
  const doc = `# Performance

Figures from \`npm run bench\` (tooling/bench). How the harness works, the budgets and what keeps
the pages fast: see [the notes below](#how-it-is-measured) and
[ADR 0011](decisions/0011-plain-spa-start-up.md).

## Latest run

- Command: \`${command}\`
- Date: ${facts.date}
- Machine: ${facts.cpu}, ${facts.cores} cores, ${facts.memory} memory, ${facts.os}
- Node ${facts.node}; ${facts.chromium}
- Load average (1 / 5 / 15 min) when the run started: ${facts.load}

${table}

### First-load JavaScript per route

${routeTable}

${failures.length > 0 ? `Budgets broken in this run:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : 'Every budget held in this run.\n'}
${serverSection}

## How it is measured

- **Sizes**: from each app's Vite manifest (\`build.manifest\`). A page's first load = what its
  built HTML asks for (its script and modulepreload tags) and everything those files import
  statically; gzip level 9 and brotli quality 11, the same precompressed files the server sends.
  "First-visit JS" in the main table is the home page's (the console: its entry). The largest
  lazy chunk is the biggest dynamically imported chunk; "all" is every JS and CSS file of the
  build. \`npm test\` runs the same size check (\`turbo run budget\`): issue 19's targets are
  marketing pages ≤ 170 KB gzip, sign-in pages ≤ 270 KB, every lazy chunk ≤ 60 KB and at most 30
  JavaScript files for a signed-in screen's first visit (the dashboard, cold: the bare page's files
  and the static imports of the session check, the shell, the screen, the rest of the text and the
  motion features; \`e2e/first-visit-files.spec.ts\` of the portal counts the same in Chromium).
  Where a target is not met it enforces the figures measured once the start-up code became one
  file (190 KB, 285 KB and 60 files, \`ENFORCED_BUDGETS\` in \`tooling/bench/src/budget.ts\`) and
  lists what is over target; no request to another origin in any built HTML, CSS or JavaScript.
- **Lighthouse** ${LIGHTHOUSE_VERSION_NOTE}: default mobile settings (simulated slow 4G, 4x CPU
  slowdown), performance category only, the system Chromium (\`CHROME_PATH\`, default
  /usr/bin/chromium) headless with the flags of the stack notes, a fresh profile per run, median of
  3 runs by performance score. Signed-in pages: the demo account's token is written to
  localStorage of the origin, as signing in leaves it, before the run, and Lighthouse keeps storage.
  A **repeat visit** opens the page twice in the run's profile first (the portal's service worker
  installs on the first load and keeps the files of the second), then measures a third load with
  storage and the HTTP cache kept. Budgets (issue 19): public pages score ≥ 90 and LCP ≤ 1.5 s; the
  dashboard, the order list (10,000 orders) and the console's docs LCP ≤ 3.0 s on a first visit
  and ≤ 1.5 s on a repeat visit, TBT ≤ 300 ms and CLS ≤ 0.05 on both. \`--pages-only\` measures the
  sizes and Lighthouse of the apps as built (no build timing, API or ledger) and keeps the server
  section below as the last full run wrote it.
- **API**: autocannon ${AUTOCANNON_VERSION_NOTE} against the real server (\`startServerProcess\`,
  fresh data directory, demo data), signed in as demo@mizani.africa, 10 connections, 10 s each:
  with \`DEMO_BULK_ORDERS=10000\`, \`/api/user/info\`, the order list's first page, its last page
  by number and the last page of the history by cursor (found by walking the list 100 rows at a
  time), then order creation as a fixed number of domestic sends, each from its own quote with a
  distinct \`clientOrderNo\` and the fund password (so the figure includes the password check); with
  \`DEMO_BULK_ORDERS=100000\` (skipped with \`--no-100k\`) the three list pages again. On
  PostgreSQL too when \`DATABASE_URL\` is set, each size in a fresh database
  \`<name>_bench_<orders>\` on that server.
- **Merchant payouts** (at 10,000 orders): the demo company applies for API access, the operator
  approves it (\`/api/ops/api/approve\`) and sandbox funding fills its KES suspense wallet; then a
  fixed number of KES 10.00 M-Pesa payouts (600 on PGlite, 1,800 on PostgreSQL), each signed with
  its own nonce and merchant order number, 10 connections. No fund password is involved.
- **\`ops ledger:verify\`** (at 100,000 orders): the operator endpoint the ops CLI calls
  (\`/api/ops/ledger/verify\`), three times alone, then \`/api/user/info\` for 10 s without it and
  for 10 s with verifies running back to back (10 connections each).
- **Ledger**: two-entry postings, one transaction each, on a fresh migrated database (PGlite in
  memory, and a PostgreSQL schema when \`DATABASE_URL\` or \`TEST_DATABASE_URL\` is set): through
  \`post()\` of domain/ledger, and as the plainest SQL moving the same money (the baseline),
  alternating in four rounds. **argon2id**: verifies of the server's password setting one after
  another for 3 s, the rate of one core.
- **Server budgets** (issue 23), ratios of figures from the same run: every list page's p99 at
  most 3x the user-info p99 on the same database, a page of 100,000 orders within 1.5x of the same
  page of 10,000, \`post()\` at least 60 % of the baseline, domestic sends at least 70 % of the
  argon2id rate, merchant payouts at least 300 a second on PostgreSQL (PGlite's figure is shown
  for information), \`ledger:verify\` at 100,000 orders under 5 s alone (median of three) and the
  user-info p99 while it runs at most 2x the p99 without it. Every broken budget makes the run
  exit non-zero; a broken list budget is named as such. \`--no-lighthouse\` or \`--no-build\` runs
  replace only the "Server and ledger" section of this file.
- **Build**: \`turbo run build --force\` from the repository root, then \`turbo run build\` again.
- The machine is shared with other work; the load average above says how busy it was. Lighthouse
  simulates a 4x slower CPU on top of what it observes, so TBT and the score suffer most.

${DESIGN_NOTES}

${LONG_LISTS}`;
  writeFileSync(path.join(repoRoot, 'docs/performance.md'), doc);
}

const DESIGN_NOTES = `## What the figures depend on

- **Public pages are prerendered** (ADR 0011): at build time React Router's data-router server API
  draws each public page with Emotion's critical CSS into \`dist/<path>/index.html\`; the page is
  readable from its HTML before any script runs, and \`main.tsx\` adopts it with \`hydrateRoot\`
  once the page's route module (a second module script of the page) has run. Every other path
  gets \`dist/__spa-fallback.html\` and renders in the browser.
- **What a marketing page carries** (gzip, through the source maps, ADR 0011): React DOM about
  62 KB, Chakra (one system with every recipe the screens use) 43 KB, React Router 31 KB, the
  app's own modules 12 KB, the public English text 10 KB, TanStack Query's client 8 KB, react-intl
  7 KB, Emotion 6 KB. Forms, validation and the API client (Formik, Yup, axios) load with the
  sign-in routes; framer-motion only with the signed-in area and the sign-up steps.
- **The start-up code is one file** (ADR 0012): everything the entry imports statically goes into
  one chunk by Rolldown's built-in \`$initial\` tag (\`codeSplitting.groups\` in the portal's
  vite.config.ts; \`main.tsx\` stays in the entry chunk). Left to the bundler it was about 45 files
  of a few hundred bytes each, each compressed on its own; as one file every public page's first
  load is about 11 KB gzip smaller and asks for 2 start-up files instead of about 45. The lazy
  screens keep Rolldown's own split, so a signed-in first visit still asks for 57 files (from 100);
  the service worker keeps them for repeat visits.
- **Signed-in pages start their data from route loaders**: the root route's loader is the session
  check and the dashboard's and the order lists' loaders call \`ensureQueryData\` with the SDK's
  query options, so React Router asks for the user info and the screen's data at once.
- **Phones draw only what they show**: the side menu column of both apps' signed-in frame
  (\`SidePanel\` in \`packages/ui/src/side-panel.tsx\`) and the table of a list screen are rendered only
  from 768 px (\`useWideScreen\`); below, the header's drawer and the cards take their place.
- **Every text file is served compressed**: both apps' builds write a .gz and a .br copy beside
  each file and the server sends the smallest the browser accepts; the size check fails a build
  with a file that has none.
- **Messages** are compiled to react-intl's AST at build time, so phones neither download nor run
  the ICU parser; English public text is in the first bundle and the rest of the catalogue loads
  with the signed-in area (Chinese only when chosen).
- **Lighthouse's simulation** assumes six connections per origin over HTTP/1.1, so the number of
  files a screen needs (not only their bytes) shows in LCP, most on the signed-in screens.`;

const LONG_LISTS = `## Long lists

- \`/home/psp-order\` asks the server for one page (\`pageNum\`, \`pageSize\` 10) and draws only
  that page; the total is a count with the same filter, capped at 10,000. A list screen renders its
  rows either as a table (768 px and wider) or as cards, never both with one hidden by CSS
  (\`ResponsiveRows\` in \`packages/ui/src/list-kit.tsx\`), which halves a phone's render work and
  DOM for the page. In four interleaved Lighthouse runs of \`/home/psp-order\` against the build
  before it, blocking time was lower (median about 1.26 s against 1.49 s) and the score the same
  within the noise.
- Indexes: \`orders_user_list_idx (user_id, created_at DESC, id DESC)\` (0004) and
  \`orders_user_scope_list_idx (user_id, scope, created_at DESC, id DESC)\` (0009) match the list's
  filter and order. An earlier version of this note said the page was an index-only scan and
  blamed the count; the plans said otherwise. Without planner statistics (below) PGlite estimated
  9 rows for the demo account's 10,000 orders, so it read them all by a bitmap scan and sorted them
  on \`created_at DESC, id DESC\` for every page: 38 ms for the page query against 2.7 ms for the
  count, and under 10 connections a p50 of 400–600 ms. With statistics the first page is read
  straight from the index with no sort (\`src/db/statistics.test.ts\` checks both the estimate and
  the plan).
- Paging (\`apps/server/src/domain/orders/list.ts\`): the total is counted up to 10,000 rows
  (\`totalCapped\` says when it stopped, for "10,000+" on screen), so it costs the same at any
  history size. A page asked for by \`cursor\` (the \`nextCursor\` of the page before) is read from
  just after that order, with no rows stepped over; a page asked for by number in the older half of
  an exactly counted list is read from the oldest end, so the last page costs what the first does;
  other pages use OFFSET, which the capped total bounds to 10,000 rows.

## Planner statistics on PGlite

PostgreSQL's autovacuum gathers planner statistics by itself; PGlite runs no autovacuum and never
does. The server therefore runs \`ANALYZE\` itself (\`apps/server/src/db/statistics.ts\`):

- after migrations that applied anything, after the reference-data seed, and after the demo's bulk
  orders (\`DEMO_BULK_ORDERS\`);
- on PGlite, every 15 s, for each table that has grown by a fifth (and at least 8 pages) since its
  last \`ANALYZE\`, judged from its size on disk against \`pg_class.relpages\`. That check is one
  catalogue query with no scan; \`pg_stat_user_tables.n_mod_since_analyze\` cannot be used because
  PGlite's single backend never flushes its activity counters. Each table is analysed as its own
  statement, so requests get their turn between them.

Statistics alone took the order list's first page from a p50 of 483–601 ms to 45 ms under 10
connections on PGlite (10,000 orders), as measured for issue 23.

## Long work on PGlite

PGlite runs on the server's main thread, one statement at a time. \`ops ledger:verify\`
(\`verifyLedger\`) checks the ledger in slices of 5,000 postings, 1,000 accounts or 20,000 entries,
each one statement, with a turn for other requests between slices (on PostgreSQL the slices share
one repeatable-read snapshot instead). At 100,000 demo orders (280,840 entries, in memory) it took
3.0 s, and a query issued every 5 ms meanwhile waited at most 15 ms.
`;

const LIGHTHOUSE_VERSION_NOTE = '12.8.2';
const AUTOCANNON_VERSION_NOTE = '8.0.0';

interface DbModule {
  openPostgres(options: { connectionString: string }): Promise<{ query(sql: string): Promise<unknown>; close(): Promise<void> }>;
}

const serverSrc = pathToFileURL(path.join(repoRoot, 'apps/server/src')).href;

/**
 * A fresh database per history size on the DATABASE_URL server, so every run starts from the
 * same seeded state: `<database>_bench_<orders>`, dropped and created again.
 */
async function freshPostgresDatabase(adminUrl: string, orders: number): Promise<string> {
  const { openPostgres } = (await import(`${serverSrc}/db/postgres.ts`)) as DbModule;
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_bench_${orders}`.replace(/[^a-z0-9_]/g, '_');
  const admin = await openPostgres({ connectionString: adminUrl });
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Merchant payouts per run: what ten presses of sandbox funding pay for (KES 10 + 36 fee + tax each). */
const PAYOUTS = { PGlite: 600, PostgreSQL: 1800 } as const;

interface ServerFigures {
  api: ApiResult[];
  verify?: VerifyResult;
}

/**
 * The API figures of one server: everything at 10,000 orders (and the merchant payouts), the
 * order list and `ops ledger:verify` under the user-info load at 100,000.
 */
async function measureServer(testing: TestingModule, database: 'PGlite' | 'PostgreSQL', orders: number, env: Record<string, string | undefined>, beforeApi?: (server: ServerProcess, token: string) => Promise<void>): Promise<ServerFigures> {
  log(`starting the server on ${database} with ${orders.toLocaleString('en-US')} demo orders`);
  const server = await startServer(testing, { ...env, DEMO_BULK_ORDERS: String(orders) });
  try {
    const { token } = await call<{ token: string }>(server.url, '/api/user/emailLogin', { email: DEMO.email, password: DEMO.password }, '');
    await beforeApi?.(server, token);
    log(`API on ${database}, ${orders.toLocaleString('en-US')} orders`);
    const everything = orders === 10_000;
    const api = await measureApi(server.url, token, DEMO.fundPassword, database, log, { orders, everything });
    const secret = await opsSecretOf(server.dataDir);
    if (everything) {
      log(`  merchant payouts on ${database}`);
      const count = PAYOUTS[database];
      api.push(await measurePayouts(server.url, secret, database, count).catch((error: unknown) => failedResult(database, payoutsName(count), error)));
      return { api };
    }
    log(`  ops ledger:verify on ${database}, alone and under the user-info load`);
    return { api, verify: await measureVerify(server.url, token, secret, database, orders) };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const command = `npm run bench -w @mizani/bench${args.size > 0 ? ` -- ${[...args].join(' ')}` : ''}`;
  const facts = machineFacts();
  log(`${facts.cpu}, ${facts.cores} cores, ${facts.memory}, Node ${facts.node}, load ${facts.load}`);
  // --pages-only: the sizes and Lighthouse of the apps as built now, no build timing, API or ledger;
  // the server section of docs/performance.md stays as the last full run left it.
  const pagesOnly = args.has('--pages-only');
  const serverOnly = !pagesOnly && (args.has('--no-lighthouse') || args.has('--no-build'));

  const build = args.has('--no-build') || pagesOnly ? undefined : measureBuild();
  const sizes = measureSizes();

  const testingSpecifier = '@mizani/server/testing';
  const testing = (await import(testingSpecifier)) as TestingModule;
  const api: ApiResult[] = [];
  const verifies: VerifyResult[] = [];
  const keep = (figures: ServerFigures) => {
    api.push(...figures.api);
    if (figures.verify) verifies.push(figures.verify);
  };
  let lighthouse: LighthouseRow[] = [];
  const sizesToMeasure = args.has('--no-100k') ? [10_000] : [10_000, 100_000];
  const measureHere = !args.has('--no-api') && !pagesOnly;

  const lighthouseFirst = async (server: ServerProcess, token: string) => {
    if (args.has('--no-lighthouse')) return;
    // Lighthouse times the page's tasks on this machine and scales them: a build or a server
    // start still running in the background shows up as blocking time, so it waits for quiet.
    await waitForQuiet(log);
    log('Lighthouse');
    lighthouse = await runLighthouse(server.url, token, log);
  };
  if (measureHere) {
    for (const orders of sizesToMeasure) {
      keep(await measureServer(testing, 'PGlite', orders, { DATABASE_URL: undefined }, orders === 10_000 ? lighthouseFirst : undefined));
    }
  } else if (!args.has('--no-lighthouse')) {
    const server = await startServer(testing, { DATABASE_URL: undefined });
    try {
      const { token } = await call<{ token: string }>(server.url, '/api/user/emailLogin', { email: DEMO.email, password: DEMO.password }, '');
      await lighthouseFirst(server, token);
    } finally {
      await server.stop();
    }
  }

  const postgresUrl = process.env.DATABASE_URL;
  if (postgresUrl && measureHere) {
    for (const orders of sizesToMeasure) {
      const url = await freshPostgresDatabase(postgresUrl, orders);
      keep(await measureServer(testing, 'PostgreSQL', orders, { DATABASE_URL: url }));
    }
  }

  const ledgers: LedgerResult[] = [];
  let argon2: RateResult | undefined;
  if (!pagesOnly) {
    log('ledger postings and argon2id');
    const testDatabaseUrl = process.env.TEST_DATABASE_URL;
    try {
      delete process.env.TEST_DATABASE_URL;
      ledgers.push(await measureLedger(serverSrc));
      if (postgresUrl ?? testDatabaseUrl) {
        process.env.TEST_DATABASE_URL = testDatabaseUrl ?? postgresUrl;
        ledgers.push(await measureLedger(serverSrc));
      }
      argon2 = await measureArgon2(serverSrc);
    } catch (error) {
      log(`ledger measurement failed: ${(error as Error).message}`);
    } finally {
      if (testDatabaseUrl === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = testDatabaseUrl;
    }
  }

  const run: ServerRun = { command, api, ledgers, argon2, verifies };
  const budgets = serverBudgets(run);
  const docPath = path.join(repoRoot, 'docs/performance.md');
  const serverSection = pagesOnly ? lastServerSection(readFileSync(docPath, 'utf8')) : renderServerSection(run, facts, budgets);
  const failures = [
    ...sizes.flatMap((size) => size.failures),
    ...lighthouse.flatMap((page) => page.failures.map((failure) => `Lighthouse ${page.path} (${page.visit} visit): ${failure}`)),
    ...(build && !build.ok ? ['the build failed'] : []),
    ...budgets.filter((b) => isBroken(b) && !pagesOnly).map((b) => `${b.list ? 'LIST BUDGET BROKEN' : 'server budget broken'}: ${b.measure}: ${b.value}, budget ${b.budget}`),
  ];
  const table = renderTable({ facts, build, sizes, lighthouse });
  const routeTable = renderRouteTable(sizes);
  console.info(`\n${table}\n\n${routeTable}\n\n${serverSection}\n`);
  if (serverOnly) {
    // A partial run has no page or build figures: only its own section of the notes is replaced.
    writeFileSync(docPath, replaceServerSection(readFileSync(docPath, 'utf8'), serverSection));
    log('server section written to docs/performance.md');
  } else {
    writeReport(command, table, routeTable, facts, failures, serverSection);
    log('written to docs/performance.md');
  }
  if (failures.length > 0) {
    console.error(`${failures.length} budget(s) broken:`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  }
}

export { LIGHTHOUSE_PAGES };

await main();
