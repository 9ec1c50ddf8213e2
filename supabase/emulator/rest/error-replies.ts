import type { Context } from 'hono';
import { AddressBusyError, DbBusyError, DbError } from '../db/errors.ts';
import { ApiError } from './api-error.ts';
import { RefusedPatternError } from './parse-filter.ts';
import { ParseError } from './parse-syntax.ts';

// Errors as PostgREST answers them: its error object, with the HTTP status it gives each kind
// (database errors by their SQLSTATE).

/** PostgREST's error object. */
export interface ErrorBody {
  code: string;
  message: string;
  details: ApiError['details'];
  hint: string | null;
}

/** An error with a SQLSTATE code: the emulator's DbError, or one pg raises on PostgreSQL. */
interface SqlStateError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function hasSqlState(error: unknown): error is SqlStateError {
  return typeof error === 'object' && error !== null && typeof (error as SqlStateError).code === 'string' && /^[0-9A-Z]{5}$/.test((error as SqlStateError).code);
}

/** PostgREST's mapping from SQLSTATE to HTTP status. */
function statusForSqlState(code: string, role: string): number {
  // Cancelled by the statement timeout: the request may succeed later, so 503 (with Retry-After).
  if (code === '57014') return 503;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '42P17' || code.startsWith('40') || code.startsWith('XX') || code.startsWith('53')) return 500;
  if (code.startsWith('PT') && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  return 400;
}

export function errorReply(c: Context, status: number, body: ErrorBody) {
  if (status === 401) c.header('WWW-Authenticate', 'Bearer');
  if (status === 503) c.header('Retry-After', '1');
  return c.json(body, status as 400);
}

export function apiErrorReply(c: Context, error: ApiError) {
  return errorReply(c, error.status, { code: error.code, message: error.message, details: error.details, hint: error.hint });
}

/**
 * The answer to an error thrown while serving a request for `role`; any other error is rethrown.
 * `countRunaway` counts one against the client's address, as PostgREST's statement timeout would.
 */
export function errorResponse(c: Context, error: unknown, role: string, countRunaway: () => void): Response {
  if (error instanceof ApiError) return apiErrorReply(c, error);
  if (error instanceof ParseError) {
    if (error instanceof RefusedPatternError) countRunaway();
    return errorReply(c, 400, { code: 'PGRST100', message: error.message, details: error.details, hint: null });
  }
  if (error instanceof AddressBusyError) {
    c.header('Retry-After', '1');
    return errorReply(c, 429, { code: 'over_request_rate_limit', message: error.message, details: null, hint: null });
  }
  if (error instanceof DbBusyError) {
    return errorReply(c, 503, { code: error.code, message: error.message, details: null, hint: null });
  }
  if (hasSqlState(error)) {
    // A statement the timeout stopped counts against its address, and so does one stopped after
    // it had run a while because its client went away (leaving just before the timeout must not
    // be a free way to hold the database).
    if (error instanceof DbError && error.runaway) countRunaway();
    return errorReply(c, statusForSqlState(error.code, role), {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  throw error;
}
