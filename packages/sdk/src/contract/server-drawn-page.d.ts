import type { Locale } from '@mizani/i18n';

export const SERVER_RENDER_DIR: '.server';
export const SERVER_RENDER_FILE: 'render.mjs';
export const SPLASH_START: '<!--mz-splash-->';
export const SPLASH_END: '<!--/mz-splash-->';
export const HELD_ATTRIBUTE: 'data-held-until-live';
export const SNAPSHOT_REPLIES_ID: 'mz-snapshot';

/** One API call as the server sends it for a render, without going over the network. */
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

export interface SignedInRenderInput {
  /** Path and query of the page, e.g. `/home/psp-order?page=2`. */
  url: string;
  token: string;
  locale: Locale;
  /** Draw for a screen of 768 px or more (side panel, tables) rather than a phone's. */
  wide: boolean;
  /** Sends one API call to the server's own handlers. */
  send: (request: ServerRenderRequest) => Promise<ServerRenderReply>;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's class rules, for one <style data-emotion="css <ids>"> the browser's Emotion adopts. */
  css: string;
  ids: string[];
  /** The global style sheets (reset, tokens), each for a <style data-emotion="css-global <id>">. */
  globals: { id: string; rules: string }[];
}

export interface SignedInPage extends RenderedPage {
  /** The replies the page was drawn from, for the browser's query client (TanStack Query's dehydrated state). */
  queries: unknown;
}

/** What an app's server bundle offers the server. */
export interface ServerRenderBundle {
  /** The page drawn with the visitor's data, or null when the app would show another page there. */
  renderSignedIn(input: SignedInRenderInput): Promise<SignedInPage | null>;
}
