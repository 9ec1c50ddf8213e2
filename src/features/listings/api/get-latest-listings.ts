import { queryOptions } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';
import { supabase } from '@/lib/supabase';
import type { Property } from '../types';
import { appErrorFrom } from '@/lib/errors';

// featured_now is a computed column: featured only while featured_until is in the future.
/**
 * A listing's own columns, named rather than '*': the table also holds derived search columns
 * (location_key, and search_vector with every word of the description) that no screen shows.
 */
export const PROPERTY_COLUMNS =
  'id, user_id, title, description, price, address, location, bedrooms, bathrooms, size_sqft, property_type, listing_type, status, permit_number, is_featured, featured_until, created_at, updated_at, featured_now';
export const LISTING_CARD_COLUMNS = `${PROPERTY_COLUMNS}, property_images(image_url, is_primary, position)`;

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
