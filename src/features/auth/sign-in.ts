import { supabase, type DbClient } from '@/lib/supabase';
import { takeAuthRetryAfter } from '@/lib/retry-after';
import { DEFAULT_WAIT_MS, MAX_WAIT_MS, signInLimiter, TOO_MANY_ATTEMPTS_MESSAGE, type AttemptLimiter } from './attempt-limiter';

const UNEXPECTED = 'An unexpected error occurred';

/** The provider's message, else the generic one; any 429 is the too-many-attempts message. */
export function providerMessage(error: { message?: string; status?: number } | null | undefined) {
  if (error?.status === 429) return TOO_MANY_ATTEMPTS_MESSAGE;
  return error?.message && error.message !== '{}' ? error.message : UNEXPECTED;
}

/**
 * The wait the server asked for with its 429 to a request for `email`, in ms. supabase-js's
 * AuthApiError keeps only the message, status and code of a failed answer, never its headers,
 * so the app's fetch keeps the Retry-After under the email the request was for
 * (fetchKeepingRetryAfter); another email's wait is never this one's. The local server sends
 * Retry-After with every 429. Hosted GoTrue sends none on its request rate limit, and a browser
 * reads the header of another origin's answer only when CORS exposes it; without one the wait is
 * DEFAULT_WAIT_MS. A guess made too early is refused without counting, so a short guess costs
 * nothing but another countdown. The wait never exceeds maxMs.
 */
export function serverWaitMs(email: string, maxMs = MAX_WAIT_MS): number {
  return Math.min(takeAuthRetryAfter(email) ?? DEFAULT_WAIT_MS, maxMs);
}

export type SignInResult = { status: 'signed-in' } | { status: 'blocked' } | { status: 'failed'; message: string; code?: string };

/**
 * Password sign-in behind the browser's limiter, per email: nothing is sent for an email that must
 * wait, a wrong password counts towards that email's wait, and the server's 429 makes the email
 * wait as long as the server asks. Other emails are never held back.
 */
export async function signInWithLimit(
  credentials: { email: string; password: string },
  { client = supabase, limiter = signInLimiter }: { client?: DbClient; limiter?: AttemptLimiter } = {},
): Promise<SignInResult> {
  const { email } = credentials;
  if (limiter.isBlocked(email)) return { status: 'blocked' };
  let error: { message?: string; status?: number; code?: string } | null;
  try {
    ({ error } = await client.auth.signInWithPassword(credentials));
  } catch (thrown) {
    error = thrown as Error;
  }
  if (!error) {
    limiter.reset(email);
    return { status: 'signed-in' };
  }
  if (error.status === 429) {
    limiter.blockFor(email, serverWaitMs(email));
    return { status: 'blocked' };
  }
  // Only a wrong email or password counts: not an unconfirmed email, an outage or being offline.
  if (error.code === 'invalid_credentials') limiter.recordFailure(email);
  return limiter.isBlocked(email) ? { status: 'blocked' } : { status: 'failed', message: providerMessage(error), code: error.code };
}
