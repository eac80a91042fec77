// `npm run bench`: builds the apps, starts the real server on a fresh data directory with demo data
// (10,000 orders for demo@mizani.africa), measures, prints one table and writes it to
// docs/performance.md. Exits non-zero when a size or Lighthouse budget is broken.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { APPS, BUDGETS, checkApp, type RouteRow } from './budget.ts';
import { measureApi, type ApiResult } from './api.ts';
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_PAGES, runLighthouse, type LighthouseRow } from './lighthouse.ts';
import { measureLedger, type LedgerResult } from './ledger.ts';
import { compressedSize, kb, readManifest, sum } from './sizes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const DEMO = { email: 'demo@mizani.africa', password: 'Demo@2026', fundPassword: '246810' };

interface ServerProcess {
  url: string;
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
        js: { gzip: 0, brotli: 0 },
        css: { gzip: 0, brotli: 0 },
        largestLazy: undefined,
        total: { gzip: 0, brotli: 0 },
        failures: [`${app.name}: ${(error as Error).message}`],
      };
    }
  });
}

async function callApi<T>(base: string, apiPath: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${apiPath}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function startServer(testing: TestingModule, env: Record<string, string | undefined>): Promise<ServerProcess> {
  return testing.startServerProcess({
    timeoutMs: 600_000,
    env: {
      SANDBOX: 'true',
      DEMO_BULK_ORDERS: '10000',
      LOG_LEVEL: 'warn',
      CODES_PER_IP_PER_HOUR: '1000000',
      PORTAL_DIST: path.join(repoRoot, 'apps/portal/dist'),
      DEVELOPER_DIST: path.join(repoRoot, 'apps/developer/dist'),
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
  api: ApiResult[];
  ledger: LedgerResult | undefined;
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
    row(['Lighthouse mobile (median of 3)', page.path, value, `score ≥ ${page.minScore}, LCP ≤ ${s(LIGHTHOUSE_BUDGETS.lcpMs)}, CLS ≤ ${LIGHTHOUSE_BUDGETS.cls}`, status]);
  }
  for (const api of input.api) {
    const value = api.error
      ? `failed: ${api.error}`
      : `p50 ${ms(api.p50)}, p99 ${ms(api.p99)}, ${api.rps.toFixed(1)} req/s, ${api.errors} errors of ${api.requests}`;
    row([`API on ${api.database} (${api.connections} connections)`, api.name, value, '-', api.errors > 0 || api.error ? 'errors' : 'ok']);
  }
  if (input.ledger) row(['Ledger', `postings through post() on ${input.ledger.database}`, `${input.ledger.perSecond.toFixed(0)} postings/s (${input.ledger.count} in ${s(input.ledger.ms)})`, '-', 'info']);
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
  }
  return lines.join('\n');
}

function writeReport(table: string, routeTable: string, facts: ReturnType<typeof machineFacts>, failures: string[]): void {
  const doc = `# Performance

Figures from \`npm run bench\` (packages/bench). How the harness works, the budgets and what keeps
the pages fast: see [the notes below](#how-it-is-measured) and
[ADR 0009](decisions/0009-prerender-and-service-worker.md).

## Latest run

- Date: ${facts.date}
- Machine: ${facts.cpu}, ${facts.cores} cores, ${facts.memory} memory, ${facts.os}
- Node ${facts.node}; ${facts.chromium}
- Load average (1 / 5 / 15 min) when the run started: ${facts.load}

${table}

### First-load JavaScript per route

${routeTable}

${failures.length > 0 ? `Budgets broken in this run:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : 'Every budget held in this run.\n'}
## How it is measured

- **Sizes**: from each app's Vite manifest (\`build.manifest\`). A route's first load = the entry
  chunk, the start modules each app's first script imports once the page has painted
  (\`startModules\` in \`packages/bench/src/budget.ts\`), the route's own modules and what it loads
  before it draws (its page text, the query client for the sign-in forms), each with everything it
  imports statically, plus CSS; gzip level 9 and brotli quality 11, the same precompressed files the
  server sends. "First-visit JS" in the main table is the home page's (the console: its entry). The largest lazy chunk is the biggest dynamically imported
  chunk; "all" is every JS and CSS file of the build. \`npm test\` runs the same size check
  (\`turbo run budget\`): public first-load JavaScript ≤ 170 KB gzip, every lazy chunk ≤ 60 KB
  gzip, no request to another origin in any built HTML, CSS or JavaScript.
- **Lighthouse** ${LIGHTHOUSE_VERSION_NOTE}: default mobile settings (simulated slow 4G, 4x CPU
  slowdown), performance category only, the system Chromium (\`CHROME_PATH\`, default
  /usr/bin/chromium) headless with the flags of the stack notes, a fresh profile per run, median of
  3 runs by performance score. Signed-in pages: the demo account's token is written to
  localStorage of the origin, and its copy to the session cookie, as signing in leaves them,
  before the run, and Lighthouse keeps storage. Budgets: score ≥ 95 on
  public pages, ≥ 90 on the dashboard, the order list and the console's docs, LCP ≤ 2.0 s, CLS ≤ 0.05.
- **API**: autocannon ${AUTOCANNON_VERSION_NOTE} against the real server (\`startServerProcess\`,
  fresh data directory, demo data, \`DEMO_BULK_ORDERS=10000\`), signed in as demo@mizani.africa,
  10 connections: \`/api/user/info\` and the first page of \`/api/order/list\` for 10 s each;
  order creation as a fixed number of domestic sends, each from its own quote with a distinct
  \`clientOrderNo\` and the fund password (so the figure includes the password check). On PostgreSQL too when
  \`DATABASE_URL\` is set.
- **Ledger**: \`post()\` of features/ledger in a loop, one two-entry posting per transaction, on a
  fresh migrated database (PGlite in memory, or a PostgreSQL schema when \`TEST_DATABASE_URL\` is set).
- **Build**: \`turbo run build --force\` from the repository root, then \`turbo run build\` again.
- The machine is shared with other work; the load average above says how busy it was. Lighthouse
  simulates a 4x slower CPU on top of what it observes, so TBT and the score suffer most.

${DESIGN_NOTES}

${LONG_LISTS}`;
  writeFileSync(path.join(repoRoot, 'docs/performance.md'), doc);
}

const DESIGN_NOTES = `## What the figures depend on

- **Public pages are prerendered** (ADR 0009): a page is readable from its HTML and its inline
  critical CSS. The only script tag is the portal's \`main.tsx\` (about 1 KB), which waits for the
  first paint, then requests the larger start files the page's \`<meta name="mizani:start-files">\`
  names and runs the app in five steps (libraries, the style engine, the style system, the app's
  modules, the start) with the main thread handed back in between; hydration itself is a
  transition, so React slices it. A press on a button before then is replayed once the page is live.
- **Sign-in forms are islands** (\`apps/portal/src/components/interaction-island.tsx\`): on
  /login, /register and /forgotPassword the card stays as its prerendered HTML while the page
  hydrates, and its code (the form and validation libraries, the API client, the query library)
  is requested on the first focus, touch, pointer or key inside it. What was typed meanwhile is
  taken into the form; a button pressed meanwhile is pressed again. That code is not part of
  those pages' first load.
- **Few start files**: React, React DOM and the router are one \`framework\` chunk, Emotion with
  Chakra's style engine one \`style-engine\` chunk, and the app's small start modules one
  \`app-kit\` chunk (\`codeSplitting.groups\` in the portal's \`vite.config.ts\`); only code every
  page runs at start is grouped, so a group never adds to a page's first load. The query library
  and the SDK's query definitions are one \`query\` chunk, which the sign-in forms and the
  signed-in screens load: a signed-in page makes about six fewer requests for it.
- **The style system is built once per start** and its cost grows with the tokens: the system keeps
  only the palettes the screens use and light-mode values (\`packages/ui/src/system.ts\`), its
  global CSS (reset and every token as a CSS variable, about half of building it) is computed only
  when read (\`chakraLazyGlobalCss\` in \`packages/ui/src/build.js\`), and a page adopted from
  prerendered HTML never reads it because its HTML holds that CSS already. Emotion runs without
  its vendor prefixer (about a fifth less CSS in every prerendered page).
- **The signed-in area starts from shell.html**, which has the same global styles in its head and
  paints the brand in a bar at once (static HTML and CSS) until the app draws. That moved its
  first contentful paint from about 2.8 s to about 0.8 s; the app's start work now falls after that
  paint and counts as blocking time, so the score moved less than the paint did. The first script
  asks for the user info as the page starts (\`boot/early-user-info.ts\`); the session check
  takes that reply instead of asking once the app's code has run.
- **Phones draw only what they show**: the side menu column of both apps' signed-in frame
  (\`SidePanel\` in \`packages/ui/src/side-panel.tsx\`) and the table of a list screen are rendered only
  from 768 px (\`useWideScreen\`); below, the header's drawer and the cards take their place. Both
  used to be rendered everywhere and hidden by CSS: at Lighthouse's phone size the dashboard's
  page had 254 elements, 119 of them in the hidden column; now 134. Main-thread time of the
  dashboard's start at 4x CPU slowdown (Chromium profiler, alternating builds): about 3.5 s
  before, about 2.5–3.2 s after. Lighthouse's score for the dashboard did not move beyond its
  noise in three alternating runs each (LCP there swings between about 3.7 s and 5.0 s from
  one run to the next on either build).
- **Signed-in pages arrive drawn by the server** (ADR 0010): a page request under /home with the
  session cookie gets the page drawn with the user's data by the portal's own code, its API calls
  made in-process (\`apps/server/src/http/signed-in-snapshot.ts\`), and the replies for the
  app's query client; the app adopts the markup as public pages are adopted (its fields and
  submit buttons wait, disabled, until then). The largest paint
  of the dashboard and the order list now comes with the HTML: LCP about 0.8 s, where this
  harness measured 3.7–5.1 s before.
  Drawing costs the server about 100–200 ms a page. Their score now rests on blocking time, the
  app's start work while it takes the page over: about 1.1 s of main-thread time at 4x CPU
  slowdown (Chromium profiler), a third of it Chakra's style engine resolving every component's
  styles again as React adopts the page. It swings with the machine's load: an earlier run the
  same day scored both pages 83 (blocking time about 700 ms) while the public pages scored 94–98.
  The page is drawn for the screen width the app last saw (a cookie its first script writes); the
  harness opens the session on Lighthouse's phone screen so that width is the measured one.
- **The console's pages arrive drawn by the server too** (ADR 0010): /homeApi/docs signed in was
  a bare page until the console's whole entry (about 205 KB brotli) had arrived, run the session
  check and fetched the docs; LCP 3.3–3.7 s, score 68–82. Its pages are now drawn with the
  console's own code the same way, and its first script (about 1 KB) loads the console's code
  only after the drawn page has painted. Before that split, the module script and its 28 preloads
  arrived while the page was being painted and Lighthouse's simulation counted their download
  before the largest paint (LCP about 4 s even with the page drawn). With both: LCP about 1 s,
  score 92–94 in three probe runs.
- **Why a signed-in page needs many requests**: the server speaks HTTP/1.1, so the browser
  opens six connections and each file costs a round trip on one of them; a signed-in page needs
  about 90 files (the public start, the shell, the screen) and several waves of them, as each
  module names the next. Lighthouse's simulated slow 4G charges 150 ms a round trip, and its 4x
  CPU slowdown the app's start work. Tried and not kept: naming every file of the current screen
  in shell.html (LCP about 0.2 s better in a median of four, blocking time worse, the score
  within the noise) and grouping the signed-in screens' shared modules (their shared modules
  import others, so pages loaded code they did not use).
- **Every text file is served compressed**: both apps' builds write a .gz and a .br copy beside
  each file and the server sends the smallest the browser accepts; the size check fails a build
  with a file that has none (the console's build had none, so its 660 KB entry went out as it was).
- **Messages** without plurals or formats are joined directly; the formatter (and the browser's
  Intl data it wakes) is only built for the rest.
- **The signed-in catalogue leaves the public pages' own text out** (\`messages/app-en.ts\`,
  \`app-zh.ts\`); a public page loads its text with its route either way. A signed-in page no
  longer fetches the home, about, press, contact and legal pages' text: six files fewer in
  English (dashboard: about 89 distinct files to 84), twelve in Chinese.
- **Lighthouse's simulation** counts a script that finished downloading before the first paint as
  blocking that paint, which is why the start files are not \`<link rel="modulepreload">\` tags in
  the HTML. It also assumes six connections per origin over HTTP/1.1, so the number of files a
  screen needs (not only their bytes) shows in LCP, most on the signed-in screens.`;

const LONG_LISTS = `## Long lists

- \`/home/psp-order\` asks the server for one page (\`pageNum\`, \`pageSize\` 10) and draws only
  that page; the total comes from \`count(*)\` with the same filter. A list screen renders its
  rows either as a table (768 px and wider) or as cards, never both with one hidden by CSS
  (\`ResponsiveRows\` in \`packages/ui/src/list-kit.tsx\`), which halves a phone's render work and
  DOM for the page. In four interleaved Lighthouse runs of \`/home/psp-order\` against the build
  before it, blocking time was lower (median about 1.26 s against 1.49 s) and the score the same
  within the noise.
- Indexes: \`orders_user_list_idx (user_id, created_at DESC, id DESC)\` (0004) and
  \`orders_user_scope_list_idx (user_id, scope, created_at DESC, id DESC)\` (0009) serve the page
  and the count. \`EXPLAIN ANALYZE\` on PGlite with the 10,000 demo orders: the page is an index-only
  scan (0.1 ms for page 1, 6 ms at offset 9,000); the count is a sequential scan, because in the
  demo database every order belongs to that one user, so the index does not narrow anything (with
  the sequential scan disabled the same count is an index-only scan of about 30 ms after VACUUM).
  With many users the planner takes the index. No further index (migration 0010) is needed; the
  list's latency under load is dominated by that count on PGlite, which a capped or cached total in
  features/orders would remove.
`;

const LIGHTHOUSE_VERSION_NOTE = '12.8.2';
const AUTOCANNON_VERSION_NOTE = '8.0.0';

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const facts = machineFacts();
  log(`${facts.cpu}, ${facts.cores} cores, ${facts.memory}, Node ${facts.node}, load ${facts.load}`);

  const build = args.has('--no-build') ? undefined : measureBuild();
  const sizes = measureSizes();

  const testingSpecifier = '@mizani/server/testing';
  const testing = (await import(testingSpecifier)) as TestingModule;
  log('starting the server with 10,000 demo orders (first start seeds them)');
  const server = await startServer(testing, { DATABASE_URL: undefined });
  const api: ApiResult[] = [];
  let lighthouse: LighthouseRow[] = [];
  try {
    const { token } = await callApi<{ token: string }>(server.url, '/user/emailLogin', { email: DEMO.email, password: DEMO.password });
    if (!args.has('--no-lighthouse')) {
      // Lighthouse times the page's tasks on this machine and scales them: a build or a server
      // start still running in the background shows up as blocking time, so it waits for quiet.
      await waitForQuiet(log);
      log('Lighthouse');
      lighthouse = await runLighthouse(server.url, token, log);
    }
    if (!args.has('--no-api')) {
      log('API on PGlite');
      api.push(...(await measureApi(server.url, token, DEMO.fundPassword, 'PGlite', log)));
    }
  } finally {
    await server.stop();
  }

  if (process.env.DATABASE_URL && !args.has('--no-api')) {
    log('API on PostgreSQL');
    const pg = await startServer(testing, { DATABASE_URL: process.env.DATABASE_URL });
    try {
      const { token } = await callApi<{ token: string }>(pg.url, '/user/emailLogin', { email: DEMO.email, password: DEMO.password });
      api.push(...(await measureApi(pg.url, token, DEMO.fundPassword, 'PostgreSQL', log)));
    } finally {
      await pg.stop();
    }
  }

  log('ledger postings');
  let ledger: LedgerResult | undefined;
  try {
    ledger = await measureLedger(pathToFileURL(path.join(repoRoot, 'apps/server/src')).href);
  } catch (error) {
    log(`ledger measurement failed: ${(error as Error).message}`);
  }

  const failures = [
    ...sizes.flatMap((size) => size.failures),
    ...lighthouse.flatMap((page) => page.failures.map((failure) => `Lighthouse ${page.path}: ${failure}`)),
    ...(build && !build.ok ? ['the build failed'] : []),
  ];
  const table = renderTable({ facts, build, sizes, lighthouse, api, ledger });
  const routeTable = renderRouteTable(sizes);
  console.info(`\n${table}\n\n${routeTable}\n`);
  writeReport(table, routeTable, facts, failures);
  log('written to docs/performance.md');
  if (failures.length > 0) {
    console.error(`${failures.length} budget(s) broken:`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  }
}

export { LIGHTHOUSE_PAGES };

await main();
