import { serverWaitMs } from './sign-in';

/** The longest wait shown for another email: the hourly email limit's window. */
export const MAX_EMAIL_WAIT_MS = 60 * 60_000;

/**
 * An email asked of the auth server (a confirmation sent again, a password reset link). A 429 is
 * the wait the server asked for; `justSent` when it refused because an email went to this address
 * moments ago (over_email_send_rate_limit), not because of too many requests. A failure carries
 * the server's own message and code, for the dialog to word (providerMessage).
 */
export type EmailRequestResult =
  | { status: 'sent' }
  | { status: 'wait'; waitMs: number; justSent: boolean }
  | { status: 'failed'; message: string; code?: string };

type AuthAnswer = { error: { message?: string; status?: number; code?: string } | null };

/** Sends `request` (an auth call that emails `email`) and says how it went. */
export async function requestEmail(email: string, request: () => Promise<AuthAnswer>): Promise<EmailRequestResult> {
  let error: AuthAnswer['error'];
  try {
    ({ error } = await request());
  } catch (thrown) {
    error = thrown as Error;
  }
  if (!error) return { status: 'sent' };
  if (error.status === 429) return { status: 'wait', waitMs: serverWaitMs(email, MAX_EMAIL_WAIT_MS), justSent: error.code === 'over_email_send_rate_limit' };
  return { status: 'failed', message: error.message ?? '', code: error.code };
}
