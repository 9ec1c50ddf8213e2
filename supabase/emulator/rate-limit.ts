// In-memory request limits, as GoTrue keeps its per-instance limits: they throttle a client
// while it hammers the server and cost no database work. A restart forgets them, which is fine
// for limits measured in minutes.

/** The limiters' clock; tests move it forward instead of waiting. */
export class Clock {
  private offsetMs = 0;
  now() {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

/** Thrown when a limit is reached; answered 429 with Retry-After. */
export class RateLimited extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Request rate limit reached',
  ) {
    super(message);
  }
}

/** Sweeps keys idle for longer than their window every this many operations, so memory stays bounded. */
const SWEEP_EVERY = 1000;

/** At most `limit` events per key in any sliding window of `windowMs`. */
export class SlidingWindow {
  private events = new Map<string, number[]>();
  private operations = 0;
  constructor(
    private clock: Clock,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string): number[] {
    const now = this.clock.now();
    if (++this.operations % SWEEP_EVERY === 0) this.sweep(now);
    const kept = (this.events.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  private sweep(now: number) {
    for (const [key, times] of this.events) if (times[times.length - 1] <= now - this.windowMs) this.events.delete(key);
  }

  count(key: string) {
    return this.recent(key).length;
  }

  /** Seconds until the key may have another event (0: it may now). */
  retryAfter(key: string): number {
    const times = this.recent(key);
    if (times.length < this.limit) return 0;
    return Math.max(1, Math.ceil((times[times.length - this.limit] + this.windowMs - this.clock.now()) / 1000));
  }

  record(key: string) {
    const times = this.recent(key);
    times.push(this.clock.now());
    this.events.set(key, times);
  }

  /** Records an event, or throws RateLimited when the key is over its limit. */
  take(key: string, message?: string) {
    const wait = this.retryAfter(key);
    if (wait > 0) throw new RateLimited(wait, message);
    this.record(key);
  }

  reset(key: string) {
    this.events.delete(key);
  }
}

/**
 * Runs tasks with the same key one after another, in the order they arrive; other keys run side
 * by side. A limit checked and updated inside a task then holds for requests sent at once: the
 * second sees what the first recorded, as if they had come one by one.
 */
export class KeyedQueue {
  private tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.tails.set(key, tail);
    // The last task of a key forgets it, so memory stays bounded by the requests in flight.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

/**
 * Failures that lock a key out for a growing time: after `freeFailures`, each further failure
 * doubles the lockout, from baseMs up to maxMs. Success (reset) clears the key.
 */
export class GrowingLockout {
  private entries = new Map<string, { failures: number; lockedUntil: number; lastAt: number }>();
  private operations = 0;
  constructor(
    private clock: Clock,
    readonly freeFailures: number,
    readonly baseMs: number,
    readonly maxMs: number,
    /** Failures older than this are forgotten. */
    readonly memoryMs: number,
  ) {}

  private entry(key: string) {
    const now = this.clock.now();
    if (++this.operations % SWEEP_EVERY === 0) {
      for (const [k, e] of this.entries) if (e.lastAt < now - this.memoryMs && e.lockedUntil < now) this.entries.delete(k);
    }
    const e = this.entries.get(key);
    if (e && e.lastAt < now - this.memoryMs && e.lockedUntil < now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  failures(key: string) {
    return this.entry(key)?.failures ?? 0;
  }

  /** Seconds left on the key's lockout (0: not locked). */
  retryAfter(key: string) {
    const e = this.entry(key);
    if (!e) return 0;
    const left = e.lockedUntil - this.clock.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  fail(key: string) {
    const now = this.clock.now();
    const e = this.entry(key) ?? { failures: 0, lockedUntil: 0, lastAt: now };
    e.failures += 1;
    e.lastAt = now;
    const over = e.failures - this.freeFailures;
    if (over >= 0) e.lockedUntil = now + Math.min(this.maxMs, this.baseMs * 2 ** over);
    this.entries.set(key, e);
  }

  reset(key: string) {
    this.entries.delete(key);
  }

  /** Clears every key the predicate picks (e.g. all addresses' locks on one email). */
  resetWhere(picks: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (picks(key)) this.entries.delete(key);
  }
}
