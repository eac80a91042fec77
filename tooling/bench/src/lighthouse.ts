import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/** The Lighthouse budgets. */
export const LIGHTHOUSE_BUDGETS = { publicScore: 95, signedInScore: 90, lcpMs: 2000, cls: 0.05 } as const;

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  minScore: number;
}

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  { path: '/', signedIn: false, minScore: LIGHTHOUSE_BUDGETS.publicScore },
  { path: '/login', signedIn: false, minScore: LIGHTHOUSE_BUDGETS.publicScore },
  { path: '/register', signedIn: false, minScore: LIGHTHOUSE_BUDGETS.publicScore },
  { path: '/home/dashboard', signedIn: true, minScore: LIGHTHOUSE_BUDGETS.signedInScore },
  // demo@mizani.africa is the account DEMO_BULK_ORDERS fills with 10,000 orders.
  { path: '/home/psp-order', signedIn: true, minScore: LIGHTHOUSE_BUDGETS.signedInScore },
  { path: '/homeApi/docs', signedIn: true, minScore: LIGHTHOUSE_BUDGETS.signedInScore },
];

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
  failures: string[];
  error?: string;
}

interface Lhr {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function runOnce(lighthouse: LighthouseFn, origin: string, page: LighthousePage, token: string): Promise<Run> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (page.signedIn) {
      // Lighthouse cannot set localStorage; a page of the same origin writes the session first, as
      // signing in leaves it: the token in localStorage.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      // Lighthouse's phone (its default mobile screen), as the measured page will be.
      await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await tab.goto(`${origin}/401`, { waitUntil: 'domcontentloaded' });
      await tab.evaluate((value) => localStorage.setItem('token', value), token);
      await tab.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the session written above; each run has a fresh profile, so the cache is cold anyway.
      disableStorageReset: page.signedIn,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
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
        log(`  ${page.path} run ${i + 1}: score ${runs.at(-1)?.score}`);
      } catch (failure) {
        error = (failure as Error).message;
        log(`  ${page.path} run ${i + 1} failed: ${error}`);
      }
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) {
      rows.push({ ...page, score: 0, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, runs: [], failures: ['no successful run'], error });
      continue;
    }
    const failures: string[] = [];
    if (median.score < page.minScore) failures.push(`score ${median.score} < ${page.minScore}`);
    if (!(median.lcp <= LIGHTHOUSE_BUDGETS.lcpMs)) failures.push(`LCP ${(median.lcp / 1000).toFixed(2)} s > ${LIGHTHOUSE_BUDGETS.lcpMs / 1000} s`);
    if (!(median.cls <= LIGHTHOUSE_BUDGETS.cls)) failures.push(`CLS ${median.cls.toFixed(3)} > ${LIGHTHOUSE_BUDGETS.cls}`);
    rows.push({ ...page, ...median, runs: runs.map((run) => run.score), failures });
  }
  return rows;
}
