import { queryOptions } from '@tanstack/react-query';
import { locationKey } from '@/lib/areas';
import { appErrorFrom } from '@/lib/errors';
import { supabase, type DbClient } from '@/lib/supabase';
import { listingKeys } from './listing-keys';
import { DEFAULT_STATUS } from './search-conditions';

/** Listings in an area now, as /buy?location= and /rent?location= count them. */
export interface AreaCounts {
  sale: number;
  rent: number;
}

/** The count of one listing type in an area: the search's own area match and default status, no rows sent. */
async function countListings(client: DbClient, area: string, listingType: 'sale' | 'rent'): Promise<number> {
  const { count, error, status } = await client
    .from('properties')
    .select('id', { count: 'exact', head: true })
    .like('location_key', `%${locationKey(area)}%`)
    .eq('status', DEFAULT_STATUS)
    .eq('listing_type', listingType);
  if (error) throw appErrorFrom(error, { status });
  return count ?? 0;
}

export async function fetchAreaCounts(client: DbClient, area: string): Promise<AreaCounts> {
  const [sale, rent] = await Promise.all([countListings(client, area, 'sale'), countListings(client, area, 'rent')]);
  return { sale, rent };
}

/**
 * The live counts of an area page. A public read under the listings root, so it is kept on the
 * device (a page opened offline shows the last counts seen) and refreshed when listings change.
 * No toast when it fails: the counts sit beside the page's own figures and say so quietly.
 */
export function areaCountsQueryOptions(area: string) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'area-counts', locationKey(area)],
    queryFn: () => fetchAreaCounts(supabase, area),
  });
}
