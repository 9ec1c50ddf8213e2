import { queryOptions } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';
import { supabase } from '@/lib/supabase';
import type { Property } from '../types';
import { LISTING_CARD_COLUMNS } from './get-latest-listings';
import { appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';

/** A user's saved listings by id, in the order the ids are given; removed listings drop out. */
export function listingsByIdsQueryOptions(userId: string, ids: readonly string[]) {
  return queryOptions({
    queryKey: listingKeys.savedListings(userId, ids),
    queryFn: async () => {
      if (ids.length === 0) return [];
      const { data, error, status } = await supabase.from('properties').select(LISTING_CARD_COLUMNS).in('id', [...ids]);
      if (error) throw appErrorFrom(error, { status });
      const byId = new Map<string, Property>(data.map((p) => [p.id, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    meta: { errorMessage: LOAD_FAILED_MESSAGE },
  });
}
