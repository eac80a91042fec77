import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LOCALE_COOKIE, SCREEN_COOKIE, type Locale } from '@mizani/i18n';
import { SESSION_COOKIE } from '@mizani/sdk/contract';
import {
  HELD_ATTRIBUTE,
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILE,
  SNAPSHOT_REPLIES_ID,
  SPLASH_END,
  SPLASH_START,
  type ServerRenderBundle,
  type ServerRenderReply,
  type ServerRenderRequest,
  type SignedInPage,
} from '@mizani/sdk/server-drawn-page';
import type { FastifyRequest } from 'fastify';
import type { App } from './types.ts';

/*
 * A signed-in page drawn on the server with the visitor's data (ADR 0010). Each app's build keeps a
 * server bundle of itself (apps/portal/src/server-render.ts, apps/developer/src/server-render.ts,
 * in dist/.server); for a page request in the app's signed-in area (the portal's /home, the
 * console's /homeApi) that carries the session cookie, it draws that page with the app's own code,
 * its API calls going to this server's handlers in-process, and the page goes out in place of the
 * splash of the app's bare page (the portal's shell.html, the console's index.html). A phone on a
 * slow network reads its page seconds before the app's code has arrived; the app then draws the
 * same page over it. Anything short of a clean page (no bundle, a dead session, a page the user
 * may not open, a slow or failing render) sends the bare page as before: the app decides in the
 * browser as it always has.
 */

/** Where an app's build keeps its server bundle. */
export const SERVER_RENDER_BUNDLE = path.join(SERVER_RENDER_DIR, SERVER_RENDER_FILE);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** #root of the bare app page with what it shows until the app draws, which a drawn page replaces. */
const SPLASH = new RegExp(`<div id="root">${escapeRegExp(SPLASH_START)}[\\s\\S]*?${escapeRegExp(SPLASH_END)}</div>`);
/** A render that takes longer gives way to the bare page: the page must not wait on it. */
export const SNAPSHOT_TIMEOUT_MS = 2_500;
/** Renders at once, for all apps together; more page requests meanwhile get the bare page, so drawing never starves the API. */
export const SNAPSHOT_MAX_IN_FLIGHT = 4;

export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Whether the visitor's screen is 768 px wide or more: as the app last saw it (the screen cookie,
 * written by its first script), else guessed from a phone's user agent or mobile client hint. A
 * wrong answer costs only speed: the app then draws the page afresh instead of adopting it.
 */
export function looksWide(request: FastifyRequest): boolean {
  const seen = readCookie(request.headers.cookie, SCREEN_COOKIE);
  if (seen === '1' || seen === '0') return seen === '1';
  if (/Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '')) return false;
  return request.headers['sec-ch-ua-mobile'] !== '?1';
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside <script type="application/json">: no `<` can close the tag or open a comment. */
const embeddedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Until the app has taken the page over its forms cannot work: what is chosen or typed there would
 * not reach the form's state, and a submit button the browser could still press would send the
 * form as a plain request, the typed fields (a password among them) in the address. So every
 * field and submit button not already disabled starts disabled, which also stops Enter from
 * submitting; other buttons stay, their press is replayed once the page is live.
 */
export function holdFormControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name: string, attributes: string) => {
    if (/\bdisabled=/.test(attributes)) return tag;
    if (name === 'button' && !/\btype="submit"/.test(attributes)) return tag;
    if (name === 'input' && /\btype="hidden"/.test(attributes)) return tag;
    const selfClosing = attributes.endsWith('/');
    const kept = selfClosing ? attributes.slice(0, -1) : attributes;
    return `<${name}${kept} disabled="" ${HELD_ATTRIBUTE}=""${selfClosing ? '/' : ''}>`;
  });
}

