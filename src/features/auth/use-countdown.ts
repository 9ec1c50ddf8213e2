import { useEffect, useState } from 'react';
import { MAX_WAIT_MS } from './attempt-limiter';

/**
 * Milliseconds left until `until` (epoch ms; 0 for none), re-rendered each time the shown second
 * changes and when the wait ends. Never more than `maxMs`.
 */
export function useCountdown(until: number, maxMs = MAX_WAIT_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === 0) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      // Wake when the rounded-up second changes, so the countdown never skips or lingers.
      if (t < until) timer = setTimeout(tick, (until - t) % 1000 || 1000);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [until]);
  // Until the first tick, `now` may be from before the wait began: never show more than maxMs.
  return until === 0 ? 0 : Math.min(Math.max(0, until - now), maxMs);
}
