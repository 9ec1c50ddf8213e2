import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { searchName, searchQueryString, type SearchParams } from '../filters';

export interface SavedSearchInput {
  name: string;
  /** The search-results query string, e.g. 'location=Yas+Island&type=sale'. */
  query: string;
}

/** The saved_searches row for a search: a derived name and its URL query string. */
export function savedSearchFor(params: SearchParams): SavedSearchInput {
  return { name: searchName(params), query: searchQueryString(params) };
}

/** Stores a search for the signed-in user (user_id defaults to auth.uid(); RLS checks it). */
export async function saveSearch(input: SavedSearchInput): Promise<void> {
  const { error } = await supabase.from('saved_searches').insert({ name: input.name, query: input.query });
  if (error) throw new Error(error.message);
}

export function useSaveSearch() {
  return useMutation({
    mutationKey: ['saved_searches', 'insert'],
    mutationFn: saveSearch,
  });
}
