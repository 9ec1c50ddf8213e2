// The browser's own counter of failed sign-ins (spec.md section 5): after 5 failures in this
// browser session further sign-in is blocked until one succeeds. The server has its own limit
// (HTTP 429); this one answers without a request.

export const MAX_SIGN_IN_ATTEMPTS = 5;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many login attempts. Please wait before trying again.';
const STORAGE_KEY = 'manzil:failed-sign-ins';

export interface AttemptStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createAttemptLimiter(store: AttemptStore | null, max = MAX_SIGN_IN_ATTEMPTS) {
  let memory = 0;
  const read = () => {
    const stored = Number(store?.getItem(STORAGE_KEY) ?? memory);
    return Number.isFinite(stored) ? stored : 0;
  };
  const write = (value: number) => {
    memory = value;
    if (value === 0) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, String(value));
  };
  return {
    failures: read,
    isBlocked: () => read() >= max,
    recordFailure: () => write(read() + 1),
    reset: () => write(0),
  };
}

function sessionStore(): AttemptStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The app's limiter: counts in sessionStorage, so a reload does not reset it. */
export const signInLimiter = createAttemptLimiter(sessionStore());
