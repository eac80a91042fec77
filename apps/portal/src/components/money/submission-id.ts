import { useCallback, useRef } from 'react';

/**
 * The `clientOrderNo` of one submission. It is made once when the user confirms a form and kept
 * for every retry of that same submission (a second click, a timeout, a resubmit), so the server
 * books at most one order for it; only `renew` (a new, different order) makes another.
 */
export function useSubmissionId(): { current: () => string; renew: () => void } {
  const id = useRef<string | null>(null);
  const current = useCallback(() => {
    id.current ??= crypto.randomUUID();
    return id.current;
  }, []);
  const renew = useCallback(() => {
    id.current = null;
  }, []);
  return { current, renew };
}
