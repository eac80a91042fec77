import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The end-to-end tests drive the system Chromium; the test tool never downloads a browser.
 * `CHROME_PATH` wins when set.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the end-to-end tests. Install it with `apt-get install -y chromium` ' +
      '(Debian) or set CHROME_PATH to a Chromium or Chrome binary. Browsers are never downloaded by the test tool.',
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
