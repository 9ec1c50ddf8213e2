import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { appErrorFrom } from '@/lib/errors';
import { supabase, type DbClient } from '@/lib/supabase';
import { compactParams, type SearchFilters } from '../search-params';
import { EXACT_COUNT_LIMIT } from '../result-count';
import type { Property } from '../types';
import { listingKeys } from './listing-keys';
import { applySearchOrder, searchRead } from './search-listings';

// The map view's reads: a pin for every listing the search finds (not only the list's loaded
// pages), and the card of a tapped pin whose listing the list has not loaded.

/**
 * The most pins a search's map shows. Clusters keep the map readable far beyond this, but every
 * pin is a row sent to a phone: 2,000 is about 60 KB gzip. A search that finds more says so on
 * the map, and zooming in with "Search this area" narrows it below the cap.
 */
export const MAP_PIN_CAP = 2000;
/** The most rows one read returns (the API's max_rows, which the exact count also stops at): the pins come in reads of this many. */
const ROWS_PER_READ = EXACT_COUNT_LIMIT;

/** What a pin needs: where, its price label, and the title its tooltip and card start from. */
export const MAP_PIN_COLUMNS = 'id, latitude, longitude, price, listing_type, title, title_ar' as const;

export type MapPin = Pick<Property, 'id' | 'price' | 'listing_type' | 'title'> & Partial<Pick<Property, 'title_ar'>> & { latitude: number; longitude: number };

export interface MapPins {
  /** The positioned matches, in the search's order, at most MAP_PIN_CAP of them. */
  pins: MapPin[];
  /**
   * Positioned matches over all: exact up to EXACT_COUNT_LIMIT, the planner's estimate above it
   * (never fewer than the pins, though an estimate can be below the real number).
   */
  count: number;
  /** More listings match than the pins hold (checked, not inferred from the estimate). */
  capped: boolean;
}

/**
 * One read of pins: the search's conditions (the same function the list's pages use) on listings
 * with a position, in the search's order, rows from..to. The database keeps latitude and
 * longitude both set or both empty; both are tested so the rows' types say so too.
 */
export function buildMapPinsQuery(client: DbClient, filters: SearchFilters, from: number, to: number, now = Date.now()) {
  return applySearchOrder(searchRead(client, filters, MAP_PIN_COLUMNS, from === 0 ? 'estimated' : undefined, now), filters.sort)
    .not('latitude', 'is', null)
    .not('longitude', 'is', null)
    .range(from, to);
}

/**
 * Every positioned match of a search, up to `cap`, read ROWS_PER_READ at a time. The reads after
 * the first go only when the first came back full, together with a one-row read just past the
 * cap that tells whether any match is left out.
 */
export async function fetchMapPins(client: DbClient, filters: SearchFilters, cap = MAP_PIN_CAP, now = Date.now()): Promise<MapPins> {
  const read = async (from: number, to: number) => {
    const { data, error, count, status } = await buildMapPinsQuery(client, filters, from, to, now);
    // A range past the end (the matches shrank between two reads): no more rows.
    if (error?.code === 'PGRST103') return { rows: [], count: null };
    if (error) throw appErrorFrom(error, { status });
    return { rows: data, count };
  };
  const first = await read(0, Math.min(cap, ROWS_PER_READ) - 1);
  const pins: MapPin[] = [...first.rows];
  let capped = false;
  if (first.rows.length === Math.min(cap, ROWS_PER_READ)) {
    const rest: Promise<{ rows: MapPin[] }>[] = [];
    for (let from = ROWS_PER_READ; from < cap; from += ROWS_PER_READ) rest.push(read(from, Math.min(from + ROWS_PER_READ, cap) - 1));
    const [past, ...reads] = await Promise.all([read(cap, cap), ...rest]);
    // A listing added between two reads shifts the later ones by a row: it is shown once.
    const seen = new Set(pins.map((pin) => pin.id));
    for (const pin of reads.flatMap((r) => r.rows)) {
      if (!seen.has(pin.id)) {
        seen.add(pin.id);
        pins.push(pin);
      }
    }
    capped = past.rows.length > 0;
  }
  // An estimate may fall short of the rows actually read: never fewer than are shown.
  return { pins, count: Math.max(first.count ?? 0, pins.length), capped };
}

/** The pins of a search's map (every filter, the box included). Only the map view reads them. */
export function searchMapPinsQueryOptions(filters: SearchFilters) {
  const clean = compactParams(filters);
  return queryOptions({
    queryKey: [...listingKeys.all, 'map-pins', { filters: clean }],
    queryFn: () => fetchMapPins(supabase, clean),
    // After "Search this area" the pins already there stay (marked as updating) until the new ones arrive.
    placeholderData: keepPreviousData,
    // Not kept on the device: up to 2,000 rows a search, saved again with every change to the
    // cache. Offline, the map shows the list's listings, which are kept, and says so.
    meta: { errorMessage: msg`Failed to load the map’s pins`, persist: false },
  });
}

/** What a pin's card shows beyond the pin itself: a photo, bedrooms and area. */
export const MAP_CARD_COLUMNS = 'id, title, title_ar, price, listing_type, bedrooms, location, property_images(image_url, is_primary, position, kind)' as const;

export type MapCardListing = Pick<Property, 'id' | 'title' | 'title_ar' | 'price' | 'listing_type' | 'bedrooms' | 'location' | 'property_images'>;

/** One listing's card, or null when it is no longer listed. */
export async function fetchMapCard(client: DbClient, id: string): Promise<MapCardListing | null> {
  const { data, error, status } = await client
    .from('properties')
    .select(MAP_CARD_COLUMNS)
    .eq('id', id)
    .order('position', { referencedTable: 'property_images', ascending: true })
    .maybeSingle();
  if (error) throw appErrorFrom(error, { status });
  return data;
}

/** The card of a tapped pin whose listing is not among the list's loaded cards. */
export function mapCardQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'map-card', id],
    queryFn: () => fetchMapCard(supabase, id),
    meta: { errorMessage: msg`Failed to load the listing’s card` },
  });
}
