import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangedReads } from '@/offline/changed-reads';
import type { OutboxEntry } from '@/offline/db';
import { loadDb } from '@/offline/load-db';
import type { Outcome } from '@/offline/outbox';
import { writeErrorFrom } from '@/offline/write-error';
import { searchName, searchQueryString, type SearchParams } from '../filters';
import { listingKeys } from './listing-keys';
import type { RestClient } from '@/lib/supabase';

export const SAVE_SEARCH = 'search.save';

export interface SavedSearchInput {
  name: string;
  /** The search-results query string, e.g. 'location=Yas+Island&type=sale'. */
  query: string;
}

interface SavedSearchPayload extends SavedSearchInput {
  id: string;
}

/** The saved_searches row for a search: a derived name and its URL query string. */
export function savedSearchFor(params: SearchParams): SavedSearchInput {
  return { name: searchName(params), query: searchQueryString(params) };
}

/**
 * Stores a search for the signed-in user (user_id defaults to auth.uid(); RLS checks it), under
 * the id made when it was saved: a retried insert is refused by the key, meaning it arrived.
 */
export async function saveSearch(client: RestClient, input: SavedSearchPayload): Promise<void> {
  const { error, status } = await client.from('saved_searches').insert({ id: input.id, name: input.name, query: input.query });
  // A duplicate is an earlier send that arrived (same id) or the same search saved before (the
  // database keeps one per user and query): either way the search is saved.
  if (error && error.code !== '23505') throw writeErrorFrom(error, status);
}

export const sendSavedSearch = (entry: OutboxEntry, client: RestClient) => saveSearch(client, entry.payload as SavedSearchPayload);
export const savedSearchReadsChanged: ChangedReads = (entry) => [listingKeys.savedSearches(entry.userKey)];

/** Saves the search on the device and queues it for the account; waits briefly for the server. */
export function useSaveSearch(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: SavedSearchInput): Promise<Outcome> => {
      if (!userId) throw new Error('Sign in to save this search');
      const id = crypto.randomUUID();
      // The device store and outbox load with the first save, not with every results page.
      const [db, { enqueue, waitForOutcome }] = await Promise.all([loadDb(), import('@/offline/outbox')]);
      await enqueue(
        db,
        { id, userKey: userId, kind: SAVE_SEARCH, group: `search:${id}`, payload: { id, ...input } satisfies SavedSearchPayload, label: `Saved search: ${input.name}` },
        () => db.savedSearches.add({ id, userKey: userId, name: input.name, query: input.query, createdAt: Date.now() }),
      );
      return waitForOutcome(db, id, 8000);
    },
    onSuccess: (outcome) => {
      if (userId && outcome.state === 'confirmed') return queryClient.invalidateQueries({ queryKey: listingKeys.savedSearches(userId) });
    },
  });
}