/** The app's bare page with the drawn page in place of its splash, or null when it has no splash to replace. */
export function assemblePage(shell: string, page: SignedInPage, url: string, locale: Locale): string | null {
  if (!SPLASH.test(shell)) return null;
  // The bare page may have the global style sheets every page shares (the portal's does); only ones it lacks are added.
  const globals = page.globals
    .filter(({ id, rules }) => rules !== '' && !shell.includes(`data-emotion="css-global ${id}"`))
    .map(({ id, rules }) => `<style data-emotion="css-global ${id}">${rules}</style>`)
    .join('');
  const classes = page.ids.length > 0 ? `<style data-emotion="css ${page.ids.join(' ')}">${page.css}</style>` : '';
  const root =
    `<div id="root" data-snapshot="${escapeAttr(url)}">${holdFormControls(page.html)}</div>` +
    `<script type="application/json" id="${SNAPSHOT_REPLIES_ID}">${embeddedJson(page.queries)}</script>`;
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"`)
    .replace('</head>', () => `${globals}${classes}</head>`)
    .replace(SPLASH, () => root);
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A drawn page is made per request, so it cannot be compressed at build time as the static files
 * are; compressed now (brotli at a quick level, else gzip), it is about a sixth of its size.
 */
export async function compressForClient(acceptEncoding: string | undefined, html: string): Promise<{ encoding: 'br' | 'gzip' | null; body: Buffer | string }> {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  if (accepted.includes('br')) return { encoding: 'br', body: await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (accepted.includes('gzip')) return { encoding: 'gzip', body: await gzipped(html) };
  return { encoding: null, body: html };
}

export interface SnapshotRenderer {
  /** The page drawn for this request, or null to send the app's bare page. */
  render(request: FastifyRequest, pathname: string): Promise<string | null>;
}

export interface SnapshotSite {
  /** The app's build folder: its server bundle and its bare app page. */
  dist: string;
  /** The bare app page (the portal: shell.html; the console: index.html), with the splash markers in #root. */
  page: string;
  /** Whether the app draws a signed-in page at this path. */
  inArea: (pathname: string) => boolean;
}

/** How many pages are being drawn now, shared by every app the server draws for. */
export interface SnapshotSlots {
  inFlight: number;
}

/** The renderer for an app's build, or null when the build has no server bundle or no page to put the drawing in. */
export function createSnapshotRenderer(app: App, site: SnapshotSite, slots: SnapshotSlots = { inFlight: 0 }): SnapshotRenderer | null {
  const bundleFile = path.join(site.dist, SERVER_RENDER_BUNDLE);
  const shellFile = path.join(site.dist, site.page);
  if (!existsSync(bundleFile) || !existsSync(shellFile)) return null;
  const shell = readFileSync(shellFile, 'utf8');
  if (!SPLASH.test(shell)) return null;
  let bundle: Promise<ServerRenderBundle> | null = null;

  const send = (ip: string) => async (call: ServerRenderRequest): Promise<ServerRenderReply> => {
    const reply = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: call.headers,
      remoteAddress: ip,
      ...(call.body !== undefined ? { payload: call.body } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers)) if (value !== undefined) headers[name] = String(value);
    return { status: reply.statusCode, headers, body: reply.payload };
  };

  return {
    async render(request, pathname) {
      const token = readCookie(request.headers.cookie, SESSION_COOKIE);
      if (!token || !site.inArea(pathname) || slots.inFlight >= SNAPSHOT_MAX_IN_FLIGHT) return null;
      const locale: Locale = readCookie(request.headers.cookie, LOCALE_COOKIE) === 'zh' ? 'zh' : 'en';
      const url = request.url;
      let timer: NodeJS.Timeout | undefined;
      try {
        bundle ??= import(pathToFileURL(bundleFile).href) as Promise<ServerRenderBundle>;
        const { renderSignedIn } = await bundle;
        slots.inFlight += 1;
        const drawing = renderSignedIn({ url, token, locale, wide: looksWide(request), send: send(request.ip) }).finally(() => {
          slots.inFlight -= 1;
        });
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), SNAPSHOT_TIMEOUT_MS);
        });
        const page = await Promise.race([drawing, late]);
        return page ? assemblePage(shell, page, url, locale) : null;
      } catch (error) {
        request.log.warn({ err: error, url }, 'signed-in page not drawn on the server; sending the bare app page');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
