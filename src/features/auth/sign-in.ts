import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { supabase, type DbClient } from '@/lib/supabase';
import { takeAuthRetryAfter } from '@/lib/retry-after';
import { DEFAULT_WAIT_MS, MAX_WAIT_MS, signInLimiter, TOO_MANY_ATTEMPTS, type AttemptLimiter } from './attempt-limiter';

/**
 * The auth server's refusals a visitor meets most, by their code, in the page's language. The
 * English is the server's own wording (GoTrue's), so an English page reads as before; any other
 * refusal is shown in the server's words.
 */
const KNOWN_REFUSALS: Record<string, MessageDescriptor> = {
  invalid_credentials: msg`Invalid login credentials`,
  email_not_confirmed: msg`Email not confirmed`,
  user_already_exists: msg`User already registered`,
  same_password: msg`New password should be different from the old password.`,
};

type ProviderError = { message?: string; status?: number; code?: string } | null | undefined;

/** The auth server's refusal in the page's language when it is a known one, else its own words (or the generic message). */
export function refusalMessage(error: ProviderError, i18n: I18n): string {
  if (error?.code && Object.hasOwn(KNOWN_REFUSALS, error.code)) return i18n._(KNOWN_REFUSALS[error.code]);
  return error?.message && error.message !== '{}' ? error.message : i18n._(msg`An unexpected error occurred`);
}

/** A sign-in's (or sign-up's) refusal: any 429 is the too-many-attempts message. */
export function providerMessage(error: ProviderError, i18n: I18n): string {
  return error?.status === 429 ? i18n._(TOO_MANY_ATTEMPTS) : refusalMessage(error, i18n);
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

/** A failure carries the server's own message and code, for the dialog to word (providerMessage). */
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
  return limiter.isBlocked(email) ? { status: 'blocked' } : { status: 'failed', message: error.message ?? '', code: error.code };
}
