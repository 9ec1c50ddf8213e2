import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { pageStartedAt } from '@/lib/page-start';
import { isKeptQueryKey, isOthersPrivateQueryKey } from '@/lib/query-roots';
import { getSessionState, sessionReady } from '@/lib/session';
import { loadDb } from '@/offline/load-db';
import { isBrowserOnline } from '@/lib/use-online';

// What the app read stays on the device between visits, so pages open offline with what the
// user saw: listings (every page of every search loaded), property details with their photos
// and agent cards, and the signed-in user's own listings, messages, profile, agent card, saved
// listings and saved searches. IndexedDB (through Dexie) rather than localStorage: a few hundred listings outgrow
// localStorage's few megabytes, and writing it would block the page on every change.

/** Bump when a persisted query's data changes shape; the old cache is then dropped on load. */
export const QUERY_CACHE_VERSION = '1';
/** Kept for a week after the last save (each save renews the whole cache's stamp). */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'query-cache';

/** Saved queries: successful reads of the kept roots (src/lib/query-roots.ts), a private one only for its own user. */
export function shouldPersistQuery(query: Query, userId: string | null | undefined): boolean {
  if (!defaultShouldDehydrateQuery(query) || query.meta?.persist === false) return false;
  return isKeptQueryKey(query.queryKey, userId);
}

/**
 * A note in localStorage (read synchronously at start) that the device holds kept reads: the page
 * then restores them before its first render, so it shows them at once instead of waiting for a
 * network that may not answer. A visitor without kept reads never loads the device store early.
 */
const KEPT_READS_HINT = 'manzil-kept-reads';

function noteKeptReads(kept: boolean) {
  try {
    if (kept) window.localStorage.setItem(KEPT_READS_HINT, '1');
    else window.localStorage.removeItem(KEPT_READS_HINT);
  } catch {
    // Storage refused: pages restore when idle, as for a first visit.
  }
}

/** Whether the device may hold kept reads (or the page starts offline): then restore them first. */
export function restoreBeforeFirstRender(): boolean {
  if (!isBrowserOnline()) return true;
  try {
    return window.localStorage.getItem(KEPT_READS_HINT) !== null;
  } catch {
    return false;
  }
}

// The persister's storage: one row in Dexie's keyValues table. The cache buster and max age only
// ever drop this row, never the outbox or drafts, which live in their own tables.
const storage = {
  getItem: async (key: string) => (await (await loadDb()).keyValues.get(key))?.value ?? null,
  setItem: async (key: string, value: string) => {
    await (await loadDb()).keyValues.put({ key, value });
    // A saved cache with no query in it (every read this page made was private to someone, say).
    noteKeptReads(value.includes('"queryHash"'));
  },
  removeItem: async (key: string) => {
    await (await loadDb()).keyValues.delete(key);
    noteKeptReads(false);
  },
};

export function queryPersistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({ storage, key: STORAGE_KEY, throttleTime: 1000 }),
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: QUERY_CACHE_VERSION,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => {
        // Before the session is known, the private data in memory is what was just restored:
        // keep it (it is sorted out once the session is known) rather than save it away.
        const session = getSessionState();
        return session.ready ? shouldPersistQuery(query, session.user?.id) : shouldPersistQuery(query, query.queryKey[1] as string);
      },
      // A paused write would be saved with its input and could not be resumed: writes that must
      // survive go through the outbox instead.
      shouldDehydrateMutation: () => false,
    },
  };
}

/**
 * Puts the kept reads back into the cache, marked stale: they are shown at once (offline, they are
 * all there is) but fetched again when next used online. Kept as fresh, a read saved moments before
 * a reload (the save is throttled) would count as up to date for the whole stale time and hide a
 * change made just before it, such as a saved search renamed. Reads this page already made are
 * newer and left alone (a restore never replaces newer data).
 */
export async function restoreKeptReads(queryClient: QueryClient, options: Omit<PersistQueryClientOptions, 'queryClient'>, startedAt = pageStartedAt()) {
  await persistQueryClientRestore({ queryClient, ...options });
  await queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < startedAt, refetchType: 'none' });
}

let restoring: Promise<void> | undefined;

/** Restores the kept reads once per page (see restoreKeptReads); a failed restore is no restore. */
export function restoreKeptReadsOnce(queryClient: QueryClient, options: Omit<PersistQueryClientOptions, 'queryClient'>): Promise<void> {
  restoring ??= restoreKeptReads(queryClient, options).catch((error: unknown) => console.warn('Kept reads not restored', error));
  return restoring;
}

/** The page's restore of its kept reads, once started; undefined before. */
export const keptReadsRestore = (): Promise<void> | undefined => restoring;

/**
 * Saves the cache on every change from the moment the persisted one has been restored (call the
 * returned function then, as PersistedQueryClientProvider does): saving earlier would replace the
 * kept reads with the few this page has made so far. On restore, private data restored for anyone
 * but the signed-in user (the last user signed out, or their session ended while the app was
 * closed) is dropped.
 */
export function saveFromRestore(queryClient: QueryClient, options: Omit<PersistQueryClientOptions, 'queryClient'>) {
  let restored = false;
  const save = () => void persistQueryClientSave({ queryClient, ...options });
  queryClient.getQueryCache().subscribe((event) => {
    if (restored && (event.type === 'added' || event.type === 'removed' || event.type === 'updated')) save();
  });
  return function onRestored() {
    restored = true;
    save();
    // Not awaited: the session is read asynchronously, and the restore must not wait for it.
    // Offline, a session that needs refreshing reads as none although it is still there, so
    // nothing is dropped then (private keys carry their user's id: no one else is shown them).
    void sessionReady().then(({ user }) => {
      if (user || isBrowserOnline()) queryClient.removeQueries({ predicate: (query) => isOthersPrivateQueryKey(query.queryKey, user?.id) });
    });
  };
}
