import { appErrorFrom } from '@/lib/errors';
import { insertOnce } from '@/lib/insert-once';
import type { RestClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { defineWriteKind, write } from '@/offline/write-kind';
import { searchName, searchQueryString, type SearchParams } from '../filters';
import { listingKeys } from './listing-keys';

// A user's saved searches: saved from a results page, renamed and deleted in the dashboard. Each
// change is queued on the device and sent in order per search (its group), so a search saved,
// renamed and deleted offline reaches the server in that order.

export interface SavedSearchInput {
  name: string;
  /** The search-results query string, e.g. 'location=Yas+Island&type=sale'. */
  query: string;
}

/** The saved_searches row for a search: a derived name and its URL query string. */
export function savedSearchFor(params: SearchParams): SavedSearchInput {
  return { name: searchName(params), query: searchQueryString(params) };
}

/** The names the database accepts: 1 to 100 characters once trimmed. */
export function savedSearchNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for this search';
  return trimmed.length > 100 ? 'The name must be at most 100 characters' : null;
}

const savedSearchSchema = z.object({ id: z.uuid(), name: z.string(), query: z.string() });
type SavedSearchPayload = z.infer<typeof savedSearchSchema>;

/**
 * Stores a search for the signed-in user (user_id defaults to auth.uid(); RLS checks it), under
 * the id made when it was saved. A duplicate is an earlier send that arrived (same id) or the
 * same search saved before (the database keeps one per user and query): either way it is saved.
 */
export async function saveSearch(client: RestClient, input: SavedSearchPayload): Promise<void> {
  await insertOnce(client.from('saved_searches').insert({ id: input.id, name: input.name, query: input.query }));
}

/** Renames a saved search; one deleted meanwhile (no row matched) is refused. */
export async function renameSavedSearch(client: RestClient, { id, name }: { id: string; name: string }): Promise<void> {
  const { data, error, status } = await client.from('saved_searches').update({ name: name.trim() }).eq('id', id).select('id');
  if (error) throw appErrorFrom(error, { status });
  if (!data.length) throw appErrorFrom({ message: 'This saved search no longer exists', code: 'PGRST116' }, { status: 404 });
}

/** Deletes a saved search; deleting one already gone succeeds. */
export async function deleteSavedSearch(client: RestClient, { id }: { id: string }): Promise<void> {
  const { error, status } = await client.from('saved_searches').delete().eq('id', id);
  if (error) throw appErrorFrom(error, { status });
}

const savedSearchReads = (_: unknown, userKey: string) => [listingKeys.savedSearches(userKey)];
const searchGroup = ({ id }: { id: string }) => `search:${id}`;

export const saveSearchKind = defineWriteKind({
  name: 'search.save',
  version: 1,
  schema: savedSearchSchema,
  key: ({ id }) => id,
  group: searchGroup,
  label: ({ name }) => `Saved search: ${name}`,
  send: saveSearch,
  changedReads: savedSearchReads,
});

export const renameSavedSearchKind = defineWriteKind({
  name: 'search.rename',
  version: 1,
  schema: z.object({ id: z.uuid(), name: z.string() }),
  // Renamed again while waiting: the newest name replaces the waiting one.
  key: ({ id }) => `search.rename:${id}`,
  group: searchGroup,
  label: ({ name }) => `Rename a saved search to ${name}`,
  send: renameSavedSearch,
  changedReads: savedSearchReads,
});

export const deleteSavedSearchKind = defineWriteKind({
  name: 'search.delete',
  version: 1,
  schema: z.object({ id: z.uuid(), name: z.string() }),
  key: ({ id }) => `search.delete:${id}`,
  group: searchGroup,
  label: ({ name }) => `Delete the saved search ${name}`,
  send: deleteSavedSearch,
  changedReads: savedSearchReads,
});

/** Save search on a results page: stored for the account, offline too. */
export const saveSearchMutation = defineOutboxMutation<SavedSearchInput>({
  writes: (input) => [write(saveSearchKind, { id: crypto.randomUUID(), ...input })],
  waitMs: 8000,
  changedReads: savedSearchReads,
  signInMessage: 'Sign in to save this search',
  words: {
    confirmed: ({ name }) => ({ title: 'Search saved', message: `Saved '${name}'`, color: 'teal' }),
    offline: ({ name }) => ({ title: 'Saved offline', message: `'${name}' will be saved to your account when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: 'Error', message: message ?? 'Could not save the search', color: 'red' }),
  },
});

export const renameSavedSearchMutation = defineOutboxMutation<{ id: string; name: string }>({
  writes: ({ id, name }) => [write(renameSavedSearchKind, { id, name: name.trim() })],
  waitMs: 8000,
  changedReads: savedSearchReads,
  signInMessage: 'Sign in to rename this search',
  words: {
    confirmed: () => ({ title: 'Success', message: 'Saved search renamed', color: 'teal' }),
    offline: () => ({ title: 'Saved offline', message: 'The new name will be saved to your account when you are back online.', color: 'blue' }),
    // Told beside the name, which stays in its field to try again.
    failed: () => null,
  },
});

export const deleteSavedSearchMutation = defineOutboxMutation<{ id: string; name: string }>({
  writes: (search) => [write(deleteSavedSearchKind, search)],
  waitMs: 8000,
  changedReads: savedSearchReads,
  signInMessage: 'Sign in to delete this search',
  words: {
    confirmed: ({ name }) => ({ title: 'Success', message: `Deleted the saved search “${name}”`, color: 'teal' }),
    offline: ({ name }) => ({ title: 'Saved offline', message: `“${name}” will be deleted from your account when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: 'Error', message: `Failed to delete the search: ${message ?? 'please try again'}`, color: 'red' }),
  },
});
