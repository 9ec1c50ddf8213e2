import { supabase, type DbClient } from '@/lib/supabase';
import { requestEmail, type EmailRequestResult } from './email-requests';
import { emailLinkTarget } from './sign-up';

/**
 * Asks for a password reset link (supabase-js auth.resetPasswordForEmail), landing on
 * /reset-password in the asking page's language. Right after sign-up the server refuses with 429
 * (its one email per max_frequency): that comes back as the wait, not as an error.
 */
export function requestPasswordReset(email: string, { client = supabase }: { client?: DbClient } = {}): Promise<EmailRequestResult> {
  return requestEmail(email, () => client.auth.resetPasswordForEmail(email, { redirectTo: emailLinkTarget('/reset-password') }));
}
