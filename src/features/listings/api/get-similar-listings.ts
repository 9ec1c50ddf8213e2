import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { appErrorFrom } from '@/lib/errors';
import { nearbyAreaKeys } from '@/lib/area-centres';
import { locationKey } from '@/lib/areas';
import { supabase, type DbClient } from '@/lib/supabase';
import type { Property } from '../types';
import { LISTING_CARD_COLUMNS } from './get-latest-listings';
import { listingKeys } from './listing-keys';

export const SIMILAR_LISTINGS = 4;

/** What makes listings similar: the same property type and sale or rent, the same area or one near it, and a price near this one. */
export interface SimilarTo {
  id: string;
  location: string;
  property_type: Property['property_type'];
  listing_type: Property['listing_type'];
  price: number | null;
}

/** Where like listings are looked for: these areas' keys, or anywhere (null). */
type Circle = string[] | null;

/**
 * The 4 available listings like this one in `circle` closest in price: the nearest at or above
 * its price and the nearest below (two index-ordered reads), merged. Without a price, the newest.
 */
async function closestIn(client: DbClient, to: SimilarTo, circle: Circle): Promise<Property[]> {
  const base = () => {
    const query = client
      .from('properties')
      .select(LISTING_CARD_COLUMNS)
      .eq('property_type', to.property_type)
      .eq('listing_type', to.listing_type)
      .eq('status', 'available')
      .neq('id', to.id)
      .order('position', { referencedTable: 'property_images', ascending: true })
      .limit(SIMILAR_LISTINGS);
    return circle === null ? query : query.in('location_key', circle);
  };
  const reads =
    to.price === null
      ? [base().order('created_at', { ascending: false }).order('id')]
      : [
          base().gte('price', to.price).order('price', { ascending: true }).order('id'),
          base().lt('price', to.price).order('price', { ascending: false }).order('id'),
        ];
  const rows: Property[] = [];
  for (const { data, error, status } of await Promise.all(reads)) {
    if (error) throw appErrorFrom(error, { status });
    rows.push(...(data satisfies Property[]));
  }
  if (to.price === null) return rows;
  const price = to.price;
  const distance = (row: Property) => Math.abs((row.price ?? Infinity) - price);
  return rows.sort((a, b) => distance(a) - distance(b) || a.id.localeCompare(b.id));
}

/**
 * The 4 available listings most like this one: of its property type and sale or rent, from its
 * own area first, then from the areas near it, then from anywhere, each closest in price (or the
 * newest, without a price). The wider circles are read, together, only when the area has fewer than 4.
 */
export async function fetchSimilarListings(client: DbClient, to: SimilarTo): Promise<Property[]> {
  const found = (await closestIn(client, to, [locationKey(to.location)])).slice(0, SIMILAR_LISTINGS);
  if (found.length === SIMILAR_LISTINGS) return found;
  const nearby = nearbyAreaKeys(to.location);
  // Fewer than 4 found means every one of the area's is in `found` (and every one of the near
  // areas' is, when anywhere's are needed), so each wider read's 4 still hold the ones missing.
  const wider = await Promise.all([nearby.length ? closestIn(client, to, nearby) : [], closestIn(client, to, null)]);
  const seen = new Set(found.map((row) => row.id));
  for (const row of wider.flat()) {
    if (found.length === SIMILAR_LISTINGS) break;
    if (!seen.has(row.id)) {
      seen.add(row.id);
      found.push(row);
    }
  }
  return found;
}

export function similarListingsQueryOptions(to: SimilarTo) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'similar', to.id, { location: to.location, propertyType: to.property_type, listingType: to.listing_type, price: to.price }],
    queryFn: () => fetchSimilarListings(supabase, to),
    meta: { errorMessage: msg`Failed to load similar properties` },
  });
}
