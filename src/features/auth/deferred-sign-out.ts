import type { GoTrueClient } from '@supabase/auth-js';
import { env } from '@/lib/env';
import { fetchKeepingRetryAfter } from '@/lib/retry-after';
import { isBrowserOnline } from '@/lib/use-online';

// Signing out with no connection. supabase-js ends a session only with the server's agreement,
// so offline the user would stay signed in. Instead the session ends on this device at once (its
// private data goes with it; the user's queued changes stay for their next sign-in here), and its
// refresh token is kept for one purpose: to revoke that session at the server when the connection
// returns. It is never restored as a session: it is exchanged once, in a client that keeps nothing,
// for an access token that signs that session out at once, and it is removed as soon as the server
// has revoked it or answers that it is already gone.

const STORAGE_KEY = 'manzil:sign-outs-to-send';

export interface TokenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function localStore(): TokenStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The refresh tokens of sessions ended on this device whose sign-out the server has not had yet. */
export function pendingSignOuts(store: TokenStore | null = localStore()): string[] {
  try {
    const value = JSON.parse(store?.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((token): token is string => typeof token === 'string' && token !== '') : [];
  } catch {
    return [];
  }
}

function savePending(tokens: string[], store: TokenStore | null) {
  try {
    if (tokens.length === 0) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Storage refused: the session still ended here; the server ends it when its refresh token expires.
  }
}

/** Keeps a refresh token to revoke when the connection returns. */
export function rememberSignOut(refreshToken: string, store: TokenStore | null = localStore()) {
  const tokens = pendingSignOuts(store);
  if (!tokens.includes(refreshToken)) savePending([...tokens, refreshToken], store);
}

/** No answer, a 5xx, 408 or 429: worth trying again later. Any other refusal means the session is already gone. */
const tryAgainLater = (error: { status?: number } | null | undefined) =>
  !!error && (!error.status || error.status >= 500 || error.status === 408 || error.status === 429);

type AuthClient = GoTrueClient;
const senders = new WeakMap<typeof globalThis.fetch, Promise<AuthClient>>();

/** A client that keeps nothing (memory only, no refresh timer, no other tabs told, no URL read); one per fetch. */
function senderClient(fetch: typeof globalThis.fetch): Promise<AuthClient> {
  let client = senders.get(fetch);
  if (!client) {
    client = import('@supabase/auth-js').then(
      ({ GoTrueClient }) =>
        new GoTrueClient({
          url: `${env.supabaseUrl}/auth/v1`,
          headers: { Authorization: `Bearer ${env.supabaseAnonKey}`, apikey: env.supabaseAnonKey },
          storageKey: 'manzil-sign-out-sender',
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          fetch,
        }),
    );
    senders.set(fetch, client);
    client.catch(() => senders.delete(fetch));
  }
  return client;
}

/**
 * Sends the sign-outs kept on this device: for each token, a refresh (the server wants a live
 * access token to sign a session out) then a sign-out of that one session (scope 'local', so the
 * user's sessions on other devices, or a newer one here, are left alone). A token is removed once
 * revoked, or once the server says it is no longer valid; without an answer it stays for next time.
 * Returns how many are still waiting.
 */
export async function sendPendingSignOuts({
  store = localStore(),
  fetch = fetchKeepingRetryAfter,
}: { store?: TokenStore | null; fetch?: typeof globalThis.fetch } = {}): Promise<number> {
  if (pendingSignOuts(store).length === 0) return 0;
  const client = await senderClient(fetch);
  for (const token of pendingSignOuts(store)) {
    const replace = (next: string | null) => savePending(pendingSignOuts(store).flatMap((t) => (t !== token ? [t] : next ? [next] : [])), store);
    const refreshed = await client.refreshSession({ refresh_token: token });
    if (refreshed.error || !refreshed.data.session) {
      if (tryAgainLater(refreshed.error)) continue;
      replace(null);
      continue;
    }
    // The refresh rotated the token: until the sign-out is through, the new one is the one to revoke.
    replace(refreshed.data.session.refresh_token);
    const { error } = await client.signOut({ scope: 'local' });
    if (tryAgainLater(error)) continue;
    savePending(pendingSignOuts(store).filter((t) => t !== refreshed.data.session!.refresh_token), store);
  }
  return pendingSignOuts(store).length;
}

let sending: Promise<unknown> | null = null;

/** Sends the kept sign-outs now if there are any and the device is online; once at a time per tab, and one tab at a time. */
export function sendPendingSignOutsWhenOnline() {
  if (sending || pendingSignOuts().length === 0 || !isBrowserOnline()) return;
  const send = () => sendPendingSignOuts().catch(() => undefined);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  sending = (locks ? locks.request('manzil:sign-outs-to-send', send) : send()).finally(() => (sending = null));
}
