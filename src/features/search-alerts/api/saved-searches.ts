import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';
import { searchAlertKeys } from './search-alert-keys';
import type { SearchAlert } from './saved-search-kinds';

export interface SavedSearch {
  id: string;
  name: string;
  /** The search-results query string, e.g. 'location=Yas+Island&type=sale'. */
  query: string;
  /** How often it emails its new matches. */
  alert: SearchAlert;
  created_at: string;
}

/** The signed-in user's saved searches, newest first (RLS returns only their own). */
export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: searchAlertKeys.savedSearches(userId),
    queryFn: async (): Promise<SavedSearch[]> => {
      const { data, error, status } = await supabase
        .from('saved_searches')
        .select('id, name, query, alert, created_at')
        .eq('user_id', userId)
        .order('created_at', { ascending: false });
      if (error) throw appErrorFrom(error, { status });
      return data;
    },
    meta: { errorMessage: LOAD_FAILED_MESSAGE },
  });
}
