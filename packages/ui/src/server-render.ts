/**
 * The server draws a signed-in page once with the visitor's data (apps/portal/src/server-render.ts)
 * so a phone on a slow network shows it before the app's code has arrived. The app's code runs
 * there as it would in the browser; the few places that would reach for the browser (storage,
 * the screen's width, the network) ask this context instead. In the browser there is none.
 */

/** One API call as the server sends it for the render, without going over the network. */
export interface ServerRenderRequest {
  method: string;
  /** Path and query under the origin, e.g. `/api/user/info`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ServerRenderReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

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
