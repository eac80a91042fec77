/** Spec section 9: an identical POST or PUT repeated within this window is refused. */
export const DUPLICATE_WINDOW_MS = 300;

/**
 * Remembers when each request (method, URL and body) was last let through and refuses a repeat
 * inside the window. A refused repeat does not restart the window: the first click's request is
 * the one being processed.
 */
export function createDuplicateGuard(windowMs: number = DUPLICATE_WINDOW_MS): (key: string) => boolean {
  const seen = new Map<string, number>();
  return (key) => {
    const now = Date.now();
    for (const [other, at] of seen) if (now - at >= windowMs) seen.delete(other);
    const last = seen.get(key);
    if (last !== undefined && now - last < windowMs) return false;
    seen.set(key, now);
    return true;
  };
}
