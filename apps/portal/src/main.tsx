/*
 * The first script a page runs is this small one. A prerendered page is already readable from its
 * HTML; evaluating the app's libraries (React, the router, the style system) takes a slow phone a
 * good part of a second, so it waits until the browser has painted that HTML, and is then done in
 * separate steps with the main thread handed back in between, so no step blocks a tap for long.
 * The page names the larger files the steps need (vite.config.ts): they are requested together
 * after the paint, so the steps do not wait on one another's round trips.
 */

import { rememberScreenWidth } from '@mizani/i18n/site-cookie';
import { SNAPSHOT_REPLIES_ID } from '@mizani/sdk/server-drawn-page';
import { afterPaint } from '@mizani/ui/after-paint';
import { holdEarlyPresses } from '@mizani/ui/early-presses';
import { requestUserInfoEarly } from './boot/early-user-info.ts';

/** Starts fetching the files the page names, without running them. */
function fetchStartFiles(): void {
  const list = document.querySelector<HTMLMetaElement>('meta[name="mizani:start-files"]')?.content ?? '';
  // One insertion for all of them: each one on its own costs the browser noticeably more.
  const links = document.createDocumentFragment();
  for (const href of list.split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

/** Hands the main thread back to the browser for a moment. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

// A press on a button before the page is live is pressed again once its part of the page is
// (boot/early-presses.ts); a form is not sent until then.
holdEarlyPresses();
// The server draws a signed-in page for the width the screen has (useWideScreen's 768 px, Chakra's
// md): it learns it from this cookie, kept current as the window crosses that width.
rememberScreenWidth();
// A page the server drew with the user's data (#mz-snapshot) brings the user info with it.
if (!document.getElementById(SNAPSHOT_REPLIES_ID)) requestUserInfoEarly(import.meta.env.VITE_API_BASE_URL || '/api', window.location.pathname);
await afterPaint();
fetchStartFiles();
await import('./boot/libraries.ts');
await yieldToBrowser();
await import('./boot/style-engine.ts');
await yieldToBrowser();
await import('./boot/style-system.ts');
await yieldToBrowser();
await import('./boot/app-modules.ts');
await yieldToBrowser();
await import('./boot.tsx');
