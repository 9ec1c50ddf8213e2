import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';
import { supabase, type DbClient } from '@/lib/supabase';
import type { Property } from '../types';
import { appErrorFrom } from '@/lib/errors';

// featured_now is a computed column: featured only while featured_until is in the future. It
// decides the badge; lists order by featured_rank, the same fact stored so an index can serve it.
/**
 * A listing's own columns, named rather than '*': the table also holds derived search columns
 * (location_key, and search_vector with every word of the description) that no screen shows.
 */
// One literal (not joined with +), so supabase-js can type the rows from it.
export const PROPERTY_COLUMNS =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- column names, not words
  'id, user_id, title, title_ar, description, description_ar, price, address, location, bedrooms, bathrooms, size_sqft, property_type, listing_type, status, permit_number, furnishing, completion_status, handover_date, payment_plan, amenities, latitude, longitude, video_url, is_featured, featured_until, created_at, updated_at, featured_now';
// `as const` keeps the literal, from which supabase-js types the rows it returns.
export const LISTING_CARD_COLUMNS = `${PROPERTY_COLUMNS}, property_images(image_url, is_primary, position, kind)` as const;

/** The newest listings, featured first (the first rows of the listing-order index): what the home page shows. */
export function buildLatestListingsQuery(client: DbClient, limit = 6) {
  return client
    .from('properties')
    .select(LISTING_CARD_COLUMNS)
    .order('featured_rank', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .order('position', { referencedTable: 'property_images', ascending: true })
    .limit(limit);
}

export function latestListingsQueryOptions(limit = 6) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'latest', { limit }],
    queryFn: async () => {
      const { data, error, status } = await buildLatestListingsQuery(supabase, limit);
      if (error) throw appErrorFrom(error, { status });
      return data satisfies Property[];
    },
    meta: { errorMessage: msg`Failed to load properties` },
  });
}
