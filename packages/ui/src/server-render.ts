/**
 * The server draws a signed-in page once with the visitor's data (each app's src/server-render.ts,
 * through ./server-draw.ts) so a phone on a slow network shows it before the app's code has
 * arrived. The app's code runs there as it would in the browser; the few places that would reach
 * for the browser (storage, the screen's width, the network) ask this context instead. In the
 * browser there is none.
 */
import { HELD_ATTRIBUTE, SNAPSHOT_REPLIES_ID, type ServerRenderReply, type ServerRenderRequest } from '@mizani/sdk/server-drawn-page';
import { SESSION_COOKIE } from '@mizani/sdk/session-cookie';
import type { DehydratedState } from '@tanstack/react-query';
import { replayEarlyPress } from './early-presses.ts';

export type { ServerRenderReply, ServerRenderRequest } from '@mizani/sdk/server-drawn-page';

export interface ServerRenderContext {
  /** The visitor's storage as the browser has it: the session token and the language. */
  storage: Storage;
  /** Whether the visitor's screen is wide (from the request's hints): the side panel and tables show. */
  wide: boolean;
  send: (request: ServerRenderRequest) => Promise<ServerRenderReply>;
}

const KEY = Symbol.for('mizani.server-render');

type Holder = Record<symbol, (() => ServerRenderContext | undefined) | undefined>;

/** The context of the render in progress, or undefined (always, in the browser). */
export function serverRenderContext(): ServerRenderContext | undefined {
  return (globalThis as unknown as Holder)[KEY]?.();
}

/** Installs where the context of the render in progress comes from (the server's render entry). */
export function provideServerRenderContext(read: () => ServerRenderContext | undefined): void {
  (globalThis as unknown as Holder)[KEY] = read;
}

/**
 * The app has taken the page over (call it from the root's first effect):
 * - marks the document `data-ready`: until then a page drawn before any script is plain HTML, so
 *   the end-to-end tests wait for it before they interact;
 * - the fields and submit buttons the server held back on a page it drew work again (React drew
 *   them enabled, so it would not touch the attribute itself);
 * - a button pressed before then is pressed again (`replay`: the portal's leaves out the islands
 *   whose code has not arrived).
 */
export function pageTakenOver(replay: () => void = replayEarlyPress): void {
  document.documentElement.dataset.ready = 'true';
  for (const control of document.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(HELD_ATTRIBUTE);
  }
  replay();
}

const sessionCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);

/**
 * The replies a page the server drew with the user's data came with (TanStack Query's dehydrated
 * state), when this page is one and was drawn for the session the browser holds (`token`, from
 * storage); otherwise null and the app asks for its data itself. They go into the query client
 * before the router's first check, so the app draws the same page at once.
 */
export function serverDrawnReplies(root: HTMLElement, token: string | null): DehydratedState | null {
  const replies = document.getElementById(SNAPSHOT_REPLIES_ID);
  if (!replies || root.dataset.snapshot !== `${location.pathname}${location.search}` || token === null) return null;
  if (sessionCookie() !== encodeURIComponent(token)) return null;
  try {
    return JSON.parse(replies.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}
