import { msg } from '@lingui/core/macro';

// The browser's own limit on failed sign-ins, kept per email: after 5 wrong passwords for one
// email the dialog sends no more for that email for a while and counts down. Any other account
// signs in on the same device as usual: the server's limits (per email and client address) are
// the real protection, and a device-wide block would only lock the device's other users out.
// When the server asks for a wait (its 429 with Retry-After), that wait is the one shown.
// It lives in localStorage, so a reload keeps the countdown and a password reset in another tab
// (the reset link usually opens in a new one) lifts it. An email's entry is removed as soon as it
// no longer counts (a success, a reset, its wait over), so typed emails do not linger.

export const MAX_SIGN_IN_ATTEMPTS = 5;
/**
 * How long an email waits when the server did not say: after the browser's own count of 5, or a
 * 429 without a usable Retry-After (hosted GoTrue sends none on its request rate limit).
 */
export const DEFAULT_WAIT_MS = 60_000;
/** The longest wait: the server's sign-in locks grow to 15 minutes; failures older than this are forgotten. */
export const MAX_WAIT_MS = 15 * 60_000;
/** What the dialog says while an email waits (and what a 429 from the auth server means). */
export const TOO_MANY_ATTEMPTS = msg`Too many login attempts. Please wait before trying again.`;
const STORAGE_KEY = 'manzil:sign-in-blocks';
/** The earlier device-wide block; removed wherever it is still stored. */
const DEVICE_WIDE_KEY = 'manzil:sign-in-block';

export interface AttemptStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface BlockState {
  failures: number;
  lastFailureAt: number;
  /** When the email's wait ends (epoch ms); 0 when it may sign in. */
  blockedUntil: number;
}

type Blocks = Record<string, BlockState>;

const CLEAR: BlockState = { failures: 0, lastFailureAt: 0, blockedUntil: 0 };

/** The key an email is counted under: as the server compares emails, trimmed and lower-case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

function parse(raw: string | null): Blocks {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const count = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : 0);
    const blocks: Blocks = {};
    for (const [email, entry] of Object.entries(value as Record<string, Partial<Record<keyof BlockState, unknown>> | null>)) {
      blocks[email] = { failures: count(entry?.failures), lastFailureAt: count(entry?.lastFailureAt), blockedUntil: count(entry?.blockedUntil) };
    }
    return blocks;
  } catch {
    return {};
  }
}

export interface AttemptLimiterOptions {
  max?: number;
  /** The browser's own wait after `max` failures. */
  ownWaitMs?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

export function createAttemptLimiter(store: AttemptStore | null, { max = MAX_SIGN_IN_ATTEMPTS, ownWaitMs = DEFAULT_WAIT_MS, now = Date.now }: AttemptLimiterOptions = {}) {
  let memory: Blocks = {};
  const listeners = new Set<() => void>();

  /** An entry as of now: an ended wait, or failures older than the longest wait, are forgotten. */
  const current = (state: BlockState | undefined, t: number): BlockState => {
    if (!state) return CLEAR;
    if (state.blockedUntil) {
      // One ending further off than the longest wait was not set by this clock (or the clock went back).
      return state.blockedUntil > t && state.blockedUntil - t <= MAX_WAIT_MS ? state : CLEAR;
    }
    return state.failures && t - state.lastFailureAt < MAX_WAIT_MS ? state : CLEAR;
  };

  /** Every email that still counts. */
  const readAll = (): Blocks => {
    let blocks = memory;
    if (store) {
      try {
        blocks = parse(store.getItem(STORAGE_KEY));
      } catch {
        // storage refused: the copy in memory still counts for this page
      }
    }
    const t = now();
    const live: Blocks = {};
    for (const [email, state] of Object.entries(blocks)) {
      const kept = current(state, t);
      if (kept !== CLEAR) live[email] = kept;
    }
    return live;
  };

  const read = (email: string): BlockState => readAll()[emailKey(email)] ?? CLEAR;

  const write = (email: string, state: BlockState) => {
    const blocks = readAll();
    if (state.failures === 0 && state.blockedUntil === 0) delete blocks[emailKey(email)];
    else blocks[emailKey(email)] = state;
    memory = blocks;
    try {
      if (Object.keys(blocks).length === 0) store?.removeItem(STORAGE_KEY);
      else store?.setItem(STORAGE_KEY, JSON.stringify(blocks));
    } catch {
      // storage refused: keep counting in memory
    }
    for (const listener of listeners) listener();
  };

  const blockedUntil = (email: string) => read(email).blockedUntil;
  const remainingMs = (email: string) => {
    const until = blockedUntil(email);
    return until ? until - now() : 0;
  };

  return {
    failures: (email: string) => read(email).failures,
    /** When the email's wait ends (epoch ms), 0 when it may sign in. */
    blockedUntil,
    remainingMs,
    isBlocked: (email: string) => remainingMs(email) > 0,
    /** A wrong email or password; the last allowed one starts the browser's own wait. */
    recordFailure(email: string) {
      const state = read(email);
      const t = now();
      const failures = state.failures + 1;
      write(email, { failures, lastFailureAt: t, blockedUntil: failures >= max ? Math.max(t + ownWaitMs, state.blockedUntil) : state.blockedUntil });
    },
    /** The server refused this email for this long (its 429); never longer than the longest wait. */
    blockFor(email: string, ms: number) {
      const state = read(email);
      const until = now() + Math.min(Math.max(ms, 0), MAX_WAIT_MS);
      if (until > state.blockedUntil) write(email, { ...state, blockedUntil: until });
    },
    /** A successful sign-in or password reset for this email. */
    reset: (email: string) => write(email, CLEAR),
    /** Called on every change, including one made in another tab. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === STORAGE_KEY || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The wait as the countdown shows it: minutes and seconds, rounded up ('14:59', '0:05'). */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function localStore(): AttemptStore | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    localStorage.removeItem(DEVICE_WIDE_KEY);
    return localStorage;
  } catch {
    return null;
  }
}

/** The app's limiter, shared by this site's tabs. */
export const signInLimiter = createAttemptLimiter(localStore());
