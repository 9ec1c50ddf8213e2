import { useEffect, useState, useSyncExternalStore } from 'react';
import { signInLimiter, type AttemptLimiter } from './attempt-limiter';

/**
 * Milliseconds left on the sign-in block (0 when open), re-rendered each time the shown second
 * changes and when the block ends, is lifted or is set, here or in another tab.
 */
export function useSignInBlock(limiter: AttemptLimiter = signInLimiter): number {
  const until = useSyncExternalStore(limiter.subscribe, limiter.blockedUntil, () => 0);
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
  // Until the first tick, `now` may be from before the block began: never show more than a block.
  return until === 0 ? 0 : Math.min(Math.max(0, until - now), limiter.blockMs);
}
