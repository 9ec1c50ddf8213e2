// The listing reads the app makes, through its own query builders and supabase-js, shared by the
// query-plan test and the benchmark so neither can drift from what the pages really ask.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import { fetchAreaCounts } from '@/features/listings/api/area-counts';
import { buildLatestListingsQuery } from '@/features/listings/api/get-latest-listings';
import { fetchProperty } from '@/features/listings/api/get-property';
import { buildSearchQuery } from '@/features/listings/api/search-listings';
import type { SearchFilters } from '@/features/listings/search-params';

export interface AppRequest {
  name: string;
  /** Runs the request as the given client; throws when it fails or finds nothing. */
  run(client: SupabaseClient<Database>): Promise<void>;
}

async function must(request: PromiseLike<{ data: unknown; error: { message: string } | null }>) {
  const { data, error } = await request;
  if (error) throw new Error(error.message);
  if (Array.isArray(data) && data.length === 0) throw new Error('no rows');
}

const search = (name: string, filters: SearchFilters, page = 1): AppRequest => ({
  name,
  run: (client) => must(buildSearchQuery(client, filters, page)),
});

/** Home, /buy and /rent page 1 with their totals, and a search of each filter kind. */
export const LIST_REQUESTS: AppRequest[] = [
  { name: 'home latest', run: (client) => must(buildLatestListingsQuery(client)) },
  search('/buy page 1 with count', { type: 'sale' }),
  search('/rent page 1 with count', { type: 'rent' }),
  search('/buy page 5', { type: 'sale' }, 5),
  search('/search-results (no filter)', {}),
  search('search: area', { location: 'Dubai Marina' }),
  search('/buy: area', { type: 'sale', location: 'marina' }),
  search('search: keywords', { keywords: 'private pool' }),
  search('/buy: keywords', { type: 'sale', keywords: 'sea view' }),
  search('/buy: property type', { type: 'sale', property_type: 'villa' }),
  search('/rent: commercial group', { type: 'rent', property_type: 'commercial' }),
  search('/buy: price range', { type: 'sale', min_price: 1_000_000, max_price: 5_000_000 }),
  search('/buy: bedrooms', { type: 'sale', min_bedrooms: 2, max_bedrooms: 3 }),
  search('/rent: studio', { type: 'rent', max_bedrooms: 0 }),
  search('/buy: added 3 days', { type: 'sale', added: 3 }),
  search('/buy: under offer included', { type: 'sale', include_under_offer: true }),
  search('/buy: price low to high', { type: 'sale', sort: 'price_asc' }),
  search('/buy: price high to low', { type: 'sale', sort: 'price_desc' }),
  search('/rent: furnished', { type: 'rent', furnishing: 'furnished' }),
  search('/buy: off-plan', { type: 'sale', completion: 'off_plan' }),
  search('/buy: size 1,000-2,000 sq ft', { type: 'sale', min_size: 1000, max_size: 2000 }),
  search('/buy: 3+ bathrooms', { type: 'sale', min_bathrooms: 3 }),
  search('/buy: amenities pool and gym', { type: 'sale', amenities: 'pool,gym' }),
  search('search: amenity beach access', { amenities: 'beach_access' }),
  search('/rent: with video tour', { type: 'rent', has_video: true }),
  search('search: map box', { bbox: '54.3,24.4,54.45,24.55' }),
  search('/buy: map box', { type: 'sale', bbox: '54.55,24.42,54.65,24.52' }),
  search('/rent: every listing fact', {
    type: 'rent', furnishing: 'furnished', completion: 'ready', min_size: 800, max_size: 3000, min_bathrooms: 2, amenities: 'gym',
    has_video: true, bbox: '54.3,24.4,54.7,24.6',
  }),
  search('/buy: every filter', {
    type: 'sale', location: 'marina', property_type: 'apartment', min_price: 1_000_000, max_price: 10_000_000, min_bedrooms: 1, added: 30,
  }),
];

/** A property page: the listing with its photos, and the agent's card. */
export function propertyRequest(propertyId: string): AppRequest {
  return {
    name: 'property with images and agent',
    run: async (client) => {
      const property = await fetchProperty(client, propertyId);
      if (!property?.property_images.length || !property.agent) throw new Error('property, photos or agent card missing');
    },
  };
}

/** An area page's live counts of sale and rent listings. */
export const AREA_COUNTS_REQUEST: AppRequest = {
  name: 'area counts',
  run: async (client) => {
    const counts = await fetchAreaCounts(client, 'Dubai Marina');
    if (!counts.sale || !counts.rent) throw new Error('no listings counted');
  },
};
