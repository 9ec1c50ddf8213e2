import { cancelledByClient, DbBusyError } from './errors.ts';
import { waitInQueue, type Waiter } from './wait-in-queue.ts';

/**
 * When the one PGlite connection has been held this long, requests queued behind it are
 * answered 503 at once instead of waiting in silence (normal statements take milliseconds).
 * Likewise when none of an address's running requests has finished for this long, its queued
 * ones are answered 429.
 */
export const BUSY_MS = Number(process.env.DB_BUSY_MS ?? 1000);

/**
 * PGlite has one connection, so its transactions take turns (FIFO). A request queued behind a
 * statement that has held the connection longer than busyMs gets DbBusyError at once.
 */
export class ConnectionLock {
  private held = false;
  private heldSince = 0;
  private readonly queue: Waiter[] = [];
  constructor(private busyMs: number) {}

  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(cancelledByClient());
    if (!this.held) {
      this.held = true;
      this.heldSince = Date.now();
      return Promise.resolve();
    }
    const stuck = () => Date.now() - this.heldSince > this.busyMs;
    if (stuck()) return Promise.reject(new DbBusyError());
    return waitInQueue(this.queue, {
      signal,
      stuck,
      stuckMs: this.busyMs,
      stuckError: () => new DbBusyError(),
      onGrant: () => (this.heldSince = Date.now()),
    });
  }

  private release() {
    const next = this.queue[0];
    if (next) next.grant();
    else this.held = false;
  }
}
