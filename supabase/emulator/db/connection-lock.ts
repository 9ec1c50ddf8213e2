import { cancelledByClient, DbBusyError } from './errors.ts';

/**
 * When the one PGlite connection has been held this long, requests queued behind it are
 * answered 503 at once instead of waiting in silence (normal statements take milliseconds).
 * Likewise when none of an address's running requests has finished for this long, its queued
 * ones are answered 429.
 */
export const BUSY_MS = Number(process.env.DB_BUSY_MS ?? 1000);

/** A request waiting for its turn: granted it, or failed (busy, or its client left). */
export interface Waiter {
  grant(): void;
  fail(error: Error): void;
}

/**
 * PGlite has one connection, so its transactions take turns (FIFO). A request queued behind a
 * statement that has held the connection longer than busyMs gets DbBusyError at once.
 */
export class ConnectionLock {
  private held = false;
  private heldSince = 0;
  private queue: Waiter[] = [];
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
    if (Date.now() - this.heldSince > this.busyMs) return Promise.reject(new DbBusyError());
    return new Promise((resolve, reject) => {
      const done = () => {
        clearInterval(timer);
        signal?.removeEventListener('abort', onAbort);
        this.queue = this.queue.filter((w) => w !== waiter);
      };
      const waiter: Waiter = {
        grant: () => {
          done();
          this.heldSince = Date.now();
          resolve();
        },
        fail: (error) => {
          done();
          reject(error);
        },
      };
      const onAbort = () => waiter.fail(cancelledByClient());
      const timer = setInterval(() => {
        if (Date.now() - this.heldSince > this.busyMs) waiter.fail(new DbBusyError());
      }, Math.max(50, this.busyMs / 4));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private release() {
    const next = this.queue[0];
    if (next) next.grant();
    else this.held = false;
  }
}
