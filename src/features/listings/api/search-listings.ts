import { msg } from '@lingui/core/macro';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { supabase, type DbClient } from '@/lib/supabase';
import { compactParams, type SearchFilters } from '../search-params';
import type { Property } from '../types';
import { LISTING_CARD_COLUMNS } from './get-latest-listings';
import { isEstimatedCount } from '../result-count';
import { listingKeys } from './listing-keys';
import { applySearchFilters, searchArguments, type PropertiesRead } from './search-conditions';
import { appErrorFrom } from '@/lib/errors';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchPage {
  items: Property[];
  /** Matches over all pages: exact up to EXACT_COUNT_LIMIT, the planner's estimate above it (see isEstimatedCount). */
  count: number;
}

/**
 * The search of /search-results, /buy and /rent, applied on the server: every filter (area,
 * keywords, type or the whole commercial group, price, bedrooms, date added, status, sale or
 * rent, and the listing facts: furnishing, completion, size, bathrooms, amenities, video tour,
 * map box), a page of 24 (or pages `page` to `lastPage` at once) with the total.
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
export function buildSearchQuery(client: DbClient, filters: SearchFilters, page = 1, now = Date.now(), lastPage = page) {
  const from = (Math.max(1, page) - 1) * SEARCH_PAGE_SIZE;
  return applySearchOrder(searchRead(client, filters, LISTING_CARD_COLUMNS, 'estimated', now), filters.sort)
    .order('position', { referencedTable: 'property_images', ascending: true })
    .range(from, Math.max(page, lastPage) * SEARCH_PAGE_SIZE - 1);
}



/**
 * A search's read (see buildSearchQuery), selecting `columns` with a count of `count` (or none),
 * so the list's pages and the map's pins always find the same listings. Its conditions are
 * search-conditions.ts's: the checked ones the arguments of public.search_properties (a GET, so
 * the read can be repeated and cached like any other), the rest the API's filters on its rows.
 * `now` is the clock 'added in the last N days' counts back from.
 */
export function searchRead<Columns extends string>(client: DbClient, filters: SearchFilters, columns: Columns, count?: 'estimated', now = Date.now()) {
  const rows = client.rpc('search_properties', searchArguments(filters), { get: true, count }).select(columns);
  return applySearchFilters(rows, filters, now);
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
  return (await searchListingPages(client, filters, page, page))[0];
}

/**
 * Whether a search goes on after its `pages`th page, `last`: only a full page can have more after
 * it, and an exact total (the first page's count) also ends it once every match is shown. (An
 * estimated total may be above or below the real number.)
 */
export function searchGoesOn(last: SearchPage | undefined, pages: number, total: number): boolean {
  if (!last || last.items.length < SEARCH_PAGE_SIZE) return false;
  return isEstimatedCount(total) || pages * SEARCH_PAGE_SIZE < total;
}

/**
 * Pages `first` to `last` of a search in one read, each as it would be read alone (the total
 * with it), up to the search's end: a page after it has nothing to show. A page opened deep in
 * a list (page=30) costs one read, not thirty.
 */
export async function searchListingPages(client: DbClient, filters: SearchFilters, first: number, last: number): Promise<SearchPage[]> {
  const { data, error, count, status } = await buildSearchQuery(client, filters, first, Date.now(), last);
  // A page past the end (a hand-edited page=, or listings removed since): no more rows.
  if (error?.code === 'PGRST103') return [{ items: [], count: 0 }];
  if (error) throw appErrorFrom(error, { status });
  const rows = data ?? [];
  const pages: SearchPage[] = [];
  for (let page = first; page <= last; page++) {
    const items = rows.slice((page - first) * SEARCH_PAGE_SIZE, (page - first + 1) * SEARCH_PAGE_SIZE);
    pages.push({ items, count: count ?? 0 });
    if (!searchGoesOn(pages[pages.length - 1], page, count ?? 0)) break;
  }
  return pages;
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
 * Pages `first` to `last` of a search read at once (see searchListingPages), as page `first`'s
 * query: the pages after it are put in the cache under their own keys when the read answers, so
 * the list's per-page queries find them there. Reading through page `first`'s own key lets a list
 * that mounts meanwhile wait for this read instead of making its own, and the list reads a page
 * that failed or went stale again this way, with the pages after it.
 */
export function searchPagesQueryOptions(queryClient: QueryClient, filters: SearchFilters, first: number, last: number) {
  const options = searchListingsQueryOptions(filters, first);
  if (last <= first) return options;
  const clean = compactParams(filters);
  return queryOptions({
    ...options,
    queryFn: async () => {
      const [page, ...later] = await searchListingPages(supabase, clean, first, last);
      later.forEach((data, i) => queryClient.setQueryData(searchListingsQueryOptions(clean, first + 1 + i).queryKey, data));
      return page;
    },
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
