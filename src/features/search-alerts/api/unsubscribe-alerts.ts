import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { AppError } from '@/lib/errors';
import { invokeFunction } from '@/lib/supabase';

// The unsubscribe link of an alert email: its signed token, sent to the unsubscribe function when
// the person confirms (a link scanner's visit changes nothing). Needs no sign-in.

export type UnsubscribeOutcome = { unsubscribed: true; name: string } | { unsubscribed: false };

const INVALID = msg`This unsubscribe link is not valid. You can change your alerts under Saved Properties in your dashboard.`;
const FAILED = msg`Could not stop the alerts. Please check your connection and try again.`;

async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const { data, error } = await invokeFunction<UnsubscribeOutcome>('unsubscribe', { method: 'POST', body: { token } });
  if (error) {
    const status = (error as { context?: Response }).context?.status;
    throw new AppError(i18n._(status === 400 ? INVALID : FAILED), { status });
  }
  return data!;
}

/** Stops the alerts of the saved search a token names; its outcome is told on the page. */
export function useUnsubscribeFromAlerts() {
  return useMutation({
    mutationFn: unsubscribe,
    meta: { outcomeWords: { confirmed: () => null, offline: () => null, failed: () => null } },
  });
}
