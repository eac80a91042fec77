// `npm run trace -w @mizani/bench -- /home/dashboard [/home/psp-order ...] [--first] [--runs=3] [--profile]`:
// the bench's server and sign-in, then each page loaded as Lighthouse's repeat visit (or a first
// visit with --first) without throttling, traced, and its main-thread tasks printed (src/trace.ts).
// With --profile the same load also records a CPU profile and prints its script time by library
// (src/profile.ts), read through the source maps of the served portal build: serve one built with them,
// `npx vite build --sourcemap --outDir /tmp/portal-maps` in apps/portal, then PORTAL_DIST=/tmp/portal-maps.
// The profiler's sampling slows the load: compare busy times only between runs that both use it, or neither.
// Nothing is written to docs/performance.md: this says where time goes, the bench says how much.
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { call, DEMO } from './api.ts';
import { CHROME_FLAGS, PHONE, prepareVisit } from './lighthouse.ts';
import { buildLocator, selfTimeByOwner, type CpuProfile } from './profile.ts';
import { loadTesting, portalDist, startServer } from './server.ts';
import { summarizeTrace, type TraceEvent } from './trace.ts';

const args = process.argv.slice(2);
const paths = args.filter((arg) => arg.startsWith('/'));
const visit = args.includes('--first') ? 'first' : 'repeat';
const profile = args.includes('--profile');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
if (paths.length === 0) throw new Error('name at least one page, e.g. /home/dashboard');

const server = await startServer(await loadTesting(), { DATABASE_URL: undefined });
try {
  const { token } = await call<{ token: string }>(server.url, '/api/user/emailLogin', { email: DEMO.email, password: DEMO.password }, '');
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'loading', 'toplevel'];
  for (let run = 1; run <= runs; run += 1) {
    for (const page of paths) {
      const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      try {
        await prepareVisit(chrome.port, server.url, { path: page, signedIn: true, visit }, token);
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const tab = await browser.newPage();
        await tab.setViewport(PHONE);
        const cdp = await tab.createCDPSession();
        if (profile) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
        await tab.tracing.start({ categories });
        await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle0', timeout: 120_000 });
        // The first render's last slices and the code cache written after the scripts ran.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const trace = JSON.parse(new TextDecoder().decode(await tab.tracing.stop())) as { traceEvents: TraceEvent[] };
        const cpu = profile ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : undefined;
        await browser.disconnect();
        const summary = summarizeTrace(trace.traceEvents);
        const round = (value: number) => Math.round(value);
        console.info(
          `${page} (${visit} visit, run ${run}): main thread busy ${round(summary.busyMs)} ms, longest task ${round(summary.longestMs)} ms, ` +
            `blocking at 4x ${round(summary.blockingAt4xMs)} ms, module evaluation ${round(summary.evaluateMs)} ms, code cache ${round(summary.codeCacheMs)} ms`,
        );
        for (const task of summary.tasks) console.info(`  +${String(round(task.at)).padStart(5)} ms  ${task.ms.toFixed(1).padStart(6)} ms  ${task.parts}`);
        if (cpu) {
          const owners = [...selfTimeByOwner(cpu, buildLocator(portalDist())).entries()].sort((a, b) => b[1] - a[1]);
          const total = owners.reduce((sum, [, ms]) => sum + ms, 0);
          console.info(`  script time by library (self time, ${round(total)} ms in all):`);
          for (const [owner, ms] of owners.filter(([, ms]) => ms >= 1)) console.info(`    ${ms.toFixed(1).padStart(6)} ms  ${owner}`);
        }
      } finally {
        chrome.kill();
      }
    }
  }
} finally {
  await server.stop();
}
