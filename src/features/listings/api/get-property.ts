import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { appErrorFrom } from '@/lib/errors';
import { PROPERTY_COLUMNS } from './get-latest-listings';
import { listingKeys } from './listing-keys';
import { supabase, type DbClient } from '@/lib/supabase';
import type { Database } from '@/lib/database.types';
import type { PropertyImageRow } from '@/lib/rows';
import type { Property } from '../types';
import { isUuid } from '@/lib/uuid';

/** A listing photo or floor plan as the detail page shows it. */
export type DetailImage = Pick<PropertyImageRow, 'id' | 'image_url' | 'is_primary' | 'position' | 'kind'>;

/** The owner's public contact details (rpc listing_agent). */
export type ListingAgent = Database['public']['Functions']['listing_agent']['Returns'][number];

/**
 * A listing as the detail page shows it: every column, featured_now, images by position, and
 * the agent's card, read together so a page kept for offline use can still call the agent.
 */
export type PropertyDetail = Omit<Property, 'featured_now' | 'property_images'> & { featured_now: boolean; property_images: DetailImage[]; agent: ListingAgent | null };

export async function fetchListingAgent(client: DbClient, propertyId: string): Promise<ListingAgent | null> {
  if (!isUuid(propertyId)) return null;
  const { data, error, status } = await client.rpc('listing_agent', { property_id: propertyId }).maybeSingle();
  if (error) throw appErrorFrom(error, { status });
  return data;
}

/** The listing by id with its agent's card, or null when the id is not a uuid or no such listing exists. */
export async function fetchProperty(client: DbClient, id: string): Promise<PropertyDetail | null> {
  if (!isUuid(id)) return null;
  const [{ data, error, status }, agent] = await Promise.all([
    client
      .from('properties')
      .select(`${PROPERTY_COLUMNS}, property_images(id, image_url, is_primary, position, kind)` as const)
      .eq('id', id)
      .order('position', { referencedTable: 'property_images', ascending: true })
      .maybeSingle(),
    // Without the agent's card the listing still shows (its card then says it is unavailable).
    fetchListingAgent(client, id).catch(() => null),
  ]);
  if (error) {
    // invalid_text_representation: a malformed id the regex let through
    if (error.code === '22P02') return null;
    throw appErrorFrom(error, { status });
  }
  if (!data) return null;
  return {
    ...data,
    featured_now: Boolean(data.featured_now),
    property_images: [...data.property_images].sort((a, b) => a.position - b.position),
    agent,
  };
}

export function propertyQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'detail', id],
    queryFn: () => fetchProperty(supabase, id),
    meta: { errorMessage: msg`Failed to load property details` },
  });
}
