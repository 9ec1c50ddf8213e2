import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { retryAfterOf } from './retry-after';

// Failures of server calls as one error type: the HTTP status and the server's own error code
// (a Postgres SQLSTATE such as 23505, PostgREST's PGRSTxxx, Storage's and Auth's codes) travel
// with the error, so callers decide by code and status, never by the wording of a message. Reads
// and queued writes convert failures with the same function (appErrorFrom).

/** A failed server call. `status` is the HTTP status, 0 when no answer came, undefined when unknown. */
export class AppError extends Error {
  readonly status: number | undefined;
  /** The server's error code, when it gave one. */
  readonly code: string | undefined;
  /** The server asked to wait this long before trying again (Retry-After on a 429 or 503). */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { status?: number; code?: string; cause?: unknown; retryAfterMs?: number } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code || undefined;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** A change made from an older version of a record that changed since: the user must choose. */
export class ConflictError extends AppError {
  constructor(message = 'This listing was changed elsewhere after you started editing it.') {
    super(message, { status: 409, code: 'conflict' });
    this.name = 'ConflictError';
  }
}

/** True when the request never got an answer (offline, DNS, a dropped connection). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof AppError && error.status === 0;
}

/**
 * True when the server refused the request as asked wrongly (a 400: an argument it cannot mean),
 * so asking again the same way cannot work. A 401 or 403 for a public read is no fault of the
 * request's but of the app's setup, and a 408 or 429 passes.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof AppError && error.status === 400;
}

/** True for an AppError carrying this server code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof AppError && error.code === code;
}

/** What a read that failed says, as its toast and in its panel, unless the page names what failed (shown in the page's language). */
export const LOAD_FAILED_MESSAGE: MessageDescriptor = msg`Failed to load data`;

/** A message shown as it is, or one to show in the page's language. */
export type Message = string | MessageDescriptor;

/** A message in `i18n`'s language (a string is shown as it is). */
export const messageText = (i18n: { _(descriptor: MessageDescriptor): string }, message: Message): string =>
  typeof message === 'string' ? message : i18n._(message);

export const NO_ANSWER_MESSAGE = 'Could not reach the server. Check your connection and try again.';

// eslint-disable-next-line lingui/no-unlocalized-strings -- an error's own message, in English as the server's are (logs, the outbox)
const SERVER_REFUSED_MESSAGE = 'The server could not complete the request';

function numeric(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/**
 * Any supabase-js failure as an AppError, keeping its status and code:
 * - PostgREST (`{ error, status }` of a query): pass the result's `status` (0 when fetch failed);
 *   the error carries the SQLSTATE or PGRST code.
 * - Storage: `status` and `statusCode` (the Storage API's error code, or the status as text). An
 *   error that names its status ('EntityTooLarge') without a number is the server's refusal: 400.
 * - Functions: a non-2xx answer's Response is in `context`.
 * - Auth: `status` and `code`.
 * - A TypeError thrown by fetch itself: no answer (status 0).
 * `message` replaces the error's own text (e.g. a function's body, read by the caller).
 */
export function appErrorFrom(error: unknown, options: { status?: number; message?: string } = {}): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TypeError) return new AppError(options.message ?? NO_ANSWER_MESSAGE, { status: 0, cause: error });
  const e = (error ?? {}) as { message?: unknown; code?: unknown; status?: unknown; statusCode?: unknown; context?: unknown; name?: unknown };
  const contextStatus = typeof Response !== 'undefined' && e.context instanceof Response ? e.context.status : undefined;
  // Storage's statusCode is its error code unless it only repeats the status.
  const storageCode = typeof e.statusCode === 'string' && e.statusCode !== '' && numeric(e.statusCode) === undefined ? e.statusCode : undefined;
  const status = options.status ?? numeric(e.status) ?? contextStatus ?? numeric(e.statusCode) ?? (storageCode ? 400 : undefined);
  const code = typeof e.code === 'string' && e.code !== '' ? e.code : storageCode;
  // supabase-js reports a failed fetch with a status of 0 (PostgREST) or as a FunctionsFetchError.
  const noAnswer = status === 0 || e.name === 'FunctionsFetchError';
  const message =
    options.message ?? (noAnswer ? NO_ANSWER_MESSAGE : typeof e.message === 'string' && e.message !== '' ? e.message : SERVER_REFUSED_MESSAGE);
  return new AppError(message, { status: noAnswer ? 0 : status, code, cause: error, retryAfterMs: retryAfterOf(error) });
}
