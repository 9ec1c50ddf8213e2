import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { isPublicQueryKey } from '@/lib/query-roots';
import { setSessionState } from '@/lib/session';
import { whenIdle } from '@/lib/idle';
import { loadAuthClient, mayHaveSession, supabase } from '@/lib/supabase';
import { sendPendingSignOutsWhenOnline } from './deferred-sign-out';
import { isBrowserOnline } from '@/lib/use-online';

// Keeps the shared session store in step with supabase-js: every auth event updates user and
// session. supabase-js restores the previous visit's session from localStorage and treats one
// within 90 seconds of expiry as expired (it refreshes it, or drops it if that fails). A timer
// at the expiry signs the user out if no refresh has replaced the session by then.

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function clearExpiryTimer() {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
}

function scheduleExpiry(session: Session | null) {
  clearExpiryTimer();
  if (!session?.expires_at) return;
  const delay = session.expires_at * 1000 - Date.now();
  // setTimeout cannot wait longer than about 24.8 days; sessions are far shorter.
  // Offline the session cannot be refreshed yet, but it has not ended: supabase-js refreshes it
  // once the connection returns, so the user (and their kept data) stays signed in meanwhile.
  const expire = () => {
    if (isBrowserOnline()) void supabase.auth.signOut({ scope: 'local' });
  };
  expiryTimer = setTimeout(expire, Math.max(0, Math.min(delay, 2 ** 31 - 1)));
}

/** The session as first read, before any change is heard of. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's name, beside supabase-js's own ('SIGNED_IN')
const INITIAL = 'INITIAL';

/**
 * The access token of a sign-up confirmation link this page was opened from, else null. GoTrue's
 * verify endpoint redirects with the session and the link's type in the fragment
 * (`#access_token=...&type=signup`); supabase-js (implicit flow, detectSessionInUrl) signs in with
 * it and clears it, announcing only SIGNED_IN, so the type is read here first. supabase-js
 * clears the fragment only after asking the server for the user, so it is still there while
 * the app starts.
 */
function confirmationLinkToken(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return params.get('type') === 'signup' ? params.get('access_token') : null;
}

/**
 * supabase-js takes a link's session out of the address by setting the fragment to '', which
 * leaves a bare '#' behind ('/#'): the address is put back as it would be without the link.
 */
export function cleanAddressAfterAuthLink() {
  if (typeof window === 'undefined') return;
  const { href, hash } = window.location;
  if (hash === '' && href.endsWith('#')) window.history.replaceState(window.history.state, '', href.slice(0, -1));
}

export function startSessionSync(queryClient: QueryClient) {
  let confirmationToken = confirmationLinkToken();
  const apply = (event: AuthChangeEvent | typeof INITIAL, session: Session | null) => {
    setSessionState({ ready: true, session, user: session?.user ?? null, lastEvent: event });
    // Only when the session is the link's own: a failed link may leave an older session in place.
    if (confirmationToken && event === 'SIGNED_IN' && session?.access_token === confirmationToken) {
      confirmationToken = null;
      // In the page's language: the browser's shared I18n is active before the app starts.
      notifications.show({ title: t`Email confirmed`, message: t`Your email address is confirmed and you are signed in.`, color: 'teal' });
    }
    scheduleExpiry(session);
    if (event === 'SIGNED_OUT') {
      clearExpiryTimer();
      // Private data must not outlive the session that loaded it, in memory or on the device.
      queryClient.removeQueries({ predicate: (query) => !isPublicQueryKey(query.queryKey) });
      queryClient.getMutationCache().clear();
    }
  };
  // Sign-outs made without a connection reach the server when it is back (and on the next visit).
  sendPendingSignOutsWhenOnline();
  window.addEventListener('online', sendPendingSignOutsWhenOnline);
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  const listen = () =>
    loadAuthClient().then(
      (auth) => {
        if (stopped) return;
        const { data } = auth.onAuthStateChange((event, session) => {
          // Run outside supabase-js's lock: calling its API inside the callback can deadlock.
          setTimeout(() => apply(event, session), 0);
        });
        unsubscribe = () => data.subscription.unsubscribe();
        void auth.getSession().then(({ data: current }) => {
          // The client has read any link in the address by now.
          cleanAddressAfterAuthLink();
          apply(INITIAL, current.session);
        });
      },
      // The auth chunk could not be fetched (offline on a first visit): try again online.
      () => window.addEventListener('online', () => void listen(), { once: true }),
    );
  if (mayHaveSession()) void listen();
  else {
    // No stored session and no link carrying one: a visitor, known at once. The auth client
    // still starts when the page is idle, to hear of a sign-in in another tab.
    setSessionState({ ready: true, session: null, user: null, lastEvent: INITIAL });
    whenIdle(() => void listen());
  }
  return () => {
    window.removeEventListener('online', sendPendingSignOutsWhenOnline);
    stopped = true;
    unsubscribe?.();
    clearExpiryTimer();
  };
}
