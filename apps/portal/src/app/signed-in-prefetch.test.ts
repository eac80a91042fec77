import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each module the prefetch asks for notes itself when it is first imported.
const loaded = vi.hoisted(() => [] as string[]);
vi.mock('./home-routes.tsx', () => (loaded.push('home-routes'), {}));
vi.mock('./query-layout.tsx', () => (loaded.push('query-layout'), {}));
vi.mock('./shell/components/shell-layout.tsx', () => (loaded.push('shell-layout'), {}));
vi.mock('../features/dashboard/routes/dashboard.tsx', () => (loaded.push('dashboard'), {}));
vi.mock('@mizani/i18n', () => ({ getStoredLocale: () => 'en', loadCatalogue: vi.fn(async () => (loaded.push('catalogue'), {})) }));

/** A fresh copy of the module: it prefetches once per page. */
async function prefetcher() {
  vi.resetModules();
  return (await import('./signed-in-prefetch.ts')).prefetchSignedInArea;
}

/** Lets the idle wait run and the imports it started settle. */
async function idle() {
  await vi.advanceTimersByTimeAsync(1000);
  await vi.dynamicImportSettled();
}

describe('prefetchSignedInArea', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loaded.length = 0;
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('loads nothing while the visitor only reads the page, and the signed-in area once they start on it', async () => {
    (await prefetcher())();
    await idle();
    expect(loaded).toEqual([]);

    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loaded).toEqual([]);
    await idle();
    expect([...loaded].sort()).toEqual(['catalogue', 'dashboard', 'home-routes', 'query-layout', 'shell-layout']);
  });

  it('prefetches once, however many times the visitor presses', async () => {
    const prefetch = await prefetcher();
    prefetch();
    prefetch();
    for (let press = 0; press < 3; press += 1) document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await idle();
    expect(loaded.filter((name) => name === 'catalogue')).toHaveLength(1);
  });

  it('does nothing for a visitor who is signed in already', async () => {
    localStorage.setItem('token', 'abc');
    (await prefetcher())();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await idle();
    expect(loaded).toEqual([]);
  });
});
