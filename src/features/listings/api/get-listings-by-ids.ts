import { queryOptions } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';
import { supabase } from '@/lib/supabase';
import type { Property } from '../types';
import { LISTING_CARD_COLUMNS } from './get-latest-listings';

/** Listings by id (saved listings), in the order the ids are given; removed listings drop out. */
export function listingsByIdsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'by-ids', [...ids]],
    queryFn: async () => {
      if (ids.length === 0) return [];
      const { data, error } = await supabase.from('properties').select(LISTING_CARD_COLUMNS).in('id', [...ids]);
      if (error) throw new Error(error.message);
      const byId = new Map((data as Property[]).map((p) => [p.id, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  });
}
