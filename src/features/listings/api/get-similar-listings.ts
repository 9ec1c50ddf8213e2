import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { appErrorFrom } from '@/lib/errors';
import { locationKey } from '@/lib/areas';
import { supabase, type DbClient } from '@/lib/supabase';
import type { Property } from '../types';
import { LISTING_CARD_COLUMNS } from './get-latest-listings';
import { listingKeys } from './listing-keys';

export const SIMILAR_LISTINGS = 4;

/** What makes listings similar: the same area, property type and sale or rent, and a price near this one. */
export interface SimilarTo {
  id: string;
  location: string;
  property_type: Property['property_type'];
  listing_type: Property['listing_type'];
  price: number | null;
}

function similarBase(client: DbClient, to: SimilarTo) {
  return client
    .from('properties')
    .select(LISTING_CARD_COLUMNS)
    .eq('location_key', locationKey(to.location))
    .eq('property_type', to.property_type)
    .eq('listing_type', to.listing_type)
    .eq('status', 'available')
    .neq('id', to.id)
    .order('position', { referencedTable: 'property_images', ascending: true })
    .limit(SIMILAR_LISTINGS);
}

/**
 * The 4 available listings like this one, closest in price first: the nearest at or above its
 * price and the nearest below (two index-ordered reads), merged. Without a price, the newest.
 */
export async function fetchSimilarListings(client: DbClient, to: SimilarTo): Promise<Property[]> {
  const reads =
    to.price === null
      ? [similarBase(client, to).order('created_at', { ascending: false }).order('id')]
      : [
          similarBase(client, to).gte('price', to.price).order('price', { ascending: true }).order('id'),
          similarBase(client, to).lt('price', to.price).order('price', { ascending: false }).order('id'),
        ];
  const answers = await Promise.all(reads);
  const rows: Property[] = [];
  for (const { data, error, status } of answers) {
    if (error) throw appErrorFrom(error, { status });
    rows.push(...(data satisfies Property[]));
  }
  if (to.price === null) return rows;
  const price = to.price;
  const distance = (row: Property) => Math.abs((row.price ?? Infinity) - price);
  return rows.sort((a, b) => distance(a) - distance(b) || a.id.localeCompare(b.id)).slice(0, SIMILAR_LISTINGS);
}

export function similarListingsQueryOptions(to: SimilarTo) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'similar', to.id, { location: to.location, propertyType: to.property_type, listingType: to.listing_type, price: to.price }],
    queryFn: () => fetchSimilarListings(supabase, to),
    meta: { errorMessage: msg`Failed to load similar properties` },
  });
}
