import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PostgrestFilterBuilder } from '@supabase/postgrest-js';
import type { Database } from '@/lib/database.types';
import type { PropertyRow } from '@/lib/rows';
import { isArabic, locationSearchKeys } from '@/lib/area-names-ar';
import { arabicSearchText } from '@/lib/arabic-search';
import { knownAreaKeysContaining } from '@/lib/areas';
import { supabase, type DbClient } from '@/lib/supabase';
import { COMMERCIAL, COMMERCIAL_TYPES, compactParams, NAMED_TYPES, OTHER_COMMERCIAL, parseBbox, searchAmenities, type SearchFilters } from '../search-params';
import type { Property } from '../types';
import { LISTING_CARD_COLUMNS } from './get-latest-listings';
import { listingKeys } from './listing-keys';
import { appErrorFrom } from '@/lib/errors';

export const SEARCH_PAGE_SIZE = 24;
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

export interface SearchPage {
  items: Property[];
  /** Matches over all pages: exact up to EXACT_COUNT_LIMIT, the planner's estimate above it (see isEstimatedCount). */
  count: number;
}

/**
 * The search of /search-results, /buy and /rent, applied on the server: every filter (area,
 * keywords, type or the whole commercial group, price, bedrooms, date added, status, sale or
 * rent, and the listing facts: furnishing, completion, size, bathrooms, amenities, video tour,
 * map box), one page of 24 with the total.
 *
 * Order: 'newest' (the default) puts currently featured listings first, then newest. It orders by
 * the stored featured_rank, not the featured_now expression, so an index serves the page and the
 * total (featured_now, which reads the clock, still decides the Featured badge).
 * The price sorts are strictly by price (listings without a price last), then newest:
 * featured-first applies to 'newest' only, so a price-sorted list really is in price order.
 * `id` is the final tiebreaker so pages never overlap or skip a row.
 *
 * The total is an 'estimated' count: exact while a search matches at most EXACT_COUNT_LIMIT
 * listings, the planner's estimate beyond. An exact count visits every matching index entry, so
 * at 100,000 listings it was most of /buy's page 1 (about 12 ms on PostgreSQL); the page words
 * an estimate as approximate (result-count.ts) and pages on until a page comes back short.
 */
export function buildSearchQuery(client: DbClient, filters: SearchFilters, page = 1, now = Date.now()) {
  const from = (Math.max(1, page) - 1) * SEARCH_PAGE_SIZE;
  return applySearchOrder(searchRead(client, filters, LISTING_CARD_COLUMNS, 'estimated', now), filters.sort)
    .order('position', { referencedTable: 'property_images', ascending: true })
    .range(from, from + SEARCH_PAGE_SIZE - 1);
}

/**
 * The search's arguments that the database checks (public.search_properties): the size range,
 * the amenities and the map box. One it cannot mean (a minimum size over the maximum, an unknown
 * amenity, a box inside out or outside the UAE) is a 400 that says why. A box that is not one
 * (filters built by hand rather than from the URL) filters nothing, as the URL parser would.
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
  });
}

/**
 * A read of listings, whatever it selects, that the search's conditions and order can be added
 * to. The client options, result and relationships vary with the selection; the rows do not.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selection of the listings
type PropertiesRead = PostgrestFilterBuilder<any, Database['public'], PropertyRow, any, any, any, any>;

/**
 * Every condition of a search (see buildSearchQuery), selecting `columns` with a count of
 * `count` (or none): the one place they are written, so the list's pages and the map's pins always
 * find the same listings. The checked ones are the arguments of public.search_properties (a GET,
 * so the read can be repeated and cached like any other), the rest the API's filters on its rows.
 * `now` is the clock 'added in the last N days' counts back from.
 */
export function searchRead<Columns extends string>(client: DbClient, filters: SearchFilters, columns: Columns, count?: 'estimated', now = Date.now()) {
  const rows = client.rpc('search_properties', searchArguments(filters), { get: true, count }).select(columns);
  return applySearchFilters(rows, filters, now);
}

function applySearchFilters<Q extends PropertiesRead>(query: Q, filters: SearchFilters, now: number): Q {
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
  if (filters.min_price !== undefined) query = query.gte('price', filters.min_price);
  if (filters.max_price !== undefined) query = query.lte('price', filters.max_price);
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

/** The search's order (see buildSearchQuery), ending in `id` so it is total: no two reads of it differ. */
export function applySearchOrder<Q extends PropertiesRead>(query: Q, sort: SearchFilters['sort']): Q {
  switch (sort ?? 'newest') {
    case 'price_asc':
      query = query.order('price', { ascending: true, nullsFirst: false });
      break;
    case 'price_desc':
      query = query.order('price', { ascending: false, nullsFirst: false });
      break;
    default:
      query = query.order('featured_rank', { ascending: false });
  }
  return query.order('created_at', { ascending: false }).order('id', { ascending: true });
}

/** Runs the search: one page and the total. */
export async function searchListings(client: DbClient, filters: SearchFilters, page = 1): Promise<SearchPage> {
  const { data, error, count, status } = await buildSearchQuery(client, filters, page);
  // A page past the end (a hand-edited page=, or listings removed since): no more rows.
  if (error?.code === 'PGRST103') return { items: [], count: 0 };
  if (error) throw appErrorFrom(error, { status });
  return { items: data ?? [], count: count ?? 0 };
}

/** One page (1-based) of a search. Pages are cached separately, so 'Load more' fetches only the new one. */
export function searchListingsQueryOptions(filters: SearchFilters, page = 1) {
  const clean = compactParams(filters);
  return queryOptions({
    queryKey: [...listingKeys.all, 'search', { filters: clean, page }],
    queryFn: () => searchListings(supabase, clean, page),
    // Changing the sort or a filter keeps the old cards on screen until the new ones arrive.
    placeholderData: page === 1 ? keepPreviousData : undefined,
    meta: { errorMessage: msg`Failed to load properties` },
  });
}

/**
 * /buy and /rent: the listings of one listing type, featured first then newest, 24 a page,
 * narrowed by any filters in the URL (an area page links to /buy?location=...). The same query
 * as the search with type fixed, so both share the cache.
 */
export function listingsByTypeQueryOptions(listingType: 'sale' | 'rent', filters: SearchFilters = {}, page = 1) {
  return searchListingsQueryOptions({ ...filters, type: listingType }, page);
}
