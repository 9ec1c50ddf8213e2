import type { Limits } from '../limits.ts';

/** The key of one (email, client address) pair in the failed sign-in lockout. */
export const signInPairKey = (email: string, address: string) => JSON.stringify([email, address]);

const pairEmail = (key: string) => (JSON.parse(key) as [string, string])[0];

/**
 * A new password lifts every failed sign-in lock on the email at once: the locks guard the old
 * password, and whoever set the new one proved they own the account (a recovery link, a session,
 * or the service role). Without this the owner who just reset would still wait up to 15 minutes.
 */
export function liftSignInLocks(limits: Limits, email: string | null | undefined) {
  const normalized = email?.trim().toLowerCase();
  if (!normalized) return;
  limits.failedSignIns.resetWhere((key) => pairEmail(key) === normalized);
  limits.failedSignInsPerEmail.reset(normalized);
}
