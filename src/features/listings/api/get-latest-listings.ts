import { queryOptions } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';
import { supabase } from '@/lib/supabase';
import type { Property } from '../types';
import { appErrorFrom } from '@/lib/errors';

// featured_now is a computed column: featured only while featured_until is in the future.
export const LISTING_CARD_COLUMNS = '*, featured_now, property_images(image_url, is_primary, position)';

/** The newest listings, featured first: what the home page shows. */
export function latestListingsQueryOptions(limit = 6) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'latest', { limit }],
    queryFn: async () => {
      const { data, error, status } = await supabase
        .from('properties')
        .select(LISTING_CARD_COLUMNS)
        .order('featured_now', { ascending: false })
        .order('created_at', { ascending: false })
        .order('position', { referencedTable: 'property_images', ascending: true })
        .limit(limit);
      if (error) throw appErrorFrom(error, { status });
      return data as Property[];
    },
    meta: { errorMessage: 'Failed to load properties' },
  });
}
