import { queryOptions } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';
import { supabase } from '@/lib/supabase';
import type { Property } from '../types';
import { LISTING_CARD_COLUMNS } from './get-latest-listings';
import { appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';

/** The signed-in user's own listings, newest first, with images. */
export function myListingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: listingKeys.mine(userId),
    queryFn: async () => {
      const { data, error, status } = await supabase
        .from('properties')
        .select(LISTING_CARD_COLUMNS)
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .order('position', { referencedTable: 'property_images', ascending: true });
      if (error) throw appErrorFrom(error, { status });
      return data satisfies Property[];
    },
    meta: { errorMessage: LOAD_FAILED_MESSAGE },
  });
}
