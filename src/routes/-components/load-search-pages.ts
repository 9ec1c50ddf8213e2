import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '@/app/query-client';
import type { RouterContext } from '@/app/router';
import { searchListingsQueryOptions } from '@/features/listings/api/search-listings';
import { listingsPageHead } from '@/features/listings/listings-head';
import type { ListingsPath } from '@/features/listings/listings-pages';
import type { SearchFilters } from '@/features/listings/search-params';

/** How many pages of a long list the app's server renders; later pages are read in the browser. */
const SERVER_PAGES = 2;

/**
 * The loader of the listing pages (/buy, /rent, /search-results): pages 2..pages start loading and
 * the first is awaited, briefly and never holding the page back, so the list renders with it.
 * Pages already kept render at once, so coming back to a long list restores it and its scroll.
 */
async function loadSearchPages(queryClient: QueryClient, filters: SearchFilters, pages: number) {
  // The app's server reads at most SERVER_PAGES (a crafted ?page=50 would be fifty reads per
  // request); the browser reads the rest.
  const read = typeof window === 'undefined' ? Math.min(pages, SERVER_PAGES) : pages;
  for (let page = 2; page <= read; page++) void queryClient.prefetchQuery(searchListingsQueryOptions(filters, page));
  await loadQuery(queryClient, searchListingsQueryOptions(filters, 1));
}

/** A listing page's loader: its first pages of results (above), and its head for the search. */
export async function loadListingsPage(context: RouterContext, path: ListingsPath, { filters, page }: { filters: SearchFilters; page: number }) {
  await loadSearchPages(context.queryClient, filters, page);
  return { head: listingsPageHead(context.i18n, path, filters) };
}
