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
import { call, DEMO, failedResult, measureApi, type ApiResult } from './api.ts';
import { measurePayouts, opsSecretOf, payoutsName } from './merchant.ts';
import { isBroken, lastServerSection, renderServerSection, replaceServerSection, serverBudgets, type ServerRun } from './server-budgets.ts';
import { measureVerify, type VerifyResult } from './verify.ts';
import { describeBudget, describePage, LIGHTHOUSE_PAGES, runLighthouse, type LighthouseRow } from './lighthouse.ts';
import { measureArgon2, measureLedger, type LedgerResult, type RateResult } from './ledger.ts';
import { loadTesting, repoRoot, startServer, type ServerProcess, type TestingModule } from './server.ts';
import { compressedSize, kb, readManifest, sum } from './sizes.ts';


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
    // Memory a process touches for the first time: about 6 x slower on some virtual machines than
    // on others with the same CPU speed, and the browser's start-up (layout, GC, a fresh renderer)
    // is full of it. Read it beside the Lighthouse figures before comparing two runs.
    freshMemory: (() => {
      const script = 'const t=performance.now();const o=[];for(let i=0;i<1e6;i++)o.push({a:i,b:String(i)});console.log(Math.round(performance.now()-t))';
      const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim()));
      return `${runs.sort((a, b) => a - b)[1]} ms`;
    })(),
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
    row(['Lighthouse mobile (median of 3)', describePage(page), value, describeBudget(page.budget), status]);
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

/** Where the hand-written notes of docs/performance.md begin: a run never rewrites them. */
const NOTES_HEADING = '## How it is measured';

/**
 * Rewrites the figures at the top of docs/performance.md (this run's tables and the server
 * section) and keeps the notes from NOTES_HEADING on as they are in the file.
 */
function writeReport(command: string, table: string, routeTable: string, facts: ReturnType<typeof machineFacts>, failures: string[], serverSection: string, benchmarkIndex: number | undefined): void {
  const docPath = path.join(repoRoot, 'docs/performance.md');
  const existing = readFileSync(docPath, 'utf8');
  const notesAt = existing.indexOf(NOTES_HEADING);
  const notes = notesAt >= 0 ? existing.slice(notesAt) : '';
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
- Machine speed: a million small objects made by a fresh Node process in ${facts.freshMemory} (median of 3)${benchmarkIndex ? `; Lighthouse's CPU benchmark index ${benchmarkIndex} (median of its runs, higher is faster)` : ''}

${table}

### First-load JavaScript per route

${routeTable}

${failures.length > 0 ? `Budgets broken in this run:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : 'Every budget held in this run.\n'}
${serverSection}

${notes}`;
  writeFileSync(docPath, doc);
}

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
    const argon2 = async () => (await measureArgon2(serverSrc)).perSecond;
    const api = await measureApi(server.url, token, DEMO.fundPassword, database, log, { orders, everything, argon2 });
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
  // The PostgreSQL server measured is part of the command as run (its password left out).
  const postgresShown = process.env.DATABASE_URL ? `DATABASE_URL=${process.env.DATABASE_URL.replace(/:[^:@/]*@/, ':…@')} ` : '';
  const command = `${postgresShown}npm run bench -w @mizani/bench${args.size > 0 ? ` -- ${[...args].join(' ')}` : ''}`;
  const facts = machineFacts();
  log(`${facts.cpu}, ${facts.cores} cores, ${facts.memory}, Node ${facts.node}, load ${facts.load}`);
  // --pages-only: the sizes and Lighthouse of the apps as built now, no build timing, API or ledger;
  // the server section of docs/performance.md stays as the last full run left it.
  const pagesOnly = args.has('--pages-only');
  const serverOnly = !pagesOnly && (args.has('--no-lighthouse') || args.has('--no-build'));

  const build = args.has('--no-build') || pagesOnly ? undefined : measureBuild();
  const sizes = measureSizes();

  const testing = await loadTesting();
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
  // --only=pglite / --only=postgres: one engine's server figures (the other is left out).
  const only = [...args].find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (measureHere && only !== 'postgres') {
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
  if (postgresUrl && measureHere && only !== 'pglite') {
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
    ...lighthouse.flatMap((page) => page.failures.map((failure) => `Lighthouse ${describePage(page)}: ${failure}`)),
    ...(build && !build.ok ? ['the build failed'] : []),
    ...budgets.filter((b) => isBroken(b) && !pagesOnly).map((b) => `${b.list ? 'LIST BUDGET BROKEN' : 'server budget broken'}: ${b.measure}: ${b.value}, budget ${b.budget}`),
  ];
  const table = renderTable({ facts, build, sizes, lighthouse });
  const routeTable = renderRouteTable(sizes);
  console.info(`\n${table}\n\n${routeTable}\n\n${serverSection}\n`);
  if (args.has('--no-write')) {
    // --no-write: a trial run; docs/performance.md keeps the last recorded run.
    log('not written (--no-write)');
  } else if (serverOnly) {
    // A partial run has no page or build figures: only its own section of the notes is replaced.
    writeFileSync(docPath, replaceServerSection(readFileSync(docPath, 'utf8'), serverSection));
    log('server section written to docs/performance.md');
  } else {
    const indexes = lighthouse.flatMap((row) => row.benchmarkIndexes).sort((a, b) => a - b);
    writeReport(command, table, routeTable, facts, failures, serverSection, indexes.length > 0 ? Math.round(indexes[Math.floor(indexes.length / 2)]!) : undefined);
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
