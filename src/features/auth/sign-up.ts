import { useMutation } from '@tanstack/react-query';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/i18n/locales';
import { env } from '@/lib/env';
import { supabase, type DbClient } from '@/lib/supabase';
import { providerMessage, serverWaitMs } from './sign-in';

export const SIGN_UP_SUCCESS_MESSAGE = 'Registration successful! Please check your email to verify your account.';

/**
 * How long the dialog waits before offering another confirmation email: GoTrue's default
 * `[auth.email] max_frequency` (also this project's config.toml). The server decides; when it
 * refuses (429), the wait it sends in Retry-After is the one shown.
 */
export const RESEND_INTERVAL_MS = 60_000;
/** The longest wait shown for another email: the hourly email limit's window. */
const MAX_RESEND_WAIT_MS = 60 * 60_000;

/** Where the confirmation link lands: the site's home page in the user's language (the link signs in there, and says so). */
export const confirmationRedirect = (locale: Locale = DEFAULT_LOCALE) =>
  new URL(localizedPath('/', locale), typeof window === 'undefined' ? env.siteUrl : window.location.origin).toString();

/**
 * Creates the account (supabase-js auth.signUp). The page's language goes into the user's
 * metadata as `locale`: the confirmation and password emails (supabase/templates) are written in it.
 */
export async function signUpWithEmail(
  { email, password, locale }: { email: string; password: string; locale: Locale },
  { client = supabase }: { client?: DbClient } = {},
) {
  return client.auth.signUp({ email, password, options: { emailRedirectTo: confirmationRedirect(locale), data: { locale } } });
}

export type ResendResult = { status: 'sent' } | { status: 'wait'; waitMs: number } | { status: 'failed'; message: string };

/**
 * Asks the server to send the sign-up confirmation email again (supabase-js auth.resend). The
 * answer is the same whether or not the email has an account waiting; a 429 (one email per
 * max_frequency, a few per hour) comes back as the wait the server asked for.
 */
export async function resendConfirmation(email: string, { client = supabase }: { client?: DbClient } = {}): Promise<ResendResult> {
  let error: { message?: string; status?: number } | null;
  try {
    ({ error } = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmationRedirect() } }));
  } catch (thrown) {
    error = thrown as Error;
  }
  if (!error) return { status: 'sent' };
  if (error.status === 429) return { status: 'wait', waitMs: serverWaitMs(email, MAX_RESEND_WAIT_MS) };
  return { status: 'failed', message: providerMessage(error) };
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: (email: string) => resendConfirmation(email) });
}
