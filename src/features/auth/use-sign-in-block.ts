import { useSyncExternalStore } from 'react';
import { signInLimiter, type AttemptLimiter } from './attempt-limiter';
import { useCountdown } from './use-countdown';

/**
 * Milliseconds this email must still wait before signing in (0 when it may), re-rendered each
 * time the shown second changes and when the wait ends, is lifted or is set, here or in another tab.
 */
export function useSignInBlock(email: string, limiter: AttemptLimiter = signInLimiter): number {
  const until = useSyncExternalStore(limiter.subscribe, () => limiter.blockedUntil(email), () => 0);
  return useCountdown(until);
}
