import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `start(seconds)` runs out. Counted against the clock rather than by ticks,
 * so a tab that was in the background shows the right figure when it comes back.
 */
export function useCountdown(now: () => number = Date.now) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((endsAt - now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    update();
    const timer = setInterval(update, 250);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback((seconds: number) => setEndsAt(now() + seconds * 1000), [now]);
  const reset = useCallback(() => {
    setEndsAt(null);
    setRemaining(0);
  }, []);

  return { remaining, start, reset };
}
