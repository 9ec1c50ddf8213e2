import { t } from '@lingui/core/macro';
import { StorageClient } from '@supabase/storage-js';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { getSessionState } from '@/lib/session';
import { fetchWithToken, loadAuthClient, restClient, supabase, type WriteClient } from '@/lib/supabase';
import { announceChangedReads } from '@/offline/changed-reads';
import { db, type OutboxEntry } from '@/offline/db';
import { createSyncEngine, runSyncEngine } from '@/offline/outbox-sender';
import { handlerOf, readablePayload } from '@/offline/write-kind';
import { writeKindOf, writeKinds } from './write-kinds';

// The engine runs here, with every kind the features declare (./write-kinds.ts). This module,
// with supabase-js's storage client for photo uploads, is a chunk of its own, fetched when the
// page is idle and started once something waits in the outbox (see ./start-outbox.ts).

const handlers = Object.fromEntries(writeKinds.map((kind) => [kind.name, handlerOf(kind)]));

/** The server reads a confirmed write changed, refreshed in every tab. */
export function changedReadsOf(entry: OutboxEntry) {
  const kind = writeKindOf(entry.kind);
  const payload = kind && readablePayload(kind, entry);
  return payload === undefined ? [] : (kind?.changedReads?.(payload, entry.userKey) ?? []);
}

/** supabase-js's REST and storage clients (as createClient makes them), every request sent with `token()` as the bearer. */
function writeClient(token: () => Promise<string | null>): WriteClient {
  const fetch = fetchWithToken(token);
  const rest = restClient(fetch);
  return {
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    schema: rest.schema.bind(rest),
    storage: new StorageClient(`${env.supabaseUrl}/storage/v1`, {}, fetch),
  };
}

const userClients = new Map<string, WriteClient>();

/**
 * A client that never has a session (the anon key is its bearer): what a signed-out visitor
 * queued (a contact message) is sent as a visitor even if someone has signed in on this device since.
 */
let visitorClient: WriteClient | undefined;
function visitor(): WriteClient {
  visitorClient ??= writeClient(async () => null);
  return visitorClient;
}

/**
 * The client a user's entries are sent with. Every request takes the token of whoever is signed
 * in at that moment and refuses if that is not this user, so a sign-out or another sign-in in the
 * middle of a write (which may take several requests) stops it, to be sent later, instead of
 * sending the rest as someone else.
 */
function clientOf(userKey: string): WriteClient {
  let client = userClients.get(userKey);
  if (!client) {
    client = writeClient(async () => {
      const { session } = (await supabase.auth.getSession()).data;
      if (session?.user.id !== userKey) throw new AppError(t`The user who made this change is not signed in here`, { status: 401 });
      return session.access_token;
    });
    userClients.set(userKey, client);
  }
  return client;
}

/** Starts sending queued writes (in the tab holding the outbox lock). */
export function startSyncEngine() {
  const engine = createSyncEngine<WriteClient>({
    db,
    handlers,
    // A user's writes go only while that user is signed in here; a visitor's always as a visitor.
    clientFor: (userKey) => {
      if (userKey === '') return visitor();
      return getSessionState().user?.id === userKey ? clientOf(userKey) : null;
    },
    refreshSession: async () => !(await supabase.auth.refreshSession()).error,
    onConfirmed: (entry) => announceChangedReads(changedReadsOf(entry)),
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
