import type { QueryClient } from '@tanstack/react-query';
import { loadQuery } from '@/app/query-client';
import { awaitingHydration } from '@/lib/hydration';
import type { RouterContext } from '@/app/router';
import { searchGoesOn, searchListingsQueryOptions, searchPagesQueryOptions, type SearchPage } from '@/features/listings/api/search-listings';
import { listingsPageHead } from '@/features/listings/listings-head';
import { listingsPageFilters, type ListingsPath } from '@/features/listings/listings-pages';
import { parseSearchParams, type SearchFilters, type SearchParams } from '@/features/listings/search-params';

/** How many pages of a long list the app's server renders; later pages are read in the browser. */
const SERVER_PAGES = 2;

/**
 * The first of pages 1..last that must be read (not kept, or kept but stale), or null when every
 * page up to the search's end is kept and fresh.
 */
function firstPageToRead(queryClient: QueryClient, filters: SearchFilters, last: number): number | null {
  let total = 0;
  for (let page = 1; page <= last; page++) {
    const query = queryClient.getQueryCache().find<SearchPage>({ queryKey: searchListingsQueryOptions(filters, page).queryKey, exact: true });
    const data = query?.state.data;
    if (!data || query.isStale()) return page;
    if (page === 1) total = data.count;
    if (!searchGoesOn(data, page, total)) return null;
  }
  return null;
}

/**
 * The loader of the listing pages (/buy, /rent, /search-results): the pages the URL shows that
 * are not kept yet (or are stale) are read in one read (page=30 is one read, not thirty), never
 * past the search's end, and the first is awaited, briefly and never holding the page back, so
 * the list renders with it. Pages already kept render at once, so coming back to a long list
 * restores it and its scroll.
 */
async function loadSearchPages(queryClient: QueryClient, filters: SearchFilters, pages: number) {
  // The app's server renders at most SERVER_PAGES; the browser reads the rest.
  const last = typeof window === 'undefined' ? Math.min(pages, SERVER_PAGES) : pages;
  const first = firstPageToRead(queryClient, filters, last);
  if (first === 1) return loadQuery(queryClient, searchPagesQueryOptions(queryClient, filters, 1, last));
  // Pages the server did not render are read by the list once the page is hydrated (in one read).
  if (first !== null && !awaitingHydration()) void queryClient.prefetchQuery(searchPagesQueryOptions(queryClient, filters, first, last));
  await loadQuery(queryClient, searchListingsQueryOptions(filters, 1));
}

/**
 * A listing page's loaderDeps: its filters and page count, read again from the route's search
 * (the router keeps what validateSearch dropped: search-params.ts).
 */
export function listingsLoaderDeps(path: ListingsPath, search: SearchParams) {
  const clean = parseSearchParams(search);
  return { filters: listingsPageFilters(path, clean), page: clean.page ?? 1 };
}

/** A listing page's loader: its first pages of results (above), and its head for the search. */
export async function loadListingsPage(context: RouterContext, path: ListingsPath, { filters, page }: { filters: SearchFilters; page: number }) {
  await loadSearchPages(context.queryClient, filters, page);
  return { head: listingsPageHead(context.i18n, path, filters) };
}
