import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ownText } from '@/lib/format';
import { appErrorFrom } from '@/lib/errors';
import { insertOnce } from '@/lib/insert-once';
import type { RestClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineWriteKind } from '@/offline/write-kind';
import { searchAlertKeys } from './search-alert-keys';

// The writes of a user's saved searches: saved from a results page, renamed and deleted in the
// dashboard. Each is sent in order per search (its group), so a search saved, renamed and deleted
// offline reaches the server in that order. With their schemas, a chunk of their own: a results
// page loads them only when Save search is pressed.

/** How often a saved search emails its new matches (saved_searches.alert). */
export const SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export type SearchAlert = (typeof SEARCH_ALERTS)[number];

// `alert` is optional: saves queued before searches had alerts carry none, and the database's
// default (daily) applies.
const savedSearchSchema = z.object({ id: z.uuid(), name: z.string(), query: z.string(), alert: z.enum(SEARCH_ALERTS).optional() });
type SavedSearchPayload = z.infer<typeof savedSearchSchema>;

/**
 * Stores a search for the signed-in user (user_id defaults to auth.uid(); RLS checks it), under
 * the id made when it was saved. A duplicate is an earlier send that arrived (same id) or the
 * same search saved before (the database keeps one per user and query): either way it is saved,
 * with the alerts chosen this time.
 */
export async function saveSearch(client: RestClient, input: SavedSearchPayload): Promise<void> {
  const outcome = await insertOnce(client.from('saved_searches').insert({ id: input.id, name: input.name, query: input.query, alert: input.alert }));
  // Saved before: the alerts chosen now are the search's (RLS finds the user's own row only).
  if (outcome === 'arrived before' && input.alert) {
    const { error, status } = await client.from('saved_searches').update({ alert: input.alert }).eq('query', input.query);
    if (error) throw appErrorFrom(error, { status });
  }
}

/** Changes a saved search; one deleted meanwhile (no row matched) is refused. */
async function updateSavedSearch(client: RestClient, id: string, changes: { name?: string; alert?: SearchAlert }): Promise<void> {
  const { data, error, status } = await client.from('saved_searches').update(changes).eq('id', id).select('id');
  if (error) throw appErrorFrom(error, { status });
  if (!data.length) throw appErrorFrom({ message: t`This saved search no longer exists`, code: 'PGRST116' }, { status: 404 });
}

/** Renames a saved search. */
export const renameSavedSearch = (client: RestClient, { id, name }: { id: string; name: string }) => updateSavedSearch(client, id, { name: name.trim() });

/** Sets how often a saved search emails its new matches (turning it back on counts from now). */
export const setSavedSearchAlert = (client: RestClient, { id, alert }: { id: string; alert: SearchAlert }) => updateSavedSearch(client, id, { alert });

/** Deletes a saved search; deleting one already gone succeeds. */
export async function deleteSavedSearch(client: RestClient, { id }: { id: string }): Promise<void> {
  const { error, status } = await client.from('saved_searches').delete().eq('id', id);
  if (error) throw appErrorFrom(error, { status });
}

const savedSearchReads = (_: unknown, userKey: string) => [searchAlertKeys.savedSearches(userKey)];
const searchGroup = ({ id }: { id: string }) => `search:${id}`;

export const saveSearchKind = defineWriteKind({
  name: 'search.save',
  version: 1,
  schema: savedSearchSchema,
  key: ({ id }) => id,
  group: searchGroup,
  label: ({ name }) => {
    const search = ownText(i18n, name);
    return t`Saved search: ${search}`;
  },
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
  label: ({ name }) => {
    const search = ownText(i18n, name);
    return t`Rename a saved search to ${search}`;
  },
  send: renameSavedSearch,
  changedReads: savedSearchReads,
});

export const deleteSavedSearchKind = defineWriteKind({
  name: 'search.delete',
  version: 1,
  schema: z.object({ id: z.uuid(), name: z.string() }),
  key: ({ id }) => `search.delete:${id}`,
  group: searchGroup,
  label: ({ name }) => {
    const search = ownText(i18n, name);
    return t`Delete the saved search ${search}`;
  },
  send: deleteSavedSearch,
  changedReads: savedSearchReads,
});

export const setSavedSearchAlertKind = defineWriteKind({
  name: 'search.alert',
  version: 1,
  schema: z.object({ id: z.uuid(), name: z.string(), alert: z.enum(SEARCH_ALERTS) }),
  // Changed again while waiting: the newest choice replaces the waiting one.
  key: ({ id }) => `search.alert:${id}`,
  group: searchGroup,
  label: ({ name }) => {
    const search = ownText(i18n, name);
    return t`Change the alerts of the saved search ${search}`;
  },
  send: setSavedSearchAlert,
  changedReads: savedSearchReads,
});
