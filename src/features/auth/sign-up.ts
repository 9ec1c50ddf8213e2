import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_LOCALE, localeOfPath, localizedPath, type Locale } from '@/i18n/locales';
import { env } from '@/lib/env';
import { supabase, type DbClient } from '@/lib/supabase';
import { requestEmail, type EmailRequestResult } from './email-requests';

export const SIGN_UP_SUCCESS = msg`Registration successful! Please check your email to verify your account.`;

/**
 * How long the dialog waits before offering another confirmation email: GoTrue's default
 * `[auth.email] max_frequency` (also this project's config.toml). The server decides; when it
 * refuses (429), the wait it sends in Retry-After is the one shown.
 */
export const RESEND_INTERVAL_MS = 60_000;

/** The language of the page asking for an email (English where there is no page). */
const askingLocale = (): Locale => (typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname));

/** Where an emailed link lands: the page at `path` in the language of the page that asked for it. */
export const emailLinkTarget = (path: string, locale: Locale = askingLocale()) =>
  new URL(localizedPath(path, locale), typeof window === 'undefined' ? env.siteUrl : window.location.origin).toString();

/** Where the confirmation link lands: the site's home (the link signs in there, and says so). */
export const confirmationRedirect = (locale?: Locale) => emailLinkTarget('/', locale);

/**
 * Creates the account (supabase-js auth.signUp). The page's language goes into the user's
 * metadata as `locale`: the confirmation and password emails (supabase/templates) are written in it.
 */
export async function signUpWithEmail(
  { email, password, locale = askingLocale() }: { email: string; password: string; locale?: Locale },
  { client = supabase }: { client?: DbClient } = {},
) {
  return client.auth.signUp({ email, password, options: { emailRedirectTo: confirmationRedirect(locale), data: { locale } } });
}

/**
 * Asks the server to send the sign-up confirmation email again (supabase-js auth.resend). The
 * answer is the same whether or not the email has an account waiting; a 429 (one email per
 * max_frequency, a few per hour) comes back as the wait the server asked for.
 */
export function resendConfirmation(email: string, { client = supabase }: { client?: DbClient } = {}): Promise<EmailRequestResult> {
  return requestEmail(email, () => client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmationRedirect() } }));
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: (email: string) => resendConfirmation(email) });
}
