import type { MessageId } from '@mizani/i18n';
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  /** The title the console header shows for this screen. */
  titleId: MessageId;
}

function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'titleId' in handle;
}

/** The deepest matched route's title id. */
export function usePageTitleId(): MessageId {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (hasTitle(handle)) return handle.titleId;
  }
  return 'api.consoleName';
}
