import type { PostgrestFilterBuilder } from '@supabase/postgrest-js';
import type { Database } from '../../../lib/database.types.ts';
import type { PropertyRow } from '../../../lib/rows.ts';
import { isArabic, locationSearchKeys } from '../../../lib/area-names-ar.ts';
import { arabicSearchText } from '../../../lib/arabic-search.ts';
import { knownAreaKeysContaining } from '../../../lib/areas.ts';
import { COMMERCIAL, COMMERCIAL_TYPES, compactParams, NAMED_TYPES, OTHER_COMMERCIAL, parseBbox, searchAmenities, type SearchFilters } from '../search-params.ts';

// The conditions of a search, written once: the app's list and map pins (search-listings.ts,
// search-map-pins.ts) and the alerts edge function, which matches new listings against saved
// searches (supabase/functions/send-alerts), all read listings through them. That function runs
// on Deno, so this module and what it imports use no path aliases, no message macros and their
// imports' full file names.

/** The text search configuration of properties.search_vector: English stemming, accents removed. */
export const KEYWORD_SEARCH_CONFIG = 'english_unaccent';
/** The configuration of properties.search_vector_ar: words split and lowercased, no stemming (the text is folded first). */
export const ARABIC_KEYWORD_SEARCH_CONFIG = 'simple';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The status a search shows by default. Under offer and sold STC (a sale agreed) and let agreed (a
 * rental's under offer) only when asked for (include_under_offer).
 */
export const DEFAULT_STATUS = 'available';

/**
 * The search's arguments (public.search_properties): the ones the database checks, the size
 * range, the amenities and the map box, and the price range. One it cannot mean (a minimum size
 * over the maximum, an unknown amenity, a box inside out or outside the UAE) is a 400 that says
 * why. A box that is not one (filters built by hand rather than from the URL) filters nothing, as
 * the URL parser would.
 */
export function searchArguments(filters: SearchFilters) {
  const amenities = searchAmenities(filters);
  const box = parseBbox(filters.bbox);
  return compactParams({
    min_size: filters.min_size,
    max_size: filters.max_size,
    // All of them: `amenities @> '{pool,gym}'`, which the GIN index on amenities serves.
    all_amenities: amenities.length ? amenities : undefined,
    ...box,
    // Not the API's `price` filters: the function compares whole fils, which Postgres can estimate
    // under row-level security (numeric comparisons it cannot; see 20261205090000_price-range-argument.sql).
    min_price: filters.min_price,
    max_price: filters.max_price,
  });
}

/**
 * A read of listings, whatever it selects, that the search's conditions and order can be added
 * to. The client options, result and relationships vary with the selection; the rows do not.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selection of the listings
export type PropertiesRead = PostgrestFilterBuilder<any, Database['public'], PropertyRow, any, any, any, any>;

/**
 * Every condition of a search but its arguments (searchArguments), added to a read of
 * public.search_properties. `now` is the clock 'added in the last N days' counts back from.
 */
export function applySearchFilters<Q extends PropertiesRead>(query: Q, filters: SearchFilters, now: number): Q {
  // Area: the key anywhere in the listing's location key ('marina' finds Dubai Marina and Abu Dhabi
  // Marina), found through the trigram index; an area typed in Arabic is the keys of the areas it
  // names (area-names-ar.ts). Keys are letters and digits only. Under row-level security Postgres
  // estimates LIKE without the column's statistics and expects a handful of matches, so a popular
  // area had every one of its listings read and sorted for a page of 24. When named areas contain
  // a key, their exact keys are asked too: equality is estimated from the statistics, so the
  // planner knows an area is many listings and reads the first rows of the listing order instead.
  // Every listing the equality finds also matches a LIKE, so the results are the LIKEs' alone.
  const keys = filters.location ? locationSearchKeys(filters.location) : [];
  const knownKeys = [...new Set(keys.flatMap(knownAreaKeysContaining))];
  if (keys.length === 1 && knownKeys.length === 0) query = query.like('location_key', `%${keys[0]}%`);
  else if (keys.length > 0) {
    const exact = knownKeys.length > 0 ? [`location_key.in.(${knownKeys.join(',')})`] : [];
    query = query.or([...exact, ...keys.map((key) => `location_key.like.*${key}*`)].join(','));
  }
  if (filters.property_type === COMMERCIAL) query = query.in('property_type', [...COMMERCIAL_TYPES]);
  else if (filters.property_type === OTHER_COMMERCIAL) query = query.not('property_type', 'in', `(${NAMED_TYPES.join(',')})`);
  else if (filters.property_type) query = query.eq('property_type', filters.property_type);
  // Words anywhere in the title or description, stemmed ('pools' finds 'pool') and without accents
  // ('cafe' finds 'café'); websearch syntax lets people type "sea view" in quotes, 'villa or
  // townhouse' and '-furnished' without errors. Or, all of them in the Arabic title or description,
  // folded as the stored Arabic is (arabic-search.ts: 'شقة' finds 'شقه'). Each side names its
  // stored vector's configuration, so a GIN index serves each.
  if (filters.keywords) query = query.or(keywordCondition(filters.keywords));
  if (filters.min_bedrooms !== undefined) query = query.gte('bedrooms', filters.min_bedrooms);
  if (filters.max_bedrooms !== undefined) query = query.lte('bedrooms', filters.max_bedrooms);
  if (filters.added !== undefined) query = query.gte('created_at', new Date(now - filters.added * DAY_MS).toISOString());
  // Every status is every listing (the table allows no others), so no condition then: one the
  // planner cannot see through would keep the total from being counted from an index alone.
  if (!filters.include_under_offer) query = query.eq('status', DEFAULT_STATUS);
  if (filters.type) query = query.eq('listing_type', filters.type);
  if (filters.furnishing) query = query.eq('furnishing', filters.furnishing);
  if (filters.completion) query = query.eq('completion_status', filters.completion);
  if (filters.min_bathrooms !== undefined) query = query.gte('bathrooms', filters.min_bathrooms);
  if (filters.has_video) query = query.not('video_url', 'is', null);
  return query;
}

/** A letter or digit of any script but Arabic. */
const NON_ARABIC_WORD = /(?![\u0600-\u06FF])[\p{L}\p{N}]/u;

/**
 * The keyword condition as a PostgREST logic tree: the words in the English vector, or in the
 * Arabic one, each asked only of the text its words can be in (Arabic words of the Arabic text,
 * others of the English), so a search of exclusions alone ('-furnished') still excludes: an empty
 * Arabic vector would satisfy it for every listing. Each value is quoted so commas and
 * parentheses stay words; backslashes, which no websearch means anything by, become spaces, so a
 * quote in the words is the only escape needed.
 */
export function keywordCondition(keywords: string): string {
  const quoted = (words: string) => `"${words.replace(/\\/g, ' ').replace(/"/g, '\\"')}"`;
  const arabic = isArabic(keywords);
  const other = NON_ARABIC_WORD.test(keywords);
  return [
    ...(other || !arabic ? [`search_vector.wfts(${KEYWORD_SEARCH_CONFIG}).${quoted(keywords)}`] : []),
    ...(arabic ? [`search_vector_ar.wfts(${ARABIC_KEYWORD_SEARCH_CONFIG}).${quoted(arabicSearchText(keywords))}`] : []),
  ].join(',');
}
