// Plain JavaScript: the apps' Vite configs read these names too, and Node cannot run TypeScript
// from a linked package. Types: server-drawn-page.d.ts.
/*
 * What the apps' builds, the apps themselves and the API server agree on for a signed-in page the
 * server draws with the visitor's data (ADR 0010): where a build keeps the bundle the server draws
 * with, the place in the bare app page the drawn markup goes, and how held-back controls are marked.
 */

/** Where an app's build keeps its server bundle, under its dist folder; the server never serves dot folders. */
export const SERVER_RENDER_DIR = '.server';
export const SERVER_RENDER_FILE = 'render.mjs';

/** Around what the bare app page shows until the app draws: the server puts a page it has drawn in its place. */
export const SPLASH_START = '<!--mz-splash-->';
export const SPLASH_END = '<!--/mz-splash-->';

/** The server disables the fields and submit buttons of a drawn page and marks them so; the app releases them once live. */
export const HELD_ATTRIBUTE = 'data-held-until-live';

/** The element holding the replies a page was drawn from, as JSON. */
export const SNAPSHOT_REPLIES_ID = 'mz-snapshot';
