import { notifications } from '@mantine/notifications';
import { supabase } from '@/lib/supabase';

/**
 * Signs out everywhere this session is known. supabase-js already clears the local session when
 * the server answers 401, 403 or 404 (an already-ended session), so only other failures are shown.
 */
export async function signOut(): Promise<boolean> {
  const { error } = await supabase.auth.signOut();
  if (error && ![401, 403, 404].includes(error.status ?? 0)) {
    console.error('Sign out failed:', error);
    // supabase-js ends a session only with the server's agreement, so offline it stays signed in.
    // (Matched by name: importing auth-js's own check would put the auth client on every page.)
    const message = error.name === 'AuthRetryableFetchError'
      ? 'You are offline. Signing out needs a connection; please try again when you are back online.'
      : error.message;
    notifications.show({ title: 'Sign Out Error', message, color: 'red' });
    return false;
  }
  notifications.show({ message: 'You have been successfully logged out', color: 'teal' });
  return true;
}
