import { AppError } from '@/lib/errors';
import { retryAfterOf } from '@/lib/retry-after';

// Failed writes as the sync engine classifies them: an HTTP status (0 when no answer came) and
// the server's error code, never the message text. An AppError (src/lib/errors.ts) whose status
// is always known, plus what the outbox needs to schedule a retry.

/** A failed write. Status 0 means the request never got an answer. */
export class WriteError extends AppError {
  declare readonly status: number;
  /** The server asked to wait this long (Retry-After). */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, status: number, code?: string, retryAfterMs?: number) {
    super(message, { status, code });
    this.name = 'WriteError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** The listing changed on the server since the offline edit began; the user must choose. */
export class ConflictError extends WriteError {
  constructor(message = 'This listing was changed elsewhere after you started editing it.') {
    super(message, 409, 'conflict');
  }
}

const NO_CONNECTION = 'No connection. It will be sent when you are back online.';

/**
 * A supabase-js failure as a WriteError. PostgREST results carry `status` (0 when fetch failed);
 * storage errors carry `status` or `statusCode`; anything thrown by fetch itself is the network.
 */
export function writeErrorFrom(error: unknown, status?: number): WriteError {
  if (error instanceof WriteError) return error;
  const e = (error ?? {}) as { message?: string; code?: string; status?: number; statusCode?: string | number };
  const code = typeof e.code === 'string' && e.code !== '' ? e.code : undefined;
  // A storage error may name its status instead of numbering it ('InvalidRequest'): the server
  // answered and refused, which no retry changes (counted as a 400, not as a lost connection).
  const named = e.statusCode !== undefined && Number.isNaN(Number(e.statusCode));
  const httpStatus = status ?? e.status ?? (e.statusCode === undefined ? 0 : named ? 400 : Number(e.statusCode));
  if (!httpStatus) return new WriteError(NO_CONNECTION, 0, code);
  return new WriteError(e.message ?? 'The server refused the change', httpStatus, code, retryAfterOf(error));
}
