import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ownText } from '@/lib/format';
import { liveQuery } from 'dexie';
import { AppError, ConflictError } from '@/lib/errors';
import { browserConnectionSignals, type ConnectionSignals } from './connection';
import type { ManzilDb, OutboxEntry, OutboxError } from './db';

// The sync engine: sends outbox entries to the server and removes each only once the server has
// confirmed it. Entries of one group go one at a time in the order they were queued (a listing's
// row before its photos); groups do not wait for each other. Failures are classified by their
// HTTP status and error code, never by message text.

export type FailureClass = 'retry' | 'refresh' | 'stop' | 'conflict';

/** Postgres rejections that no retry can fix: data (22), constraints (23), privileges (42501). */
const REJECTED = /^(22|23)|^42501$|^P0001$/;

export function classifyFailure(error: unknown): FailureClass {
  if (error instanceof ConflictError) return 'conflict';
  if (!(error instanceof AppError)) return 'retry'; // fetch threw: the network
  const { status = 0, code = '' } = error;
  if (code === 'PT429' || code === '57014') return 'retry';
  if (REJECTED.test(code)) return 'stop';
  if (code === 'PGRST301' || code === 'PGRST303' || status === 401) return 'refresh';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'stop';
}

export const BACKOFF_BASE_MS = 2000;
/** The longest wait after server errors (5xx, 429): the server needs relief, not more requests. */
export const BACKOFF_MAX_MS = 5 * 60_000;
/**
 * The longest wait after a request got no answer at all. The server is not the trouble there, and
 * the connection's next sign of life (see connection.ts) sends at once anyway; this only bounds
 * the wait when no such sign comes (weak signal, where the browser says it is online throughout).
 */
export const NETWORK_BACKOFF_MAX_MS = 30_000;

/** Exponential backoff with jitter: attempt n waits between half and all of base·2ⁿ⁻¹, capped. */
export function backoffMs(attempts: number, random: () => number = Math.random, max = BACKOFF_MAX_MS): number {
  const ceiling = Math.min(max, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * How long one entry's send may take before it counts as a network failure. On weak signal a
 * request can hang with no error at all, and the engine sends one entry at a time: without a bound
 * one hanging request would hold back everything queued. Long enough for a 5 MB photo on a slow
 * line. Sending again after a send that did arrive late is harmless: every write is idempotent.
 */
export const SEND_TIMEOUT_MS = 90_000;

/** A send that took longer than SEND_TIMEOUT_MS. */
class SendTimeout extends AppError {
  constructor() {
    // Kept with the entry and shown in the pending changes: in the page's language (the engine runs in the page).
    super(t`No answer from the server. It will be sent when the connection is better.`, { status: 0 });
  }
}

/** The request never got an answer (fetch threw, or a client reported no status). */
function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof AppError) || !error.status;
}

/** An entry that last failed for lack of a network (its recorded status is 0). */
const failedForNetwork = (entry: OutboxEntry) => entry.state === 'pending' && entry.lastError?.status === 0;

export type Handler<C> = (entry: OutboxEntry, client: C) => Promise<void>;

export interface SyncEngineOptions<C> {
  db: ManzilDb;
  handlers: Record<string, Handler<C>>;
  /**
   * The client to send a user's entries with, or null while that identity is not available (the
   * entries of a user who is not signed in here wait). userKey '' is the signed-out visitor.
   */
  clientFor(userKey: string): C | null;
  /** Refreshes the signed-in session after a 401; false when it cannot be refreshed. */
  refreshSession(): Promise<boolean>;
  /** False while the browser reports no connection: nothing is tried then, so nothing fails. */
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  /** How long one send may take (SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
  onConfirmed?(entry: OutboxEntry): void;
  onStopped?(entry: OutboxEntry): void;
}

function errorOf(error: unknown): OutboxError {
  if (error instanceof SendTimeout) return { message: error.message, status: 0 };
  if (isNetworkFailure(error)) return { message: t`No connection: it will be sent when the connection returns.`, status: 0 };
  const { message, code, status } = error as AppError;
  return { message, code, status };
}

export function createSyncEngine<C>(options: SyncEngineOptions<C>) {
  const { db, handlers } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? browserConnectionSignals.isOnline;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  let running: Promise<void> | null = null;
  let again = false;

  /** Records the outcome of one failed attempt. */
  async function fail(entry: OutboxEntry, error: unknown, failure: FailureClass) {
    const attempts = entry.attempts + 1;
    const lastError = errorOf(error);
    if (failure === 'stop' || failure === 'conflict') {
      await db.outbox.update(entry.seq!, { attempts, lastError, state: failure === 'stop' ? 'needs_attention' : 'conflict' });
      options.onStopped?.({ ...entry, attempts, lastError });
      return;
    }
    if (isNetworkFailure(error)) {
      // The connection went while this was on its way: not the entry's failure, and it goes
      // again with the connection's next sign of life.
      if (!isOnline()) {
        await db.outbox.update(entry.seq!, { lastError, nextAttemptAt: now() });
        return;
      }
      await db.outbox.update(entry.seq!, { attempts, lastError, nextAttemptAt: now() + backoffMs(attempts, random, NETWORK_BACKOFF_MAX_MS) });
      return;
    }
    const retryAfter = error instanceof AppError ? (error.retryAfterMs ?? 0) : 0;
    const wait = Math.max(backoffMs(attempts, random), retryAfter);
    await db.outbox.update(entry.seq!, { attempts, lastError, nextAttemptAt: now() + wait });
  }

