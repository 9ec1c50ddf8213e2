import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { listingHandlers } from '@/features/listings/api/save-listing';
import { SAVE_SEARCH, sendSavedSearch } from '@/features/listings/api/save-search';
import { sendQueuedContactMessage, SEND_CONTACT_MESSAGE } from '@/features/messages/api/send-contact-message';
import { SAVE_PROPERTY, sendSavedChange } from '@/features/saved/saved-store';
import { env } from '@/lib/env';
import { getSessionState } from '@/lib/session';
import { loadAuthClient, supabase } from '@/lib/supabase';
import { db } from '@/offline/db';
import { createSyncEngine, runSyncEngine, type Handler } from '@/offline/sync';
import { fetchNotingRetryAfter, WriteError } from '@/offline/write-error';

// The outbox's handlers come from the features that own each write; the engine runs here, where
// features may be composed. This module and full supabase-js (photo uploads need its storage
// client) load only once something waits in the outbox (see ./sync.ts).

const handlers: Record<string, Handler<SupabaseClient>> = {
  [SEND_CONTACT_MESSAGE]: sendQueuedContactMessage,
  [SAVE_PROPERTY]: sendSavedChange,
  [SAVE_SEARCH]: sendSavedSearch,
  ...listingHandlers,
};

const userClients = new Map<string, SupabaseClient>();

/**
 * A client that never has a session: what a signed-out visitor queued (a contact message) is
 * sent as a visitor even if someone has signed in on this device since.
 */
let visitorClient: SupabaseClient | undefined;
function visitor(): SupabaseClient {
  visitorClient ??= createClient(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'manzil-visitor' },
    global: { fetch: fetchNotingRetryAfter },
  });
  return visitorClient;
}

/**
 * The client a user's entries are sent with. Every request takes the token of whoever is signed
 * in at that moment and refuses if that is not this user, so a sign-out or another sign-in in the
 * middle of a write (which may take several requests) stops it, to be sent later, instead of
 * sending the rest as someone else.
 */
function clientOf(userKey: string): SupabaseClient {
  let client = userClients.get(userKey);
  if (!client) {
    client = createClient(env.supabaseUrl, env.supabaseAnonKey, {
      accessToken: async () => {
        const { session } = (await supabase.auth.getSession()).data;
        if (session?.user.id !== userKey) throw new WriteError('The user who made this change is not signed in here', 401);
        return session.access_token;
      },
      global: { fetch: fetchNotingRetryAfter },
    });
    userClients.set(userKey, client);
  }
  return client;
}

/** Starts sending queued writes (in the tab holding the outbox lock). */
export function startSyncEngine() {
  const engine = createSyncEngine<SupabaseClient>({
    db,
    handlers,
    // A user's writes go only while that user is signed in here; a visitor's always as a visitor.
    clientFor: (userKey) => {
      if (userKey === '') return visitor();
      return getSessionState().user?.id === userKey ? clientOf(userKey) : null;
    },
    refreshSession: async () => !(await supabase.auth.refreshSession()).error,
  });
  const runner = runSyncEngine(engine, db);
  // Entries wait for their user: send them as soon as that user signs in (or the token renews).
  void loadAuthClient().then((auth) =>
    auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') runner.poke();
    }),
  );
  return runner;
}
