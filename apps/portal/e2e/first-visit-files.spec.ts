import { callApi, expect, test } from '@mizani/e2e';

/**
 * The JavaScript files a cold, signed-in first visit of the dashboard asks for, counted as Chromium
 * requests them. The size check counts the same from the build's manifest (tooling/bench
 * src/budget.ts, `signedInFirstVisit`) and holds it to issue 19's target, 30 (ADR 0012: Rolldown's
 * common-chunk inlining; 61 files without it).
 */
const FIRST_VISIT_SCRIPTS_CEILING = 30;

test('a cold signed-in first visit of the dashboard asks for no more JavaScript files than the size budget allows', async ({ page, request }) => {
  // The token goes in before the first page of a fresh context runs: nothing is cached yet.
  const { token } = await callApi<{ token: string }>(request, '/user/emailLogin', { email: 'demo@mizani.africa', password: 'Demo@2026' });
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.add(new URL(sent.url()).pathname);
  });
  await page.goto('/home/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Amani Demo' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.size, [...scripts].join('\n')).toBeGreaterThan(1);
  expect(scripts.size, [...scripts].join('\n')).toBeLessThanOrEqual(FIRST_VISIT_SCRIPTS_CEILING);
  console.info(`dashboard, signed in, cold: ${scripts.size} JavaScript files`);
});
