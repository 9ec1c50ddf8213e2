import { AddressBusyError, cancelledByClient } from './errors.ts';
import { waitInQueue, type Waiter } from './wait-in-queue.ts';

/** Requests one address may have waiting for its share before further ones are refused at once. */
const MAX_WAITING_PER_ADDRESS = 128;

/**
 * Fairness between client addresses: each has at most `perAddress` transactions in the database
 * at once, and the rest of its requests wait in a queue of its own, so a flood from one address
 * queues behind itself while every other address keeps getting turns. The queue waits as long as
 * the address's running requests finish now and then; once none has for stuckMs (its own
 * statements are slow), or when the queue is full, further requests are refused at once.
 */
export class AddressShare {
  private entries = new Map<string, { running: number; waiting: Waiter[]; progressAt: number }>();
  constructor(
    readonly perAddress: number,
    /** The emulator's busy threshold (DbOptions.busyMs). */
    private stuckMs: number,
    private maxWaiting = MAX_WAITING_PER_ADDRESS,
  ) {}

  async run<T>(address: string | undefined, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (address === undefined) return fn();
    await this.acquire(address, signal);
    try {
      return await fn();
    } finally {
      this.release(address);
    }
  }

  private acquire(address: string, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(cancelledByClient());
    let entry = this.entries.get(address);
    if (!entry) {
      entry = { running: 0, waiting: [], progressAt: Date.now() };
      this.entries.set(address, entry);
    }
    if (entry.running < this.perAddress) {
      entry.running++;
      return Promise.resolve();
    }
    const stuck = () => Date.now() - entry.progressAt > this.stuckMs;
    if (entry.waiting.length >= this.maxWaiting || stuck()) return Promise.reject(new AddressBusyError());
    return waitInQueue(entry.waiting, { signal, stuck, stuckMs: this.stuckMs, stuckError: () => new AddressBusyError() });
  }

  private release(address: string) {
    const entry = this.entries.get(address);
    if (!entry) return;
    entry.progressAt = Date.now();
    // The next waiter takes over the finished request's place.
    const next = entry.waiting[0];
    if (next) next.grant();
    else if (--entry.running === 0) this.entries.delete(address);
  }
}