  /** Removes the entry once confirmed, unless it was replaced meanwhile (then it goes again). */
  async function confirm(entry: OutboxEntry) {
    const removed = await db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(entry.seq!);
      if (!current) return false;
      if (current.revision !== entry.revision) return false;
      await db.outbox.delete(entry.seq!);
      return true;
    });
    if (removed) options.onConfirmed?.(entry);
  }

  /** Runs a handler, or fails as a network failure if it has not finished in time. */
  async function bounded(handler: Handler<C>, entry: OutboxEntry, client: C): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SendTimeout()), sendTimeoutMs);
    });
    try {
      await Promise.race([handler(entry, client), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends one entry; true when the server confirmed it. */
  async function send(entry: OutboxEntry, client: C): Promise<boolean> {
    const handler = handlers[entry.kind];
    if (!handler) {
      const label = ownText(i18n, entry.label);
      await fail(entry, new AppError(t`This version of the app cannot send "${label}". Discard it, then make the change again.`, { status: 400 }), 'stop');
      return false;
    }
    try {
      await bounded(handler, entry, client);
      await confirm(entry);
      return true;
    } catch (error) {
      let failure = classifyFailure(error);
      if (failure === 'refresh') {
        if (await options.refreshSession()) {
          try {
            await bounded(handler, entry, client);
            await confirm(entry);
            return true;
          } catch (second) {
            failure = classifyFailure(second);
            if (failure === 'refresh') failure = 'retry';
            await fail(entry, second, failure);
            return false;
          }
        }
        failure = 'retry';
      }
      await fail(entry, error, failure);
      return false;
    }
  }

  /**
   * One pass over the outbox in queued order. Within a group an entry goes only after the ones
   * before it were confirmed; an entry that waits (backing off, needing attention, or made by a
   * user who is not signed in here) holds back the rest of its group only.
   */
  async function pass() {
    // Offline, every attempt would fail and count against the entry's backoff for nothing.
    if (!isOnline()) return;
    const entries = await db.outbox.orderBy('seq').toArray();
    const heldGroups = new Set<string>();
    for (const entry of entries) {
      if (heldGroups.has(entry.group)) continue;
      const client = options.clientFor(entry.userKey);
      const due = entry.state === 'pending' && entry.nextAttemptAt <= now();
      if (!due || client === null || !(await send(entry, client))) heldGroups.add(entry.group);
    }
  }

  /** Sends what is due; a call while a pass runs makes one more pass after it. */
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /**
   * The connection shows life: entries that failed for lack of a network are due again now.
   * Those waiting on a server error or a Retry-After keep their wait.
   */
  async function resumeAfterNetworkFailures(): Promise<number> {
    return db.outbox.filter((e) => failedForNetwork(e) && e.nextAttemptAt > now()).modify({ nextAttemptAt: 0 });
  }

  /** When the next entry falls due (for the timer), or null when none waits on time. */
  async function nextDueAt(): Promise<number | null> {
    const waiting = await db.outbox.filter((e) => e.state === 'pending').toArray();
    return waiting.length ? Math.min(...waiting.map((e) => e.nextAttemptAt)) : null;
  }

  return { drain, nextDueAt, resumeAfterNetworkFailures };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;

/** How often the engine looks again without being asked (an entry backing off, a missed event). */
const TICK_MS = 15_000;

/**
 * Runs the engine in this tab while it holds the outbox lock (Web Locks): one tab sends, the
 * others wait in the lock's queue and take over when it closes. Without Web Locks every tab
 * sends, which is still safe: every write is idempotent. Drains on start, whenever the outbox
 * changes in any tab (Dexie's live queries reach across tabs), on a timer, and at every sign that
 * the connection is back (`online`, the page becoming visible, a read that reached the server),
 * which also ends the wait of entries that failed for lack of a network. Background Sync is not
 * relied on.
 */
export function runSyncEngine(engine: SyncEngine, database: ManzilDb, lockName = 'manzil-outbox', connection: ConnectionSignals = browserConnectionSignals) {
  let stopped = false;
  let leading = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: (() => void) | undefined;

  const schedule = async () => {
    clearTimeout(timer);
    if (stopped) return;
    // Offline, nothing is due until the connection's next sign of life, which wakes the engine.
    const due = connection.isOnline() ? await engine.nextDueAt().catch(() => null) : null;
    const wait = due === null ? TICK_MS : Math.min(TICK_MS, Math.max(0, due - Date.now()) + 50);
    timer = setTimeout(() => void kick(), wait);
  };
  const kick = async () => {
    if (stopped) return;
    await engine.drain().catch((error: unknown) => console.warn('Sync pass failed', error));
    await schedule();
  };
  const wake = async () => {
    if (stopped || !connection.isOnline()) return;
    await engine.resumeAfterNetworkFailures().catch(() => 0);
    await kick();
  };

  const lead = () => {
    leading = true;
    const stopListening = connection.onSignOfLife(() => void wake());
    // Any change to the outbox (an entry queued, retried or replaced, in any tab). The callback
    // leaves the live query's context before writing (Dexie refuses writes inside it).
    const changes = liveQuery(() => database.outbox.toArray()).subscribe({ next: () => void setTimeout(kick, 0) });
    return () => {
      stopListening();
      changes.unsubscribe();
      clearTimeout(timer);
    };
  };

  let stopLeading: (() => void) | undefined;
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request(lockName, () => {
      if (stopped) return undefined;
      stopLeading = lead();
      // Held until this tab closes or stop() is called.
      return new Promise<void>((resolve) => (release = resolve));
    });
  } else {
    stopLeading = lead();
  }
  return {
    /** Sends what is due now, if this tab is the one sending (after a sign-in, say). */
    poke: () => {
      if (leading) void kick();
    },
    stop: () => {
      stopped = true;
      stopLeading?.();
      release?.();
    },
  };
}
