import { areaDisplayName } from '@/lib/areas';
import { searchHeading, toFilters, type SearchFilters, type SearchParams } from './filters';

// The listing pages' names and headings, apart from the page itself so a route's head (which is
// not code-split) can name the page without pulling the page's components into every page.

/** The three pages that list listings: all of a search, or the sales (/buy) or rentals (/rent). */
export const LISTINGS_PAGES = {
  '/search-results': { listingType: undefined, label: 'Search Results', heading: null, intro: null },
  '/buy': {
    listingType: 'sale',
    label: 'Properties for Sale',
    heading: 'Properties for sale',
    intro: 'Villas, apartments, townhouses, penthouses and commercial property for sale across Abu Dhabi and the UAE.',
  },
  '/rent': {
    listingType: 'rent',
    label: 'Properties for Rent',
    heading: 'Properties to rent',
    intro: 'Homes and commercial space to rent across Abu Dhabi and the UAE, from studios to family villas, priced per year.',
  },
} as const;
export type ListingsPath = keyof typeof LISTINGS_PAGES;

export const isListingsPath = (path: string): path is ListingsPath => Object.hasOwn(LISTINGS_PAGES, path);

/** What a listing page searches for: the URL's filters, with /buy's or /rent's listing type fixed. */
export function listingsPageFilters(path: ListingsPath, search: SearchParams): SearchFilters {
  const { listingType } = LISTINGS_PAGES[path];
  return listingType ? { ...toFilters(search), type: listingType } : toFilters(search);
}

/** The page's heading: the area by its proper name when the search has one. */
export function listingsHeading(path: ListingsPath, search: SearchParams): string {
  const page = LISTINGS_PAGES[path];
  if (!page.heading) return searchHeading(search);
  return search.location ? `${page.heading} in ${areaDisplayName(search.location)}` : page.label;
}
