import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '@/app/query-client';
import { searchListingsQueryOptions } from '@/features/listings/api/search-listings';
import type { SearchFilters } from '@/features/listings/filters';

/**
 * The loader of the listing pages (/buy, /rent, /search-results): pages 2..pages start loading and
 * the first is awaited, briefly and never holding the page back, so the list renders with it.
 * Pages already kept render at once, so coming back to a long list restores it and its scroll.
 */
export async function loadSearchPages(queryClient: QueryClient, filters: SearchFilters, pages: number) {
  for (let page = 2; page <= pages; page++) void queryClient.prefetchQuery(searchListingsQueryOptions(filters, page));
  await loadQuery(queryClient, searchListingsQueryOptions(filters, 1));
}
