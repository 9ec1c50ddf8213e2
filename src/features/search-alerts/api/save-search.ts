import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { write } from '@/offline/write-kind';
import type { SearchAlert } from './saved-search-kinds';

// Saving, renaming and deleting a saved search, as the UI calls them (their toasts, shown in the
// browser only, in the page's language: Lingui's shared I18n); the writes themselves (and
// their schemas) are in saved-search-kinds.ts, loaded when one is made.

const kinds = () => import('./saved-search-kinds');

/** A search to save; what it is (its default name and query string) comes from the listings page that saves it. */
export interface SavedSearchInput {
  name: string;
  /** The search-results query string, e.g. 'location=Yas+Island&type=sale'. */
  query: string;
  /** How often it emails new matches; the database's default (daily) when not given. */
  alert?: SearchAlert;
}

/** The names the database accepts: 1 to 100 characters once trimmed. */
export function savedSearchNameProblem(i18n: I18n, name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return i18n._(msg`Enter a name for this search`);
  return trimmed.length > 100 ? i18n._(msg`The name must be at most 100 characters`) : null;
}

/** Save search on a results page: stored for the account, offline too. */
export const saveSearchMutation = defineOutboxMutation<SavedSearchInput>({
  writes: async (input) => [write((await kinds()).saveSearchKind, { id: crypto.randomUUID(), ...input })],
  waitMs: 8000,
  signInMessage: msg`Sign in to save this search`,
  words: {
    // An apostrophe before a placeholder is written twice: one alone would quote the placeholder (ICU MessageFormat).
    confirmed: ({ name }) => ({ title: t`Search saved`, message: t`Saved ''${name}''`, color: 'teal' }),
    offline: ({ name }) => ({ title: t`Saved offline`, message: t`''${name}'' will be saved to your account when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: t`Error`, message: message ?? t`Could not save the search`, color: 'red' }),
  },
});

export const renameSavedSearchMutation = defineOutboxMutation<{ id: string; name: string }>({
  writes: async ({ id, name }) => [write((await kinds()).renameSavedSearchKind, { id, name: name.trim() })],
  waitMs: 8000,
  signInMessage: msg`Sign in to rename this search`,
  words: {
    confirmed: () => ({ title: t`Success`, message: t`Saved search renamed`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`The new name will be saved to your account when you are back online.`, color: 'blue' }),
    // Told beside the name, which stays in its field to try again.
    failed: () => null,
  },
});

export const deleteSavedSearchMutation = defineOutboxMutation<{ id: string; name: string }>({
  writes: async (search) => [write((await kinds()).deleteSavedSearchKind, search)],
  waitMs: 8000,
  signInMessage: msg`Sign in to delete this search`,
  words: {
    confirmed: ({ name }) => ({ title: t`Success`, message: t`Deleted the saved search “${name}”`, color: 'teal' }),
    offline: ({ name }) => ({ title: t`Saved offline`, message: t`“${name}” will be deleted from your account when you are back online.`, color: 'blue' }),
    failed: (_, message) => {
      const reason = message ?? t`please try again`;
      return { title: t`Error`, message: t`Failed to delete the search: ${reason}`, color: 'red' };
    },
  },
});

export const setSavedSearchAlertMutation = defineOutboxMutation<{ id: string; name: string; alert: SearchAlert }>({
  writes: async (change) => [write((await kinds()).setSavedSearchAlertKind, change)],
  waitMs: 8000,
  signInMessage: msg`Sign in to change this search's alerts`,
  words: {
    confirmed: ({ alert }) => ({ title: t`Success`, message: alert === 'off' ? t`Email alerts are off for this search` : t`Email alerts saved`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`The alert choice will be saved to your account when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: t`Error`, message: message ?? t`Could not change the alerts`, color: 'red' }),
  },
});
