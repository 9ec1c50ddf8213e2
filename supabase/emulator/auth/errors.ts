import type { Context } from 'hono';
import { RateLimited } from '../rate-limit.ts';

/** GoTrue formats errors by this API version; supabase-js reads `code` only when it is sent. */
export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

type Status = 400 | 401 | 403 | 404 | 405 | 413 | 422 | 429;

/** A user-facing auth error: thrown by handlers, answered by the app's error handler. */
export class AuthApiError extends Error {
  constructor(
    readonly status: Status,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Sent as Retry-After on 429 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Both the 2024-01-01 (`code`, `message`) and the legacy (`error_code`, `msg`) shapes, so any client version classifies it. */
export function errorResponse(c: Context, error: AuthApiError) {
  c.header(API_VERSION_HEADER, API_VERSION);
  if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(
    { code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra },
    error.status,
  );
}

export const invalidCredentials = () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) => new AuthApiError(400, 'validation_failed', message);
export const userNotFound = () => new AuthApiError(404, 'user_not_found', 'User not found');
export const otpExpired = () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid');
export const badJwt = (message: string) => new AuthApiError(403, 'bad_jwt', message);
export const sessionNotFound = (status: 400 | 403) =>
  new AuthApiError(status, 'session_not_found', 'Session from session_id claim in JWT does not exist');
export const emailExists = () =>
  new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered');

export const overRequestRateLimit = (retryAfterSeconds: number) =>
  new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, retryAfterSeconds);
/** The hourly email limit ([auth.rate_limit] email_sent). */
export const overEmailRateLimit = (retryAfterSeconds: number) =>
  new AuthApiError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded', {}, retryAfterSeconds);
/** One email per address per [auth.email] max_frequency, in GoTrue's words. */
export const overEmailFrequency = (retryAfterSeconds: number) =>
  new AuthApiError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
    {},
    retryAfterSeconds,
  );

/** A limiter's refusal as GoTrue answers it. */
export function fromRateLimited(error: RateLimited) {
  return overRequestRateLimit(error.retryAfterSeconds);
}
