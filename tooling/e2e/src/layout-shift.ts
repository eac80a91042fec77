import type { APIRequestContext, Page } from '@playwright/test';
import { callApi } from './accounts.ts';

/** Issue 19's ceiling for the cumulative layout shift of the signed-in pages. */
export const CLS_BUDGET = 0.05;

/** What a `layout-shift` performance entry carries (not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

interface RecordedShift {
  value: number;
  input: boolean;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: RecordedShift[];
  }
}

/**
 * Records every layout shift of each page the tab opens from then on, from its first paint
 * (Chromium's `layout-shift` entries, with the elements that moved). Call before `page.goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
      return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        const moved = (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => `${describe(node)} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`);
        shifts.push({ value: entry.value, input: entry.hadRecentInput, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's layout shifts so far that no input caused, summed (stricter than Lighthouse's
 * largest five-second window), and a line per shift naming what moved, for the failure message.
 */
export async function layoutShiftScore(page: Page): Promise<{ score: number; report: string }> {
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  const counted = shifts.filter((shift) => !shift.input);
  const score = counted.reduce((total, shift) => total + shift.value, 0);
  const report = counted.map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join('; ')}`).join('\n');
  return { score, report: `${page.url()}: layout shift ${score.toFixed(4)}\n${report}` };
}

/**
 * Lighthouse's mobile conditions, roughly: a CPU four times slower and a slow 4G link (150 ms,
 * 1.6 Mbit/s down), so a part that arrives late has time to push what is already drawn.
 */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}

/**
 * A fresh tab signed in as the demo user (only read) in `locale` at `width` px, recording layout
 * shifts under the slow-phone conditions: the next `page.goto` is a cold first visit.
 */
export async function prepareShiftCheck(page: Page, request: APIRequestContext, { width, locale }: { width: number; locale: 'en' | 'zh' }): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
  await page.addInitScript(
    ([value, language]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('LOCALE', language);
    },
    [token, locale] as const,
  );
  await recordLayoutShifts(page);
  await emulateSlowPhone(page);
}
