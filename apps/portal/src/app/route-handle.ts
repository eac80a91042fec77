import type { MessageId } from '@mizani/i18n';
import { useMatches } from 'react-router-dom';

/** What a route of the signed-in area tells the shell. */
export interface ShellRouteHandle {
  /** The page title the header shows (and the browser tab). */
  titleId: MessageId;
}

function hasTitle(handle: unknown): handle is ShellRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { titleId?: unknown }).titleId === 'string';
}

/** The deepest matched route's title id. */
export function usePageTitleId(fallback: MessageId = 'menu.dashboard'): MessageId {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (hasTitle(handle)) return handle.titleId;
  }
  return fallback;
}
