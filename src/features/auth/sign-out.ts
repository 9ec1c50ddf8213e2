import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { endSessionOnDevice, supabase } from '@/lib/supabase';
import { rememberSignOut, sendPendingSignOutsWhenOnline } from './deferred-sign-out';
import { isBrowserOnline } from '@/lib/use-online';

/**
 * No answer from the server (offline, or a gateway error): supabase-js's AuthRetryableFetchError,
 * matched by name (importing auth-js's own check would put the auth client on every page).
 */
const noAnswer = (error: { name?: string }) => error.name === 'AuthRetryableFetchError';

/**
 * Signs out everywhere this session is known. supabase-js already clears the local session when
 * the server answers 401, 403 or 404 (an already-ended session), so only other failures are shown.
 * Without a connection the session ends on this device at once and its sign-out is sent to the
 * server when the connection returns (deferred-sign-out.ts).
 */
export async function signOut(i18n: I18n): Promise<boolean> {
  // Known to be offline: no request (with an expired access token supabase-js would first retry
  // a refresh for half a minute).
  const offline = !isBrowserOnline();
  const error = offline ? null : (await supabase.auth.signOut()).error;
  if (offline || (error && noAnswer(error))) {
    await endSessionOnDevice((refreshToken) => rememberSignOut(refreshToken));
    sendPendingSignOutsWhenOnline();
  } else if (error && ![401, 403, 404].includes(error.status ?? 0)) {
    console.error('Sign out failed:', error);
    notifications.show({ title: i18n._(msg`Sign Out Error`), message: error.message, color: 'red' });
    return false;
  }
  notifications.show({ message: i18n._(msg`You have been successfully logged out`), color: 'teal' });
  return true;
}
