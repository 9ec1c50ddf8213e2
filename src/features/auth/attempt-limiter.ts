// The browser's own limit on failed sign-ins: after 5 wrong passwords the dialog sends no more for
// 15 minutes and counts down. It stores when the block ends, so a reload keeps the countdown and
// the block ends by itself; a successful sign-in or password reset clears it. It lives in
// localStorage: the reset link usually opens in a new tab, and the reset there must lift the
// block in the tab whose dialog is waiting. The server keeps its own limits (HTTP 429); this one
// spares it the requests and tells the user how long to wait.

export const MAX_SIGN_IN_ATTEMPTS = 5;
/** How long the block lasts; also the longest wait the server's sign-in locks impose. */
export const SIGN_IN_BLOCK_MS = 15 * 60_000;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many login attempts. Please wait before trying again.';
const STORAGE_KEY = 'manzil:sign-in-block';

export interface AttemptStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface BlockState {
  failures: number;
  lastFailureAt: number;
  /** When the block ends (epoch ms); 0 when not blocked. */
  blockedUntil: number;
}

const CLEAR: BlockState = { failures: 0, lastFailureAt: 0, blockedUntil: 0 };

function parse(raw: string | null): BlockState {
  if (!raw) return CLEAR;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof BlockState, unknown>> | null;
    const count = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : 0);
    return { failures: count(value?.failures), lastFailureAt: count(value?.lastFailureAt), blockedUntil: count(value?.blockedUntil) };
  } catch {
    return CLEAR;
  }
}

export interface AttemptLimiterOptions {
  max?: number;
  blockMs?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

export function createAttemptLimiter(store: AttemptStore | null, { max = MAX_SIGN_IN_ATTEMPTS, blockMs = SIGN_IN_BLOCK_MS, now = Date.now }: AttemptLimiterOptions = {}) {
  let memory = CLEAR;
  const listeners = new Set<() => void>();

  /** The state as of now: an ended block, or failures older than a block, are forgotten. */
  const read = (): BlockState => {
    let state = memory;
    if (store) {
      try {
        state = parse(store.getItem(STORAGE_KEY));
      } catch {
        // storage refused: the copy in memory still counts for this page
      }
    }
    const t = now();
    if (state.blockedUntil) {
      // One ending further off than a whole block was not set by this clock (or the clock went back).
      return state.blockedUntil > t && state.blockedUntil - t <= blockMs ? state : CLEAR;
    }
    return state.failures && t - state.lastFailureAt < blockMs ? state : CLEAR;
  };

  const write = (state: BlockState) => {
    memory = state;
    try {
      if (state.failures === 0 && state.blockedUntil === 0) store?.removeItem(STORAGE_KEY);
      else store?.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // storage refused: keep counting in memory
    }
    for (const listener of listeners) listener();
  };

  const remainingMs = () => {
    const { blockedUntil } = read();
    return blockedUntil ? blockedUntil - now() : 0;
  };

  return {
    blockMs,
    failures: () => read().failures,
    /** When the current block ends (epoch ms), 0 when sign-in is open. */
    blockedUntil: () => read().blockedUntil,
    remainingMs,
    isBlocked: () => remainingMs() > 0,
    /** A wrong email or password; the last allowed one starts the block. */
    recordFailure() {
      const state = read();
      const t = now();
      const failures = state.failures + 1;
      write({ failures, lastFailureAt: t, blockedUntil: failures >= max ? t + blockMs : state.blockedUntil });
    },
    /** The server refused for this long (its 429); never longer than a whole block. */
    blockFor(ms: number) {
      const state = read();
      const until = now() + Math.min(Math.max(ms, 0), blockMs);
      if (until > state.blockedUntil) write({ ...state, blockedUntil: until });
    },
    /** A successful sign-in or password reset. */
    reset: () => write(CLEAR),
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
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's limiter, shared by this site's tabs. */
export const signInLimiter = createAttemptLimiter(localStore());
