import { existsSync } from 'node:fs';

/**
 * Chromium's headless shell first: it is what Playwright itself runs headless tests in, the same
 * Blink without the browser's window and UI, and it took 16-22 % less CPU than the full Chromium on
 * the same specs (docs/testing.md). Then the full browser, which also runs headless.
 */
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The end-to-end tests drive the system Chromium; the test tool never downloads a browser.
 * `E2E_CHROME_PATH` wins when set.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.E2E_CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`E2E_CHROME_PATH points at ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install it with `apt-get install -y chromium-headless-shell` ' +
      '(Debian) or set E2E_CHROME_PATH to a Chromium or Chrome binary. Browsers are never downloaded by the test tool.',
  );
}

/** Flags for a quiet headless Chromium on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
