import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/** Issue 19's Lighthouse budgets (mobile, median of 3). */
export const LIGHTHOUSE_BUDGETS = { publicScore: 90, publicLcpMs: 1500, firstVisitLcpMs: 3000, repeatVisitLcpMs: 1500, tbtMs: 300, cls: 0.05 } as const;

export interface PageBudget {
  minScore?: number;
  lcpMs: number;
  tbtMs?: number;
  cls: number;
}

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  /** `repeat`: the page was opened once before in the same profile, so the service worker and the HTTP cache have its files. */
  visit: 'first' | 'repeat';
  /**
   * Lighthouse's `throttlingMethod`. `simulate` (its mobile default) times the page unthrottled
   * and models the slow network afterwards; `devtools` applies the network and CPU limits while
   * the page loads, so it observes what reaches the screen before the scripts do (see
   * docs/performance.md, "Lighthouse on the public pages").
   */
  throttling: 'simulate' | 'devtools';
  budget: PageBudget;
}

const publicPage = (path: string, throttling: LighthousePage['throttling'] = 'simulate'): LighthousePage => ({ path, signedIn: false, visit: 'first', throttling, budget: { minScore: LIGHTHOUSE_BUDGETS.publicScore, lcpMs: LIGHTHOUSE_BUDGETS.publicLcpMs, cls: LIGHTHOUSE_BUDGETS.cls } });
const signedInPages = (path: string): LighthousePage[] => [
  { path, signedIn: true, visit: 'first', throttling: 'simulate', budget: { lcpMs: LIGHTHOUSE_BUDGETS.firstVisitLcpMs, tbtMs: LIGHTHOUSE_BUDGETS.tbtMs, cls: LIGHTHOUSE_BUDGETS.cls } },
  { path, signedIn: true, visit: 'repeat', throttling: 'simulate', budget: { lcpMs: LIGHTHOUSE_BUDGETS.repeatVisitLcpMs, tbtMs: LIGHTHOUSE_BUDGETS.tbtMs, cls: LIGHTHOUSE_BUDGETS.cls } },
];

const PUBLIC_PATHS = ['/', '/login', '/register'];

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  ...PUBLIC_PATHS.map((path) => publicPage(path)),
  // The same pages with the limits applied during the load: a module script's evaluation carries
  // no URL in Chromium's trace, so the simulation counts every script that finished downloading
  // (on a local server, in milliseconds) before the observed paint as if the paint waited for it.
  ...PUBLIC_PATHS.map((path) => publicPage(path, 'devtools')),
  ...signedInPages('/home/dashboard'),
  // demo@mizani.africa is the account DEMO_BULK_ORDERS fills with 10,000 orders.
  ...signedInPages('/home/psp-order'),
  ...signedInPages('/homeApi/docs'),
];

/** "/login (first visit)", "/login (first visit, applied throttling)" */
export function describePage(page: LighthousePage): string {
  return `${page.path} (${page.visit} visit${page.throttling === 'devtools' ? ', applied throttling' : ''})`;
}

/** "score ≥ 90, LCP ≤ 1.50 s, TBT ≤ 300 ms, CLS ≤ 0.05" */
export function describeBudget(budget: PageBudget): string {
  return [
    budget.minScore === undefined ? undefined : `score ≥ ${budget.minScore}`,
    `LCP ≤ ${(budget.lcpMs / 1000).toFixed(2)} s`,
    budget.tbtMs === undefined ? undefined : `TBT ≤ ${budget.tbtMs} ms`,
    `CLS ≤ ${budget.cls}`,
  ]
    .filter(Boolean)
    .join(', ');
}

// The stack notes' flags: without them the closed network makes Chromium slow and noisy.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export interface LighthouseRow extends LighthousePage {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  runs: number[];
  /** Lighthouse's CPU benchmark of the machine at each run (higher is faster). */
  benchmarkIndexes: number[];
  failures: string[];
  error?: string;
}

interface Lhr {
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

interface Run {
  benchmarkIndex: number;
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse's default mobile screen. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Leaves the browser at `port` as a measured load of `page` expects it: signed in, as signing in
 * leaves it (the token in localStorage; Lighthouse cannot set it), and for a repeat visit with the
 * page opened twice, so the portal's service worker is installed and keeps its files.
 */
export async function prepareVisit(port: number, origin: string, page: Pick<LighthousePage, 'path' | 'signedIn' | 'visit'>, token: string): Promise<void> {
  if (!page.signedIn) return;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  // Lighthouse's phone (its default mobile screen), as the measured page will be.
  await tab.setViewport(PHONE);
  await tab.goto(`${origin}/401`, { waitUntil: 'domcontentloaded' });
  await tab.evaluate((value) => localStorage.setItem('token', value), token);
  if (page.visit === 'repeat') {
    // The first visit, unmeasured: the page loads everything it needs, and the portal's service
    // worker (registered after the load) installs and keeps what went through it.
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await tab.evaluate(async () => {
      if (!('serviceWorker' in navigator) || !(await navigator.serviceWorker.getRegistration())) return;
      await navigator.serviceWorker.ready;
    });
    // Once active, the worker keeps the files of the next load: a second load fills its cache.
    await tab.reload({ waitUntil: 'networkidle0', timeout: 120_000 });
  }
  await tab.close();
  await browser.disconnect();
}

async function runOnce(lighthouse: LighthouseFn, origin: string, page: LighthousePage, token: string): Promise<Run> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    await prepareVisit(chrome.port, origin, page, token);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: page.throttling,
      // Keeps the session written above (and, for a repeat visit, the service worker and the HTTP
      // cache); each run has a fresh profile, so a first visit starts cold anyway.
      disableStorageReset: page.signedIn,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** Three runs per page; the run with the median score stands for the page. */
export async function runLighthouse(origin: string, token: string, log: (message: string) => void, pages = LIGHTHOUSE_PAGES): Promise<LighthouseRow[]> {
  const specifier = 'lighthouse';
  const lighthouse = ((await import(specifier)) as { default: LighthouseFn }).default;
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const runs: Run[] = [];
    let error: string | undefined;
    for (let i = 0; i < 3; i += 1) {
      try {
        runs.push(await runOnce(lighthouse, origin, page, token));
        log(`  ${describePage(page)} run ${i + 1}: score ${runs.at(-1)?.score}, LCP ${Math.round(runs.at(-1)?.lcp ?? 0)} ms`);
      } catch (failure) {
        error = (failure as Error).message;
        log(`  ${describePage(page)} run ${i + 1} failed: ${error}`);
      }
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) {
      rows.push({ ...page, score: 0, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, runs: [], benchmarkIndexes: [], failures: ['no successful run'], error });
      continue;
    }
    const failures: string[] = [];
    const { budget } = page;
    if (budget.minScore !== undefined && median.score < budget.minScore) failures.push(`score ${median.score} < ${budget.minScore}`);
    if (!(median.lcp <= budget.lcpMs)) failures.push(`LCP ${(median.lcp / 1000).toFixed(2)} s > ${(budget.lcpMs / 1000).toFixed(2)} s`);
    if (budget.tbtMs !== undefined && !(median.tbt <= budget.tbtMs)) failures.push(`TBT ${Math.round(median.tbt)} ms > ${budget.tbtMs} ms`);
    if (!(median.cls <= budget.cls)) failures.push(`CLS ${median.cls.toFixed(3)} > ${budget.cls}`);
    rows.push({ ...page, ...median, runs: runs.map((run) => run.score), benchmarkIndexes: runs.map((run) => run.benchmarkIndex).filter(Number.isFinite), failures });
  }
  return rows;
}
