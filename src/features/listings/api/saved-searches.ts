import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';
import { listingKeys } from './listing-keys';

export interface SavedSearch {
  id: string;
  name: string;
  /** The search-results query string, e.g. 'location=Yas+Island&type=sale'. */
  query: string;
  created_at: string;
}

/** The signed-in user's saved searches, newest first (RLS returns only their own). */
export function savedSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: listingKeys.savedSearches(userId),
    queryFn: async (): Promise<SavedSearch[]> => {
      const { data, error, status } = await supabase
        .from('saved_searches')
        .select('id, name, query, created_at')
        .eq('user_id', userId)
        .order('created_at', { ascending: false });
      if (error) throw appErrorFrom(error, { status });
      return data;
    },
    meta: { errorMessage: LOAD_FAILED_MESSAGE },
  });
}

/** The names the database accepts: 1 to 100 characters once trimmed. */
export function savedSearchNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for this search';
  return trimmed.length > 100 ? 'The name must be at most 100 characters' : null;
}

/** A change to one saved search; one that matched no row (deleted meanwhile) is an error. */
function useSavedSearchChange<T>(userId: string, change: (input: T) => PromiseLike<{ data: unknown[] | null; error: unknown; status: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => {
      const { data, error, status } = await change(input);
      if (error) throw appErrorFrom(error, { status });
      if (!data?.length) throw new Error('This saved search no longer exists');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.savedSearches(userId) }),
  });
}

export const useRenameSavedSearch = (userId: string) =>
  useSavedSearchChange(userId, ({ id, name }: { id: string; name: string }) => supabase.from('saved_searches').update({ name: name.trim() }).eq('id', id).select('id'));

export const useDeleteSavedSearch = (userId: string) =>
  useSavedSearchChange(userId, (id: string) => supabase.from('saved_searches').delete().eq('id', id).select('id'));
