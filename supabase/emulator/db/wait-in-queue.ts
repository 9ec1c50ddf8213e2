import { cancelledByClient } from './errors.ts';

/** A request waiting for its turn: granted it, or failed (busy, or its client left). */
export interface Waiter {
  grant(): void;
  fail(error: Error): void;
}

interface WaitOptions {
  signal?: AbortSignal;
  /** Whether the turn it waits for is stuck; checked every quarter of stuckMs (at least every 50 ms). */
  stuck(): boolean;
  stuckMs: number;
  /** The error a stuck wait fails with. */
  stuckError(): Error;
  /** Runs as the turn is granted, before the waiter goes on. */
  onGrant?(): void;
}

/**
 * Joins `queue` (whose owner grants its first waiter when a turn frees up) and settles when granted,
 * when the turn is stuck, or when the client leaves; either way it leaves the queue.
 */
export function waitInQueue(queue: Waiter[], { signal, stuck, stuckMs, stuckError, onGrant }: WaitOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
      const index = queue.indexOf(waiter);
      if (index >= 0) queue.splice(index, 1);
    };
    const waiter: Waiter = {
      grant: () => {
        done();
        onGrant?.();
        resolve();
      },
      fail: (error) => {
        done();
        reject(error);
      },
    };
    const onAbort = () => waiter.fail(cancelledByClient());
    const timer = setInterval(() => {
      if (stuck()) waiter.fail(stuckError());
    }, Math.max(50, stuckMs / 4));
    signal?.addEventListener('abort', onAbort, { once: true });
    queue.push(waiter);
  });
}
